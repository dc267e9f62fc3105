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

// The code fast path (a two-byte token found by cardText) reads every composition of the standard
// and random sets as addToken does: codes in any case, names, one copy over the limit.
func TestParseCompositionCodesAsTokens(t *testing.T) {
	for _, rs := range testSets(t) {
		for i, c := range rs.AllCompositions() {
			if rs != Standard && i%5 != 0 {
				continue // every composition of the standard set, a fifth of the others'
			}
			code := rs.Code(c)
			extra := rs.order[i%len(rs.order)]
			inputs := []string{code, strings.ToLower(code), code + " " + rs.BaseCode(extra),
				rs.BaseName(extra) + " " + strings.ToLower(code), code + " q7", "a1 " + code}
			for _, in := range inputs {
				got, gotErr := rs.ParseComposition(in)
				want, wantErr := parseRuneByRune(rs, in)
				if got != want || (gotErr == nil) != (wantErr == nil) || (gotErr != nil && gotErr.Error() != wantErr.Error()) {
					t.Fatalf("%s %q: %v, %v; rune by rune %v, %v", rs.Name(), in, got, gotErr, want, wantErr)
				}
			}
		}
	}
}
