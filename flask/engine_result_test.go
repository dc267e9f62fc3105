package flask

import (
	"slices"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// FillResult writes Result's result into the caller's memory, whatever was there, and allocates
// nothing once the memory holds every seat.
func TestFillResultIsResult(t *testing.T) {
	r := cards.NewRand(1)
	filled := cards.Result{Winners: []cards.Seat{3, 2, 1, 0}, Scores: []int{9}, Reason: "stale"}
	for i := range 600 {
		e, err := New(cards.Config{Seats: 2 + i%3, Seed: uint64(i)})
		if err != nil {
			t.Fatal(err)
		}
		for !e.Over() {
			e.PlayRandom(&r)
		}
		want := e.Result()
		e.FillResult(&filled)
		if !slices.Equal(filled.Winners, want.Winners) || filled.Scores != nil || filled.Reason != want.Reason {
			t.Fatalf("match %d: FillResult gave %+v, Result %+v", i, filled, want)
		}
		if allocs := testing.AllocsPerRun(10, func() { e.FillResult(&filled) }); allocs != 0 {
			t.Fatalf("match %d: FillResult allocates %v times, want 0", i, allocs)
		}
	}
}
