package play

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
)

// playableButton returns the first button the selection made playable, nil when none.
func playableButton(ct *codeTable) *widget.Button {
	for _, b := range ct.Buttons {
		if b.Importance == widget.HighImportance {
			return b
		}
	}
	return nil
}

// codeTurnThroughUI plays one decision of the viewer by tapping: a choice's first answer, else a
// single card or a pair that can be played, else drawing, keeping or taking cards.
func codeTurnThroughUI(t *testing.T, ct *codeTable) string {
	t.Helper()
	if ct.Choice.Open() {
		test.Tap(ct.Choice.Buttons[0])
		return "choice"
	}
	for i := range ct.Hand {
		test.Tap(ct.Hand[i])
		if b := playableButton(ct); b != nil {
			test.Tap(b)
			if ct.Choice.Open() { // Swap and Reset ask which pile or whose code
				test.Tap(ct.Choice.Buttons[0])
				return "action with a choice"
			}
			return "single"
		}
		test.Tap(ct.Hand[i])
	}
	for i := range ct.Hand {
		for j := i + 1; j < len(ct.Hand); j++ {
			test.Tap(ct.Hand[i])
			test.Tap(ct.Hand[j])
			if b := playableButton(ct); b != nil {
				test.Tap(b)
				return "pair"
			}
			test.Tap(ct.Hand[i])
			test.Tap(ct.Hand[j])
		}
	}
	for _, b := range ct.Buttons {
		if b.Text != "Resign" {
			test.Tap(b)
			return b.Text
		}
	}
	t.Fatalf("nothing to tap")
	return ""
}

func TestCodeMatchThroughTheUI(t *testing.T) {
	p, loop, w := newTestSection(t, code.Game{})
	annToMove := startCodeThroughTheForm(t, p, "3", "random", "greedy")
	c := p.Match.Ctrl
	kinds := map[string]int{}
	for decisions := 0; decisions < 40 && !c.Match.Table.Over(); decisions++ {
		loop.RunUntil(t, "Ann's decision", annToMove, 10*time.Second)
		if c.Match.Table.Over() {
			break
		}
		ct, ok := p.Match.View.(*codeTable)
		if !ok {
			t.Fatalf("CODE is shown on a %T", p.Match.View)
		}
		e := c.Match.Table.Engine().(*code.State)
		shown := visibleTexts(w.Content())
		for s := 1; s < 3; s++ {
			want := fmt.Sprintf("%d cards", e.HandSize(cards.Seat(s)))
			if e.HandSize(cards.Seat(s)) == 1 {
				want = "1 card"
			}
			if !strings.Contains(shown, want) {
				t.Fatalf("seat %d's hand size %q is not shown:\n%s", s+1, want, shown)
			}
		}
		if len(ct.Hand) != e.HandSize(0) {
			t.Fatalf("%d hand cards drawn, Ann holds %d", len(ct.Hand), e.HandSize(0))
		}
		for i := 1; i < len(ct.Cards); i++ {
			a, b := ct.Cards[i-1], ct.Cards[i]
			if a.IsNumber() && b.IsNumber() && a.Digit() > b.Digit() {
				t.Fatalf("the hand is not sorted: %v", ct.Cards)
			}
		}
		before := len(c.Match.Log.Moves)
		kinds[codeTurnThroughUI(t, ct)]++
		if c.Err != nil {
			t.Fatalf("a tap played an illegal move: %v", c.Err)
		}
		if len(c.Match.Log.Moves) != before+1 {
			t.Fatalf("the tap played no move")
		}
	}
	t.Logf("Ann's decisions through the UI: %v", kinds)
	if kinds["single"]+kinds["pair"] == 0 {
		t.Errorf("no card was discarded through the UI: %v", kinds)
	}
	if !c.Match.Table.Over() {
		loop.RunUntil(t, "Ann's decision", annToMove, 10*time.Second)
		tapButton(t, p.Match.View.(*codeTable).Buttons, "Resign")
		p.Match.Answer(true)
		loop.RunUntil(t, "the end", func() bool { return c.Match.Table.Over() }, 20*time.Second)
	}
	if shown := visibleTexts(w.Content()); !strings.Contains(shown, resultTitle(c.Match.Table.Result(), c.Setup.Seats)) {
		t.Errorf("the result is not shown:\n%s", shown)
	}
	if info := p.Match.View.(*codeTable).Info.Text; strings.Contains(info, "Turn:") {
		t.Errorf("the finished game still names whose turn it is: %q", info)
	}
}

func TestCodeSelectionActions(t *testing.T) {
	r7, b3, y4 := code.NumberCard(code.Colour(1), 7), code.NumberCard(code.Colour(2), 3), code.NumberCard(code.Colour(3), 4)
	legal := []code.Move{code.DiscardMove(r7), code.PairMove(b3, y4), code.SwapMove(code.SwapNumber), code.SwapMove(code.SwapAction), code.PlayMove(code.Skip), {Kind: code.Draw}}
	if got := codeSelectionActions([]code.Card{r7}, legal); len(got) != 1 || got[0].Move != legal[0] {
		t.Errorf("one number card: %+v", got)
	}
	if got := codeSelectionActions([]code.Card{y4, b3}, legal); len(got) != 1 || got[0].Move.String() != fmt.Sprintf("discard %s+%s top %s", b3, y4, y4) {
		t.Errorf("a pair: %+v", got)
	}
	if got := codeSelectionActions([]code.Card{b3}, legal); len(got) != 0 {
		t.Errorf("a card that does not fit: %+v", got)
	}
	if got := codeSelectionActions([]code.Card{code.Swap}, legal); len(got) != 1 || got[0].Asks != code.Swap || got[0].Move != (code.Move{}) {
		t.Errorf("a Swap asks which pile: %+v", got)
	}
	if got := codeSelectionActions([]code.Card{code.Skip}, legal); len(got) != 1 || got[0].Move.String() != "play skip" {
		t.Errorf("a Skip is played at once: %+v", got)
	}
	hand := sortedHand([]code.Card{code.Skip, y4, r7, b3})
	if hand[0] != b3 || hand[1] != y4 || hand[2] != r7 || hand[3] != code.Skip {
		t.Errorf("sorted hand %v", hand)
	}
}

// A Swap asks which pile it takes from before anything is played: the player who tapped it by
// mistake closes the question (Cancel or Esc), nothing is played, the Swap stays selected, and the
// question can be asked again and answered.
func TestASwapCanBeCancelledBeforeItIsPlayed(t *testing.T) {
	for _, close := range []string{"Cancel", "Esc"} {
		p, _, w := newTestSection(t, code.Game{})
		startCodeFrom(t, p, "first: 0\nseats:\n  - {hand: [r2, y5, swap]}\n  - {hand: [r0, r1, y8, y6, y9]}\nnumber_pile: [b3, p4]\naction_pile: [skip]\n")
		c := p.Match.Ctrl
		ct := p.Match.View.(*codeTable)
		swap := -1
		for i, card := range ct.Cards {
			if card == code.Swap {
				swap = i
			}
		}
		if swap < 0 {
			t.Fatalf("no Swap in Ann's hand %v", ct.Cards)
		}
		test.Tap(ct.Hand[swap])
		tapButton(t, ct.Buttons, "Play Swap…")
		if !ct.Choice.Open() || !ct.Choice.Cancellable {
			t.Fatalf("%s: the Swap asked no question that can be cancelled", close)
		}
		before := len(c.Match.Log.Moves)
		switch close {
		case "Cancel":
			pop := w.Canvas().Overlays().Top()
			cancel := findButton(pop, "Cancel")
			if cancel == nil {
				t.Fatalf("the Swap's question has no Cancel button:\n%s", visibleTexts(pop))
			}
			test.Tap(cancel)
		case "Esc":
			if !press(p, fyne.KeyEscape) {
				t.Fatalf("Esc did nothing with the Swap's question open")
			}
		}
		if ct.Choice.Open() || w.Canvas().Overlays().Top() != nil {
			t.Fatalf("%s: the question is still open", close)
		}
		if len(c.Match.Log.Moves) != before {
			t.Fatalf("%s: closing the question played a move: %v", close, c.Match.Log.Moves[before:])
		}
		if !ct.Selected[swap] {
			t.Errorf("%s: the Swap is no longer selected", close)
		}
		tapButton(t, ct.Buttons, "Play Swap…")
		if !ct.Choice.Open() {
			t.Fatalf("%s: the Swap's question did not open again", close)
		}
		test.Tap(ct.Choice.Buttons[0])
		if len(c.Match.Log.Moves) != before+1 || c.Err != nil {
			t.Fatalf("%s: answering the question again played %d moves (%v)", close, len(c.Match.Log.Moves)-before, c.Err)
		}
	}
}
