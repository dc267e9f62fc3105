package cardstest

import (
	"reflect"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// RenewDealsAsNew checks a game's Renew (cards.Renewer): starting from table first, it plays each
// match out with playOut, renews the table into the next config of cfgs and checks that the
// position is dealt in the old position's memory and equals fresh's for that config
// (reflect.DeepEqual), whatever the old game's seats, rules or progress; then that a bad config
// is refused (bad), and that a nil table and a table of another game (CoinGame's) are renewed into
// a new position of this game.
func RenewDealsAsNew[S any](t *testing.T, renew func(cards.Table, cards.Config) (cards.Table, error),
	fresh func(cards.Config) (*S, error), playOut func(*S), first cards.Table, cfgs []cards.Config, bad cards.Config) {
	t.Helper()
	old := first
	for i, cfg := range cfgs {
		prev := old.Engine().(*S)
		playOut(prev)
		renewed, err := renew(old, cfg)
		if err != nil {
			t.Fatalf("%d: %v", i, err)
		}
		want, err := fresh(cfg)
		if err != nil {
			t.Fatal(err)
		}
		got := renewed.Engine().(*S)
		if got != prev {
			t.Errorf("%d: the position was not dealt into the old one's memory", i)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%d: renewed position differs from New's", i)
		}
		old = renewed
	}
	if _, err := renew(old, bad); err == nil {
		t.Errorf("renewing with %d seats: no error", bad.Seats)
	}
	if t2, err := renew(nil, cards.Config{Seats: 2, Seed: 1}); err != nil || t2 == nil {
		t.Errorf("renewing no table: %v", err)
	}
	coin, err := CoinGame{}.New(cards.Config{Seats: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if t2, err := renew(coin, cards.Config{Seats: 2, Seed: 1}); err != nil || t2 == coin {
		t.Errorf("renewing another game's table: %v (the same table: %v)", err, t2 == coin)
	} else if _, ok := t2.Engine().(*S); !ok {
		t.Errorf("renewing another game's table gave a %T", t2.Engine())
	}
}
