package sim

import (
	"math"
	"testing"
)

// The expected bounds were worked out by hand from the Wilson formula (and agree with R's
// prop.test(x, n, correct = FALSE)): e.g. 5 of 10: p = .5, z²/n = .38415, centre = .5,
// half = 1.96/1.38415 · √(.025 + .0096) = .26341, so [.23659, .76341].
func TestWilsonKnownValues(t *testing.T) {
	tests := []struct {
		name      string
		successes float64
		n         int
		low, high float64
	}{
		{"half of ten", 5, 10, 0.236593, 0.763407},
		{"half of a hundred", 50, 100, 0.403832, 0.596168},
		{"none of twenty", 0, 20, 0, 0.161125},
		{"all of ten", 10, 10, 0.722467, 1},
		{"81 of 263", 81, 263, 0.255289, 0.366210},
		{"one of three", 1, 3, 0.061492, 0.792340},
		{"no trials", 0, 0, 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			iv := Wilson(tt.successes, tt.n, Z95)
			if math.Abs(iv.Low-tt.low) > 1e-6 || math.Abs(iv.High-tt.high) > 1e-6 {
				t.Errorf("Wilson(%v, %d) = [%.6f, %.6f], want [%.6f, %.6f]", tt.successes, tt.n, iv.Low, iv.High, tt.low, tt.high)
			}
			if tt.n > 0 && !iv.Contains(tt.successes/float64(tt.n)) {
				t.Errorf("the interval [%f, %f] does not contain the observed rate", iv.Low, iv.High)
			}
		})
	}
}

func TestWilsonNarrowsWithMoreTrials(t *testing.T) {
	prev := 1.0
	for _, n := range []int{10, 100, 1000, 10000} {
		iv := Wilson(0.3*float64(n), n, Z95)
		if w := iv.High - iv.Low; w >= prev {
			t.Errorf("n=%d: width %f is not below %f", n, w, prev)
		} else {
			prev = w
		}
	}
	// At large n the Wilson interval approaches p ± z·√(p(1−p)/n).
	iv := Wilson(3000, 10000, Z95)
	want := Z95 * math.Sqrt(0.3*0.7/10000)
	if got := (iv.High - iv.Low) / 2; math.Abs(got-want) > 1e-5 {
		t.Errorf("half width %f, want about %f", got, want)
	}
}
