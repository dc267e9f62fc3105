package printing

import (
	"math"
	"testing"
)

// FuzzParsePaper: --paper values parse to a finite positive size or fail.
func FuzzParsePaper(f *testing.F) {
	for _, s := range []string{"a4", "letter", "300x450", "1e308x1e308", "NaNx5", "-1x4", "0x0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePaper(s)
		if err == nil && !(p.W > 0 && p.H > 0 && !math.IsInf(p.W, 0) && !math.IsInf(p.H, 0)) {
			t.Fatalf("ParsePaper(%q) = %+v", s, p)
		}
	})
}

// FuzzParseCardSize: --card values parse to a finite positive size or fail.
func FuzzParseCardSize(f *testing.F) {
	for _, s := range []string{"poker", "bridge", "63.5x88.9", "infx1", "1x", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCardSize(s)
		if err == nil && !(c.W > 0 && c.H > 0 && !math.IsInf(c.W, 0) && !math.IsInf(c.H, 0)) {
			t.Fatalf("ParseCardSize(%q) = %+v", s, c)
		}
	})
}
