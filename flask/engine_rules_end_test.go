package flask

import (
	"errors"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

func TestAPlayerWhoseCountersAreAllZeroAtTheEndOfATurnIsOut(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack"}, Deck: repeatCard(5, "Profit")},
		{Counters: []int{0, 2, 0, 0}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Attack")
	if e.Over() {
		t.Fatal("going out is checked at the end of the turn, not at once")
	}
	act(t, e, "end")
	if !e.Over() || !e.Result().Won(0) || len(e.Result().Winners) != 1 {
		t.Fatalf("seat 1 should win: %+v", e.Result())
	}
}

func TestZeroCountersDuringATurnAreNotYetOut(t *testing.T) {
	// Seat 1 spends everything on Profit: 💥📘 → red 0, blue 0; then +💰💰💰. Zero during the turn
	// is fine; what counts is the end of the turn.
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Profit"}, Counters: []int{1, 1, 0, 0}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Profit", "end")
	if e.Over() || e.seat[0].out {
		t.Fatal("seat 1 has 3 yellow at the end of the turn and plays on")
	}
}

func TestAPlayerWhoseDeckIsEmptyAtTheStartOfTheirTurnIsOut(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Deck: []string{"Profit"}},
		{Hand: []string{"Attack"}},
	}})
	act(t, e, "no grow", "end")
	if !e.Over() || !e.Result().Won(0) {
		t.Fatalf("seat 2 starts its turn with an empty deck and is out: %+v", e.Result())
	}
}

func TestDrawingTheLastCardIsNotYetOut(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Deck: []string{"Profit"}},
		{Deck: repeatCard(3, "Profit")},
	}})
	act(t, e, "no grow", "end") // seat 1 draws its last card
	if e.Over() {
		t.Fatal("an empty deck counts at the start of one's own turn")
	}
	act(t, e, "no grow", "end")
	if !e.Over() || !e.Result().Won(1) {
		t.Fatalf("now seat 1 starts a turn with no deck: %+v", e.Result())
	}
}

func TestTheLastPlayersGoingOutTogetherIsADraw(t *testing.T) {
	// Seat 1's Attack takes seat 2's last 2 resources; seat 1 is already at 0 at the end of the turn.
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack"}, Counters: []int{1, 0, 0, 0}, Deck: repeatCard(5, "Profit")},
		{Counters: []int{2, 0, 0, 0}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Attack", "end")
	r := e.Result()
	if !e.Over() || len(r.Winners) != 2 || r.Payoff(0) != 0.5 {
		t.Fatalf("both out together: a draw; got %+v", r)
	}
}

func TestThreePlayersTheGameGoesOnUntilOneIsLeft(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Attack"}, Deck: repeatCard(5, "Profit")},
		{Counters: []int{2, 0, 0, 0}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Attack", "target seat 2", "end")
	if e.Over() || !e.seat[1].out {
		t.Fatalf("seat 2 is out, seats 1 and 3 play on")
	}
	if e.ToMove() != 2 {
		t.Errorf("seat 3 is next, not %v", e.ToMove())
	}
	mustBeIllegal(t, e, "target seat 2")
}

func TestDeterminizeKeepsWhatTheObserverHasSeen(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Apply", "Attack"}, Deck: []string{"Profit", "Reboot", "Balance"}, Discard: []string{"Sabotage"}},
		{Hand: []string{"Research", "Reaction"}, Deck: []string{"Profit", "Apply", "Attack", "Balance"}, Discard: []string{"Reboot"}},
	}})
	act(t, e, "no grow", "end", "no grow")
	// One of seat 2's hand cards becomes one everyone has seen (as after drawing it from the discard
	// pile, a Reboot or a block).
	e.seat[1].known.push(e.seat[1].hidden.pop())
	seenCard := e.seat[1].known.c[0]
	before := cardCounts(e)
	changed := false
	r := cards.NewRand(9)
	for range 50 {
		w := e.Clone().(*State)
		w.Determinize(0, &r)
		if hand(w, 1) != hand(e, 1) {
			t.Fatalf("the observer's own hand changed: %q → %q", hand(e, 1), hand(w, 1))
		}
		if discardTopFirst(w, 1) != discardTopFirst(e, 1) || discardTopFirst(w, 2) != discardTopFirst(e, 2) {
			t.Fatal("a discard pile changed")
		}
		if w.seat[1].known.len() != 1 || w.seat[1].known.c[0] != seenCard {
			t.Fatal("the card everyone saw in seat 2's hand changed")
		}
		if w.seat[1].handSize() != e.seat[1].handSize() || w.seat[1].deck.len() != e.seat[1].deck.len() {
			t.Fatal("hand and deck sizes are public")
		}
		after := cardCounts(w)
		for s := range 2 {
			if !sameCounts(before[s], after[s]) {
				t.Fatal("determinizing changed a seat's cards")
			}
		}
		if hand(w, 2) != hand(e, 2) {
			changed = true
		}
	}
	if !changed {
		t.Error("the opponent's hidden hand card was never dealt anew")
	}
}

func TestExplicitSetupRejectsBadPositions(t *testing.T) {
	base, _ := Preset("base")
	decks := []Deck{base, base}
	for _, tc := range []struct {
		name string
		st   Setup
	}{
		{"unknown card", Setup{Seats: []SeatSetup{{Hand: []string{"Dragon"}}, {}}}},
		{"pile without reaction", Setup{Seats: []SeatSetup{{Piles: [][]string{{"Attack"}}}, {}}}},
		{"counters", Setup{Seats: []SeatSetup{{Counters: []int{1, 2}}, {}}}},
		{"seat count", Setup{Seats: []SeatSetup{{}}}},
		{"first seat", Setup{First: 3, Seats: []SeatSetup{{}, {}}}},
	} {
		if _, err := NewSetup(decks, StandardRules, &tc.st, 1); err == nil {
			t.Errorf("%s: accepted", tc.name)
		}
	}
}

func TestAnIllegalDeckIsABadSetupNamingTheProblem(t *testing.T) {
	_, err := New(cards.Config{Seats: 2, Decks: []string{"base", "red"}})
	if err == nil {
		t.Fatal("the base preset (8 cards) is not a legal deck")
	}
	if !errors.Is(err, cards.ErrBadSetup) || !strings.Contains(err.Error(), "seat 1") {
		t.Errorf("error = %v", err)
	}
}

func TestEveryComputerPlayerDecidesOnlyFromWhatItsSeatHasSeen(t *testing.T) {
	// Two positions that differ only in which unseen cards seat 2 holds and in deck orders: every
	// computer player of seat 1, with the same random seed, must choose the same move in both.
	st := func(hand2, deck2, deck1 []string) Setup {
		return Setup{Seats: []SeatSetup{
			{Hand: []string{"Attack", "Balance", "Profit"}, Deck: deck1, Discard: []string{"Reboot"}},
			{Hand: hand2, Deck: deck2, Piles: [][]string{{"Reaction", "Attack"}}},
		}}
	}
	a := position(t, st([]string{"Sabotage", "Apply"}, []string{"Profit", "Research", "Attack"}, []string{"Apply", "Profit", "Sabotage"}))
	b := position(t, st([]string{"Attack", "Profit"}, []string{"Apply", "Sabotage", "Research"}, []string{"Sabotage", "Apply", "Profit"}))
	act(t, a, "no grow")
	act(t, b, "no grow")
	specs := []cards.BotSpec{{Level: cards.LevelMCTS, Iterations: 400}}
	for _, l := range cards.LadderLevels {
		specs = append(specs, cards.BotSpec{Level: l})
	}
	for _, spec := range specs {
		for seed := uint64(1); seed <= 3; seed++ {
			ra, rb := cards.NewRand(seed), cards.NewRand(seed)
			ma := cards.NewBot[Move](spec).Choose(a, &ra)
			mb := cards.NewBot[Move](spec).Choose(b, &rb)
			if ma.String() != mb.String() {
				t.Errorf("%v, seed %d: %q with one hidden deal, %q with another", spec, seed, ma, mb)
			}
		}
	}
}
