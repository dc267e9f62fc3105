package code

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/hiddentest"
)

// codeSecrets lists what viewer may not know: the others' codes, the codes in the code pile, and
// the number cards that lie only in places viewer cannot see (the others' hands, the deck) and
// nowhere viewer has seen them (its hand, the discard piles, cards laid out or known to be held).
func codeSecrets(e any, viewer cards.Seat) []string {
	s := e.(*State)
	if s.Over() {
		return nil
	}
	var out []string
	var hidden, seen [numFaces]int
	for seat := 0; seat < int(s.n); seat++ {
		if cards.Seat(seat) == viewer {
			for c, n := range s.hands[seat] {
				seen[c] += int(n)
			}
			continue
		}
		out = append(out, "code "+s.CodeOf(cards.Seat(seat)).String())
		for c, n := range s.hands[seat] {
			hidden[c] += int(n) - int(s.known[seat][c])
			seen[c] += int(s.known[seat][c])
		}
		if c := s.offered[seat]; c != NoCard {
			seen[c]++
		}
	}
	for _, c := range s.codePile[:s.codePileN] {
		out = append(out, "code "+s.codes[c].String())
	}
	for _, c := range s.deck[:s.deckN] {
		hidden[c]++
	}
	for _, c := range s.numPile[:s.numPileN] {
		seen[c]++
	}
	for _, c := range s.actPile[:s.actPileN] {
		seen[c]++
	}
	if s.phase == phaseDrawn && viewer == cards.Seat(s.cur) {
		seen[s.drawn]++
	}
	for c := Card(1); c < numFaces; c++ {
		if c.IsNumber() && hidden[c] > 0 && seen[c] == 0 {
			out = append(out, c.String())
		}
	}
	return out
}

// Hidden information: over many random matches of 2 to 8 seats, no seat's view or move feed
// names another seat's code, a code in the code pile, or a number card it cannot have seen.
func TestHiddenInformationSweep(t *testing.T) {
	n := hiddentest.Sweep(t, Game{}, []int{2, 3, 5, 8}, 5, 300, codeSecrets)
	if n == 0 {
		t.Fatal("the sweep checked nothing")
	}
	t.Logf("%d checks", n)
}
