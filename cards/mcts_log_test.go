package cards

import (
	"math"
	"testing"
)

// TestLogOfIsMathLog checks the search's table of logarithms against math.Log, bit for bit, in and
// beyond the table and for values that are not whole numbers.
func TestLogOfIsMathLog(t *testing.T) {
	table := logTable()
	for _, n := range []float64{0, 1, 2, 3, 10, 2999, 3000, logTableSize - 1, logTableSize, logTableSize + 1, 1e6, 0.5, 2.25, 7.999} {
		if got, want := logOf(table, n), math.Log(n); math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("logOf(%v) = %v, math.Log %v", n, got, want)
		}
	}
	for i := range logTableSize {
		if got, want := logOf(table, float64(i)), math.Log(float64(i)); math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("logOf(%d) = %v, math.Log %v", i, got, want)
		}
	}
}
