package flask

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// The Append forms write exactly what Code, CostLine and EffectTitles return, for every
// composition of the standard set and of random sets (other symbols, gains, card costs).
func TestAppendFormsWriteTheLines(t *testing.T) {
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
}
