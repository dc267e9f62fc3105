package play

import (
	"fmt"
	"strings"
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

// Stepping through a replay keeps the current move in the list's view.
func TestTheReplaysListShowsTheCurrentMove(t *testing.T) {
	p, _, w := newTestSection(t, codex.Game{})
	w.Resize(fyne.NewSize(1024, 700))
	if err := p.openFromSpec("play:codex,seats=random+random,seed=4,skip=200,replay=1"); err != nil {
		t.Fatal(err)
	}
	r := p.Replay
	box := r.movesBox
	for _, step := range []int{1, len(r.History.Movers) / 2, len(r.History.Movers)} {
		r.Go(step)
		content := box.Content.MinSize().Height
		if content <= box.Size().Height {
			t.Fatalf("the list (%.0f) fits its box (%.0f): the test shows nothing", content, box.Size().Height)
		}
		text := r.Moves.Text
		frac := float32(strings.Index(text, "▶")) / float32(len(text)) // where the marked move's line starts
		if at := frac * content; at < box.Offset.Y || at > box.Offset.Y+box.Size().Height {
			t.Errorf("step %d: the current move is at %.0f of the list, the box shows %.0f to %.0f", step, at, box.Offset.Y, box.Offset.Y+box.Size().Height)
		}
	}
}
