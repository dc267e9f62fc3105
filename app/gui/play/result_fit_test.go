package play

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
)

// appChrome is the height the app's menu bar and tabs take above the Play section (about 75).
const appChrome = 90

// The end-of-match reveal of a 4-seat match of each game, opened, fits a 1024×700 window: the
// window keeps its size (its content asks no more), the result's buttons, the header's Leave and
// the table lie inside it, and the reveal scrolls when it is long.
func TestTheRevealFitsTheWindow(t *testing.T) {
	for _, g := range []cards.Game{flask.Game{}, codex.Game{}, code.Game{}} {
		p, _, w := newTestSection(t, g)
		win := fyne.NewSize(1024, 700)
		w.Resize(win)
		spec := fmt.Sprintf("play:%s,seats=random+random+random+random,skip=100000,skipby=random,seed=3", g.Name())
		if err := p.openFromSpec(spec); err != nil {
			t.Fatal(err)
		}
		if !p.Match.Ctrl.Match.Table.Over() {
			t.Fatalf("%s: the match is not over", g.Name())
		}
		r := p.Match.Result
		r.RevealFold.Open()
		t.Logf("%s: the screen asks for %v with the reveal open", g.Name(), p.Object().MinSize())
		w.Resize(win)
		if r.Reveal.Text == "" || !r.RevealBox.Visible() {
			t.Fatalf("%s: the reveal is not shown", g.Name())
		}
		if got := w.Canvas().Size(); got.Height > win.Height+0.5 || got.Width > win.Width+0.5 {
			t.Errorf("%s: the window grew to %v to hold the reveal", g.Name(), got)
		}
		if min := p.Object().MinSize(); min.Height > win.Height-appChrome {
			t.Errorf("%s: the match screen asks for %v, more than the window leaves under the menu and tabs", g.Name(), min)
		}
		box := r.RevealBox.Size()
		if box.Height > win.Height/4+0.5 || box.Height < minCap-0.5 {
			t.Errorf("%s: the reveal takes %v of the window's height %v", g.Name(), box.Height, win.Height)
		}
		checkInside(t, g.Name()+" result", []fyne.CanvasObject{r.Rematch, r.NewGame, p.Match.Leave, p.Match.View.Object()}, w.Canvas().Size())
		if table := p.Match.View.Object().Size(); table.Height < 100 {
			t.Errorf("%s: the reveal leaves the table %v", g.Name(), table)
		}
	}
}
