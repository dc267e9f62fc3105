package play

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/flaskdeck/flaskdeck/flask"
)

// A match opened with moves already played (resumed, or opened for a screenshot) shows the end of
// its feed, at the first layout and after the window is made narrower (the feed's lines wrap and
// grow); it opened on the first move, seen under Xvfb.
func TestAMatchOpenedMidwayShowsTheFeedsEnd(t *testing.T) {
	p, _, w := newTestSection(t, flask.Game{})
	w.Resize(fyne.NewSize(1280, 800))
	if err := p.openFromSpec("play:flask,seats=human+random,seed=4,skip=20,skipby=random"); err != nil {
		t.Fatal(err)
	}
	box := p.Match.logBox
	for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 1024, Height: 700}} {
		w.Resize(size)
		content := box.Content.MinSize().Height
		if content <= box.Size().Height {
			t.Fatalf("%v: the feed (%.0f high) fits its box (%.0f): the test shows nothing", size, content, box.Size().Height)
		}
		if bottom := box.Offset.Y + box.Size().Height; bottom < content-1 {
			t.Errorf("%v: the feed shows down to %.0f of its %.0f, not its last move", size, bottom, content)
		}
	}
}
