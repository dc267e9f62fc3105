package flask

import (
	"math"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

func TestGreedyWithThreePlayersPlaysAnAffordableDoubleSabotageRatherThanEndingItsTurn(t *testing.T) {
	// The lead's three-player game (session 16): greedy held Double Sabotage with red 3 and ended
	// its turn, again and again. Its evaluation then judged a position by its standing against the
	// strongest opponent only: the sabotage's cost (two red, a card) counted against both
	// opponents, its gain (three cards and a milled deck card of the victim's) against one, and
	// only up to the other's standing. Judged against both opponents, it plays the card.
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"R2 - R2", "Research", "B2 - B2"}, Deck: repeatCard(10, "Profit")},
		{Hand: []string{"Profit", "Attack", "Apply"}, Deck: repeatCard(10, "Profit")},
		{Hand: []string{"Profit", "Attack", "Apply"}, Deck: repeatCard(10, "Profit")},
	}})
	act(t, e, "grow blue")
	if ok, played := greedyPlays(t, e, "play R2 - R2"); !ok {
		t.Errorf("greedy played %q", played)
	}
}

// TestEvaluateAgainstSeveralOpponentsIsTheProductOfEachPair checks, over random games of 2 to 4
// seats, that a seat's evaluation is the product of its evaluations against each living opponent
// alone (the logistic of the standing), and with one opponent left exactly that standing.
func TestEvaluateAgainstSeveralOpponentsIsTheProductOfEachPair(t *testing.T) {
	eachRandomPosition(t, 30, func(seed uint64, e *State) {
		for a := uint8(0); a < e.n; a++ {
			if e.seat[a].out {
				continue
			}
			want, opponents, last := 1.0, 0, 0.0
			for b := uint8(0); b < e.n; b++ {
				if b != a && !e.seat[b].out {
					last = e.standing(a, b)
					want *= 1 / (1 + math.Exp(-last/evalScale))
					opponents++
				}
			}
			if got := e.Evaluate(cards.Seat(a)); math.Abs(got-want) > 1e-9 {
				t.Fatalf("seed %d: seat %d evaluates %v against %d opponents, the product of each pair %v", seed, a, got, opponents, want)
			}
			if got := e.Score(cards.Seat(a)); opponents == 1 && got != last {
				t.Fatalf("seed %d: seat %d scores %v against one opponent, its standing %v", seed, a, got, last)
			}
		}
	})
}
