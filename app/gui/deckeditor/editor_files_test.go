package deckeditor

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/flask"
)

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
