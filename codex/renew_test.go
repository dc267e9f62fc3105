package codex

import (
	"reflect"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Renewing a finished game's table sets up exactly the position New sets up, whatever the old
// game's seats, rules or progress; a table of another game is not reused.
func TestRenewDealsAsNew(t *testing.T) {
	r := cards.NewRand(5)
	old, err := Game{}.New(cards.Config{Seats: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for i, cfg := range []cards.Config{
		{Seats: 2, Seed: 9},
		{Seats: 3, Seed: 10, Rules: map[string]string{RuleSecret: "no"}},
		{Seats: 4, Seed: 11},
		{Seats: 2, Seed: 12},
	} {
		playRandom(t, old.Engine().(*State), &r, nil)
		prev := old.Engine().(*State)
		renewed, err := Game{}.Renew(old, cfg)
		if err != nil {
			t.Fatalf("%d: %v", i, err)
		}
		want, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		got := renewed.Engine().(*State)
		if got != prev {
			t.Errorf("%d: the position was not dealt into the old one's memory", i)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%d: renewed position differs from New's", i)
		}
		old = renewed
	}
	if _, err := (Game{}).Renew(old, cards.Config{Seats: 5}); err == nil {
		t.Error("renewing with 5 seats: no error")
	}
	if t2, err := (Game{}).Renew(nil, cards.Config{Seats: 2, Seed: 1}); err != nil || t2 == nil {
		t.Errorf("renewing no table: %v", err)
	}
}
