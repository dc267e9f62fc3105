package flask

import (
	"math/bits"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Determinize deals anew, with r, every card observer cannot see: the others' hidden hand cards
// (those drawn from their decks) together with their decks, and the order of every deck (the
// observer's own included). Everything seen stays: discard piles, reaction piles, cards played,
// and hand cards everyone saw arrive (drawn from a discard pile, returned by Reboot, blocked).
func (e *State) Determinize(observer cards.Seat, r *cards.Rand) {
	if e.sorts == nil {
		e.sorts = new(sortMemo)
	}
	for i := uint8(0); i < e.n; i++ {
		s := &e.seat[i]
		if cards.Seat(i) == observer {
			var deck [2 * maxCards]uint8
			n := copy(deck[:], s.deck.cards())
			e.sorts.sort(i, &deck, n)
			copy(s.deck.c[:n], deck[:n])
			cards.ShuffleSlice(r, s.deck.cards())
			continue
		}
		var pool [2 * maxCards]uint8
		h := copy(pool[:], s.hidden.cards())
		n := h + copy(pool[h:], s.deck.cards())
		e.sorts.sort(i, &pool, n) // the deal then depends only on which cards are unseen, not where they lie
		cards.ShuffleSlice(r, pool[:n])
		copy(s.hidden.c[:h], pool[:h])
		copy(s.deck.c[:n-h], pool[h:n])
	}
}

// sortMemo remembers, for each seat, the last cards Determinize sorted and their order: a search
// deals from copies of one position, whose unseen cards are the same every iteration. A State
// keeps its own (like expMemo), never shared by Clone, CopyFrom or a deal.
type sortMemo struct {
	in, out [maxSeats][2 * maxCards]uint8 // the cards as given (zero after n) and sorted
	n       [maxSeats]int                 // how many
}

// sort sorts the first n cards of pool (the rest zero) as sortKinds does, from memory when seat i's
// last cards were the same.
func (m *sortMemo) sort(i uint8, pool *[2 * maxCards]uint8, n int) {
	if m.n[i] == n && m.in[i] == *pool { // the zero memo holds the empty pool, sorted
		*pool = m.out[i]
		return
	}
	m.in[i] = *pool
	sortKinds(pool[:n])
	m.out[i], m.n[i] = *pool, n
}

// MidMove reports whether the seat to move is completing a card announced or played: answering it
// with a reaction pile or not, paying its costs, resolving its choices, or suffering an action
// (cards.MidMover).
func (e *State) MidMove() bool { return e.phase >= phaseRespond }

// sortKinds sorts a few card kinds (at most 2*maxCards) in place: counted by kind, then written
// back in order (allocation-free; a search sorts the unseen cards at every iteration).
func sortKinds(s []uint8) {
	var count [256]uint8
	var held [4]uint64
	for _, k := range s {
		count[k]++
		held[k>>6] |= 1 << (k & 63)
	}
	i := 0
	for w := range 4 {
		for b := held[w]; b != 0; b &= b - 1 {
			k := uint8(w<<6 | bits.TrailingZeros64(b))
			for range count[k] {
				s[i] = k
				i++
			}
		}
	}
}

// SearchSettings gives the named search levels their budgets for Flask (cards.SearchTuner):
// playouts of 20 moves by Flask's fast playout rule (PlayoutStep: a card with its follow-up
// decisions, chosen as greedy would one move ahead but judged on a sketch of the position rather
// than on a copy of the game), then the evaluation; normal 3000 iterations a decision, hard 12000.
// Since session 7 the tree branches on whole moves (RuleFollowUps: a card's follow-up decisions
// below the root are the rule's), each playout move is a softmax choice over the rule's scores at
// temperature 1.5 (SoftPlayoutStep), a playout's cut-off is judged by the fitted CutoffEvaluate and
// exploration is 0.35: together normal against greedy rose from 75.0 % to 80.0 % (200 matches; see
// docs/bots.md for each measured alone). Since session 11 a decision first looks for a line that
// wins before the turn passes (Finish, WinningMove) and plays it without searching.
func (e *State) SearchSettings(l cards.Level) cards.SearchSettings {
	s := cards.SearchSettings{Iterations: 3000, Exploration: 0.35, MaxPlayout: 20,
		PlayoutTemperature: 1.5, RuleFollowUps: true, Cutoff: true, Finish: true}
	if l == cards.LevelHard {
		s.Iterations = 12000
	}
	return s
}

// GreedySettings tunes the greedy player for Flask (cards.GreedyTuner): one determinized world.
// Within one turn the unseen cards matter little to Flask's evaluation (it counts hand cards, not
// which), and one world measured as strong as four (greedy with one world against four: 49.4 %,
// 600 matches) at a quarter of the cost, which the deck designer's many matches need. The moves
// planned after a candidate settle their follow-ups one decision at a time (PlanFollowUps -1; the
// candidate's own are still looked through in every combination): greedy so against greedy with
// every combination planned scored 50.9 % ±1.5 (4,000 matches, seats alternating) at about a
// third of the cost (docs/bots.md).
func (e *State) GreedySettings() cards.GreedySettings {
	return cards.GreedySettings{Worlds: 1, PlanFollowUps: -1}
}

// MoveKeySpace is how many move numbers MoveKeys gives (cards.MoveKeyer): a move's kind (Legal
// lists none past MoveResign) and argument.
func (e *State) MoveKeySpace() int { return int(MoveResign+1) << 8 }

// MoveKeys numbers moves for the search (cards.MoveKeyer): a move is its kind and its argument
// (the card table is one for the whole game).
func (e *State) MoveKeys(moves []Move, keys []int32) {
	keys = keys[:len(moves)]
	for i, m := range moves {
		keys[i] = int32(m.Kind)<<8 | int32(m.Arg)
	}
}
