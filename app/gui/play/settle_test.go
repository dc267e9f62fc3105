package play

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/flaskdeck/flaskdeck/flask"
)

// TestADoublePressNeitherRevealsNorEndsTheTurn: between two people Enter taps the pass screen away
// and ends a turn; pressed twice (or held), the second press must not end the next person's turn
// at once, nor show the next hand to the person who just ended theirs.
func TestADoublePressNeitherRevealsNorEndsTheTurn(t *testing.T) {
	p, _, _ := newTestSection(t, flask.Game{})
	startFlaskHotSeat(t, p, 1, "red", "blue")
	s := p.Match
	clock := time.Unix(1_000_000, 0)
	s.now, s.settled = func() time.Time { return clock }, time.Time{}
	c := s.Ctrl
	first := c.Match.Table.ToMove()

	press(p, fyne.KeyReturn) // the pass screen goes
	press(p, fyne.KeyReturn) // at once again: swallowed
	if s.Passing || s.Viewer != first || len(c.Match.Log.Moves) != 0 {
		t.Fatalf("after a double Enter: pass screen %v, viewer %v, moves %q; want %v's table and no move", s.Passing, s.Viewer, c.Match.Log.Moves, first)
	}
	clock = clock.Add(time.Second)
	for c.Match.Table.ToMove() == first {
		if !press(p, fyne.KeyReturn) { // end the turn (and grow nothing when asked)
			if err := c.Play(c.Match.Table.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	press(p, fyne.KeyReturn) // at once again: swallowed
	if !s.Passing || s.Viewer != first {
		t.Fatalf("a second Enter right after the turn showed %v's table to %v (pass screen %v)", s.Viewer, first, s.Passing)
	}
	clock = clock.Add(time.Second)
	press(p, fyne.KeyReturn)
	if s.Passing || s.Viewer == first {
		t.Errorf("a later Enter did not tap the pass screen away (viewer %v)", s.Viewer)
	}
}
