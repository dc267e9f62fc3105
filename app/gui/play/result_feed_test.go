package play

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/code"
)

// When a match ends, the result panel takes room above the table and the feed beside it gets
// shorter: the feed still shows its last lines (the move that ended the match), not the lines the
// shorter box happens to keep from before.
func TestTheFeedShowsTheLastMoveWhenTheMatchEnds(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 800}} {
		p, loop, w := newTestSection(t, code.Game{})
		w.Resize(size)
		annToMove := startCodeThroughTheForm(t, p, "3", "random")
		c := p.Match.Ctrl
		for decisions := 0; decisions < 30 && !c.Match.Table.Over(); decisions++ {
			loop.RunUntil(t, "Ann's decision", annToMove, 10*time.Second)
			if c.Match.Table.Over() {
				break
			}
			codeTurnThroughUI(t, p.Match.View.(*codeTable))
		}
		if !c.Match.Table.Over() {
			loop.RunUntil(t, "Ann's decision", annToMove, 10*time.Second)
			tapButton(t, p.Match.View.(*codeTable).Buttons, "Resign")
			p.Match.Answer(true)
			loop.RunUntil(t, "the end", func() bool { return c.Match.Table.Over() }, 20*time.Second)
		}
		// The window lays itself out again (the real driver does it on the next frame, once the
		// result panel's height is known).
		w.Resize(size.AddWidthHeight(0, 1))
		w.Resize(size)
		box := p.Match.logBox
		content := box.Content.MinSize().Height
		if content <= box.Size().Height {
			t.Fatalf("%v: the feed (%.0f high) fits its box (%.0f): nothing to scroll, the test shows nothing", size, content, box.Size().Height)
		}
		if bottom := box.Offset.Y + box.Size().Height; bottom < content-1 {
			t.Errorf("%v: the feed shows down to %.0f of its %.0f: its last lines are hidden under the box's edge", size, bottom, content)
		}
		// Opening the reveal makes the result panel taller again: the feed keeps its last line.
		shorter := box.Size().Height
		test.Tap(p.Match.Result.RevealFold.Header)
		w.Resize(size.AddWidthHeight(0, 1))
		w.Resize(size)
		if box.Size().Height >= shorter {
			t.Fatalf("%v: opening the reveal did not make the feed shorter (%.0f, before %.0f)", size, box.Size().Height, shorter)
		}
		if bottom := box.Offset.Y + box.Size().Height; bottom < content-1 {
			t.Errorf("%v: with the reveal open the feed shows down to %.0f of its %.0f", size, bottom, content)
		}
	}
}
