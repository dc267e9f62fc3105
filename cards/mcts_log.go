package cards

import (
	"math"
	"sync"
)

// logTableSize is how many of the natural logarithms of whole numbers logOf looks up.
const logTableSize = 1 << 14

// logTable holds math.Log(i) for i below logTableSize, made on first use.
var logTable = sync.OnceValue(func() *[logTableSize]float64 {
	var t [logTableSize]float64
	for i := range t {
		t[i] = math.Log(float64(i))
	}
	return &t
})

// logOf is math.Log(n) for a count n (a whole number, as a node's availability is), looked up in
// table t (logTable's) below logTableSize: the same value, without computing it at every step of
// the search.
func logOf(t *[logTableSize]float64, n float64) float64 {
	if i := int(n); n >= 0 && i < logTableSize && float64(i) == n {
		return t[i]
	}
	return math.Log(n)
}
