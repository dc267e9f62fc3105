package flask

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/internal/golden"
)

// fullTablePath is the golden table of all 16,384 compositions, gzipped (4 MB of text otherwise).
const fullTablePath = "testdata/compositions_all.tsv.gz"

// referenceRow computes one table row straight from the wording of spec/flask.md, independently of
// the model's code: it is how the golden full table was written (go test ./flask -run Table -update).
func referenceRow(y1, y2, r1, r2, g1, g2, b1, b2 int) string {
	// The code: G2, Y1, B1, B2, G1, R1, R2, Y2, each repeated by its count, joined by " - ".
	var parts []string
	for _, p := range []struct {
		code string
		n    int
	}{{"G2", g2}, {"Y1", y1}, {"B1", b1}, {"B2", b2}, {"G1", g1}, {"R1", r1}, {"R2", r2}, {"Y2", y2}} {
		for i := 0; i < p.n; i++ {
			parts = append(parts, p.code)
		}
	}
	code := strings.Join(parts, " - ")

	// The cost: Y1 💥📘, Y2 💰💰, R1 💥, R2 💥, B2 📘, G1 💚❔, G2 💚💚; printed 💚 💰 📘 💥 ❔.
	green := g1 + 2*g2
	yellow := 2 * y2
	blue := y1 + b2
	red := y1 + r1 + r2
	anyKind := g1
	cost := strings.Repeat("💚", green) + strings.Repeat("💰", yellow) + strings.Repeat("📘", blue) +
		strings.Repeat("💥", red) + strings.Repeat("❔", anyKind)
	cardWord := "Cards"
	if b1 == 1 {
		cardWord = "Card"
	}
	switch {
	case cost == "" && b1 == 0:
		cost = " "
	case cost == "":
		cost = fmt.Sprintf("%d %s", b1, cardWord)
	case b1 > 0:
		cost = fmt.Sprintf("%s and %d %s", cost, b1, cardWord)
	}

	// The effects in printed order.
	var effects []string
	if g2 == 1 {
		effects = append(effects, "Reaction")
	}
	if y1+b1 > 0 {
		effects = append(effects, "+"+strings.Repeat("💰💰💰", y1)+strings.Repeat("📘📘", b1))
	}
	if b2 == 1 {
		effects = append(effects, "Draw 1 Card")
	} else if b2 > 1 {
		effects = append(effects, fmt.Sprintf("Draw %d Cards", b2))
	}
	for range g1 {
		effects = append(effects, "+2 Resources of one kind")
	}
	if r1 > 0 {
		effects = append(effects, fmt.Sprintf("Action: -%d Resources", 2*r1))
	}
	if r2 > 0 {
		effects = append(effects, fmt.Sprintf("Action: -%d Cards", 2*r2))
	}
	if y2 == 1 {
		effects = append(effects, "Reboot")
	}
	return fmt.Sprintf("%d\t%t\t%d\t%d\t%d\t%t\t%d\t%d\t%s\t%s\t%s",
		y1, y2 == 1, r1, r2, g1, g2 == 1, b1, b2, code, cost, strings.Join(effects, " / "))
}

// referenceTable writes every composition's row in the original's order (y1 slowest … b2 fastest).
func referenceTable() string {
	var sb strings.Builder
	sb.WriteString(tableHeader + "\n")
	for y1 := 0; y1 <= 3; y1++ {
		for y2 := 0; y2 <= 1; y2++ {
			for r1 := 0; r1 <= 3; r1++ {
				for r2 := 0; r2 <= 3; r2++ {
					for g1 := 0; g1 <= 3; g1++ {
						for g2 := 0; g2 <= 1; g2++ {
							for b1 := 0; b1 <= 3; b1++ {
								for b2 := 0; b2 <= 3; b2++ {
									sb.WriteString(referenceRow(y1, y2, r1, r2, g1, g2, b1, b2) + "\n")
								}
							}
						}
					}
				}
			}
		}
	}
	return sb.String()
}

// TestFullTable checks all 16,384 compositions against the golden full table, and the golden table
// against every row the original editor printed in the sample, so the whole space matches.
func TestFullTable(t *testing.T) {
	if golden.Update() {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write([]byte(referenceTable()))
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		golden.Write(t, fullTablePath, buf.Bytes())
	}
	rows := readTable(t, fullTablePath)
	all := AllCompositions()
	if len(rows) != NumCompositions || len(all) != NumCompositions {
		t.Fatalf("golden has %d rows, AllCompositions %d; want %d", len(rows), len(all), NumCompositions)
	}
	seen := map[string]bool{}
	for i, r := range rows {
		c := all[i]
		if c != r.comp {
			t.Fatalf("line %d: AllCompositions()[%d] = %v, golden row holds %v", r.line, i, c, r.comp)
		}
		if seen[r.code] {
			t.Errorf("line %d: code %q appears twice", r.line, r.code)
		}
		seen[r.code] = true
		if got := c.Code(); got != r.code {
			t.Errorf("line %d: code %q, golden %q", r.line, got, r.code)
		}
		if got := c.CostLine(); got != r.cost {
			t.Errorf("line %d: cost %q, golden %q", r.line, got, r.cost)
		}
		if got := strings.Join(c.EffectTitles(), " / "); got != r.effects {
			t.Errorf("line %d: effects %q, golden %q", r.line, got, r.effects)
		}
	}
	golden := map[Composition]tableRow{}
	for _, r := range rows {
		golden[r.comp] = r
	}
	for _, s := range readTable(t, "testdata/compositions_sample.tsv") {
		g := golden[s.comp]
		if g.code != s.code || g.cost != s.cost || g.effects != s.effects {
			t.Errorf("sample line %d disagrees with golden line %d", s.line, g.line)
		}
	}
}
