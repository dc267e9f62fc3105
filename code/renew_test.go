package code

import (
	"reflect"
	"strconv"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
)

// Renewing a finished game's table sets up exactly the position New sets up, whatever the old
// game's seats, rules or progress, in the old position's memory; a table of another game is not
// reused.
func TestRenewDealsAsNew(t *testing.T) {
	r := cards.NewRand(5)
	old, err := Game{}.New(cards.Config{Seats: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	cardstest.RenewDealsAsNew(t, Game{}.Renew, New, func(s *State) { s.PlayRandomRun(&r, 100000, nil) }, old, []cards.Config{
		{Seats: 2, Seed: 9},
		{Seats: 3, Seed: 10, Rules: map[string]string{VariantReset: "off"}},
		{Seats: 4, Seed: 11},
		{Seats: 8, Seed: 12, Rules: map[string]string{VariantTwoPlayerRev: "skip"}},
	}, cards.Config{Seats: 9})
}

// FillResult gives Result's result, in the memory of the result it fills, for games won and not
// over.
func TestFillResultIsResult(t *testing.T) {
	r := cards.NewRand(7)
	dst := cards.Result{Winners: make([]cards.Seat, 0, 4)}
	for seed := range uint64(30) {
		s, err := Deal(4, seed, Rules{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		s.PlayRandomRun(&r, int(seed)*40, nil) // some games end, some do not
		want := s.Result()
		s.FillResult(&dst)
		if dst.Reason != want.Reason || len(dst.Winners) != len(want.Winners) ||
			len(want.Winners) == 1 && dst.Winners[0] != want.Winners[0] || len(dst.Scores) != 0 {
			t.Errorf("seed %d: FillResult %+v, Result %+v", seed, dst, want)
		}
		if cap(dst.Winners) != 4 {
			t.Errorf("seed %d: the winners were not written into the result's memory", seed)
		}
	}
}

// The texts of playing an action card, which a simulation tallies, are "play " and the card's key,
// and a Reset's names its target seat, as String wrote them before they were made once; ParseRules
// reads the same variants Variants returns.
func TestPlayTextsAreTheCardsKeys(t *testing.T) {
	for c := Reverse; c < Reset; c++ {
		if got, want := PlayMove(c).String(), "play "+c.String(); got != want {
			t.Errorf("%v: %q, want %q", c, got, want)
		}
	}
	for n := range uint8(MaxSeats + 2) {
		m := Move{Kind: Play, A: Reset, N: n}
		if got, want := m.String(), "play reset seat "+strconv.Itoa(int(n)+1); got != want {
			t.Errorf("reset %d: %q, want %q", n, got, want)
		}
	}
	if !reflect.DeepEqual(Game{}.Variants(), variants[:]) {
		t.Error("Variants differs from the variants ParseRules reads")
	}
	v := Game{}.Variants()
	v[0].Values[0] = "changed"
	if variants[0].Values[0] == "changed" {
		t.Error("a change to Variants' values changed ParseRules' variants")
	}
}
