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

// softRoom holds every choice of the main phase: each kind in hand, each pile, ending the turn.
const softRoom = 2*maxCards + maxPiles + 1

// softMove is the move of SoftPlayoutStep (see there): quickMove's scores, a softmax choice. The
// choices are weighed in Legal's order without listing the moves (as quickMain and quickCounter),
// so the random stream picks the same move as among Legal's list.
func (e *State) softMove(r *cards.Rand, temp float64) Move {
	switch e.phase {
	case phaseGrow:
		return e.softGrow(r, temp)
	case phaseMain:
		return e.softMain(r, temp)
	}
	return e.quickMove()
}

// softGrow is softMove's choice of the counter to grow, or none (last, as Legal lists it), each
// valued as quickCounter values it.
func (e *State) softGrow(r *cards.Rand, temp float64) Move {
	var q sketchSeat
	q.load(&e.seat[e.toMove])
	vs := e.ownValuesAdding(&q, 1)
	w := [5]float64{vs[0], vs[1], vs[2], vs[3], e.ownValue(&q)}
	if i := softPick(r, temp, w[:]); i < 4 {
		return Move{Kind: MoveGrow, Arg: uint8(i), tab: e.tab}
	}
	return Move{Kind: MoveNoGrow, tab: e.tab}
}

// softMain is softMove's choice in the main phase among the held kinds that may be played, the
// piles that may be triggered and ending the turn, in Legal's order, each valued by quickValue;
// ending the turn when it is the only choice.
func (e *State) softMain(r *cards.Rand, temp float64) Move {
	var plays [2 * maxCards]uint8
	n := e.playableKinds(&plays)
	var moves [softRoom]Move
	m := 0
	for _, k := range plays[:n] {
		moves[m], m = Move{Kind: MovePlay, Arg: k, tab: e.tab}, m+1
	}
	for p := uint8(0); p < e.seat[e.turn].pileN; p++ {
		if e.canTriggerOwn(p) {
			moves[m], m = Move{Kind: MoveTrigger, Arg: p, tab: e.tab}, m+1
		}
	}
	if m == 0 {
		return Move{Kind: MoveEnd, tab: e.tab}
	}
	moves[m], m = Move{Kind: MoveEnd, tab: e.tab}, m+1
	var b sketchBoard
	e.loadSketch(&b)
	var w [softRoom]float64
	for i := range m {
		w[i] = e.quickValue(&b, moves[i])
	}
	return moves[softPick(r, temp, w[:m])]
}

// softPick draws an index of w with weight exp(w[i]/temp) (the best weighs 1, so nothing
// overflows; one random number), the last if rounding leaves none.
func softPick(r *cards.Rand, temp float64, w []float64) int {
	best := math.Inf(-1)
	for _, v := range w {
		best = max(best, v)
	}
	sum := 0.0
	for i, v := range w {
		w[i] = math.Exp((v - best) / temp)
		sum += w[i]
	}
	x := r.Float64() * sum
	for i, v := range w {
		x -= v
		if x <= 0 {
			return i
		}
	}
	return len(w) - 1
}
