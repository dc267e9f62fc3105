package play

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
)

// A window shrunk from 1280×800 to 1024×700 lays the table out again for the smaller size, and
// grown back for the larger one: nothing of the table lies past the window's right or bottom edge
// after the shrink, and the table takes the same share of the width at both sizes (the three
// tables, under the app's menu and tabs).
func TestTheTableFollowsTheWindowSize(t *testing.T) {
	specs := []string{
		"play:flask,seats=human+greedy,seed=3",
		"play:flask,seats=human+greedy+greedy,skip=12",
		"play:code,seats=human+greedy+greedy,skip=5",
		"play:codex,seats=human+greedy,skip=14,seed=3",
	}
	big, small := fyne.NewSize(1280, 800-appChrome), fyne.NewSize(1024, 700-appChrome)
	for _, spec := range specs {
		p, loop, w := newTestSection(t, flask.Game{}, code.Game{}, codex.Game{})
		w.Resize(big)
		if err := p.openFromSpec(spec); err != nil {
			t.Fatal(err)
		}
		c := p.Match.Ctrl
		loop.RunUntil(t, "a person's decision", func() bool {
			return c.Match.Table.Over() || c.Thinking == cards.NoSeat && c.Setup.Seats[c.Match.Table.ToMove()].Human()
		}, 20*time.Second)
		table := p.Match.View.Object()
		wide := table.Size().Width
		for _, size := range []fyne.Size{small, big, small} {
			w.Resize(size)
			if got, want := table.Size().Width, wide*size.Width/big.Width; got < want-size.Width/100 || got > want+size.Width/100 {
				t.Errorf("%s at %v: the table is %.0f wide, want about %.0f (its share of the window)", spec, size, got, want)
			}
		}
		d := fyne.CurrentApp().Driver()
		right, bottom := float32(0), float32(0)
		uitest.Walk(table, func(o fyne.CanvasObject) bool {
			if _, ok := o.(interface{ ScrollToTop() }); ok { // a scroll's content may be larger: it scrolls
				pos := d.AbsolutePositionForObject(o)
				right, bottom = max(right, pos.X+o.Size().Width), max(bottom, pos.Y+o.Size().Height)
				return false
			}
			pos := d.AbsolutePositionForObject(o)
			right, bottom = max(right, pos.X+o.Size().Width), max(bottom, pos.Y+o.Size().Height)
			return true
		})
		if right > small.Width+1 || bottom > small.Height+1 {
			t.Errorf("%s: after shrinking to %v the table reaches %.0f×%.0f, past the window", spec, small, right, bottom)
		}
		p.closeMatch()
	}
}
