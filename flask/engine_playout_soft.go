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

// SoftPlayout plays SoftPlayoutStep(r, temp) up to max times, stopping when the game is over
// (cards.SoftPlayouter): a whole playout of the search in one call.
func (e *State) SoftPlayout(r *cards.Rand, temp float64, max int) {
	for range max {
		if !e.SoftPlayoutStep(r, temp) {
			return
		}
	}
}

// RuleDecision plays the fast rule's choices of the decisions now while the seat to move is
// completing a move (answering an announced card, paying, choosing a gain, target or loss), every
// one in a row, and reports whether it played any (cards.RuleDecider).
func (e *State) RuleDecision() bool {
	if e.phase < phaseRespond {
		return false
	}
	for e.phase >= phaseRespond {
		e.apply(e.quickMove())
	}
	return true
}

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
	var w [5]float64
	e.ownValuesGrowing(&q, &w)
	if i := softPick(r, temp, w[:], e.softPicks()); i < 4 {
		return Move{Kind: MoveGrow, Arg: uint8(i), tab: e.tab}
	}
	return Move{Kind: MoveNoGrow, tab: e.tab}
}

// softMain is softMove's choice in the main phase among the held kinds that may be played, the
// piles that may be triggered and ending the turn, in Legal's order, each valued as quickValue
// values it; ending the turn when it is the only choice.
func (e *State) softMain(r *cards.Rand, temp float64) Move {
	var plays [2 * maxCards]uint8
	n, payable := e.playableKinds(&plays)
	var piles [maxPiles]uint8
	np := 0
	for p := uint8(0); p < e.seat[e.turn].pileN; p++ {
		if e.canTriggerOwn(p) {
			piles[np], np = p, np+1
		}
	}
	if n+np == 0 {
		return Move{Kind: MoveEnd, tab: e.tab}
	}
	var i int
	if m := n + np + 1; m <= softFew {
		var w [softFew]float64
		i = e.softMainPick(r, temp, plays[:n], piles[:np], w[:m], payable)
	} else {
		i = e.softMainPickMany(r, temp, plays[:n], piles[:np], payable)
	}
	switch {
	case i < n:
		return Move{Kind: MovePlay, Arg: plays[i], tab: e.tab}
	case i < n+np:
		return Move{Kind: MoveTrigger, Arg: piles[i-n], tab: e.tab}
	}
	return Move{Kind: MoveEnd, tab: e.tab}
}

// softFew is how many main-phase choices softMain weighs in a small array (almost always enough).
const softFew = 16

// softMainPickMany is softMainPick with room for every main-phase choice: each kind in hand, each
// pile and ending the turn.
func (e *State) softMainPickMany(r *cards.Rand, temp float64, plays, piles []uint8, payable int) int {
	var w [2*maxCards + maxPiles + 1]float64
	return e.softMainPick(r, temp, plays, piles, w[:len(plays)+len(piles)+1], payable)
}

// softMainPick values playing each kind of plays, triggering each pile of piles and ending the
// turn (in that order, into w) as quickValue does, and draws one by softPick; payable is how many
// hand cards the turn player could pay now (playableKinds counted them).
func (e *State) softMainPick(r *cards.Rand, temp float64, plays, piles []uint8, w []float64, payable int) int {
	b := e.sketchBoard()
	e.loadSketchPayable(b, payable)
	for i, k := range plays {
		w[i] = e.playValue(b, k)
	}
	for i, p := range piles {
		w[len(plays)+i] = e.triggerValue(b, e.toMove, p)
	}
	w[len(w)-1] = e.endValue(b)
	return softPick(r, temp, w, e.softPicks())
}

// softPick draws an index of w with weight exp(w[i]/temp) (temp > 0; the best weighs 1, so
// nothing overflows; one random number), the last if rounding leaves none. The weights are those
// of math.Exp bit for bit, but a difference from the best met before, in this choice or an earlier
// one at the same temperature, reuses its weight from memo: a playout's differences repeat (about
// 500 distinct among a normal decision's 60,000 exponentials).
func softPick(r *cards.Rand, temp float64, w []float64, memo *expMemo) int {
	best := math.Inf(-1)
	for _, v := range w {
		best = max(best, v)
	}
	memo.at(temp)
	sum := 0.0
	for i, v := range w {
		// The best's difference is 0, whose weight is 1 (math.Exp(0), temp > 0); an infinite
		// best's differences are NaN, as they were. No branch on the value.
		d := v - best
		j := math.Float64bits(d) * expMemoMul >> (64 - expMemoBits)
		x := memo.w[j]
		if memo.d[j] != d {
			x = math.Exp(d / temp)
			memo.d[j], memo.w[j] = d, x
		}
		w[i] = x
		sum += x
	}
	// The first index where the running remainder reaches 0, found without a branch on the
	// weights (the draw is random): the weights are not negative, so the remainder never grows,
	// and that index is how many remainders stay above 0 (the last when all do). A NaN sum (a NaN
	// or infinite value) leaves every remainder NaN, never at most 0: the last.
	x := r.Float64() * sum
	if x != x {
		return len(w) - 1
	}
	above := 0
	for _, v := range w {
		x -= v
		above += b2i(x > 0)
	}
	return min(above, len(w)-1)
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// expMemo remembers the weights softPick computed at one temperature: math.Exp(d/temp) of each
// difference d from the best value, direct-mapped on d's bits (a NaN difference equals no slot, so
// it is never found). A State keeps its own (softPicks), never shared by Clone, CopyFrom or a
// deal, so a search's world fills it once per decision.
type expMemo struct {
	temp  float64
	ready bool                 // d and w are for temp
	d     [expMemoSize]float64 // the differences remembered, NaN in an empty slot (equal to none)
	w     [expMemoSize]float64
}

// expMemoBits sizes expMemo: 1<<expMemoBits slots.
const expMemoBits = 10

const expMemoSize = 1 << expMemoBits

// at makes m remember weights at temperature temp, forgetting those of another.
func (m *expMemo) at(temp float64) {
	if m.ready && temp == m.temp {
		return
	}
	nan := math.NaN()
	for i := range m.d {
		m.d[i] = nan
	}
	m.temp, m.ready = temp, true
}

// expMemoMul spreads a difference's bits over expMemo's slots (Fibonacci hashing).
const expMemoMul = 0x9E3779B97F4A7C15

// sketchBoard is e's own board for the soft rule's main-phase sketches (loadSketch fills what is
// read), made on first use: the playout's most frequent sketch is not cleared each time.
func (e *State) sketchBoard() *sketchBoard {
	if e.board == nil {
		e.board = new(sketchBoard)
	}
	return e.board
}

// softPicks is e's memory of softPick's weights, made on first use.
func (e *State) softPicks() *expMemo {
	if e.exps == nil {
		e.exps = new(expMemo)
	}
	return e.exps
}
