package flask

import (
	"math"

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
	}
	var room [randomRoom]Move
	moves := e.Legal(room[:0])
	if n := len(moves); n > 1 && moves[n-1].Kind == MoveResign {
		moves = moves[:n-1]
	}
	if len(moves) == 1 {
		return moves[0]
	}
	if e.phase == phasePayCard || e.phase == phaseDiscard {
		return e.quickHandCard(moves)
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
	n := e.playableKinds(&plays)
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
// once, in Legal's order (known cards first), and returns how many.
func (e *State) playableKinds(plays *[2 * maxCards]uint8) int {
	s := &e.seat[e.turn]
	pays := newPayTest(&s.counters, s.handSize())
	n := 0
	var seen [4]uint64
	for _, h := range [2]*stack{&s.known, &s.hidden} {
		for _, k := range h.cards() {
			if seen[k>>6]&(1<<(k&63)) != 0 {
				continue
			}
			seen[k>>6] |= 1 << (k & 63)
			if e.canPlayHeld(pays, k) {
				plays[n], n = k, n+1
			}
		}
	}
	return n
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
		for c := range uint8(4) {
			if ok&(1<<c) != 0 {
				opts[n], n = c, n+1
			}
		}
	case phaseLose:
		kind, seat, d = MoveLose, uint8(e.res.target), -1
		if e.toMove != seat {
			sign = -1
		}
		ok := counterChoices(&e.seat[seat].counters, e.res.min, e.res.count)
		for c := range uint8(4) {
			if ok&(1<<c) != 0 {
				opts[n], n = c, n+1
			}
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
	vs := e.ownValuesAdding(&q, d)
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

// quickHandCard is quickMove's choice of a hand card to pay a card cost with or to discard: the
// moves' values as quickValue gives them, counted in one pass over the hand (sketchWithout).
func (e *State) quickHandCard(moves []Move) Move {
	seat := e.toMove
	if e.phase == phaseDiscard {
		seat = uint8(e.res.target)
	}
	var q sketchSeat
	q.load(&e.seat[seat])
	w := e.newWithout(&q)
	best, bestV := moves[0], math.Inf(-1)
	for _, m := range moves {
		if v := w.value(m.Arg); v > bestV {
			best, bestV = m, v
		}
	}
	return best
}

// quickValue is the mover's standing after m, on the sketch (higher is better for the mover): a
// move of the turn, a reaction or a target (quickCounter and quickHandCard weigh the others).
func (e *State) quickValue(b *sketchBoard, m Move) float64 {
	switch m.Kind {
	case MoveTarget:
		return -e.standingOn(b, e.res.owner, m.Arg)
	case MovePass:
		return e.sketchScore(b, e.toMove, e.toMove, nil, 0, nil)
	case MoveEnd:
		return e.endValue(b)
	case MovePlay:
		return e.playValue(b, m.Arg)
	case MoveTrigger:
		return e.triggerValue(b, e.toMove, m.Arg)
	}
	return math.Inf(-1)
}

// endValue is the turn player's standing after ending the turn, on the sketch.
func (e *State) endValue(b *sketchBoard) float64 {
	if b.seat[e.turn].total() == 0 {
		return math.Inf(-1) // out at the end of the turn
	}
	return e.sketchScore(b, e.turn, e.turn, nil, 0, nil)
}

// playValue is the turn player's standing after playing card k from hand, on the sketch: its cost
// paid (❔ and cards as the playout would pay them), then placed on a reaction pile or resolved.
func (e *State) playValue(b *sketchBoard, k uint8) float64 {
	me := e.turn
	q := b.seat[me]
	q.take(k)
	kind := &e.tab.kinds[k]
	for c := range 4 {
		q.counters[c] -= int16(kind.cost[c])
	}
	for range kind.anyCost {
		q.payBest(e, 1)
	}
	for range kind.cardCost {
		if c, ok := e.bestLoss(&q); ok {
			q.take(c)
			q.discardPush(c)
		}
	}
	switch {
	case kind.reaction:
		q.pileN++
		return e.sketchScore(b, me, me, &q, 0, nil)
	case e.openPile >= 0:
		q.pileCards++
		return e.sketchScore(b, me, me, &q, 0, nil)
	}
	if kind.attackRes == 0 && kind.attackCards == 0 {
		e.sketchResolve(&q, nil, k, true, false)
		return e.sketchScore(b, me, me, &q, -1, nil)
	}
	target := e.sketchTarget(b, me)
	var v sketchSeat
	if target >= 0 {
		v = b.seat[target]
	}
	e.sketchResolve(&q, &v, k, true, target >= 0)
	return e.sketchScore(b, me, me, &q, target, &v)
}

// triggerValue is owner's standing after triggering its reaction pile p, on the sketch: the pile's
// cards resolve in order and go to the discard pile.
func (e *State) triggerValue(b *sketchBoard, owner, p uint8) float64 {
	s := &e.seat[owner]
	q := b.seat[owner]
	start, n := s.pileStart(int(p)), int(s.pileLen[p])
	q.pileN--
	q.pileCards -= uint8(n - 1)
	target := e.sketchTarget(b, owner)
	var v sketchSeat
	if target >= 0 {
		v = b.seat[target]
	}
	for _, k := range s.piles.c[start : start+n] {
		e.sketchResolve(&q, &v, k, false, target >= 0)
	}
	return e.sketchScore(b, owner, owner, &q, target, &v)
}

// sketchTarget is the opponent owner's actions hit: the living one it stands worst against.
func (e *State) sketchTarget(b *sketchBoard, owner uint8) int8 {
	target, worst := int8(-1), math.Inf(1)
	for o := uint8(0); o < e.n; o++ {
		if o != owner && !e.seat[o].out {
			if s := e.standingOn(b, owner, o); s < worst {
				target, worst = int8(o), s
			}
		}
	}
	return target
}

// sketchResolve carries out card k's effects for q (the owner) against v (the target, when hit).
func (e *State) sketchResolve(q, v *sketchSeat, k uint8, fromHand, hit bool) {
	kind := &e.tab.kinds[k]
	for c := range 4 {
		q.counters[c] += int16(kind.gain[c])
	}
	for range kind.draw {
		q.draw(e.tab.rules.DrawDiscard)
	}
	for range kind.choices {
		q.gainBest(e, int16(kind.choiceAmount))
	}
	if hit && kind.attackRes > 0 {
		if int(kind.attackRes) >= v.total() {
			v.counters = [4]int16{}
		} else {
			sign := 1
			if !e.tab.rules.VictimChooses {
				sign = -1
			}
			for range kind.attackRes {
				v.payBest(e, sign)
			}
		}
	}
	if hit && kind.attackCards > 0 {
		n := int(kind.attackCards)
		if n >= int(v.hn) {
			mill := min(n-int(v.hn), int(v.deck))
			v.hn, v.deck = 0, v.deck-uint8(mill)
		} else {
			for range n {
				if c, ok := e.bestLoss(v); ok {
					v.take(c)
				}
			}
		}
	}
	if kind.reboot {
		for _, c := range q.real.played.cards() {
			q.add(c)
		}
		if fromHand {
			q.add(k)
		}
	}
}

// sketchScore is seat me's score (its standing against its strongest living opponent) with seat a
// replaced by qa and seat t (when t >= 0 and qt is not nil) by qt.
func (e *State) sketchScore(b *sketchBoard, me, a uint8, qa *sketchSeat, t int8, qt *sketchSeat) float64 {
	assets := b.assets
	deck := [maxSeats]uint8{}
	for i := uint8(0); i < e.n; i++ {
		deck[i] = b.seat[i].deck
	}
	if qa != nil {
		assets[a], deck[a] = e.sketchAssets(a, qa), qa.deck
		if qa.total() == 0 && a == e.turn {
			assets[a] -= 100 // out at the end of the turn, unless it gains again
		}
	}
	opponentsOut := true
	if qt != nil && t >= 0 {
		assets[t], deck[t] = e.sketchAssets(uint8(t), qt), qt.deck
	}
	worst := math.Inf(1)
	for o := uint8(0); o < e.n; o++ {
		if o == me || e.seat[o].out {
			continue
		}
		left := &b.seat[o]
		if qt != nil && int8(o) == t {
			left = qt
		}
		if left.total() > 0 {
			opponentsOut = false
		}
		lead := float64(turnsLeftOf(e, me, deck[me]) - turnsLeftOf(e, o, deck[o]))
		if e.startsLater(me, o) {
			lead += 0.5
		} else {
			lead -= 0.5
		}
		worst = min(worst, wRace*lead+assets[me]-assets[o])
	}
	if opponentsOut && me == e.turn {
		worst += 100 // every opponent out at the end of the turn
	}
	return worst
}

// standingOn is a's standing against b as the sketch stands.
func (e *State) standingOn(b *sketchBoard, a, o uint8) float64 {
	lead := float64(turnsLeftOf(e, a, b.seat[a].deck) - turnsLeftOf(e, o, b.seat[o].deck))
	if e.startsLater(a, o) {
		lead += 0.5
	} else {
		lead -= 0.5
	}
	return wRace*lead + b.assets[a] - b.assets[o]
}
