package designer

import (
	"math"
	"slices"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Goal is what a suggestion aims at. The zero value is no goal.
type Goal int

// The goals of Suggest.
const (
	GoalNone     Goal = iota
	GoalStronger      // raise the deck's score rate against the whole field
	GoalBalanced      // bring the deck's rate against each opponent nearest 50 %
)

// String names the goal as the command line writes it.
func (g Goal) String() string {
	switch g {
	case GoalStronger:
		return "stronger"
	case GoalBalanced:
		return "balanced"
	}
	return "none"
}

// ParseGoal reads "stronger" or "balanced".
func ParseGoal(s string) (Goal, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "stronger":
		return GoalStronger, nil
	case "balanced":
		return GoalBalanced, nil
	}
	return GoalNone, msgerr.Errorf("unknown goal %q (stronger, balanced)", s)
}

// value returns the goal's measure of a candidate against the deck on the same matches: points
// of score rate gained (stronger) or points of distance from 50 % lost, averaged over the
// opponents (balanced). Higher is better; 0 is no change.
func (g Goal) value(base, cand [][]outcome) float64 {
	if g == GoalBalanced {
		return 100 * (imbalance(base, nil) - imbalance(cand, nil))
	}
	return 100 * (rateOf(cand, nil) - rateOf(base, nil))
}

// rateOf is the score rate over every opponent's matches; idx, if given, picks (resampled)
// matches by index.
func rateOf(outs [][]outcome, idx [][]int) float64 {
	h, n := 0, 0
	for j, o := range outs {
		h0, n0 := halves(o, pick(idx, j))
		h += h0
		n += n0
	}
	return float64(h) / 2 / float64(max(n, 1))
}

// imbalance is the mean distance of the rates against each opponent from one half.
func imbalance(outs [][]outcome, idx [][]int) float64 {
	s := 0.0
	for j, o := range outs {
		h, n := halves(o, pick(idx, j))
		s += math.Abs(float64(h)/2/float64(max(n, 1)) - 0.5)
	}
	return s / float64(max(len(outs), 1))
}

func pick(idx [][]int, j int) []int {
	if idx == nil {
		return nil
	}
	return idx[j]
}

// halves sums the scores (in halves) of the matches, or of the matches at idx.
func halves(o []outcome, idx []int) (h, n int) {
	if idx == nil {
		for _, x := range o {
			h += int(x.score)
		}
		return h, len(o)
	}
	for _, i := range idx {
		h += int(o[i].score)
	}
	return h, len(idx)
}

// bootstrapRounds is the number of resamples behind a balanced goal's interval.
const bootstrapRounds = 400

// effect returns the goal's estimate for a candidate with its 95 % interval, in points. Stronger
// uses the paired differences of the matches (each match played by both decks on the same seed);
// balanced, whose measure is not a mean, resamples the matches in pairs (a bootstrap, seeded).
func (g Goal) effect(base, cand [][]outcome, seed uint64) (est, low, high float64) {
	est = g.value(base, cand)
	if g != GoalBalanced {
		var diffs []float64
		for j := range base {
			for i := range base[j] {
				diffs = append(diffs, (float64(cand[j][i].score)-float64(base[j][i].score))/2)
			}
		}
		mean, sd := meanSD(diffs)
		half := sim.Z95 * sd / math.Sqrt(float64(max(len(diffs), 1)))
		return est, 100 * (mean - half), 100 * (mean + half)
	}
	r := cards.NewRand(seed)
	vals := make([]float64, bootstrapRounds)
	idx := make([][]int, len(base))
	for b := range vals {
		for j := range base {
			n := len(base[j])
			idx[j] = idx[j][:0]
			for range n {
				idx[j] = append(idx[j], r.Intn(n))
			}
		}
		vals[b] = 100 * (imbalance(base, idx) - imbalance(cand, idx))
	}
	slices.Sort(vals)
	return est, vals[bootstrapRounds*25/1000], vals[bootstrapRounds*975/1000-1]
}

// meanSD returns the mean and the sample standard deviation.
func meanSD(x []float64) (mean, sd float64) {
	if len(x) == 0 {
		return 0, 0
	}
	for _, v := range x {
		mean += v
	}
	mean /= float64(len(x))
	if len(x) < 2 {
		return mean, 0
	}
	for _, v := range x {
		sd += (v - mean) * (v - mean)
	}
	return mean, math.Sqrt(sd / float64(len(x)-1))
}
