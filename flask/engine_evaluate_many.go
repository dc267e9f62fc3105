package flask

import "math"

// opponents folds a seat's standings against each of its living opponents into one score, in the
// evaluation's points (Score). Against one opponent the score is that standing, as ever (Score and
// Scores return it without this fold). Against several it is the standing whose logistic
// (Evaluate) is the product of the logistics of the standings against each: the chance of
// outlasting every opponent, were each pair a race of its own. Until session 17 it was the standing against the strongest opponent (the minimum): a card
// that cost the seat something and hurt an opponent then scored only its cost unless that
// opponent was the strongest, and its gain only up to the next opponent's standing; now each
// opponent counts, the closer the race with it the more, and one far behind hardly at all. An
// opponent put out leaves the product (its factor was below 1), so that still raises the score.
// docs/bots.md, "Flask greedy with three or four players, session 17".
type opponents struct {
	n    int
	odds float64 // the product of (1 + t) over the opponents added, less 1 (see add)
}

// add counts one more living opponent, against which the seat's standing x has odds t =
// e^(-x/evalScale) against it (the logistic of the standing is 1/(1 + t)). Score and Scores
// compute t once a pair of seats, from the lower seat's standing against the higher (pairOdds);
// the higher seat's odds are 1/t (reverse): the same bits whichever seat asks.
func (o *opponents) add(t float64, reverse bool) {
	if reverse {
		t = 1 / t
	}
	o.n++
	o.odds += t + o.odds*t // (1 + odds)(1 + t) - 1, without cancelling
}

// score is the folded standing (see opponents): the product of the logistics is 1/(1 + odds), its
// logit -log(odds), in points; +Inf with no opponent counted.
func (o *opponents) score() float64 {
	if o.n == 0 {
		return math.Inf(1)
	}
	return -evalScale * math.Log(o.odds)
}

// pairOdds is e^(-x/evalScale), the odds against a seat whose standing against an opponent is x.
func pairOdds(x float64) float64 {
	return math.Exp(-x / evalScale)
}
