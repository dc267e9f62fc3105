package codex

import (
	"strconv"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/hiddentest"
)

// codexSecrets lists what viewer may not know: the others' secret objectives and the objectives
// dealt to them, the cards in their hands that came from a deck, and every card in the decks.
func codexSecrets(e any, viewer cards.Seat) []string {
	s := e.(*State)
	if s.Over() {
		return nil
	}
	var out []string
	card := func(id uint8) {
		out = append(out, CardByID(int(id)).String(), strconv.Itoa(int(id))+" "+CardByID(int(id)).Type.String())
	}
	for i := 0; i < int(s.seats); i++ {
		if cards.Seat(i) == viewer {
			continue
		}
		p := &s.players[i]
		if p.secret != 0 {
			card(p.secret)
			out = append(out, "secret "+strconv.Itoa(int(p.secret)))
		}
		for _, o := range p.options {
			if o != 0 && o != p.secret && p.secret == 0 {
				card(o)
			}
		}
		for h := 0; h < int(p.nHand); h++ {
			if !p.handSeen[h] {
				card(p.hand[h])
			}
		}
	}
	for _, id := range s.resDeck[:s.nRes] {
		card(id)
	}
	for _, id := range s.goldDeck[:s.nGold] {
		card(id)
	}
	return out
}

// Hidden information: over many random matches of 2 to 4 seats, no seat's view or move feed
// names another seat's secret objective or hidden hand card, or a card still in a deck.
func TestHiddenInformationSweep(t *testing.T) {
	n := hiddentest.Sweep(t, Game{}, []int{2, 3, 4}, 6, 400, codexSecrets)
	if n == 0 {
		t.Fatal("the sweep checked nothing")
	}
	t.Logf("%d checks", n)
}
