package flask

import (
	"math"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// wholeTestPositions calls visit on every position of random games over every preset deck, two to
// four seats, with and without the cap.
func wholeTestPositions(t *testing.T, games int, visit func(e *State)) {
	t.Helper()
	colours := PresetNames[1:]
	variants := [][]string{nil, {"cap=none"}, {"lose=attacker"}}
	r := cards.NewRand(11)
	rb := &cards.Random[Move]{}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		seats := 2 + int(seed%3)
		if seed%2 == 0 {
			seats = 2 // the search's usual table
		}
		decks := make([]string, seats)
		for i := range decks {
			decks[i] = colours[(int(seed)+i)%len(colours)]
		}
		e, err := New(cards.Config{Seats: seats, Seed: seed, Decks: decks, Rules: rulesOf(t, variants[seed%3])})
		if err != nil {
			t.Fatal(err)
		}
		for !e.Over() {
			visit(e)
			if err := e.Play(rb.Choose(e, &r)); err != nil {
				t.Fatal(err)
			}
		}
		visit(e)
	}
}

// TestCutoffEvaluateAllIsEachSeats checks that CutoffEvaluateAll writes CutoffEvaluate of every
// seat bit for bit, on the positions of random games and on playouts' cut-offs.
func TestCutoffEvaluateAllIsEachSeats(t *testing.T) {
	checks := 0
	wholeTestPositions(t, 60, func(e *State) {
		got := make([]float64, e.n)
		e.CutoffEvaluateAll(got)
		for s := range got {
			if want := e.CutoffEvaluate(cards.Seat(s)); math.Float64bits(got[s]) != math.Float64bits(want) {
				t.Fatalf("seat %d: CutoffEvaluateAll %v, CutoffEvaluate %v in\n%s", s, got[s], want, e.Describe(cards.NoSeat))
			}
		}
		checks++
	})
	if checks < 1000 {
		t.Fatalf("only %d positions checked", checks)
	}
}

// TestSoftPlayoutIsItsSteps checks that SoftPlayout plays what as many SoftPlayoutStep calls play,
// with the same random numbers, from positions of random games.
func TestSoftPlayoutIsItsSteps(t *testing.T) {
	checks := 0
	wholeTestPositions(t, 30, func(e *State) {
		for _, max := range []int{0, 1, 7, 20} {
			a, b := e.Clone().(*State), e.Clone().(*State)
			ra, rb := cards.NewRand(uint64(checks)), cards.NewRand(uint64(checks))
			a.SoftPlayout(&ra, 1.5, max)
			for range max {
				if !b.SoftPlayoutStep(&rb, 1.5) {
					break
				}
			}
			if ra != rb || a.Describe(cards.NoSeat) != b.Describe(cards.NoSeat) || a.stateHead != b.stateHead || a.seat != b.seat {
				t.Fatalf("%d steps: SoftPlayout reached\n%s\nthe steps\n%s", max, a.Describe(cards.NoSeat), b.Describe(cards.NoSeat))
			}
			checks++
		}
	})
	if checks < 1000 {
		t.Fatalf("only %d playouts checked", checks)
	}
}

// TestDeterminizeRemembersItsSorts checks that a world dealing again and again from copies of
// positions (with its memory of the sorted unseen cards) deals exactly as a fresh copy would
// (which sorts them anew), for every seat's view and none.
func TestDeterminizeRemembersItsSorts(t *testing.T) {
	world := new(State)
	checks := 0
	wholeTestPositions(t, 30, func(e *State) {
		// other is e with other cards unseen, as many: deals from e and other alternate.
		other := e.Clone().(*State)
		for i := range other.n {
			for _, st := range []*stack{&other.seat[i].hidden, &other.seat[i].deck} {
				for j := range st.n {
					st.c[j] = uint8((int(st.c[j]) + 1) % len(e.tab.kinds))
				}
			}
		}
		for obs := cards.NoSeat; int(obs) < int(e.n); obs++ {
			for k := range 6 { // e, e, other, other, e, e: every second deal finds its sorts remembered
				from := e
				if k/2 == 1 {
					from = other
				}
				world.CopyFrom(from)
				e := from
				fresh := e.Clone().(*State)
				ra, rb := cards.NewRand(uint64(checks)), cards.NewRand(uint64(checks))
				world.Determinize(obs, &ra)
				fresh.Determinize(obs, &rb)
				if ra != rb || world.stateHead != fresh.stateHead || !sameSeats(world, fresh) {
					t.Fatalf("observer %d: the remembering world dealt\n%s\na fresh copy\n%s", obs, world.Describe(cards.NoSeat), fresh.Describe(cards.NoSeat))
				}
				checks++
			}
		}
	})
	if checks < 1000 {
		t.Fatalf("only %d deals checked", checks)
	}
}

// sameSeats tells whether a and b hold the same seats in play.
func sameSeats(a, b *State) bool {
	for i := range a.n {
		if a.seat[i] != b.seat[i] {
			return false
		}
	}
	return a.n == b.n
}
