package flask

import (
	"math"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// greedyPlays tells whether the greedy player of the seat to move, with each of a few seeds, plays
// move before its turn ends (or before an opponent must decide), and lists what it played.
func greedyPlays(t *testing.T, start *State, move string) (bool, []string) {
	t.Helper()
	for seed := uint64(1); seed <= 4; seed++ {
		r := cards.NewRand(seed)
		e := start.Clone().(*State)
		me := e.ToMove()
		var played []string
		found := false
		for !e.Over() && e.ToMove() == me && len(played) < 20 {
			m := cards.Greedy[Move]{}.Choose(e, &r)
			played = append(played, m.String())
			found = found || m.String() == move
			if err := e.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if !found {
			return false, played
		}
	}
	return true, nil
}

func TestGreedyPlaysAnAffordableCardThatHelpsRatherThanEndingTheTurn(t *testing.T) {
	// The case: holding Double Sabotage with red 3 on the first turn, the opponent's hand of
	// three cards to hit (and one card of its deck milled).
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"R2 - R2", "Research", "Profit"}, Deck: repeatCard(8, "Profit")},
		{Hand: []string{"Profit", "Profit", "Attack"}, Deck: repeatCard(8, "Profit")},
	}})
	act(t, e, "grow blue")
	if ok, played := greedyPlays(t, e, "play R2 - R2"); !ok {
		t.Errorf("greedy played %q", played)
	}
}

func TestGreedyDrawsFromTheDiscardPileToKeepItsDeck(t *testing.T) {
	// An even deck-out race: a card drawn from the deck is a turn lost.
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Apply"}, Deck: repeatCard(5, "Profit"), Discard: []string{"Attack"}},
		{Hand: []string{"Profit"}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "grow blue", "play Apply")
	if ok, played := greedyPlays(t, e, "draw discard"); !ok {
		t.Errorf("greedy played %q", played)
	}
}

func TestGreedySabotagesAnEmptyHandToMillTheDeck(t *testing.T) {
	// The opponent leads the race by one turn; sabotaging its empty hand mills two deck cards.
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Sabotage", "Profit"}, Deck: repeatCard(4, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow")
	if ok, played := greedyPlays(t, e, "play Sabotage"); !ok {
		t.Errorf("greedy played %q", played)
	}
}

func TestGreedyWithoutADrawAttacksWhenItLosesTheDeckOutRace(t *testing.T) {
	// Yellow against green (session 15): neither deck holds a card that draws, so the seat that
	// moved first goes out first by an empty deck unless it empties the other's counters. With 12
	// resources against 16 greedy used to keep its cards and end the turn every turn (its
	// evaluation saw the attack cost a card and a resource for two of the opponent's resources
	// above six, each worth 0.4); it must attack.
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack", "Attack", "Profit"}, Deck: repeatCard(4, "Profit")},
		{Counters: []int{4, 4, 4, 4}, Hand: []string{"Profit", "Profit"}, Deck: repeatCard(4, "Profit")},
	}})
	act(t, e, "grow red")
	if ok, played := greedyPlays(t, e, "play Attack"); !ok {
		t.Errorf("greedy played %q", played)
	}
}

func TestTheKillStakesKeepTheStandingZeroSum(t *testing.T) {
	// Neither seat can draw, seat 1 trails the race: the leader's resources above six count fully
	// for both seats, so one seat's gain is the other's loss, and the trailer counts them fully.
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack", "Profit"}, Deck: repeatCard(4, "Profit")},
		{Counters: []int{5, 4, 6, 3}, Hand: []string{"Profit"}, Deck: repeatCard(4, "Profit")},
	}})
	if a, b := e.Score(0), e.Score(1); math.Abs(a+b) > 1e-9 {
		t.Errorf("scores %.3f and %.3f, want opposite", a, b)
	}
	if got, want := e.killStakes(0, 1, e.raceLead(0, 1)), -(wLife-wLifeExtra)*(18-lifeSafe); math.Abs(got-want) > 1e-9 {
		t.Errorf("the trailer's kill stakes %.3f, want %.3f", got, want)
	}
	if got := e.killStakes(1, 0, e.raceLead(1, 0)); math.Abs(got-(wLife-wLifeExtra)*(18-lifeSafe)) > 1e-9 {
		t.Errorf("the leader's kill stakes %.3f", got)
	}
}

// TestScoresAreEachSeatsScore checks, over random games of 2 to 4 seats, that Scores (every seat at
// once, cards.SeatScorer) gives exactly each seat's Score, bit for bit: greedy's moves depend on it.
func TestScoresAreEachSeatsScore(t *testing.T) {
	check := func(seed uint64, e *State) {
		all := make([]float64, e.Seats())
		e.Scores(all)
		for s := range all {
			if want := e.Score(cards.Seat(s)); math.Float64bits(all[s]) != math.Float64bits(want) {
				t.Fatalf("seed %d: Scores gives seat %d %v, Score %v", seed, s, all[s], want)
			}
		}
	}
	for i, e := range eachRandomPosition(t, 30, check) {
		check(uint64(i+1), e) // and the finished game
	}
}

// TestPlayableCountsWhatTheHandCanPay checks the evaluation's packed count of payable hand cards
// against the rule written plainly (affordable, the hand's other cards paying the card cost), in
// every position of random games of 2 to 4 seats.
func TestPlayableCountsWhatTheHandCanPay(t *testing.T) {
	eachRandomPosition(t, 30, func(seed uint64, e *State) {
		for i := range int(e.n) {
			s := &e.seat[i]
			want := 0
			for _, h := range [2]*stack{&s.known, &s.hidden} {
				for _, k := range h.cards() {
					if affordable(s, &e.tab.kinds[k], s.handSize()-1) {
						want++
					}
				}
			}
			if got := s.playable(e.tab); got != want {
				t.Fatalf("seed %d: seat %d with counters %v can pay %d hand cards, playable says %d", seed, i+1, s.counters, want, got)
			}
		}
	})
}

// TestScoreOrdersPositionsAsTheEvaluation checks, over random games, that greedy's cheap score
// (cards.Scorer) is what the evaluation is the logistic of, and that a game over scores by result.
func TestScoreOrdersPositionsAsTheEvaluation(t *testing.T) {
	finished := eachRandomPosition(t, 20, func(seed uint64, e *State) {
		for s := cards.Seat(0); int(s) < e.Seats(); s++ {
			want := 1 / (1 + math.Exp(-e.Score(s)/evalScale))
			if got := e.Evaluate(s); math.Abs(got-want) > 1e-12 {
				t.Fatalf("seed %d: seat %d evaluates %v, the logistic of its score %v", seed, s, got, want)
			}
		}
	})
	for i, e := range finished {
		for s := cards.Seat(0); int(s) < e.Seats(); s++ {
			p, sc := e.Result().Payoff(s), e.Score(s)
			if p == 1 && !math.IsInf(sc, 1) || p == 0 && !math.IsInf(sc, -1) {
				t.Fatalf("seed %d: game over, seat %d has payoff %v and score %v", i+1, s, p, sc)
			}
		}
	}
}
