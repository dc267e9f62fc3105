package flask

import "math"

// quickValue is the mover's standing after m, on the sketch (higher is better for the mover): a
// move of the turn, a reaction or a target (quickCounter and quickHandChoice weigh the others).
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
	if e.n == 2 && !e.seat[0].out && !e.seat[1].out {
		return e.sketchScoreTwo(b, me, a, qa, t, qt)
	}
	return e.sketchScoreAny(b, me, a, qa, t, qt)
}

// sketchScoreAny is sketchScore at any table.
func (e *State) sketchScoreAny(b *sketchBoard, me, a uint8, qa *sketchSeat, t int8, qt *sketchSeat) float64 {
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
