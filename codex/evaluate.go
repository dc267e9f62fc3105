package codex

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards"
)

// evalScale is the point lead at which Evaluate gives about 0.73 (a logistic curve).
const evalScale = 6.0

// Evaluate scores the position for seat between 0 and 1: the logistic of seat's estimated final
// score minus the best other estimate. An estimate is the points scored, the objectives as they
// would score now, a share of the way to their next completion, and what the hand promises.
// Over, it is the seat's payoff.
func (s *State) Evaluate(seat cards.Seat) float64 {
	if s.phase == GameOver {
		return s.Result().Payoff(seat)
	}
	var p packer
	mine, best := 0.0, math.Inf(-1)
	for i := 0; i < int(s.seats); i++ {
		if s.players[i].resigned {
			continue
		}
		e := s.estimate(i, &p)
		if cards.Seat(i) == seat {
			mine = e
		} else if e > best {
			best = e
		}
	}
	if s.players[seat].resigned {
		return 0
	}
	if math.IsInf(best, -1) {
		return 1
	}
	return 1 / (1 + math.Exp(-(mine-best)/evalScale))
}

// estimate guesses seat's final score.
func (s *State) estimate(seat int, p *packer) float64 {
	pl := &s.players[seat]
	objPoints, _ := s.objectiveScore(seat, p)
	e := float64(pl.points) + float64(objPoints)
	e += s.objectiveProgress(seat)
	if !s.lastRound || s.phase == SetupPhase {
		e += s.handPromise(seat)
	}
	return e
}

// objectiveProgress credits a count objective's partial set (half its share).
func (s *State) objectiveProgress(seat int) float64 {
	ids, n := s.objectiveIDs(seat)
	a := &s.players[seat].area
	progress := 0.0
	for _, id := range ids[:n] {
		o := &catalogue[id]
		if o.Objective != CountObjective {
			continue
		}
		sets := countSets(o, &a.symbols)
		have, need := 0, 0
		for sym, k := range o.Requires {
			if k == 0 {
				continue
			}
			need += int(k)
			have += min(int(a.symbols[sym])-sets*int(k), int(k))
		}
		progress += 0.5 * float64(o.Points) * float64(have) / float64(need)
	}
	return progress
}

// handPromise values the hand: points a card could score face up soon.
func (s *State) handPromise(seat int) float64 {
	pl := &s.players[seat]
	a := &pl.area
	v := 0.0
	for h := 0; h < int(pl.nHand); h++ {
		c := &catalogue[pl.hand[h]]
		var pts float64
		switch c.Scoring {
		case Flat:
			pts = float64(c.Points)
		case PerObject:
			pts = float64(c.Points) * float64(a.symbols[c.Object]+1)
		case PerCoveredCorner:
			pts = float64(c.Points) * 1.5
		}
		if !requirementMet(c, &a.symbols) {
			pts *= 0.3
		}
		v += 0.5 * pts
	}
	return v
}
