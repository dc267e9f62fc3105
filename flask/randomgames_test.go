package flask

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// eachRandomPosition plays one random game of 2 to 4 seats for each seed from 1 to seeds, calls
// check on every position before the game is over, and returns the finished games in seed order.
func eachRandomPosition(t *testing.T, seeds uint64, check func(seed uint64, e *State)) []*State {
	t.Helper()
	var finished []*State
	for seed := uint64(1); seed <= seeds; seed++ {
		e, err := New(cards.Config{Seats: 2 + int(seed%3), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := cards.NewRand(seed)
		rb := &cards.Random[Move]{}
		for !e.Over() {
			check(seed, e)
			if err := e.Play(rb.Choose(e, &r)); err != nil {
				t.Fatal(err)
			}
		}
		finished = append(finished, e)
	}
	return finished
}
