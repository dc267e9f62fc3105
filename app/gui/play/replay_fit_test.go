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

// The step-by-step replay fits a 1024×700 window in every game, and its table keeps most of the
// width: the list of moves wraps its long lines instead of claiming their width (at 1024×700 it
// left a Flask table 75 px, seen under Xvfb).
func TestTheReplayFitsTheWindow(t *testing.T) {
	for _, g := range []cards.Game{flask.Game{}, codex.Game{}, code.Game{}} {
		p, _, w := newTestSection(t, g)
		win := fyne.NewSize(1024, 700)
		w.Resize(win)
		if err := p.openFromSpec(fmt.Sprintf("play:%s,seats=human+human,seed=4,skip=30,skipby=random,replay=12", g.Name())); err != nil {
			t.Fatal(err)
		}
		if p.Replay == nil {
			t.Fatalf("%s: the replay is not shown", g.Name())
		}
		w.Resize(win)
		if min := p.Object().MinSize(); min.Width > win.Width || min.Height > win.Height-appChrome {
			t.Errorf("%s: the replay asks for %v", g.Name(), min)
		}
		if table := p.Replay.View.Object().Size(); table.Width < win.Width/2 {
			t.Errorf("%s: the replay's table is %v wide in a window %v wide", g.Name(), table.Width, win.Width)
		}
	}
}
