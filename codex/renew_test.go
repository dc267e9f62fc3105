package codex

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
)

// Renewing a finished game's table sets up exactly the position New sets up, whatever the old
// game's seats, rules or progress; a table of another game is not reused.
func TestRenewDealsAsNew(t *testing.T) {
	r := cards.NewRand(5)
	old, err := Game{}.New(cards.Config{Seats: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	cardstest.RenewDealsAsNew(t, Game{}.Renew, New, func(s *State) { playRandom(t, s, &r, nil) }, old, []cards.Config{
		{Seats: 2, Seed: 9},
		{Seats: 3, Seed: 10, Rules: map[string]string{RuleSecret: "no"}},
		{Seats: 4, Seed: 11},
		{Seats: 2, Seed: 12},
	}, cards.Config{Seats: 5})
}
