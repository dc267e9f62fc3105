package games

import (
	"encoding/json"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

type determinizer interface {
	Determinize(observer cards.Seat, r *cards.Rand)
}

// A seat's position (replay --json --as SEAT) holds only what that seat knows: re-dealing every
// card it cannot see (Determinize) leaves its position unchanged, over many random positions of
// every game. The full position (--all) does change: it shows the hidden cards.
func TestASeatsPositionHidesWhatTheSeatCannotSee(t *testing.T) {
	for _, g := range Builtin() {
		lo, hi := g.SeatRange()
		changedAll := 0
		for game := range 60 {
			seats := lo + game%(min(hi, 4)-lo+1)
			tab, err := g.New(cards.Config{Seats: seats, Seed: uint64(game)})
			if err != nil {
				t.Fatal(err)
			}
			r := cards.NewRand(uint64(game))
			steps := r.Intn(60)
			for i := 0; i < steps && !tab.Over(); i++ {
				legal := tab.LegalMoves()
				if _, err := tab.Play(legal[r.Intn(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			if tab.Over() {
				continue // a finished game shows every hand
			}
			viewer := cards.Seat(r.Intn(seats))
			p, ok := tab.Engine().(cards.Positioner)
			if !ok {
				t.Fatalf("%s: the engine writes no position", g.Name())
			}
			before, all := js(p.Position(viewer, false)), js(p.Position(viewer, true))
			other := tab.CloneTable()
			rr := cards.NewRand(uint64(game) + 99)
			other.Engine().(determinizer).Determinize(viewer, &rr)
			q := other.Engine().(cards.Positioner)
			if after := js(q.Position(viewer, false)); after != before {
				t.Fatalf("%s game %d: seat %d's position changes when the hidden cards are re-dealt:\n%s\n%s", g.Name(), game, viewer+1, before, after)
			}
			if js(q.Position(viewer, true)) != all {
				changedAll++
			}
		}
		if changedAll == 0 {
			t.Errorf("%s: the full position never shows hidden cards", g.Name())
		}
	}
}

func js(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}
