package flask

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards"
)

// SoftPlayoutStep is PlayoutStep with the move of the seat to move chosen at random with
// preference (cards.SoftPlayoutStepper): each legal move with weight exp(score/temp), its score
// the fast rule's (the mover's standing after it, in the evaluation's points), so a move a point
// worse than the best is played e^(-1/temp) times as often. Follow-up decisions, the draw and
// decisions with one legal move are the rule's. It reports false on a finished game.
func (e *State) SoftPlayoutStep(r *cards.Rand, temp float64) bool {
	if e.phase == phaseOver {
		return false
	}
	e.apply(e.softMove(r, temp))
	for k := 0; k < 64 && e.phase >= phaseRespond; k++ {
		e.apply(e.quickMove())
	}
	return true
}

// RuleDecision plays the fast rule's choice of the decision now when the seat to move is
// completing a move (answering an announced card, paying, choosing a gain, target or loss), and
// reports whether it did (cards.RuleDecider).
func (e *State) RuleDecision() bool {
	if e.phase < phaseRespond {
		return false
	}
	e.apply(e.quickMove())
	return true
}

// softMove is the move of SoftPlayoutStep (see there): quickMove's scores, a softmax choice.
func (e *State) softMove(r *cards.Rand, temp float64) Move {
	var room [randomRoom]Move
	moves := e.Legal(room[:0])
	if n := len(moves); n > 1 && moves[n-1].Kind == MoveResign {
		moves = moves[:n-1]
	}
	if len(moves) == 1 || e.phase == phaseDraw || e.phase >= phaseRespond {
		return e.quickMove()
	}
	var w [randomRoom]float64
	if e.phase == phaseGrow { // the values quickCounter gives the counters
		var q sketchSeat
		q.load(&e.seat[e.toMove])
		vs := e.ownValuesAdding(&q, 1)
		for i, m := range moves {
			if m.Kind == MoveNoGrow {
				w[i] = e.ownValue(&q)
			} else {
				w[i] = vs[m.Arg]
			}
		}
	} else {
		var b sketchBoard
		e.loadSketch(&b)
		for i, m := range moves {
			w[i] = e.quickValue(&b, m)
		}
	}
	best := math.Inf(-1)
	for i := range moves {
		best = max(best, w[i])
	}
	sum := 0.0
	for i := range moves {
		w[i] = math.Exp((w[i] - best) / temp)
		sum += w[i]
	}
	x := r.Float64() * sum
	for i, m := range moves {
		x -= w[i]
		if x <= 0 {
			return m
		}
	}
	return moves[len(moves)-1]
}
