package code

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Evaluate scores the position for seat between 0 and 1 as seat's share of a soft race to the
// code: each player still in the game weighs closeness^distance, where the distance counts the
// code digits missing from the hand plus the cards to shed (see distance), and seat gets its
// weight over the sum. So shedding cards the code does not need, keeping and gathering the ones it
// does, and making the others draw (+2, Gift) or lose their code (Reset) all raise it. A card laid
// out for a Gift counts as half gone, and a pending +2 total as cards to shed.
func (s *State) Evaluate(seat cards.Seat) float64 {
	if s.phase == phaseOver {
		return s.Result().Payoff(seat)
	}
	if s.resigned[seat] {
		return 0
	}
	var mine, total float64
	for i := int8(0); i < s.n; i++ {
		if s.resigned[i] {
			continue
		}
		w := s.weight(i)
		if cards.Seat(i) == seat {
			mine = w
		}
		total += w
	}
	return mine / total
}

// closeness is the weight factor per card of distance from the code.
const closeness = 0.5

// halfWeights[h] is closeness^(h/2): distances are counted in half cards.
// Each is math.Pow's value (TestHalfWeightsAreMathPow): math.Pow takes the square root for the
// power 1/2 and otherwise multiplies exactly by the halves, so from h = 4 on each weight is the
// one two steps before times closeness (0.5), exactly; four hundred math.Pow calls cost about
// 2 % of every start of flaskdeck.
var halfWeights = func() (w [4*TotalCards + 2]float64) {
	for h := range w {
		if h < 4 {
			w[h] = math.Pow(closeness, float64(h)/2)
		} else {
			w[h] = w[h-2] * closeness
		}
	}
	return w
}()

// weight returns seat's weight in the race: closeness to the power of its distance. A player
// facing a +2 total counts the cards they are about to draw as cards to shed.
func (s *State) weight(seat int8) float64 {
	pending := 0
	if s.phase == phasePlusTwo && seat == s.cur {
		pending = int(s.pending)
	}
	if c := s.offered[seat]; c != NoCard {
		return halfWeights[2*(s.distance(seat, c)+pending)+1]
	}
	return halfWeights[2*(s.distance(seat, NoCard)+pending)]
}
