package code

import (
	"math"
	"math/bits"
	"testing"
)

// The tables built at every start are computed the cheap way; these hold them to their definitions.

func TestHalfWeightsAreMathPow(t *testing.T) {
	for h, w := range halfWeights {
		if want := math.Pow(closeness, float64(h)/2); w != want {
			t.Fatalf("halfWeights[%d] = %v (%#x), math.Pow gives %v (%#x)", h, w, math.Float64bits(w), want, math.Float64bits(want))
		}
	}
}

func TestReversedDigitsMirrorEachSet(t *testing.T) {
	for set, got := range reversedDigits {
		var want uint16
		for d := range numDigits {
			if set&(1<<d) != 0 {
				want |= 1 << (numDigits - 1 - d)
			}
		}
		if got != want {
			t.Fatalf("reversedDigits[%#b] = %#b, want %#b", set, got, want)
		}
	}
}

func TestTopSetOfHoldsTheMatchingFaces(t *testing.T) {
	for c := Card(1); c <= numNumbers; c++ {
		for o := Card(1); o <= numNumbers; o++ {
			if want := o.Digit() == c.Digit() || o.Colour() == c.Colour(); tab.topSet[c].has(o) != want {
				t.Fatalf("tab.topSet[%v] has %v: %v, want %v", c, o, !want, want)
			}
		}
	}
	for c := range Card(numFaces) {
		if !c.IsNumber() && tab.topSet[c] != 0 {
			t.Fatalf("tab.topSet[%v] = %#x for a card that is not a number", c, tab.topSet[c])
		}
	}
}

func TestAroundIsTheSeatingOfEveryTable(t *testing.T) {
	for n := int8(MinSeats); n <= MaxSeats; n++ {
		for _, dir := range []int8{-1, 1} {
			s := State{n: n, dir: dir}
			s.seatingChanged()
			if got := tab.around[n][b2i(dir > 0)]; got != s.succ {
				t.Fatalf("tab.around[%d][dir %d] = %v, seatingChanged gives %v", n, dir, got, s.succ)
			}
		}
	}
}

func TestNthActIsNth(t *testing.T) {
	for set := range 32 {
		rest := cardSet(set) << Reverse
		for k := range bits.OnesCount(uint(set)) {
			if got, want := tab.nthAct[set][k], nth(rest, k); got != want {
				t.Fatalf("tab.nthAct[%#b][%d] = %v, nth gives %v", set, k, got, want)
			}
		}
	}
}

func TestRecipDividesSmallNumbers(t *testing.T) {
	for n := 1; n <= 4; n++ {
		for q := range 16 {
			if got := q * int(tab.recip[n]) >> 8; got != q/n {
				t.Fatalf("%d*tab.recip[%d]>>8 = %d, want %d", q, n, got, q/n)
			}
		}
	}
}
