package flask

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Determinize deals anew, with r, every card observer cannot see: the others' hidden hand cards
// (those drawn from their decks) together with their decks, and the order of every deck (the
// observer's own included). Everything seen stays: discard piles, reaction piles, cards played,
// and hand cards everyone saw arrive (drawn from a discard pile, returned by Reboot, blocked).
func (e *State) Determinize(observer cards.Seat, r *cards.Rand) {
	for i := uint8(0); i < e.n; i++ {
		s := &e.seat[i]
		if cards.Seat(i) == observer {
			sortKinds(s.deck.cards())
			cards.ShuffleSlice(r, s.deck.cards())
			continue
		}
		var pool [2 * maxCards]uint8
		h := copy(pool[:], s.hidden.cards())
		n := h + copy(pool[h:], s.deck.cards())
		sortKinds(pool[:n]) // the deal then depends only on which cards are unseen, not where they lie
		cards.ShuffleSlice(r, pool[:n])
		copy(s.hidden.c[:h], pool[:h])
		copy(s.deck.c[:n-h], pool[h:n])
	}
}

// MidMove reports whether the seat to move is completing a card it played or was hit by: paying
// its costs, resolving its choices, or suffering an action (cards.MidMover).
func (e *State) MidMove() bool { return e.phase >= phasePayAny }

// sortKinds sorts a few card kinds in place (insertion sort: small and allocation-free).
func sortKinds(s []uint8) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// Evaluate scores the position for seat s between 0 and 1: the game's result when it is over,
// otherwise how seat s stands against its strongest living opponent (counters, cards in hand, cards
// left in the deck, which is how many turns a player has left, and open reaction piles).
func (e *State) Evaluate(s cards.Seat) float64 {
	if e.phase == phaseOver {
		return e.Result().Payoff(s)
	}
	if s < 0 || int(s) >= int(e.n) || e.seat[s].out {
		return 0
	}
	mine := e.strength(uint8(s))
	best := math.Inf(-1)
	for i := uint8(0); i < e.n; i++ {
		if i != uint8(s) && !e.seat[i].out {
			best = math.Max(best, e.strength(i))
		}
	}
	return 1 / (1 + math.Exp(-(mine-best)/3))
}

// strength is a seat's standing in points (see Evaluate).
func (e *State) strength(i uint8) float64 {
	p := &e.seat[i]
	res := 0.0
	for _, c := range p.counters {
		v := float64(c)
		if e.tab.cap > 0 && v > float64(e.tab.cap) {
			v = float64(e.tab.cap)
		}
		res += v
	}
	life := res
	if life > 4 {
		life = 4 + (life-4)/2 // the first resources keep a player in the game; more help less
	}
	deck := float64(p.deck.n)
	if deck > 6 {
		deck = 6 + (deck-6)/3
	}
	// Weights measured with greedy play (cards.Greedy follows a card to its end): against the
	// earlier 1, 0.6, 0.5, 0.7 they win 63.5% of 600 games, and 87.5% against random (was 77.5%).
	// Nearly every game ends on an empty deck, so cards left in the deck weigh most.
	return 1.0*life + 1.5*deck + 1.0*float64(p.handSize()) + 1.5*float64(p.piles.n)
}
