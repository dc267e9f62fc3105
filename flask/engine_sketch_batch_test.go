package flask

import (
	"math"
	"slices"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// The playout rule's batched values against the code they replaced, kept here as the oracle: one
// ownValue (a pass over the hand) per option.

// quickOptionRef is session 6's quickValue of a counter or hand-card move, on a sketch loaded as
// quickMove loaded it: the mover's seat (grow, gain, pay), the target's (lose, discard).
func (e *State) quickOptionRef(q sketchSeat, m Move) float64 {
	switch m.Kind {
	case MoveGrow, MoveGain:
		n := int16(1)
		if m.Kind == MoveGain {
			n = int16(e.tab.kinds[e.res.queue.c[e.res.next]].choiceAmount)
		}
		q.counters[m.Arg] += n
		return e.ownValue(&q)
	case MoveNoGrow:
		return e.ownValue(&q)
	case MovePayAny:
		q.counters[m.Arg]--
		return e.ownValue(&q)
	case MovePayCard, MoveDiscard:
		q.take(m.Arg)
		return e.ownValue(&q)
	case MoveLose:
		q.counters[m.Arg]--
		if e.toMove == uint8(e.res.target) {
			return e.ownValue(&q)
		}
		return -e.ownValue(&q)
	}
	return math.Inf(-1)
}

// quickMoveRef is session 6's quickMove in the phases quickCounter, quickHandChoice and quickMain
// now decide.
func (e *State) quickMoveRef(moves []Move) Move {
	if e.phase == phaseMain {
		var b sketchBoard
		e.loadSketch(&b)
		best, bestV := moves[0], math.Inf(-1)
		for _, m := range moves {
			if v := e.quickValue(&b, m); v > bestV {
				best, bestV = m, v
			}
		}
		return best
	}
	var q sketchSeat
	switch e.phase {
	case phaseLose, phaseDiscard:
		q.load(&e.seat[e.res.target])
	default:
		q.load(&e.seat[e.toMove])
	}
	best, bestV := moves[0], math.Inf(-1)
	for _, m := range moves {
		if v := e.quickOptionRef(q, m); v > bestV {
			best, bestV = m, v
		}
	}
	return best
}

// payBestRef, gainBestRef and bestLossRef are session 6's payBest, gainBest and bestLoss.
func (q *sketchSeat) payBestRef(e *State, sign int) {
	best, bestV, options := -1, math.Inf(-1), 0
	for c := range 4 {
		if q.counters[c] > 0 {
			best, options = c, options+1
		}
	}
	if options <= 1 {
		if best >= 0 {
			q.counters[best]--
		}
		return
	}
	best = -1
	for c := range 4 {
		if q.counters[c] <= 0 {
			continue
		}
		q.counters[c]--
		v := e.ownValue(q)
		q.counters[c]++
		if sign == -1 {
			v = -v
		}
		if v > bestV {
			best, bestV = c, v
		}
	}
	if best >= 0 {
		q.counters[best]--
	}
}

func (q *sketchSeat) gainBestRef(e *State, n int16) {
	best, bestV := 0, math.Inf(-1)
	for c := range 4 {
		q.counters[c] += n
		v := e.ownValue(q)
		q.counters[c] -= n
		if v > bestV {
			best, bestV = c, v
		}
	}
	q.counters[best] += n
}

func (e *State) bestLossRef(q *sketchSeat) (uint8, bool) {
	best, bestV := uint8(0), math.Inf(-1)
	n := q.hn
	if n == 0 {
		return 0, false
	}
	var seen [4]uint64
	for i := range n {
		k := q.hand[i]
		if seen[k>>6]&(1<<(k&63)) != 0 {
			continue
		}
		seen[k>>6] |= 1 << (k & 63)
		q.hand[i], q.hand[n-1] = q.hand[n-1], k
		q.hn = n - 1
		v := e.ownValue(q)
		q.hn = n
		q.hand[n-1], q.hand[i] = q.hand[i], k
		if v > bestV {
			best, bestV = k, v
		}
	}
	return best, true
}

// TestBatchedSketchValuesAreOwnValues checks, on the sketches of every seat of random positions
// (every preset deck, with and without the cap, the attacker choosing losses) and on sketches with random counters, that each batched
// value is ownValue of the changed sketch bit for bit, and that payBest, gainBest and bestLoss
// choose as session 6's versions did.
func TestBatchedSketchValuesAreOwnValues(t *testing.T) {
	colours := PresetNames[1:]
	variants := [][]string{nil, {"cap=none"}, {"lose=attacker"}}
	r := cards.NewRand(7)
	checks := 0
	for seed := uint64(1); seed <= 60; seed++ {
		seats := 2 + int(seed%3)
		decks := make([]string, seats)
		for i := range decks {
			decks[i] = colours[(int(seed)+i)%len(colours)]
		}
		e, err := New(cards.Config{Seats: seats, Seed: seed, Decks: decks, Rules: rulesOf(t, variants[seed%3])})
		if err != nil {
			t.Fatal(err)
		}
		rb := &cards.Random[Move]{}
		for !e.Over() {
			for i := uint8(0); i < e.n; i++ {
				var q sketchSeat
				q.load(&e.seat[i])
				checkBatched(t, e, q)
				for c := range q.counters { // and the same hand with other counters
					q.counters[c] = int16(r.Intn(9))
				}
				checkBatched(t, e, q)
				checks += 2
			}
			moves := e.Legal(nil)
			if n := len(moves); n > 1 && moves[n-1].Kind == MoveResign {
				moves = moves[:n-1]
			}
			switch e.phase {
			case phaseGrow, phaseMain, phasePayAny, phaseGain, phaseLose, phasePayCard, phaseDiscard:
				want := moves[0] // a sole move is taken unweighed
				if len(moves) > 1 {
					want = e.quickMoveRef(moves)
				}
				if got := e.quickMove(); got != want {
					t.Fatalf("seed %d: quickMove %v, session 6's %v in\n%s", seed, got, want, e.Describe(cards.NoSeat))
				}
			}
			if err := e.Play(rb.Choose(e, &r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checks < 1000 {
		t.Fatalf("only %d sketches checked", checks)
	}
}

// checkBatched compares the batched values of sketch q with ownValue and session 6's choices.
func checkBatched(t *testing.T, e *State, q sketchSeat) {
	t.Helper()
	for _, d := range []int16{-1, 1, 2, 3} {
		var vs [4]float64
		e.ownValuesAdding(&q, d, &vs)
		for c := range 4 {
			if q.counters[c]+d < 0 {
				continue
			}
			changed := q
			changed.counters[c] += d
			if want := e.ownValue(&changed); math.Float64bits(vs[c]) != math.Float64bits(want) {
				t.Fatalf("counters %v hand %v: counter %d %+d valued %v, ownValue %v", q.counters, q.hand[:q.hn], c, d, vs[c], want)
			}
		}
	}
	var grow [5]float64
	var want [4]float64
	e.ownValuesGrowing(&q, &grow)
	e.ownValuesAdding(&q, 1, &want)
	if !sameBits(grow[:4], want[:]) || !sameBits(grow[4:], []float64{e.ownValue(&q)}) {
		t.Fatalf("counters %v hand %v: growing valued %v, ownValuesAdding %v and ownValue %v", q.counters, q.hand[:q.hn], grow, want, e.ownValue(&q))
	}
	if q.hn > 0 {
		w := e.newWithout(&q)
		for _, k := range q.hand[:q.hn] {
			less := q
			less.take(k)
			if got, want := w.value(k), e.ownValue(&less); math.Float64bits(got) != math.Float64bits(want) {
				t.Fatalf("counters %v hand %v: without %d valued %v, ownValue %v", q.counters, q.hand[:q.hn], k, got, want)
			}
		}
	}
	for _, sign := range []int{1, -1} {
		a, b := q, q
		a.payBest(e, sign)
		b.payBestRef(e, sign)
		if a.counters != b.counters {
			t.Fatalf("counters %v hand %v: payBest(%d) left %v, session 6's %v", q.counters, q.hand[:q.hn], sign, a.counters, b.counters)
		}
	}
	for _, n := range []int16{1, 2} {
		a, b := q, q
		a.gainBest(e, n)
		b.gainBestRef(e, n)
		if a.counters != b.counters {
			t.Fatalf("counters %v hand %v: gainBest(%d) left %v, session 6's %v", q.counters, q.hand[:q.hn], n, a.counters, b.counters)
		}
	}
	a, b := q, q
	ka, oka := e.bestLoss(&a)
	kb, okb := e.bestLossRef(&b)
	if ka != kb || oka != okb {
		t.Fatalf("counters %v hand %v: bestLoss %d %v, session 6's %d %v", q.counters, q.hand[:q.hn], ka, oka, kb, okb)
	}
}

// sameBits tells whether a and b hold the same floats bit for bit.
func sameBits(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Float64bits(a[i]) != math.Float64bits(b[i]) {
			return false
		}
	}
	return true
}

// TestSortKindsSorts checks the determinization's counting sort against slices.Sort on random
// multisets of card kinds, from empty to 2*maxCards cards.
func TestSortKindsSorts(t *testing.T) {
	r := cards.NewRand(5)
	for n := range 2*maxCards + 1 {
		for range 20 {
			s := make([]uint8, n)
			for i := range s {
				s[i] = uint8(r.Intn(1 + r.Intn(256)))
			}
			want := slices.Clone(s)
			slices.Sort(want)
			if sortKinds(s); !slices.Equal(s, want) {
				t.Fatalf("sortKinds gave %v, want %v", s, want)
			}
		}
	}
}

// TestCounterChoicesAsCounterChoiceOK checks the bit set of counterChoices against counterChoiceOK
// for every counter, on counters 0 to 4, every first counter and up to 9 resources left.
func TestCounterChoicesAsCounterChoiceOK(t *testing.T) {
	var c [4]int16
	for code := range 5 * 5 * 5 * 5 {
		for i, x := 0, code; i < 4; i, x = i+1, x/5 {
			c[i] = int16(x % 5)
		}
		for min := range uint8(5) {
			for left := int16(0); left < 10; left++ {
				got := counterChoices(&c, min, left)
				for k := range uint8(4) {
					if want := counterChoiceOK(&c, k, min, left); (got&(1<<k) != 0) != want {
						t.Fatalf("counters %v, min %d, left %d: counter %d %v, counterChoiceOK %v", c, min, left, k, got&(1<<k) != 0, want)
					}
				}
			}
		}
	}
}
