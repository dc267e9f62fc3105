package flask

import "math"

// opponents folds a seat's standings against each of its living opponents into one score, in the
// evaluation's points (Score). Against one opponent the score is that standing, as ever. Against
// several it is the standing whose logistic (Evaluate) is the product of the logistics of the
// standings against each: the chance of outlasting every opponent, were each pair a race of its
// own. Until session 17 it was the standing against the strongest opponent (the minimum): a card
// that cost the seat something and hurt an opponent then scored only its cost unless that
// opponent was the strongest, and its gain only up to the next opponent's standing; now each
// opponent counts, the closer the race with it the more, and one far behind hardly at all. An
// opponent put out leaves the product (its factor was below 1), so that still raises the score.
// docs/bots.md, "Flask greedy with three or four players, session 17".
type opponents struct {
	n int
	x [maxSeats - 1]float64 // the standing against each opponent added
}

// add counts the standing x against one more living opponent.
func (o *opponents) add(x float64) {
	o.x[o.n] = x
	o.n++
}

// score is the folded standing (see opponents); +Inf with no opponent counted.
func (o *opponents) score() float64 {
	switch o.n {
	case 0:
		return math.Inf(1)
	case 1:
		return o.x[0]
	}
	logP := 0.0
	for _, x := range o.x[:o.n] {
		logP += logLogistic(x / evalScale)
	}
	logP = min(logP, -1e-15) // the product below 1: its logit stays finite
	return evalScale * (logP - math.Log(-math.Expm1(logP)))
}

// logLogistic is log(1 / (1 + e^-z)), without overflow.
func logLogistic(z float64) float64 {
	if z < -30 {
		return z
	}
	return -math.Log1p(math.Exp(-z))
}
