package play

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
)

// TestUndoNeverTakesBackAnotherPersonsMove: with two people and a computer at the table, "Undo my
// move" is the move of the person at the screen; Bob's move is Bob's to take back, not Ann's.
func TestUndoNeverTakesBackAnotherPersonsMove(t *testing.T) {
	p, loop, _ := newTestSection(t, stonesGame{})
	startStones(t, p, [][3]string{{"Ann", seatPerson, ""}, {"Bob", seatPerson, ""}, {"Robo", seatComputer, "random"}})
	c := p.Match.Ctrl
	idle := func() bool { return c.Thinking == cards.NoSeat }
	// Play until Bob has moved after Ann, and Ann has the screen again.
	for step := 0; ; step++ {
		loop.RunUntil(t, "a person to move", idle, 5*time.Second)
		c = p.Match.Ctrl
		if step > 10 || c.Match.Table.Over() {
			t.Skip("the pile ran out before the position; the seed needs changing")
		}
		if p.Match.Passing {
			test.Tap(p.Match.Pass.Button)
		}
		if c.Match.Table.ToMove() == 0 && slices.Contains(c.Movers, 1) && lastPersonMoved(c) == 1 {
			break
		}
		tapButton(t, genericOf(t, p).MoveButtons, "take 1")
	}
	if p.Match.Viewer != 0 {
		t.Fatalf("the screen shows %v's hand, not Ann's", p.Match.Viewer)
	}
	moves := slices.Clone(c.Match.Log.Moves)
	test.Tap(p.Match.Undo)
	if got := p.Match.Ctrl.Match.Log.Moves; !slices.Equal(got, moves) {
		t.Errorf("Ann's undo took back Bob's move: the log went from %q to %q", moves, got)
	}
	if !p.Match.Undo.Disabled() {
		t.Error("Ann is offered to undo while the last move a person made is Bob's")
	}
}

// TestAPersonTakesBackTheirMoveFromThePassScreen: at the pass screen the person who just moved may
// still take it back, when it showed them nothing; the table stays covered until they tap.
func TestAPersonTakesBackTheirMoveFromThePassScreen(t *testing.T) {
	p, _, w := newTestSection(t, stonesGame{})
	startStones(t, p, [][3]string{{"Ann", seatPerson, ""}, {"Bob", seatPerson, ""}})
	test.Tap(p.Match.Pass.Button)
	c := p.Match.Ctrl
	first := c.Match.Table.ToMove()
	if p.Match.Pass.Undo.Visible() {
		t.Error("the pass screen offers an undo before anybody has moved")
	}
	tapButton(t, genericOf(t, p).MoveButtons, "take 1")
	if !p.Match.Passing {
		t.Fatal("no pass screen after the move")
	}
	if !p.Match.Pass.Undo.Visible() || !strings.Contains(p.Match.Pass.Undo.Text, c.Name(first)) {
		t.Fatalf("the pass screen does not offer %s to take back the move (button %q, shown %v)", c.Name(first), p.Match.Pass.Undo.Text, p.Match.Pass.Undo.Visible())
	}
	test.Tap(p.Match.Pass.Undo)
	c = p.Match.Ctrl
	if len(c.Match.Log.Moves) != 0 || c.Match.Table.ToMove() != first {
		t.Fatalf("the undo left the log %q with %v to move", c.Match.Log.Moves, c.Match.Table.ToMove())
	}
	shown := visibleTexts(w.Content())
	if !p.Match.Passing || !strings.Contains(shown, "Pass to "+c.Name(first)) || strings.Contains(shown, "Your secret") {
		t.Fatalf("after the undo the table is not covered by the pass screen for %s:\n%s", c.Name(first), shown)
	}
	test.Tap(p.Match.Pass.Button)
	if p.Match.Viewer != first || p.Match.Passing {
		t.Errorf("after the tap the screen shows %v's table, want %v's", p.Match.Viewer, first)
	}
}

// TestHotSeatFlaskUndoStopsAtADrawnCard: at a Flask table of two people, a card played may be taken
// back, but not the end of the turn once its draw has shown the player a new card.
func TestHotSeatFlaskUndoStopsAtADrawnCard(t *testing.T) {
	p, _, _ := newTestSection(t, flask.Game{})
	startFlaskHotSeat(t, p, 1, "red", "blue")
	test.Tap(p.Match.Pass.Button)
	c := p.Match.Ctrl
	me := c.Match.Table.ToMove()
	if err := c.Play(c.Match.Table.LegalMoves()[0]); err != nil { // play the first card
		t.Fatal(err)
	}
	if p.Match.Undo.Disabled() {
		t.Fatalf("%s may not take back %q, which showed nothing", c.Name(me), c.Match.Log.Moves)
	}
	test.Tap(p.Match.Undo)
	c = p.Match.Ctrl
	if len(c.Match.Log.Moves) != 0 || p.Match.Passing {
		t.Fatalf("the undo left the log %q (pass screen up: %v)", c.Match.Log.Moves, p.Match.Passing)
	}
	deckLine := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(me.String()) + `\b[^|\n]*\| deck (\d+)`)
	deck := func() int { // the deck's size as everybody sees it
		m := deckLine.FindStringSubmatch(c.Match.Table.Describe(cards.NoSeat))
		if m == nil {
			t.Fatalf("no deck size of %v in\n%s", me, c.Match.Table.Describe(cards.NoSeat))
		}
		n, _ := strconv.Atoi(m[1])
		return n
	}
	before := deck()
	for c.Match.Table.ToMove() == me {
		if err := c.Play("end"); err != nil { // end the turn, and grow nothing if asked
			if err := c.Play(c.Match.Table.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if deck() >= before {
		t.Fatalf("the end of the turn drew nothing (deck %d, was %d): the test needs another deal", deck(), before)
	}
	if !p.Match.Passing || p.Match.Pass.Undo.Visible() {
		t.Errorf("after a card was drawn the pass screen still offers to take back the turn (moves %q)", c.Match.Log.Moves)
	}
}

// lastPersonMoved is the seat of the last person who moved, NoSeat when none has.
func lastPersonMoved(c *playController) cards.Seat {
	for i := len(c.Movers) - 1; i >= 0; i-- {
		if c.SeatIsHuman(c.Movers[i]) {
			return c.Movers[i]
		}
	}
	return cards.NoSeat
}

// TestCtrlZOnThePlayTabIsTheVisibleUndo: the window's Ctrl+Z does what the undo button shown does
// (here the pass screen's), and nothing while a question is open.
func TestCtrlZOnThePlayTabIsTheVisibleUndo(t *testing.T) {
	p, _, _ := newTestSection(t, stonesGame{})
	startStones(t, p, [][3]string{{"Ann", seatPerson, ""}, {"Bob", seatPerson, ""}})
	section := &Section{p: p}
	test.Tap(p.Match.Pass.Button)
	first := p.Match.Ctrl.Match.Table.ToMove()
	tapButton(t, genericOf(t, p).MoveButtons, "take 1")
	p.Match.ask("A question", "Open while Ctrl+Z is pressed", "Yes", func() {})
	section.Undo()
	if n := len(p.Match.Ctrl.Match.Log.Moves); n != 1 {
		t.Fatalf("Ctrl+Z behind an open question took the move back")
	}
	p.Match.Answer(false)
	section.Undo()
	if n := len(p.Match.Ctrl.Match.Log.Moves); n != 0 || !p.Match.Passing {
		t.Fatalf("Ctrl+Z at the pass screen left %d moves (pass screen up: %v)", n, p.Match.Passing)
	}
	test.Tap(p.Match.Pass.Button)
	if p.Match.Viewer != first {
		t.Errorf("the table shows %v's hand, want %v's", p.Match.Viewer, first)
	}
}

// TestCtrlZWaitsForAnOpenDialog: a dialog over the table (a question the game asks) keeps the
// undo button behind it out of reach, and Ctrl+Z too.
func TestCtrlZWaitsForAnOpenDialog(t *testing.T) {
	p, loop, w := newTestSection(t, stonesGame{})
	startStones(t, p, [][3]string{{"Ann", seatPerson, ""}, {"Robo", seatComputer, "random"}})
	c := p.Match.Ctrl
	annToMove := func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }
	loop.RunUntil(t, "Ann's turn", annToMove, 5*time.Second)
	tapButton(t, genericOf(t, p).MoveButtons, "take 1")
	loop.RunUntil(t, "Ann's next turn", annToMove, 5*time.Second)
	moves := len(c.Match.Log.Moves)
	d := dialog.NewInformation("A question", "Open over the table", w)
	d.Show()
	(&Section{p: p}).Undo()
	if n := len(p.Match.Ctrl.Match.Log.Moves); n != moves {
		t.Fatalf("Ctrl+Z behind an open dialog took back %d moves", moves-n)
	}
	d.Hide()
	(&Section{p: p}).Undo()
	if n := len(p.Match.Ctrl.Match.Log.Moves); n >= moves {
		t.Errorf("Ctrl+Z after the dialog closed took nothing back")
	}
}
