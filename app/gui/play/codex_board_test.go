package play

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/codex"
)

// The Codex board opens fitted: every card of the player's area lies in the visible part of the
// board at 1024×700; zooming in leaves the fit, Fit returns to it.
func TestCodexBoardOpensFittedAndZooms(t *testing.T) {
	p, _, w := newTestSection(t, codex.Game{})
	w.Resize(fyne.NewSize(1024, 700))
	if err := p.openFromSpec("play:codex,seats=human+greedy,seed=3,skip=46"); err != nil {
		t.Fatal(err)
	}
	ct := p.Match.View.(*codexTable)
	b := ct.Board
	if !b.Fitted || boardCards(b) < 10 {
		t.Fatalf("the board is not fitted (%v) or shows %d cards", b.Fitted, boardCards(b))
	}
	view := b.Scroll.Size()
	for _, o := range b.inner.Objects {
		f, ok := o.(*widgets.FaceView)
		if !ok {
			continue
		}
		pos := f.Position().Subtract(b.Scroll.Offset)
		end := pos.Add(f.Size())
		if pos.X < -0.5 || pos.Y < -0.5 || end.X > view.Width+0.5 || end.Y > view.Height+0.5 {
			t.Errorf("a card lies at %v–%v, outside the visible board %v", pos, end, view)
		}
	}
	fitted := b.Zoom
	test.Tap(ct.ZoomIn)
	if b.Zoom <= fitted || b.Fitted {
		t.Errorf("zoom in: zoom %v (fitted %v), fitted %v", b.Zoom, fitted, b.Fitted)
	}
	test.Tap(ct.Fit)
	if b.Zoom != fitted || !b.Fitted {
		t.Errorf("Fit: zoom %v, want %v", b.Zoom, fitted)
	}
	b.scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: -1}})
	if b.Zoom >= fitted {
		t.Errorf("the wheel did not zoom out: %v", b.Zoom)
	}
}

// The board stays fitted as the area grows: after each placement every card and every highlighted
// position lies in the visible part of the board.
func TestCodexBoardStaysFittedAsTheAreaGrows(t *testing.T) {
	p, loop := startAgainstRobo(t, codex.Game{}, "11")
	for _, win := range fyne.CurrentApp().Driver().AllWindows() {
		if win.Content() == p.Object() {
			win.Resize(fyne.NewSize(1024, 700))
		}
	}
	c := p.Match.Ctrl
	annToMove := func() bool {
		return c.Match.Table.Over() || (c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat)
	}
	placed := 0
	for presses := 0; placed < 6 && presses < 60; presses++ {
		loop.RunUntil(t, "Ann's decision", annToMove, 20*time.Second)
		e := c.Match.Table.Engine().(*codex.State)
		ct := p.Match.View.(*codexTable)
		phase, key := e.Phase(), fyne.Key1
		if phase == codex.PlacePhase {
			key = fyne.KeyA
		}
		if !press(p, key) {
			t.Fatalf("key %s did nothing in phase %v", key, phase)
		}
		if phase != codex.PlacePhase {
			continue
		}
		placed++
		b := ct.Board
		view := b.Scroll.Size()
		for _, o := range b.inner.Objects {
			switch o.(type) {
			case *widgets.FaceView, *tapSurface:
			default:
				continue
			}
			pos := o.Position().Subtract(b.Scroll.Offset)
			end := pos.Add(o.Size())
			if pos.X < -0.5 || pos.Y < -0.5 || end.X > view.Width+0.5 || end.Y > view.Height+0.5 {
				t.Errorf("after %d placements a card or position lies at %v–%v, outside the visible board %v", placed, pos, end, view)
			}
		}
	}
	if placed < 6 {
		t.Errorf("only %d cards placed", placed)
	}
}
