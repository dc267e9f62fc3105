package lab

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Ranking is how one matrix run ranks its entrants (decks): each one's mean win rate against the
// others, strongest first, and the computer player that played them (from a matrix CSV).
type Ranking struct {
	Label    string    `json:"label"`  // the file or run it came from
	Player   string    `json:"player"` // the computer player of the run, e.g. bot:hard
	Entrants []string  `json:"entrants"`
	Means    []float64 `json:"means"` // Means[i] is Entrants[i]'s mean win rate over its matchups
}

// ReadMatrixRanking reads a matrix CSV as `flaskdeck sim --matrix --csv` writes it ('#' lines are
// comments; rows row,column,row_player,games,wins,draws,losses,win_rate,…) and ranks its entrants by
// their mean win rate, the strongest first (ties keep the order of first appearance).
func ReadMatrixRanking(r io.Reader, label string) (*Ranking, error) {
	cr := csv.NewReader(r)
	cr.Comment = '#'
	cr.FieldsPerRecord = -1
	rows, err := cr.ReadAll()
	if err != nil {
		return nil, msgerr.Errorf("%s: %w", label, err)
	}
	if len(rows) < 2 || len(rows[0]) < 8 || rows[0][0] != "row" || rows[0][7] != "win_rate" {
		return nil, msgerr.Errorf("%s: not a matrix CSV of flaskdeck sim --matrix --csv", label)
	}
	rk := &Ranking{Label: label}
	sum := map[string]float64{}
	count := map[string]int{}
	for i, row := range rows[1:] {
		if len(row) < 8 {
			return nil, msgerr.Errorf("%s: row %d has %d fields, want at least 8", label, i+2, len(row))
		}
		rate, err := strconv.ParseFloat(row[7], 64)
		if err != nil || rate < 0 || rate > 1 || math.IsNaN(rate) {
			return nil, msgerr.Errorf("%s: row %d: win rate %q is not a number from 0 to 1", label, i+2, row[7])
		}
		if _, ok := count[row[0]]; !ok {
			rk.Entrants = append(rk.Entrants, row[0])
		}
		sum[row[0]] += rate
		count[row[0]]++
		if rk.Player == "" {
			rk.Player = row[2]
		} else if rk.Player != row[2] {
			rk.Player = "mixed"
		}
	}
	for _, e := range rk.Entrants {
		rk.Means = append(rk.Means, sum[e]/float64(count[e]))
	}
	rk.sort()
	return rk, nil
}

// sort orders the entrants by mean, the strongest first (stable).
func (rk *Ranking) sort() {
	idx := make([]int, len(rk.Entrants))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case rk.Means[a] > rk.Means[b]:
			return -1
		case rk.Means[a] < rk.Means[b]:
			return 1
		}
		return 0
	})
	es, ms := make([]string, len(idx)), make([]float64, len(idx))
	for k, i := range idx {
		es[k], ms[k] = rk.Entrants[i], rk.Means[i]
	}
	rk.Entrants, rk.Means = es, ms
}

// Agreement is how far two rankings of the same entrants agree: Spearman's ρ and Kendall's τ-b
// (1 the same order, −1 reversed, about 0 unrelated), over the entrants both rank.
type Agreement struct {
	LabelA   string  `json:"a"`
	LabelB   string  `json:"b"`
	Common   int     `json:"common"` // the entrants both rank
	Spearman float64 `json:"spearman"`
	Kendall  float64 `json:"kendall"`
}

// ErrTooFewCommon is returned by Agree for rankings that share fewer than two entrants.
var ErrTooFewCommon = msgerr.New("the rankings share fewer than two entrants")

// Agree compares two rankings over the entrants both hold (by name), from their mean win rates.
func Agree(a, b *Ranking) (Agreement, error) {
	var x, y []float64
	for i, e := range a.Entrants {
		if j := slices.Index(b.Entrants, e); j >= 0 {
			x = append(x, a.Means[i])
			y = append(y, b.Means[j])
		}
	}
	ag := Agreement{LabelA: a.Label, LabelB: b.Label, Common: len(x)}
	if len(x) < 2 {
		return ag, msgerr.Errorf("%s and %s: %w", a.Label, b.Label, ErrTooFewCommon)
	}
	ag.Spearman, ag.Kendall = Spearman(x, y), Kendall(x, y)
	return ag, nil
}

// Spearman returns Spearman's rank correlation of x and y (equal lengths, at least 2): the Pearson
// correlation of their ranks, tied values sharing the mean of their ranks. It is NaN when either
// side is all ties.
func Spearman(x, y []float64) float64 {
	return pearson(ranks(x), ranks(y))
}

// Kendall returns Kendall's τ-b of x and y (equal lengths, at least 2): concordant minus
// discordant pairs over the geometric mean of the pairs untied on each side. It is NaN when
// either side is all ties.
func Kendall(x, y []float64) float64 {
	var conc, disc, tiedX, tiedY, pairs float64
	for i := range x {
		for j := i + 1; j < len(x); j++ {
			pairs++
			dx, dy := sign(x[i]-x[j]), sign(y[i]-y[j])
			switch {
			case dx == 0 && dy == 0:
				tiedX++
				tiedY++
			case dx == 0:
				tiedX++
			case dy == 0:
				tiedY++
			case dx == dy:
				conc++
			default:
				disc++
			}
		}
	}
	return (conc - disc) / math.Sqrt((pairs-tiedX)*(pairs-tiedY))
}

func sign(v float64) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// ranks returns the rank of each value (1 for the smallest), ties sharing their mean rank.
func ranks(v []float64) []float64 {
	idx := make([]int, len(v))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmpFloat(v[a], v[b]) })
	r := make([]float64, len(v))
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && v[idx[j+1]] == v[idx[i]] {
			j++
		}
		for k := i; k <= j; k++ {
			r[idx[k]] = float64(i+j)/2 + 1
		}
		i = j + 1
	}
	return r
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// pearson is the Pearson correlation of x and y.
func pearson(x, y []float64) float64 {
	n := float64(len(x))
	var mx, my float64
	for i := range x {
		mx += x[i]
		my += y[i]
	}
	mx, my = mx/n, my/n
	var sxy, sxx, syy float64
	for i := range x {
		sxy += (x[i] - mx) * (y[i] - my)
		sxx += (x[i] - mx) * (x[i] - mx)
		syy += (y[i] - my) * (y[i] - my)
	}
	return sxy / math.Sqrt(sxx*syy)
}

// WriteRankingsText writes each ranking (strongest first, with its mean) and the agreement of
// every pair of rankings.
func WriteRankingsText(w io.Writer, rks []*Ranking, ags []Agreement) {
	for _, rk := range rks {
		parts := make([]string, len(rk.Entrants))
		for i, e := range rk.Entrants {
			parts[i] = fmt.Sprintf("%s %s", e, pct(rk.Means[i]))
		}
		fmt.Fprintf(w, "%s (%s): %s\n", rk.Label, rk.Player, strings.Join(parts, ", "))
	}
	if len(ags) == 0 {
		return
	}
	fmt.Fprintln(w, "\nrank agreement (Spearman rho, Kendall tau-b; 1 = same order, -1 = reversed):")
	for _, ag := range ags {
		fmt.Fprintf(w, "  %s vs %s: rho %s, tau %s (%d entrants)\n", ag.LabelA, ag.LabelB,
			fmtCorr(ag.Spearman), fmtCorr(ag.Kendall), ag.Common)
	}
}

func fmtCorr(v float64) string {
	if math.IsNaN(v) {
		return "undefined (all tied)"
	}
	return strconv.FormatFloat(v, 'f', 2, 64)
}
