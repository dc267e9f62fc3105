package flask

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// The Append forms write exactly what Code, CostLine and EffectTitles return, for every
// composition of the standard set and of random sets (other symbols, gains, card costs); and
// what the loops one copy, one symbol and one effect at a time write (the forms before
// cardText), also for compositions over a base card's limit.
func TestAppendFormsWriteTheLines(t *testing.T) {
	sets := testSets(t)
	var b []byte
	for _, rs := range sets {
		for _, c := range rs.AllCompositions() {
			if b = rs.AppendCode(b[:0], c); string(b) != rs.Code(c) {
				t.Fatalf("%s: AppendCode %q, Code %q", rs.Name(), b, rs.Code(c))
			}
			if b = rs.AppendCostLine(append(b[:0], 'x'), c); string(b[1:]) != rs.CostLine(c) {
				t.Fatalf("%s %s: AppendCostLine %q, CostLine %q", rs.Name(), rs.Code(c), b[1:], rs.CostLine(c))
			}
			want := strings.Join(rs.EffectTitles(c), " / ")
			if b = rs.AppendEffectTitles(append(b[:0], 'x'), c, " / "); string(b[1:]) != want {
				t.Fatalf("%s %s: AppendEffectTitles %q, EffectTitles %q", rs.Name(), rs.Code(c), b[1:], want)
			}
		}
	}
	for _, rs := range sets {
		over := rs.AllCompositions()
		for i := range over {
			// every composition with one base card's count raised by 0 to 4, beyond the limit too
			over[i][rs.order[i%len(rs.order)]] += uint8(i % 5)
		}
		for _, c := range append(rs.AllCompositions(), over...) {
			want := rs.appendCodeByCopy([]byte("x"), c)
			if got := rs.AppendCode([]byte("x"), c); string(got) != string(want) {
				t.Fatalf("%s %v: AppendCode %q, one copy at a time %q", rs.Name(), c, got, want)
			}
			if got := rs.appendCodeByRun(rs.text(), []byte("x"), c); string(got) != string(want) {
				t.Fatalf("%s %v: appendCodeByRun %q, one copy at a time %q", rs.Name(), c, got, want)
			}
			if got, want := rs.appendCostSymbols([]byte("x"), c), rs.appendCostSymbolsByOne([]byte("x"), c); string(got) != string(want) {
				t.Fatalf("%s %v: appendCostSymbols %q, one symbol at a time %q", rs.Name(), c, got, want)
			}
			if got, want := rs.AppendEffectTitles([]byte("x"), c, " | "), rs.appendEffectTitlesByEffect([]byte("x"), c, " | "); string(got) != string(want) {
				t.Fatalf("%s %v: AppendEffectTitles %q, one effect at a time %q", rs.Name(), c, got, want)
			}
		}
	}
}

// testSets returns the standard set and 20 random ones.
func testSets(t *testing.T) []*RuleSet {
	sets := []*RuleSet{Standard}
	r := cards.NewRand(7)
	for n := 0; len(sets) < 21 && n < 1000; n++ {
		if rs, err := CompileRuleSet(randomSet(&r, n)); err == nil { // some random sets allow no deck
			sets = append(sets, rs)
		}
	}
	if len(sets) < 21 {
		t.Fatalf("only %d random sets compiled", len(sets)-1)
	}
	return sets
}
