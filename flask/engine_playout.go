package flask

import (
	"math"
	"math/bits"

	"github.com/flaskdeck/flaskdeck/cards"
)

// PlayoutStep plays one playout move of the search player (cards.PlayoutStepper): the decision of
// the seat to move and every follow-up decision of it (payment, gains, target, the victim's losses),
// each chosen as greedy would choose it one move ahead, but judged on a sketch of the two seats a
// card touches (sketch) rather than by playing every candidate on a copy of the game: the card that
// raises the mover's standing (the evaluation's score) most, or the end of the turn when none
// does. It reports false on a finished game.
func (e *State) PlayoutStep(r *cards.Rand) bool {
	if e.phase == phaseOver {
		return false
	}
	e.apply(e.quickMove())
	for k := 0; k < 64 && e.phase >= phaseRespond; k++ {
		e.apply(e.quickMove())
	}
	return true
}

// quickMove is the move the fast playout rule takes now (see PlayoutStep); never resigning.
func (e *State) quickMove() Move {
	switch e.phase {
	case phaseDraw:
		return Move{Kind: MoveDrawDiscard, tab: e.tab}
	case phaseGrow, phasePayAny, phaseGain, phaseLose:
		return e.quickCounter()
	case phaseMain:
		return e.quickMain()
	case phasePayCard:
		return e.quickHandChoice(MovePayCard, e.turn, e.payMin, e.pay)
	case phaseDiscard:
		return e.quickHandChoice(MoveDiscard, uint8(e.res.target), e.res.min, e.res.count)
	}
	var room [randomRoom]Move
	moves := e.Legal(room[:0])
	if n := len(moves); n > 1 && moves[n-1].Kind == MoveResign {
		moves = moves[:n-1]
	}
	if len(moves) == 1 {
		return moves[0]
	}
	var b sketchBoard
	e.loadSketch(&b)
	best, bestV := moves[0], math.Inf(-1)
	for _, m := range moves {
		if v := e.quickValue(&b, m); v > bestV {
			best, bestV = m, v
		}
	}
	return best
}

// quickMain is quickMove's choice in the turn's main phase, among the moves Legal lists, in its
// order (the playable held kinds, the piles that may be triggered, ending the turn), without
// listing them: the one quickValue values most; ending the turn unweighed when it is the only one.
func (e *State) quickMain() Move {
	var plays [2 * maxCards]uint8
	n, _ := e.playableKinds(&plays)
	s := &e.seat[e.turn]
	triggers := false
	for p := uint8(0); p < s.pileN; p++ {
		triggers = triggers || e.canTriggerOwn(p)
	}
	if n == 0 && !triggers {
		return Move{Kind: MoveEnd, tab: e.tab}
	}
	return e.quickMainWeigh(plays[:n])
}

// playableKinds writes the kinds in the turn player's hand that may be played now to plays, each
// once, in Legal's order (known cards first), and returns how many, and how many hand cards the
// seat could pay now (each card, reactions too: playableOf's count, for the sketch). Each card is written and
// counted only when new and playable (canPlay, by the packed pay test), without a branch: whether
// a card may be played is data the branch predictor cannot learn. The kinds seen are bits of one
// word when the game has at most 64 kinds (else playableKindsWide).
func (e *State) playableKinds(plays *[2 * maxCards]uint8) (n, payable int) {
	if len(e.tab.kinds) > 64 {
		return e.playableKindsWide(plays)
	}
	s := &e.seat[e.turn]
	pays := newPayTest(&s.counters, s.handSize())
	costs, opened := e.tab.costs, e.openedPileBit()
	var seen uint64
	for _, h := range [2]*stack{&s.known, &s.hidden} {
		for _, k := range h.cards() {
			fresh := seen>>(k&63)&1 ^ 1
			seen |= 1 << (k & 63)
			kc := &costs[k]
			plays[n&(2*maxCards-1)] = k
			pay := pays.coverMask(kc)
			n += int(fresh & pay &^ (uint64(kc.reaction) & opened))
			payable += int(pay & 1)
		}
	}
	return n, payable
}

// playableKindsWide is playableKinds for a game of any number of kinds.
func (e *State) playableKindsWide(plays *[2 * maxCards]uint8) (n, payable int) {
	s := &e.seat[e.turn]
	pays := newPayTest(&s.counters, s.handSize())
	costs, opened := e.tab.costs, e.openedPileBit()
	var seen [4]uint64
	for _, h := range [2]*stack{&s.known, &s.hidden} {
		for _, k := range h.cards() {
			w := seen[k>>6]
			seen[k>>6] = w | 1<<(k&63)
			kc := &costs[k]
			fresh := w>>(k&63)&1 ^ 1
			plays[n&(2*maxCards-1)] = k
			pay := pays.coverMask(kc)
			n += int(fresh & pay &^ (uint64(kc.reaction) & opened))
			payable += int(pay & 1)
		}
	}
	return n, payable
}

// openedPileBit is 1 when a pile was opened this turn (no reaction card may be played), else 0.
func (e *State) openedPileBit() uint64 {
	if e.openedPile {
		return 1
	}
	return 0
}

// quickMainWeigh is quickMain's choice among playing the kinds plays, triggering the piles that
// may be, and ending the turn.
func (e *State) quickMainWeigh(plays []uint8) Move {
	var b sketchBoard
	e.loadSketch(&b)
	best, bestV := Move{Kind: MoveEnd, tab: e.tab}, math.Inf(-1)
	if len(plays) > 0 {
		best = Move{Kind: MovePlay, Arg: plays[0], tab: e.tab}
	}
	for _, k := range plays {
		if v := e.playValue(&b, k); v > bestV {
			best, bestV = Move{Kind: MovePlay, Arg: k, tab: e.tab}, v
		}
	}
	first := len(plays) == 0
	for p := uint8(0); p < e.seat[e.turn].pileN; p++ {
		if !e.canTriggerOwn(p) {
			continue
		}
		m := Move{Kind: MoveTrigger, Arg: p, tab: e.tab}
		if first {
			best, first = m, false
		}
		if v := e.triggerValue(&b, e.toMove, p); v > bestV {
			best, bestV = m, v
		}
	}
	if v := e.endValue(&b); v > bestV {
		best = Move{Kind: MoveEnd, tab: e.tab}
	}
	return best
}

// quickCounter is quickMove's choice of a counter (grow, gain, pay ❔, lose a resource): among the
// counters Legal lists, in its order (growing none last), the one quickValue valued most, the
// values counted in one pass over the hand (ownValuesAdding); a sole choice is taken unweighed.
func (e *State) quickCounter() Move {
	var opts [4]uint8
	n := 0
	seat, d, sign, kind := e.toMove, int16(1), 1.0, MoveGrow
	switch e.phase {
	case phaseGrow:
		opts, n = [4]uint8{0, 1, 2, 3}, 4
	case phaseGain:
		kind, d = MoveGain, int16(e.tab.kinds[e.res.queue.c[e.res.next]].choiceAmount)
		for c := e.res.min; c < 4; c++ {
			opts[n], n = c, n+1
		}
	case phasePayAny:
		kind, d = MovePayAny, -1
		ok := counterChoices(&e.seat[e.turn].counters, e.payMin, e.pay)
		for c := range uint8(4) { // without a branch: n stays below 4 until the last
			opts[n&3] = c
			n += int(ok >> c & 1)
		}
	case phaseLose:
		kind, seat, d = MoveLose, uint8(e.res.target), -1
		if e.toMove != seat {
			sign = -1
		}
		ok := counterChoices(&e.seat[seat].counters, e.res.min, e.res.count)
		for c := range uint8(4) { // without a branch: n stays below 4 until the last
			opts[n&3] = c
			n += int(ok >> c & 1)
		}
	}
	switch {
	case n == 0:
		return e.Legal(nil)[0] // none: there is no such position
	case n == 1 && kind != MoveGrow:
		return Move{Kind: kind, Arg: opts[0], tab: e.tab}
	}
	var q sketchSeat
	q.load(&e.seat[seat])
	var vs [4]float64
	e.ownValuesAdding(&q, d, &vs)
	best, bestV := Move{Kind: kind, Arg: opts[0], tab: e.tab}, math.Inf(-1)
	for _, c := range opts[:n] {
		if v := sign * vs[c]; v > bestV {
			best, bestV = Move{Kind: kind, Arg: c, tab: e.tab}, v
		}
	}
	if kind == MoveGrow && e.ownValue(&q) > bestV {
		best = Move{Kind: MoveNoGrow, tab: e.tab}
	}
	return best
}

// quickHandChoice is quickMove's choice of a hand card of seat to pay a card cost with or to
// discard (a move of kind kind): among the kinds Legal lists (appendHandChoices: from min on,
// while enough cards of the kind and later ones remain for the left to choose), in its order,
// without listing them, the one whose loss the seat minds least (sketchWithout, as quickValue
// values it); a sole choice is taken unweighed.
func (e *State) quickHandChoice(kind MoveKind, seat, min uint8, left int16) Move {
	s := &e.seat[seat]
	held, rest := heldFrom(s, min) // rest: the hand cards of the kind looked at and later ones
	var opts [2 * maxCards]uint8
	n := 0
	for w := min >> 6; w < 4 && rest >= left; w++ {
		for b := held[w]; b != 0 && rest >= left; b &= b - 1 {
			k := w<<6 | uint8(bits.TrailingZeros64(b))
			opts[n], n = k, n+1
			rest -= int16(s.handCount(k))
		}
	}
	if n <= 1 {
		return Move{Kind: kind, Arg: opts[0], tab: e.tab}
	}
	var q sketchSeat
	q.load(s)
	w := e.newWithout(&q)
	best, bestV := opts[0], math.Inf(-1)
	for _, k := range opts[:n] {
		if v := w.value(k); v > bestV {
			best, bestV = k, v
		}
	}
	return Move{Kind: kind, Arg: best, tab: e.tab}
}
