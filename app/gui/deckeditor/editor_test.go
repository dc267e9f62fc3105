package deckeditor

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/png"
	"os"
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

func TestOpeningABrokenFileKeepsTheOpenDeck(t *testing.T) {
	g, e := newTestGUI(t, preset(t, "green"))
	test.Tap(e.comp.rows[flask.B2].plus) // an unsaved edit
	before := e.coll.Deck()
	dir := t.TempDir()
	files := map[string]string{
		"broken.yaml":  "name: Broken\ncards:\n  - name: X\n    composition: R1 - Q9\n    amount: 1\n",
		"garbage.json": "[{\"name\": 3",
		"missing.yaml": "",
	}
	for name, content := range files {
		path := filepath.Join(dir, name)
		if content != "" {
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		e.openFile(path)
		shown := overlayTexts(g.Window)
		if !strings.Contains(shown, name) {
			t.Errorf("%s: the dialog does not name the file: %q", name, shown)
		}
		g.Window.Canvas().Overlays().Top().Hide()
		g.Window.Canvas().Overlays().Remove(g.Window.Canvas().Overlays().Top())
		after := e.coll.Deck()
		if after.Name != before.Name || !e.coll.Dirty() || len(after.Cards) != len(before.Cards) {
			t.Fatalf("%s: the open deck changed", name)
		}
		for i := range before.Cards {
			if before.Cards[i] != after.Cards[i] {
				t.Errorf("%s: card %d changed", name, i)
			}
		}
	}
}

// Issue 14: Save As copied any file named as a picture into pictures/ (/etc/hostname, a private key
// in a shared deck); only pictures that load are copied now.
func TestSaveAsCopiesOnlyPicturesThatLoad(t *testing.T) {
	_, e := newTestGUI(t, oneCardDeck())
	src := t.TempDir()
	secret := filepath.Join(src, "id_rsa")
	os.WriteFile(secret, []byte("-----BEGIN OPENSSH PRIVATE KEY-----\n"), 0o600)
	good := filepath.Join(src, "good.png")
	var buf bytes.Buffer
	png.Encode(&buf, image.NewNRGBA(image.Rect(0, 0, 4, 4)))
	os.WriteFile(good, buf.Bytes(), 0o644)
	for i, p := range []string{secret, good} {
		if i > 0 {
			e.coll.Add(oneCardDeck().Cards[0])
		}
		if err := e.coll.SetPicture(i, p); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	if !e.saveAs(filepath.Join(dir, "deck.yaml")) {
		t.Fatal("save failed")
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "pictures"))
	if len(entries) != 1 || entries[0].Name() != "good.png" {
		t.Errorf("pictures/ holds %v, want only good.png", entries)
	}
	if c, _ := e.coll.Card(0); c.Picture != secret {
		t.Errorf("the unreadable picture's reference became %q", c.Picture)
	}
}

func TestSaveWhileInvalidAndReopen(t *testing.T) {
	_, e := newTestGUI(t, oneCardDeck())
	path := filepath.Join(t.TempDir(), "draft.yaml")
	if !e.saveAs(path) {
		t.Fatal("saving an invalid deck failed")
	}
	if e.coll.Dirty() || !strings.Contains(e.status.notice.Text, "not a legal deck yet") {
		t.Errorf("after save: dirty %v, notice %q", e.coll.Dirty(), e.status.notice.Text)
	}
	test.Tap(e.comp.rows[flask.G1].plus)
	e.save(nil)
	d, err := flask.LoadDeck(path)
	if err != nil || len(d.Cards) != 1 || d.Cards[0].Code() != "G1" {
		t.Fatalf("saved file: %+v, %v", d, err)
	}
	e.newDeck()
	e.openFile(path)
	if c, _ := e.coll.Card(0); c.Code() != "G1" || e.coll.Path() != path {
		t.Errorf("reopened: %+v at %q", c, e.coll.Path())
	}
	if recent := e.recentFiles(); len(recent) == 0 || recent[0] != path {
		t.Errorf("recent files %v", recent)
	}
}

func TestUnreadablePictureShowsPlaceholderAndWarning(t *testing.T) {
	_, e := newTestGUI(t, oneCardDeck())
	dir := t.TempDir()
	path := filepath.Join(dir, "deck.yaml")
	if !e.saveAs(path) {
		t.Fatal("save failed")
	}
	bad := filepath.Join(t.TempDir(), "bad.png")
	if err := os.WriteFile(bad, []byte("not a picture"), 0o644); err != nil {
		t.Fatal(err)
	}
	e.setPicture(bad)
	c, _ := e.coll.Card(0)
	if c.Picture != bad {
		t.Errorf("the picture is referenced as %q, want %q where it is (it does not load: no copy)", c.Picture, bad)
	}
	if _, err := os.Stat(filepath.Join(dir, "pictures")); err == nil {
		t.Errorf("a picture that does not load was copied next to the deck")
	}
	if !e.form.picture.warning.Visible() || !strings.Contains(e.form.picture.warning.Text, "cannot be read") {
		t.Errorf("warning %q (visible %v)", e.form.picture.warning.Text, e.form.picture.warning.Visible())
	}
	placeholder := false
	for _, o := range test.LaidOutObjects(e.preview) {
		if txt, ok := o.(*canvas.Text); ok && txt.Text == "picture not readable" {
			placeholder = true
		}
	}
	if !placeholder {
		t.Error("the preview shows no placeholder")
	}
	if len(e.status.items) == 0 || !strings.Contains(e.status.items[len(e.status.items)-1].text, "bad.png") {
		t.Errorf("the status does not warn about the picture: %v", e.status.items)
	}
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

func TestClosingWithUnsavedChangesAsks(t *testing.T) {
	g, e := newTestGUI(t, preset(t, "yellow"))
	e.askClose()
	if overlayTexts(g.Window) != "" {
		t.Fatal("a clean deck asks before closing")
	}
	g2, e2 := newTestGUI(t, preset(t, "yellow"))
	test.Tap(e2.comp.rows[flask.R2].plus)
	e2.askClose()
	if !strings.Contains(overlayTexts(g2.Window), "not saved") {
		t.Errorf("closing with unsaved changes shows %q", overlayTexts(g2.Window))
	}
}

func TestAutosaveIsOfferedBack(t *testing.T) {
	a := uitest.NewApp(t)
	g := newGUI(a)
	e := g.Editor
	e.replace(preset(t, "red"))
	test.Tap(e.comp.rows[flask.B2].plus)
	if err := e.autosave.write(); err != nil {
		t.Fatal(err)
	}
	want := e.coll.Deck()
	// The next start (same app storage) finds it and recovers it as unsaved changes.
	g2 := newGUI(a)
	d, ok := g2.Editor.autosave.pending()
	if !ok {
		t.Fatal("no autosave found at the next start")
	}
	g2.Editor.decideRecovery(d, true)
	got := g2.Editor.coll.Deck()
	if !g2.Editor.coll.Dirty() || len(got.Cards) != len(want.Cards) || got.Cards[0] != want.Cards[0] {
		t.Errorf("recovered %+v (dirty %v), want %+v", got.Cards[0], g2.Editor.coll.Dirty(), want.Cards[0])
	}
	g2.Editor.save(nil) // a preset has no file: Save asks where; nothing is written yet
	g2.Editor.autosave.discard()
	if _, ok := g2.Editor.autosave.pending(); ok {
		t.Error("the autosave survives discard")
	}
}

// Issue 14: `flaskdeck gui mydeck.yaml` after a crash deleted the autosave of that deck (opening
// the file discarded it) and offered nothing; the recovered deck was saved relative to the folder.
func TestAutosaveSurvivesOpeningAFileUntilTheUserDecides(t *testing.T) {
	a := test.NewTempApp(t)
	dir := t.TempDir()
	deckPath := filepath.Join(dir, "mydeck.yaml")
	if err := flask.SaveDeck(deckPath, preset(t, "red")); err != nil {
		t.Fatal(err)
	}
	g := newGUI(a)
	g.Editor.Open(deckPath)
	test.Tap(g.Editor.comp.rows[flask.B2].plus)
	if err := g.Editor.autosave.write(); err != nil {
		t.Fatal(err)
	}
	want := g.Editor.coll.Deck()
	// The crash: the next run is started on the same file.
	g2 := newGUI(a)
	g2.Editor.Open(deckPath)
	g2.Editor.Start()
	defer g2.Editor.autosave.stop()
	if !strings.Contains(overlayTexts(g2.Window), "Recover") {
		t.Errorf("no recovery offered when started with the file: %q", overlayTexts(g2.Window))
	}
	d, ok := g2.Editor.autosave.pending()
	if !ok {
		t.Fatal("opening the file removed the autosave before the user decided")
	}
	if d.Path != deckPath {
		t.Errorf("autosave belongs to %q, want the absolute %q", d.Path, deckPath)
	}
	g2.Editor.decideRecovery(d, true)
	if got := g2.Editor.coll.Deck(); !g2.Editor.coll.Dirty() || got.Cards[0] != want.Cards[0] || g2.Editor.coll.Path() != deckPath {
		t.Errorf("recovered %+v at %q, want %+v at %q", got.Cards[0], g2.Editor.coll.Path(), want.Cards[0], deckPath)
	}
	if _, ok := g2.Editor.autosave.pending(); !ok {
		t.Error("recovering removed the autosave before this run wrote its own")
	}
	if err := g2.Editor.autosave.write(); err != nil {
		t.Fatal(err)
	}
	if again, ok := g2.Editor.autosave.pending(); !ok || again.Cards[0] != want.Cards[0] {
		t.Error("the recovered edits are not autosaved again")
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

func TestReplacingUnsavedChangesAsksFirst(t *testing.T) {
	g, e := newTestGUI(t, preset(t, "blue"))
	test.Tap(e.comp.rows[flask.R1].plus)
	if !strings.HasPrefix(g.Window.Title(), "• Blue") {
		t.Errorf("title %q does not mark unsaved changes", g.Window.Title())
	}
	e.newDeck()
	if e.coll.Name() != "Blue" {
		t.Fatal("New replaced unsaved changes without asking")
	}
	tapDialogButton(t, g.Window, "Cancel")
	if e.coll.Name() != "Blue" || !e.coll.Dirty() {
		t.Fatal("Cancel lost the changes")
	}
	e.openPreset("green")
	tapDialogButton(t, g.Window, "Don't save")
	if e.coll.Name() != "Green" || e.coll.Dirty() || e.coll.Path() != "" {
		t.Errorf("after Don't save: %q dirty %v path %q", e.coll.Name(), e.coll.Dirty(), e.coll.Path())
	}
	if strings.HasPrefix(g.Window.Title(), "•") {
		t.Errorf("title %q marks a clean deck", g.Window.Title())
	}
}

func TestImportAndExportTheOriginalJSON(t *testing.T) {
	_, e := newTestGUI(t, oneCardDeck())
	dir := t.TempDir()
	red := preset(t, "red")
	src := filepath.Join(dir, "flask_cards.json")
	if err := flask.SaveDeck(src, red); err != nil {
		t.Fatal(err)
	}
	e.importFile(src)
	if e.coll.Len() != len(red.Cards) || e.coll.Path() != "" {
		t.Fatalf("import: %d cards, path %q (an import has no file until saved as YAML)", e.coll.Len(), e.coll.Path())
	}
	test.Tap(e.comp.rows[flask.B2].plus)
	out := filepath.Join(dir, "export") // the extension is added
	e.exportFile(out)
	back, err := flask.LoadDeck(out + ".json")
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Cards) != len(red.Cards) || back.Cards[0].Code() != "B2 - R2" {
		t.Errorf("exported %d cards, first %q", len(back.Cards), back.Cards[0].Code())
	}
	if !e.coll.Dirty() || e.coll.Path() != "" {
		t.Error("exporting must not save the collection nor give it a file")
	}
}

func TestQuitAsksAboutUnsavedChanges(t *testing.T) {
	g, e := newTestGUI(t, preset(t, "green"))
	test.Tap(e.comp.rows[flask.R2].plus)
	quit := menuItem(t, g, "File", "Quit")
	if !quit.IsQuit {
		t.Error("File ▸ Quit is not the app's quit item, so Fyne would add one that does not ask")
	}
	quit.Action()
	if !strings.Contains(overlayTexts(g.Window), "not saved") {
		t.Errorf("Quit with unsaved changes shows %q", overlayTexts(g.Window))
	}
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

// The app reopens the deck saved or opened last; without one, or when it no longer loads, the
// editor stays on its deck.
func TestOpenLastReopensTheLastDeck(t *testing.T) {
	a := uitest.NewApp(t)
	g := newGUI(a)
	defer g.Window.Close()
	e := g.Editor
	if e.OpenLast() {
		t.Fatal("OpenLast opened something with no recent file")
	}
	e.replace(preset(t, "blue"))
	path := filepath.Join(t.TempDir(), "mine.yaml")
	if !e.saveAs(path) {
		t.Fatal("saving failed")
	}
	next := newGUI(a) // the next start of the app
	defer next.Window.Close()
	if !next.Editor.OpenLast() || next.Editor.coll.Deck().Path != path || next.Editor.coll.Len() != e.coll.Len() {
		t.Fatalf("the next start opens %q (%d cards), want %s", next.Editor.coll.Deck().Path, next.Editor.coll.Len(), path)
	}
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	third := newGUI(a)
	defer third.Window.Close()
	if third.Editor.OpenLast() {
		t.Error("OpenLast opened a deck file that is gone")
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
