package deckeditor

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/flask/ruleset"
)

// Editing Profit in the Rule set window changes every card holding Y1 at once; a bad value is
// named under its field and the deck keeps the last valid set; the set saves as a file.
func TestRulesetViewEditsTheDeckLive(t *testing.T) {
	yellow, _ := flask.Preset("yellow")
	g, e := newTestGUI(t, yellow)
	e.setView.open()
	v := e.setView
	t.Cleanup(func() {
		if v.win != nil {
			v.win.Close()
		}
	})
	v.entries["name"].SetText("v0.4.2-rich")
	v.entries["bases[1].cost"].SetText("💥")
	v.entries["bases[1].effect"].SetText("gain 💰💰💰💰")
	if e.set.Name() != "v0.4.2-rich" {
		t.Fatalf("the editor's set is %q", e.set.Name())
	}
	profit := flask.Composition{flask.Y1: 1}
	if got := e.set.CostLine(profit); got != "💥" {
		t.Errorf("Profit costs %q", got)
	}
	for i := 0; i < e.coll.Len(); i++ {
		c, _ := e.coll.Card(i)
		if c.Composition[flask.Y1] == 0 {
			continue
		}
		titles := strings.Join(e.set.EffectTitles(c.Composition), " / ")
		if !strings.Contains(titles, "+💰💰💰💰") {
			t.Errorf("card %q shows %q", c.Name, titles)
		}
	}
	if !strings.Contains(e.setView.button.Text, "v0.4.2-rich") {
		t.Errorf("the button says %q", e.setView.button.Text)
	}
	if got := faceTexts(e.face(flask.NewCard("Profit", profit))); !strings.Contains(got, "v0.4.2-rich") {
		t.Errorf("the face does not print the set's name: %s", got)
	}

	v.entries["bases[2].effect"].SetText("teleport 2")
	if l := v.errs["bases[2].effect"]; !l.Visible() || !strings.Contains(l.Text, `unknown effect "teleport"`) {
		t.Errorf("the effect's problem: visible %v %q", l.Visible(), l.Text)
	}
	if e.set.Name() != "v0.4.2-rich" || !strings.Contains(v.summary.Text, "keeps the last valid set") {
		t.Errorf("after a bad value: set %q, summary %q", e.set.Name(), v.summary.Text)
	}
	v.entries["bases[2].effect"].SetText("gain 📘📘")
	v.entries["deck.size"].SetText("40")
	if l := v.errs["deck.size"]; !l.Visible() {
		t.Error("deck size 40 is not named under its field")
	}
	v.entries["deck.size"].SetText("15")

	path := filepath.Join(t.TempDir(), "rich.yaml")
	s, ps := v.read()
	if len(ps) != 0 {
		t.Fatal(ps)
	}
	if err := v.save(s, path); err != nil {
		t.Fatal(err)
	}
	back, err := ruleset.ReadFile(path)
	if err != nil || back.Name != "v0.4.2-rich" {
		t.Fatalf("saved set: %v %v", back, err)
	}
	if dir := os.Getenv("FLASKDECK_SCREENSHOTS"); dir != "" {
		v.win.Resize(fyne.NewSize(1100, 760))
		g.Window.Resize(fyne.NewSize(1280, 800))
		writePNG(t, filepath.Join(dir, "ruleset-view.png"), v.win.Canvas().Capture())
		writePNG(t, filepath.Join(dir, "ruleset-editor.png"), g.Window.Canvas().Capture())
	}
}

// faceTexts joins every text of a face.
func faceTexts(f face.Face) string {
	var out []string
	var walk func(items []face.Item)
	walk = func(items []face.Item) {
		for _, it := range items {
			switch x := it.(type) {
			case *face.Text:
				out = append(out, x.Text)
			case *face.Group:
				walk(x.Items)
			}
		}
	}
	walk(f.Items)
	return strings.Join(out, "|")
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
