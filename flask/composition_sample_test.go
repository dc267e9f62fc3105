package flask

import (
	"bufio"
	"compress/gzip"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"
)

// tableRow is one row of the original editor's composition table: the counts per base card, then
// the code, the cost line and the effect titles joined by " / ".
type tableRow struct {
	line    int
	comp    Composition
	code    string
	cost    string
	effects string
}

// tableColumns are the count columns of the table, in file order.
var tableColumns = []Base{Y1, Y2, R1, R2, G1, G2, B1, B2}

const tableHeader = "y1\ty2\tr1\tr2\tg1\tg2\tb1\tb2\tcode\tcost\teffects"

// readTable reads a composition table written in the original editor's TSV layout (gzipped if
// the path ends in .gz).
func readTable(t *testing.T, path string) []tableRow {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		if r, err = gzip.NewReader(f); err != nil {
			t.Fatal(err)
		}
	}
	sc := bufio.NewScanner(r)
	var rows []tableRow
	for n := 1; sc.Scan(); n++ {
		if n == 1 {
			if sc.Text() != tableHeader {
				t.Fatalf("%s: unexpected header %q", path, sc.Text())
			}
			continue
		}
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) != 11 {
			t.Fatalf("%s:%d: %d fields, want 11", path, n, len(fields))
		}
		row := tableRow{line: n, code: fields[8], cost: fields[9], effects: fields[10]}
		for i, b := range tableColumns {
			var v int
			switch fields[i] {
			case "true":
				v = 1
			case "false":
				v = 0
			default:
				v, err = strconv.Atoi(fields[i])
				if err != nil {
					t.Fatalf("%s:%d: column %s: %v", path, n, b, err)
				}
			}
			row.comp[b] = uint8(v)
		}
		rows = append(rows, row)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestOriginalSample checks every row the original editor printed (400 compositions) against the
// model: code, cost line and effect titles must be exactly the same strings.
func TestOriginalSample(t *testing.T) {
	rows := readTable(t, "testdata/compositions_sample.tsv")
	if len(rows) != 400 {
		t.Fatalf("sample has %d rows, want 400", len(rows))
	}
	for _, r := range rows {
		if err := r.comp.Valid(); err != nil {
			t.Fatalf("line %d: %v", r.line, err)
		}
		if got := r.comp.Code(); got != r.code {
			t.Errorf("line %d: code %q, original %q", r.line, got, r.code)
		}
		if got := r.comp.CostLine(); got != r.cost {
			t.Errorf("line %d: cost %q, original %q", r.line, got, r.cost)
		}
		if got := strings.Join(r.comp.EffectTitles(), " / "); got != r.effects {
			t.Errorf("line %d: effects %q, original %q", r.line, got, r.effects)
		}
		back, err := ParseComposition(r.code)
		if err != nil || back != r.comp {
			t.Errorf("line %d: ParseComposition(%q) = %v, %v; want the row's composition", r.line, r.code, back, err)
		}
	}
}
