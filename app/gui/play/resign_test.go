package play

import (
	"strings"
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
)

// The resign question says what resigning does: against the last opponent left the match ends and
// that opponent wins; with others still in it, they play on.
func TestTheResignQuestionSaysWhatHappensNext(t *testing.T) {
	p, _, _ := newTestSection(t, code.Game{})
	startCodeFrom(t, p, "first: 0\nseats:\n  - {hand: [r2, y5, swap]}\n  - {hand: [r0, r1, y8, y6, y9]}\nnumber_pile: [b3, p4]\naction_pile: [skip]\n")
	tapButton(t, p.Match.View.(*codeTable).Buttons, "Resign")
	if p.Match.Asking == nil {
		t.Fatal("Resign did not ask")
	}
	if want := "It ends, and Robo wins."; !strings.Contains(p.Match.Asking.Text, want) {
		t.Errorf("two players: the question %q does not say %q", p.Match.Asking.Text, want)
	}
	p.Match.Answer(false)

	p, loop, _ := newTestSection(t, code.Game{})
	f := p.Form
	if !f.SelectGame("code") {
		t.Fatal("no CODE in the form")
	}
	f.SeatCount.SetSelected("3")
	setSeat(t, f, 0, "Ann", seatPerson, "")
	setSeat(t, f, 1, "Robo", seatComputer, "random")
	setSeat(t, f, 2, "Tin", seatComputer, "greedy")
	f.Seed.SetText("3")
	f.Start.OnTapped()
	c := p.Match.Ctrl
	loop.RunUntil(t, "Ann's decision", func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }, 10*time.Second)
	tapButton(t, p.Match.View.(*codeTable).Buttons, "Resign")
	if p.Match.Asking == nil {
		t.Fatal("Resign did not ask")
	}
	if want := "The others play on without you."; !strings.Contains(p.Match.Asking.Text, want) {
		t.Errorf("three players: the question %q does not say %q", p.Match.Asking.Text, want)
	}
	p.Match.Answer(false)
	if c.Match.Table.Over() {
		t.Error("answering no resigned")
	}
}
