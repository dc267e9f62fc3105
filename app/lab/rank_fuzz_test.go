package lab

import (
	"strings"
	"testing"
)

// FuzzReadMatrixRanking feeds the matrix CSV reader arbitrary text, seeded with the table tests'
// inputs: it never panics, an error names the file, and a ranking is consistent (one mean per
// entrant, each a rate from 0 to 1, the strongest first).
func FuzzReadMatrixRanking(f *testing.F) {
	f.Add(matrixCSV)
	for _, s := range []string{"", "section,name,metric,value\nplayers,a,rate,0.5\n",
		"row,column,row_player,games,wins,draws,losses,win_rate\nred,blue,x,1,1,0,0,1.5\n",
		"row,column,row_player,games,wins,draws,losses,win_rate\nred,blue,x,1,1,0,0,abc\n",
		"# comment\nrow,column,row_player,games,wins,draws,losses,win_rate\n\"a\"\"b\",c,x,1,1,0,0,0.5\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		rk, err := ReadMatrixRanking(strings.NewReader(in), "f.csv")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.csv: ") {
				t.Fatalf("error %q does not name the file", err)
			}
			return
		}
		if len(rk.Entrants) != len(rk.Means) {
			t.Fatalf("%d entrants, %d means", len(rk.Entrants), len(rk.Means))
		}
		for i, m := range rk.Means {
			if m < 0 || m > 1 {
				t.Fatalf("mean %v of %q is not a rate", m, rk.Entrants[i])
			}
			if i > 0 && m > rk.Means[i-1] {
				t.Fatalf("means %v are not strongest first", rk.Means)
			}
		}
	})
}
