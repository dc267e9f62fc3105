package play

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/cards"
)

// startStones fills the form for a Stones match through its widgets and taps Start.
func startStones(t *testing.T, p *playSection, seats [][3]string) {
	t.Helper()
	f := p.Form
	if !f.SelectGame("stones") {
		t.Fatal("the form does not offer the game")
	}
	f.SeatCount.SetSelected(strconv.Itoa(len(seats)))
	for i, s := range seats {
		setSeat(t, f, i, s[0], s[1], s[2])
	}
	test.Type(f.Seed, "5")
	test.Tap(f.Start)
	if p.Match == nil {
		t.Fatalf("no match started; the form says %q", f.Error.Text)
	}
}

func TestPlayAgainstComputerThroughTheUI(t *testing.T) {
	p, loop, w := newTestSection(t, stonesGame{})
	startStones(t, p, [][3]string{{"Ann", seatPerson, ""}, {"Robo", seatComputer, "greedy"}})
	c := p.Match.Ctrl
	for turns := 0; !c.Match.Table.Over(); turns++ {
		if turns > 20 {
			t.Fatal("the match does not end")
		}
		loop.RunUntil(t, "Ann's turn or the end", func() bool {
			return c.Match.Table.Over() || (c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat)
		}, 5*time.Second)
		if c.Match.Table.Over() {
			break
		}
		g := genericOf(t, p)
		shown := visibleTexts(w.Content())
		if !strings.Contains(shown, "Your move, Ann") || !strings.Contains(shown, "Your secret:") {
			t.Fatalf("Ann's turn does not show her turn and her secret:\n%s", shown)
		}
		tapButton(t, g.MoveButtons, g.MoveButtons[0].Text)
	}
	shown := visibleTexts(w.Content())
	res := c.Match.Table.Result()
	want := resultTitle(res, c.Setup.Seats)
	if !strings.Contains(shown, want) || !strings.Contains(shown, "the last stone taken") {
		t.Errorf("the result screen does not show %q and the reason:\n%s", want, shown)
	}
	if !strings.Contains(shown, "1. ") || len(c.Match.Log.Moves) == 0 {
		t.Errorf("the move log is not shown:\n%s", shown)
	}
	for i, mover := range c.Movers {
		if want := cards.Seat(0); mover == want && !strings.Contains(shown, moveLine(c.Setup.Seats, c.Match.Feed, cards.Seat(0), i)) && i >= len(c.Movers)-logLines {
			t.Errorf("move %d is missing from the log panel", i+1)
		}
	}
	seed := c.Setup.Seed
	test.Tap(p.Match.Result.Rematch)
	if p.Match.Ctrl == c || p.Match.Ctrl.Setup.Seed != seed+1 || len(p.Match.Ctrl.Match.Log.Moves) > 1 {
		t.Errorf("rematch did not start a fresh match with the next seed")
	}
}

func TestHotSeatHidesHandsBehindThePassScreen(t *testing.T) {
	p, _, w := newTestSection(t, stonesGame{})
	startStones(t, p, [][3]string{{"Ann", seatPerson, ""}, {"Bob", seatPerson, ""}})
	c := p.Match.Ctrl
	for move := range 3 {
		next := c.Name(c.Match.Table.ToMove())
		if !p.Match.Passing {
			t.Fatalf("move %d: no pass screen before %s's turn", move+1, next)
		}
		shown := visibleTexts(w.Content())
		if !strings.Contains(shown, "Pass to "+next) || strings.Contains(shown, "Your secret") || strings.Contains(shown, "Stones left") {
			t.Fatalf("move %d: the pass screen shows more than it should:\n%s", move+1, shown)
		}
		test.Tap(p.Match.Pass.Button)
		shown = visibleTexts(w.Content())
		e := c.Match.Table.Engine().(*stones)
		secret := strconv.Itoa(e.secret[c.Match.Table.ToMove()])
		if p.Match.Passing || !strings.Contains(shown, "Your secret: "+secret) {
			t.Fatalf("move %d: after the tap %s does not see their own secret %s:\n%s", move+1, next, secret, shown)
		}
		tapButton(t, genericOf(t, p).MoveButtons, "take 1")
	}
}

func TestUndoTakesBackTheOwnMoveAndTheComputers(t *testing.T) {
	p, loop, _ := newTestSection(t, stonesGame{})
	startStones(t, p, [][3]string{{"Ann", seatPerson, ""}, {"Robo", seatComputer, "random"}})
	c := p.Match.Ctrl
	annToMove := func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }
	loop.RunUntil(t, "Ann's first turn", annToMove, 5*time.Second)
	if !p.Match.Undo.Disabled() {
		t.Error("undo is offered before Ann has moved")
	}
	before := append([]string(nil), c.Match.Log.Moves...)
	tapButton(t, genericOf(t, p).MoveButtons, "take 1")
	loop.RunUntil(t, "Ann's second turn", annToMove, 5*time.Second)
	if len(c.Match.Log.Moves) != len(before)+2 {
		t.Fatalf("expected Ann's move and Robo's, the log is %q", c.Match.Log.Moves)
	}
	if p.Match.Undo.Disabled() {
		t.Fatal("undo is not offered after Ann's move")
	}
	test.Tap(p.Match.Undo)
	c = p.Match.Ctrl
	if strings.Join(c.Match.Log.Moves, ",") != strings.Join(before, ",") || c.Match.Table.ToMove() != 0 {
		t.Errorf("undo left the log %q (want %q) with %v to move", c.Match.Log.Moves, before, c.Match.Table.ToMove())
	}
}

func TestSaveResumeAndReplay(t *testing.T) {
	p, loop, _ := newTestSection(t, stonesGame{})
	startStones(t, p, [][3]string{{"Ann", seatPerson, ""}, {"Robo", seatComputer, "greedy"}})
	c := p.Match.Ctrl
	loop.RunUntil(t, "Ann's turn", func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }, 5*time.Second)
	tapButton(t, genericOf(t, p).MoveButtons, "take 1")
	loop.RunUntil(t, "Robo's reply", func() bool { return c.Thinking == cards.NoSeat && c.Match.Table.ToMove() == 0 || c.Match.Table.Over() }, 5*time.Second)
	path := filepath.Join(t.TempDir(), "match.yaml")
	if err := p.SaveLog(path); err != nil {
		t.Fatal(err)
	}
	saved := append([]string(nil), c.Match.Log.Moves...)
	test.Tap(p.Match.Leave)
	if p.Leaving == nil || p.Match == nil {
		t.Fatal("Leave did not ask about the unfinished match first")
	}
	test.Tap(p.Leaving.Discard)
	if p.Match != nil {
		t.Fatal("Leave without saving did not close the match")
	}
	if err := p.OpenLog(path, false); err != nil {
		t.Fatal(err)
	}
	if p.Match == nil || strings.Join(p.Match.Ctrl.Match.Log.Moves, ",") != strings.Join(saved, ",") {
		t.Fatalf("the resumed match does not continue the saved one")
	}
	if p.Match.Ctrl.Setup.Seats[1].Bot == nil || p.Match.Ctrl.Setup.Seats[0].Name != "Ann" {
		t.Errorf("the resumed seats are %+v", p.Match.Ctrl.Setup.Seats)
	}
	if err := p.OpenLog(path, true); err != nil {
		t.Fatal(err)
	}
	r := p.Replay
	n := len(saved)
	if r == nil || r.Step != 0 || !r.Next.Disabled() == (n == 0) {
		t.Fatalf("the replay does not start at the setup")
	}
	if bad := uitest.UntippedIconButtons(r.Object()); len(bad) > 0 {
		t.Errorf("the replay has icon buttons without a tooltip: %v", bad)
	}
	test.Tap(r.Next)
	if r.Step != 1 || !strings.Contains(r.Caption.Text, "Move 1 of") || !strings.Contains(r.Caption.Text, saved[0]) {
		t.Errorf("after Next the caption is %q", r.Caption.Text)
	}
	r.Slider.SetValue(float64(n))
	if r.Step != n || !r.Next.Disabled() {
		t.Errorf("the slider at the end shows step %d of %d", r.Step, n)
	}
	test.Tap(r.Prev)
	if r.Step != n-1 {
		t.Errorf("Prev went to step %d, want %d", r.Step, n-1)
	}
	g := r.View.(*genericTable)
	if !strings.Contains(g.Text.Text, "Stones left") || strings.Contains(g.Text.Text, "secret") {
		t.Errorf("the spectator's replay view shows %q", g.Text.Text)
	}
	r.ViewAs.SetSelected("Ann")
	if !strings.Contains(g.Text.Text, "Your secret") {
		t.Errorf("viewing the replay as Ann does not show her secret: %q", g.Text.Text)
	}
}

func TestFormRejectsABadBudgetAndNamesTheSeat(t *testing.T) {
	p, _, _ := newTestSection(t, stonesGame{})
	f := p.Form
	f.SelectGame("stones")
	f.SeatCount.SetSelected("3")
	if len(f.Seats) != 3 {
		t.Fatalf("3 seats chosen, %d rows shown", len(f.Seats))
	}
	setSeat(t, f, 2, "Deep", seatComputer, "mcts")
	if f.Seats[2].Budget.Disabled() {
		t.Fatal("the mcts budget cannot be typed")
	}
	test.Type(f.Seats[2].Budget, "lots")
	test.Tap(f.Start)
	if p.Match != nil || !strings.Contains(f.Error.Text, "seat 3") {
		t.Fatalf("a bad budget started a match or the error %q does not name seat 3", f.Error.Text)
	}
	f.Seats[2].Budget.SetText("")
	test.Type(f.Seats[2].Budget, "300")
	f.Variants["pile"].SetSelected("11")
	test.Tap(f.Start)
	if p.Match == nil {
		t.Fatalf("the form did not start: %q", f.Error.Text)
	}
	s := p.Match.Ctrl.Setup
	if s.Seats[2].Bot == nil || s.Seats[2].Bot.Iterations != 300 || p.Match.Ctrl.Match.Log.Rules["pile"] != "11" {
		t.Errorf("the setup is %+v, rules %v", s.Seats[2], p.Match.Ctrl.Match.Log.Rules)
	}
}
