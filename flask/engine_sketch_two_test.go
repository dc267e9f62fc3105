package flask

import (
	"math"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestSketchScoreTwoIsAnys checks that the two-seat sketchScore gives sketchScoreAny's value bit for
// bit, on the two-seat positions of random games: the board as it stands and with each seat's
// sketch changed (counters, hand, deck, a seat emptied), as the mover's and as the target's.
func TestSketchScoreTwoIsAnys(t *testing.T) {
	r := cards.NewRand(3)
	checks := 0
	wholeTestPositions(t, 60, func(e *State) {
		if e.n != 2 || e.seat[0].out || e.seat[1].out {
			return
		}
		var b sketchBoard
		e.loadSketch(&b)
		for range 4 {
			var qs [2]sketchSeat
			for i := range qs {
				qs[i] = b.seat[i]
				q := &qs[i]
				for c := range q.counters {
					q.counters[c] = int16(r.Intn(5)) * int16(r.Intn(2))
				}
				q.hn = uint8(r.Intn(int(q.hn) + 1))
				q.deck = uint8(r.Intn(int(q.deck) + 1))
			}
			for me := range uint8(2) {
				for _, tg := range []int8{-1, 0, 1} {
					for _, withA := range []bool{false, true} {
						var qa, qt *sketchSeat
						if withA {
							qa = &qs[me]
						}
						if tg >= 0 {
							qt = &qs[tg]
						}
						got, want := e.sketchScoreTwo(&b, me, me, qa, tg, qt), e.sketchScoreAny(&b, me, me, qa, tg, qt)
						if math.Float64bits(got) != math.Float64bits(want) {
							t.Fatalf("seat %d, target %d, sketch %v: two-seat score %v, any table's %v in\n%s", me, tg, withA, got, want, e.Describe(cards.NoSeat))
						}
						checks++
					}
				}
			}
		}
	})
	if checks < 1000 {
		t.Fatalf("only %d scores checked", checks)
	}
}

// TestLoadSketchPayableIsLoadSketch checks that the main phase's board, with the turn player's
// payable hand cards counted by playableKinds, is loadSketch's bit for bit.
func TestLoadSketchPayableIsLoadSketch(t *testing.T) {
	checks := 0
	wholeTestPositions(t, 60, func(e *State) {
		if e.phase != phaseMain {
			return
		}
		var plays [2 * maxCards]uint8
		_, payable := e.playableKinds(&plays)
		var a, b sketchBoard
		e.loadSketch(&a)
		e.loadSketchPayable(&b, payable)
		if a.seat != b.seat || !sameBits(a.assets[:], b.assets[:]) {
			t.Fatalf("the board with the payable cards counted\n%+v\nloadSketch's\n%+v", b, a)
		}
		checks++
	})
	if checks < 500 {
		t.Fatalf("only %d boards checked", checks)
	}
}

// TestLifeByLanesIsClamped checks life's packed test and sum against each counter clamped to the
// cap and summed, for counters below 0, within and above the cap and at its edges, with and
// without the cap.
func TestLifeByLanesIsClamped(t *testing.T) {
	r := cards.NewRand(9)
	for _, variant := range [][]string{nil, {"cap=none"}} {
		e, err := New(cards.Config{Seats: 2, Seed: 1, Rules: rulesOf(t, variant)})
		if err != nil {
			t.Fatal(err)
		}
		lim := e.tab.lim
		picks := []int16{-3, -1, 0, 1, 2, int16(lim) - 1, int16(lim), int16(lim) + 1, int16(lim) + 7, counterMax}
		for range 20000 {
			var c [4]int16
			for i := range c {
				c[i] = picks[r.Intn(len(picks))]
			}
			want := 0
			for _, v := range c {
				want += max(min(int(v), lim), 0)
			}
			if got := e.life(&c); got != want {
				t.Fatalf("cap %d, counters %v: life %d, clamped sum %d", lim, c, got, want)
			}
		}
	}
}
