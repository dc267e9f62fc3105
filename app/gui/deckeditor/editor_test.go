package deckeditor

import (
	"errors"
	"image/color"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/flask"
)

// testGUI is the app window of the editor's tests: the Editor in a window, attached as the app
// attaches it.
type testGUI struct {
	App    fyne.App
	Window fyne.Window
	Editor *Editor
}

// newGUI opens the editor in a new window of a, as the app does.
func newGUI(a fyne.App) *testGUI {
	g := &testGUI{App: a, Window: a.NewWindow("flaskdeck")}
	g.Editor = New(a, g.Window, Dialogs{})
	g.Window.SetContent(container.NewAppTabs(container.NewTabItem("Editor", g.Editor.Object())))
	g.Editor.Attach()
	g.Window.SetMaster()
	return g
}

// newTestGUI opens the editor headless, at the smallest size the app supports, on the given deck.
func newTestGUI(t testing.TB, d flask.Deck) (*testGUI, *Editor) {
	t.Helper()
	g := newGUI(uitest.NewApp(t))
	e := g.Editor
	g.Window.Resize(fyne.NewSize(1024, 700))
	e.replace(d)
	closed := false
	g.Window.SetOnClosed(func() { closed = true })
	t.Cleanup(func() {
		if !closed {
			g.Window.Close()
		}
	})
	return g, e
}

// oneCardDeck is a deck of one blank card.
func oneCardDeck() flask.Deck {
	return flask.Deck{Name: "Test", Cards: []flask.Card{flask.NewCard("Blank", flask.Composition{})}}
}

// preset returns a built-in deck or stops the test.
func preset(t testing.TB, name string) flask.Deck {
	t.Helper()
	d, ok := flask.Preset(name)
	if !ok {
		t.Fatalf("no preset %q", name)
	}
	return d
}

// faceSymbols lists the resource symbols of a face, in drawing order.
func faceSymbols(f face.Face) []string {
	var out []string
	f.Walk(func(it face.Item) {
		if g, ok := it.(*face.Group); ok && strings.HasPrefix(g.Name, "symbol:") {
			out = append(out, strings.TrimPrefix(g.Name, "symbol:"))
		}
	})
	return out
}

// overlayTexts returns every text shown in the window's top overlay (a dialog), "" if none.
func overlayTexts(w fyne.Window) string {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var texts []string
	for _, o := range test.LaidOutObjects(top) {
		switch v := o.(type) {
		case *canvas.Text:
			texts = append(texts, v.Text)
		case *widget.Label:
			texts = append(texts, v.Text)
		}
	}
	return strings.Join(texts, " ")
}

func TestChangingTheCompositionUpdatesCodeAndCost(t *testing.T) {
	_, e := newTestGUI(t, oneCardDeck())
	steps := []struct {
		tap      func()
		code     string
		symbols  string // the cost line's symbols on the preview
		costText string
	}{
		{func() { test.Tap(e.comp.rows[flask.R1].plus) }, "R1", "red", ""},
		{func() { test.Tap(e.comp.rows[flask.R1].plus) }, "R1 - R1", "red red", ""},
		{func() { test.Tap(e.comp.rows[flask.Y2].toggle) }, "R1 - R1 - Y2", "yellow yellow red red", ""},
		{func() { test.Tap(e.comp.rows[flask.B1].plus) }, "B1 - R1 - R1 - Y2", "yellow yellow red red", "and 1 Card"},
		{func() { test.Tap(e.comp.rows[flask.R1].minus) }, "B1 - R1 - Y2", "yellow yellow red", "and 1 Card"},
	}
	for i, s := range steps {
		s.tap()
		if got := e.comp.code.Text; got != s.code {
			t.Fatalf("step %d: the panel shows code %q, want %q", i, got, s.code)
		}
		face := e.preview.Face
		texts := strings.Join(face.Texts(), "|")
		if !strings.Contains(texts, s.code) {
			t.Errorf("step %d: the preview does not show the code %q: %s", i, s.code, texts)
		}
		symbols := faceSymbols(face)
		cost := strings.Join(symbols[:min(len(symbols), len(strings.Fields(s.symbols)))], " ")
		if cost != s.symbols {
			t.Errorf("step %d: the preview's cost symbols start %q, want %q", i, cost, s.symbols)
		}
		if s.costText != "" && !strings.Contains(texts, s.costText) {
			t.Errorf("step %d: the preview lacks %q", i, s.costText)
		}
		if got := strings.Join(faceSymbols(e.comp.cost.Face), " "); got != s.symbols {
			t.Errorf("step %d: the panel's cost shows %q, want %q", i, got, s.symbols)
		}
		c, _ := e.coll.Card(0)
		if c.Code() != s.code {
			t.Errorf("step %d: the model holds %q", i, c.Code())
		}
	}
	if r := e.comp.rows[flask.B1]; r.minus.Disabled() || !e.comp.rows[flask.G1].minus.Disabled() {
		t.Error("a minus button is enabled exactly when the base card is held")
	}
}

func TestMoreThanThreeSimilarIsNamedAndClickable(t *testing.T) {
	_, e := newTestGUI(t, preset(t, "red"))
	if len(e.status.items) != 0 {
		t.Fatalf("the red preset is legal, the status shows %v", e.status.items)
	}
	if got := e.status.count.Text; got != "15 / 15 cards" {
		t.Errorf("count %q", got)
	}
	e.duplicateCard() // Sabotage ×3 twice: 6 similar R2 cards, 18 in all
	if got := e.status.count.Text; got != "18 / 15 cards" {
		t.Errorf("count after duplicating %q", got)
	}
	var similar *statusItem
	for i := range e.status.items {
		if strings.Contains(e.status.items[i].text, "similar") {
			similar = &e.status.items[i]
		}
	}
	if similar == nil {
		t.Fatalf("no similar-cards problem in %v", e.status.items)
	}
	if !strings.Contains(similar.text, `"R2"`) || !strings.Contains(similar.text, "Sabotage") {
		t.Errorf("the problem does not name the cards: %q", similar.text)
	}
	if !strings.Contains(e.status.verdict.Text, "not a legal deck") {
		t.Errorf("verdict %q", e.status.verdict.Text)
	}
	e.selectCard(4)
	test.Tap(similar.link)
	if e.selected != 0 {
		t.Errorf("clicking the problem selected card %d, want 0", e.selected)
	}
}

func TestUndoRestoresEveryEdit(t *testing.T) {
	g, e := newTestGUI(t, preset(t, "red"))
	before := e.coll.Deck()
	e.form.name.SetText("Sabotage Deluxe") // as typed: shown at once, committed when typing pauses
	if !strings.Contains(strings.Join(e.preview.Face.Texts(), "|"), "Sabotage Deluxe") {
		t.Error("the preview does not show the name being typed")
	}
	test.Tap(e.comp.rows[flask.R1].plus)
	e.form.amount.SetSelected("1")
	e.moveCard(+1)
	c, _ := e.coll.Card(1)
	if c.Name != "Sabotage Deluxe" || c.Code() != "R1 - R2" || c.Amount != 1 {
		t.Fatalf("edits not applied: %+v", c)
	}
	undo := menuItem(t, g, "Edit", "Undo")
	for range 4 {
		undo.Action()
	}
	if e.coll.Dirty() {
		t.Error("undoing every edit leaves the deck dirty")
	}
	after := e.coll.Deck()
	if after.Name != before.Name || len(after.Cards) != len(before.Cards) {
		t.Fatal("undo did not restore the deck")
	}
	for i := range before.Cards {
		if before.Cards[i] != after.Cards[i] {
			t.Errorf("card %d: %+v, want %+v", i, after.Cards[i], before.Cards[i])
		}
	}
	e.selectCard(0)
	if e.form.name.Text != "Sabotage" {
		t.Errorf("the form shows %q after undo", e.form.name.Text)
	}
	// Ctrl+Shift+Z redoes through the window's shortcuts.
	g.Window.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(shortcut(fyne.KeyZ, true))
	if c, _ := e.coll.Card(0); c.Name != "Sabotage Deluxe" {
		t.Errorf("Ctrl+Shift+Z did not redo the rename: %q", c.Name)
	}
}

// menuItem finds a main menu item by menu and label prefix.
func menuItem(t *testing.T, g *testGUI, menu, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range g.Window.MainMenu().Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if strings.HasPrefix(it.Label, label) {
				return it
			}
		}
	}
	t.Fatalf("no menu item %s ▸ %s", menu, label)
	return nil
}

func TestDeckPaneAddDuplicateDeleteMove(t *testing.T) {
	g, e := newTestGUI(t, preset(t, "blue"))
	n := e.coll.Len()
	e.addCard()
	if e.coll.Len() != n+1 || e.selected != 1 {
		t.Fatalf("add: %d cards, selected %d", e.coll.Len(), e.selected)
	}
	e.duplicateCard()
	if e.coll.Len() != n+2 || e.selected != 2 {
		t.Fatalf("duplicate: %d cards, selected %d", e.coll.Len(), e.selected)
	}
	e.moveCard(-1)
	if e.selected != 1 {
		t.Errorf("move up: selected %d", e.selected)
	}
	g.Window.Canvas().Unfocus()
	g.Window.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if e.coll.Len() != n+1 {
		t.Errorf("Delete: %d cards, want %d", e.coll.Len(), n+1)
	}
	var row *deckRow
	for _, o := range test.LaidOutObjects(e.deckPane.list) {
		if r, ok := o.(*deckRow); ok && r.id == 0 {
			row = r
		}
	}
	test.Tap(row) // a click on a card selects it and gives the list the keys
	if e.selected != 0 || g.Window.Canvas().Focused() != e.deckPane.list {
		t.Fatalf("tapping the first card: selected %d, focus %T", e.selected, g.Window.Canvas().Focused())
	}
	e.deckPane.list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if e.coll.Len() != n {
		t.Errorf("Delete in the deck pane: %d cards, want %d", e.coll.Len(), n)
	}
	g.Window.Canvas().Focus(e.form.name) // Delete in a text field edits the text
	if e.form.name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete}); e.coll.Len() != n {
		t.Errorf("Delete in the name field removed a card")
	}
	if got := e.deckPane.list.Length(); got != e.coll.Len() {
		t.Errorf("the deck pane lists %d cards of %d", got, e.coll.Len())
	}
}

func TestBlackAndWhiteToggle(t *testing.T) {
	_, e := newTestGUI(t, preset(t, "red"))
	test.Tap(e.bwCheck)
	if e.preview.Face.Background != face.RGB(255, 255, 255) || !e.preview.Grey {
		t.Errorf("black and white preview: background %s", e.preview.Face.Background)
	}
	test.Tap(e.bwCheck)
	if e.preview.Face.Background == face.RGB(255, 255, 255) {
		t.Error("colour preview still white")
	}
}

// TestThemeChangeRedrawsInlineText checks that the cost and effect lines drawn as the cards draw
// them follow a switch between light and dark.
func TestThemeChangeRedrawsInlineText(t *testing.T) {
	g, e := newTestGUI(t, preset(t, "red"))
	ink := func() face.Color {
		var c face.Color
		e.comp.effects[flask.R1].Face.Walk(func(it face.Item) {
			if x, ok := it.(*face.Text); ok {
				c = x.Color
			}
		})
		return c
	}
	for _, variant := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		g.App.Settings().SetTheme(&variantTheme{variant})
		r, gr, b, _ := theme.Color(theme.ColorNameForeground).RGBA()
		want := face.Color{R: uint8(r >> 8), G: uint8(gr >> 8), B: uint8(b >> 8), A: 255}
		if got := ink(); got != want {
			t.Errorf("variant %d: effect text %s, want the theme's %s", variant, got, want)
		}
	}
}

// variantTheme is the default theme forced to one variant.
type variantTheme struct{ variant fyne.ThemeVariant }

func (v *variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return theme.DefaultTheme().Color(n, v.variant)
}
func (v *variantTheme) Font(s fyne.TextStyle) fyne.Resource     { return theme.DefaultTheme().Font(s) }
func (v *variantTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }
func (v *variantTheme) Size(n fyne.ThemeSizeName) float32       { return theme.DefaultTheme().Size(n) }

// tapDialogButton taps the button of the top dialog whose text is label.
func tapDialogButton(t *testing.T, w fyne.Window, label string) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog to tap %q in", label)
	}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Text == label {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no button %q in the dialog (%s)", label, overlayTexts(w))
}

func TestDragACardToReorder(t *testing.T) {
	_, e := newTestGUI(t, preset(t, "yellow"))
	names := func() []string {
		var out []string
		for _, c := range e.coll.Deck().Cards {
			out = append(out, c.Name)
		}
		return out
	}
	before := names()
	row := e.deckPane.list
	var first *deckRow
	for _, o := range test.LaidOutObjects(row) {
		if r, ok := o.(*deckRow); ok && r.id == 0 {
			first = r
		}
	}
	if first == nil {
		t.Fatal("no row shows the first card")
	}
	h := first.Size().Height
	for range 4 { // two rows and a half down, in steps
		first.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DY: h * 0.6}})
	}
	first.DragEnd()
	after := names()
	if after[2] != before[0] || after[0] != before[1] || e.selected != 2 {
		t.Errorf("dragging the first card 2.4 rows down gave %v (selected %d), from %v", after, e.selected, before)
	}
}

// Play this deck hands the Play section the deck's own file when it is saved, and a copy with the
// unsaved edits otherwise.
func TestPlayThisDeckIncludesUnsavedEdits(t *testing.T) {
	g, e := newTestGUI(t, preset(t, "blue"))
	var played []string
	e.dialogs.Play = func(path string) error { played = append(played, path); return nil }
	path := filepath.Join(t.TempDir(), "mine.yaml")
	if !e.saveAs(path) {
		t.Fatal("saving failed")
	}
	e.playDeck()
	if len(played) != 1 || played[0] != path {
		t.Fatalf("the saved deck is played from %q, want %s", played, path)
	}
	if err := e.coll.SetName(0, "Edited Card"); err != nil {
		t.Fatal(err)
	}
	e.playDeck()
	if len(played) != 2 || played[1] == path {
		t.Fatalf("the edited deck is played from %q", played)
	}
	d, err := flask.LoadDeck(played[1])
	if err != nil || d.Cards[0].Name != "Edited Card" {
		t.Fatalf("the copy played lacks the unsaved edit: %v %v", err, d.Cards)
	}
	if saved, _ := flask.LoadDeck(path); saved.Cards[0].Name == "Edited Card" {
		t.Error("playing wrote the edit into the deck's own file")
	}
	e.dialogs.Play = func(string) error { return errors.New("deck too small") }
	e.playDeck()
	if !strings.Contains(overlayTexts(g.Window), "deck too small") {
		t.Error("a deck that cannot be played shows no error")
	}
}
