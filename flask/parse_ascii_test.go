package flask

import (
	"strings"
	"testing"
)

// parseRuneByRune is ParseComposition without its ASCII fast path: the reference.
func parseRuneByRune(rs *RuleSet, s string) (Composition, error) {
	var c Composition
	for rest := s; rest != ""; {
		i := strings.IndexFunc(rest, isTokenRune)
		if i < 0 {
			break
		}
		rest = rest[i:]
		j := strings.IndexFunc(rest, isSeparator)
		if j < 0 {
			j = len(rest)
		}
		if err := rs.addToken(&c, s, rest[:j]); err != nil {
			return Composition{}, err
		}
		rest = rest[j:]
	}
	return c, nil
}

// ParseComposition's ASCII fast path reads every input as the rune-by-rune loop does, whatever
// non-ASCII separators, tokens or bytes the input mixes in.
func TestParseCompositionASCIIPathAsRunes(t *testing.T) {
	inputs := []string{"", " ", "r1", "R1 - R1 - Y2", "r1,r1,y2", "R1R1Y2", "r1y2 b1", "Attack r1",
		"r1\u00a0y2", "r1–y2", "R1 — R1", "\uFEFFr1 y2", "r1 é", "é r1", "r1é", "ré1 y2", "r1 x9", "x9 é",
		"r1 r1 r1 r1", "y2 y2", "R1\u3000Y2\t", "g2 Y1 B1 B2 G1 R1 R2 Y2", "\xff r1", "r1 \xff", "r1\xffy2", "  r1  "}
	for _, in := range inputs {
		got, gotErr := Standard.ParseComposition(in)
		want, wantErr := parseRuneByRune(Standard, in)
		if got != want || (gotErr == nil) != (wantErr == nil) || (gotErr != nil && gotErr.Error() != wantErr.Error()) {
			t.Errorf("%q: %v, %v; rune by rune %v, %v", in, got, gotErr, want, wantErr)
		}
	}
}
