package printjob

import (
	"math"
	"strings"
	"testing"
)

// FuzzParseOffset: --offset values parse to two finite numbers or fail.
func FuzzParseOffset(f *testing.F) {
	for _, s := range []string{"0,0", "1,-0.5", "NaN,1", "1e400,0", ",", "1,2,3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, y, err := parseOffset(s)
		if err == nil && (math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0)) {
			t.Fatalf("parseOffset(%q) = %v, %v", s, x, y)
		}
	})
}

// FuzzSelectCards: --cards values select cards in range or fail.
func FuzzSelectCards(f *testing.F) {
	for _, s := range []string{"1,3-5", "Sabotage", "5-2", "0", "-", "1-99999999999999999999", `"Quick Reaction"`} {
		f.Add(s)
	}
	names := []string{"Sabotage", "Returning Double Attack", "Quick Reaction", "a,b", "5"}
	f.Fuzz(func(t *testing.T, s string) {
		idx, err := SelectCards(s, names)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error on several lines: %q", err)
			}
			return
		}
		for _, i := range idx {
			if i < 0 || i >= len(names) {
				t.Fatalf("SelectCards(%q) selected %d of %d cards", s, i, len(names))
			}
		}
	})
}
