package play

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/codex"
)

// boardCards counts the card faces on the board.
func boardCards(b *codexBoard) int {
	n := 0
	for _, o := range b.inner.Objects {
		if _, ok := o.(*widgets.FaceView); ok {
			n++
		}
	}
	return n
}

func TestCodexMatchThroughTheUI(t *testing.T) {
	p, loop, w := newTestSection(t, codex.Game{})
	f := p.Form
	if !f.SelectGame("codex") {
		t.Fatal("no Codex in the form")
	}
	setSeat(t, f, 0, "Ann", seatPerson, "")
	setSeat(t, f, 1, "Robo", seatComputer, "random")
	test.Type(f.Seed, "7")
	test.Tap(f.Start)
	if p.Match == nil {
		t.Fatalf("the match did not start: %q", f.Error.Text)
	}
	if bad := uitest.UntippedIconButtons(p.Match.Object()); len(bad) > 0 {
		t.Errorf("the Codex table has icon buttons without a tooltip: %v", bad)
	}
	c := p.Match.Ctrl
	annToMove := func() bool {
		return c.Match.Table.Over() || (c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat)
	}
	placed := 0
	for decisions := 0; decisions < 40 && placed < 6; decisions++ {
		loop.RunUntil(t, "Ann's decision", annToMove, 10*time.Second)
		if c.Match.Table.Over() {
			break
		}
		ct, ok := p.Match.View.(*codexTable)
		if !ok {
			t.Fatalf("Codex is shown on a %T", p.Match.View)
		}
		e := c.Match.Table.Engine().(*codex.State)
		if got, want := boardCards(ct.Board), e.Area(0).Len(); got != want {
			t.Fatalf("the board shows %d cards, Ann's area holds %d", got, want)
		}
		switch e.Phase() {
		case codex.SetupPhase:
			if !ct.Choice.Open() {
				t.Fatalf("no setup dialog; legal: %q", c.Match.Table.LegalMoves())
			}
			test.Tap(ct.Choice.Buttons[len(ct.Choice.Buttons)-1])
		case codex.PlacePhase:
			if len(ct.Hand) != len(e.Hand(0)) {
				t.Fatalf("%d hand cards shown, Ann holds %d", len(ct.Hand), len(e.Hand(0)))
			}
			if len(ct.Board.Targets) == 0 {
				test.Tap(ct.Flip[0]) // the first card face down fits anywhere
			}
			if len(ct.Board.Targets) == 0 {
				t.Fatalf("no legal position highlighted; legal: %q", c.Match.Table.LegalMoves())
			}
			before := e.Area(0).Len()
			test.Tap(ct.Board.Targets[len(ct.Board.Targets)-1])
			if e := c.Match.Table.Engine().(*codex.State); e.Area(0).Len() != before+1 {
				t.Fatalf("tapping a highlighted position did not place the card")
			}
			placed++
		case codex.DrawPhase:
			b := ct.DrawButtons["draw faceup 1"]
			if b == nil || b.Disabled() {
				t.Fatalf("the face-up card 1 cannot be drawn: %v", ct.DrawButtons)
			}
			test.Tap(b)
		}
		if c.Err != nil {
			t.Fatalf("a tap played an illegal move: %v", c.Err)
		}
	}
	if placed < 6 {
		t.Fatalf("only %d cards placed through the UI", placed)
	}
	loop.RunUntil(t, "Ann's decision", annToMove, 10*time.Second)
	ct := p.Match.View.(*codexTable)
	ct.AreaOf.SetSelected("Robo")
	if got, want := boardCards(ct.Board), c.Match.Table.Engine().(*codex.State).Area(1).Len(); got != want || len(ct.Board.Targets) != 0 {
		t.Errorf("Robo's area shows %d cards (want %d) and %d targets", got, want, len(ct.Board.Targets))
	}
	ct.Zoom.SetValue(1)
	if ct.Board.Zoom != 1 {
		t.Errorf("the zoom slider did not zoom")
	}
	test.Tap(ct.Resign)
	if p.Match.Asking == nil || c.Match.Table.Over() {
		t.Fatal("Resign did not ask first")
	}
	p.Match.Answer(true)
	shown := visibleTexts(w.Content())
	if !c.Match.Table.Over() || !strings.Contains(shown, "Robo wins") {
		t.Errorf("after Ann resigns the result is not shown:\n%s", shown)
	}
}

// TestPlainViewPlaysAnyGame switches a Codex match to the generic table and plays a setup move
// with its buttons: every game stays playable without its own table.
func TestPlainViewPlaysAnyGame(t *testing.T) {
	p, loop, w := newTestSection(t, codex.Game{})
	setup := playSetup{Game: codex.Game{}, Seed: 1, Seats: []playSeat{{Name: "Ann"}, {Name: "Robo", Bot: &cards.BotSpec{Level: cards.LevelRandom}}}}
	if err := p.StartMatch(setup); err != nil {
		t.Fatal(err)
	}
	c := p.Match.Ctrl
	loop.RunUntil(t, "Ann's turn", func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }, 10*time.Second)
	test.Tap(p.Match.Plain)
	g := genericOf(t, p)
	if !strings.Contains(g.Text.Text, "Codex Naturalis") || len(g.MoveButtons) == 0 {
		t.Fatalf("the plain view shows %q with %d moves", g.Text.Text, len(g.MoveButtons))
	}
	// The text wraps: it is never wider than its panel, so nothing is cut off on the right.
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 800}} {
		w.Resize(size)
		if scroll := g.Text.MinSize().Width; scroll > g.Text.Size().Width+0.5 || g.Text.Size().Width > size.Width {
			t.Errorf("%v: the plain view's text needs %v wide in %v", size, scroll, g.Text.Size().Width)
		}
	}
	first := unnumbered(g.MoveButtons[0].Text)
	test.Tap(g.MoveButtons[0])
	if moves := c.Match.Log.Moves; moves[len(moves)-1] != first {
		t.Errorf("tapping %q logged %q", first, moves[len(moves)-1])
	}
}
