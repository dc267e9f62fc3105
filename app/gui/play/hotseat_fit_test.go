package play

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
)

// A Flask match of two people at one screen never asks for more than a 1024×700 window has, at
// any decision: a hand of 11 cards or more under a long question scrolls rather than make the
// window grow (it grew by 65 px under Xvfb, session 17). Random moves, as a careless pair plays.
func TestAHotSeatFlaskMatchNeverOutgrowsTheWindow(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		p, _, w := newTestSection(t, flask.Game{})
		win := fyne.NewSize(1024, 700)
		w.Resize(win)
		startFlaskHotSeat(t, p, seed, "red", "green")
		c := p.Match.Ctrl
		r := cards.NewRand(seed)
		for moves := 0; !c.Match.Table.Over() && moves < 2000; moves++ {
			if p.Match.Passing {
				test.Tap(p.Match.Pass.Button)
			}
			if min := p.Object().MinSize(); min.Height > win.Height-appChrome || min.Width > win.Width {
				t.Fatalf("seed %d, move %d: the table asks for %v, more than the window leaves under the menu and tabs; %s",
					seed, moves+1, min, c.Match.Table.Describe(c.Match.Table.ToMove()))
			}
			var pick []string
			for _, mv := range c.Match.Table.LegalMoves() {
				if mv != "resign" {
					pick = append(pick, mv)
				}
			}
			if err := c.Play(pick[r.Intn(len(pick))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
