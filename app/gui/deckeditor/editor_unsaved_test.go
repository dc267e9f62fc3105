package deckeditor

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/flask"
)

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
