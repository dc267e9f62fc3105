package flask

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards"
)

// CutoffEvaluate is the search's judgement of a position its playout stopped in (cards.
// CutoffEvaluator): the probability that seat s wins, the logistic of a fitted sum of the
// evaluation's terms against its strongest living opponent, the game's result when it is over.
// Evaluate's hand-set weights serve greedy's comparisons; as probabilities they are
// overconfident (a lead of Evaluate's scale, 3 points, gives 73 %, where positions of greedy
// self-play with such a lead are won about 60 %) and weigh the deck-out race three times what it
// predicts. The weights below were fitted by logistic regression of the final result on those
// terms (TestFitCutoffWeights, docs/bots.md); on held-out positions they predict the result with a
// log-likelihood of -0.537 a position against Evaluate's -0.684.
func (e *State) CutoffEvaluate(s cards.Seat) float64 {
	if e.phase == phaseOver {
		return e.Result().Payoff(s)
	}
	if s < 0 || int(s) >= int(e.n) || e.seat[s].out {
		return 0
	}
	a := uint8(s)
	worst := math.Inf(1)
	for b := uint8(0); b < e.n; b++ {
		if b != a && !e.seat[b].out {
			worst = min(worst, cutoffStanding(e.cutoffTerms(a, b)))
		}
	}
	return 1 / (1 + math.Exp(-worst))
}

// CutoffEvaluateAll writes CutoffEvaluate of every seat into dst (cards.CutoffEvaluatorAll). With
// two seats in play it counts the terms once: the second seat's standing is the first's negated
// (each term, a difference, is the other's negated bit for bit, and so is their weighted sum, but
// for the sign of a zero, which the logistic's exponential does not see).
func (e *State) CutoffEvaluateAll(dst []float64) {
	if e.phase == phaseOver || e.n != 2 || e.seat[0].out || e.seat[1].out {
		for s := range dst {
			dst[s] = e.CutoffEvaluate(cards.Seat(s))
		}
		return
	}
	v := cutoffStanding(e.cutoffTerms(0, 1))
	dst[0] = 1 / (1 + math.Exp(-v))
	dst[1] = 1 / (1 + math.Exp(v))
}

// The terms of a seat's standing against another, each its value less the other's.
const (
	termRace      = iota // lead in the deck-out race, in turns (raceLead)
	termLife             // resources up to lifeSafe
	termLifeOver         // resources above lifeSafe
	termHand             // hand cards, the coming draw counted as in Evaluate (drawShare)
	termPlayable         // hand cards the seat could pay now (playable)
	termPiles            // reaction piles
	termPileCards        // cards under reaction piles
	termCushion          // deck cards up to deckCushionAt
	cutoffTerms
)

// cutoffWeights are the fitted weights of the terms, in logits (TestFitCutoffWeights): fitted on
// positions of greedy self-play with the default decks (red against blue), but for the two pile
// terms, which those decks never raise, fitted on the four preset decks paired.
var cutoffWeights = [cutoffTerms]float64{
	termRace:      0.308,
	termLife:      0.450,
	termLifeOver:  0.158,
	termHand:      0.328,
	termPlayable:  0.052,
	termPiles:     1.445,
	termPileCards: 1.575,
	termCushion:   0.701,
}

// cutoffStanding is the fitted standing of terms, in logits.
func cutoffStanding(terms [cutoffTerms]float64) float64 {
	v := 0.0
	for i, t := range terms {
		v += cutoffWeights[i] * t
	}
	return v
}

// cutoffTerms lists a's terms less b's.
func (e *State) cutoffTerms(a, b uint8) [cutoffTerms]float64 {
	var t [cutoffTerms]float64
	t[termRace] = e.raceLead(a, b)
	for i, sign := range [2]float64{1, -1} {
		seat := [2]uint8{a, b}[i]
		p := &e.seat[seat]
		life := e.cappedLife(p)
		hand := float64(p.handSize())
		if p.deck.n > 0 {
			hand += e.drawShare(seat)
		}
		t[termLife] += sign * float64(min(life, lifeSafe))
		t[termLifeOver] += sign * float64(max(life-lifeSafe, 0))
		t[termHand] += sign * hand
		t[termPlayable] += sign * float64(p.playable(e.tab))
		t[termPiles] += sign * float64(p.pileN)
		t[termPileCards] += sign * float64(int(p.piles.n)-int(p.pileN))
		t[termCushion] += sign * float64(min(int(p.deck.n), deckCushionAt))
	}
	return t
}
