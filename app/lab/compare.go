package lab

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"strings"
	"text/tabwriter"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// Comparison is what changed between two runs of the same decks and seeds under two rule sets:
// per matchup (a matrix's pair, or a single run's player) the win rate under each and the change
// with its 95% interval.
type Comparison struct {
	A      string  `json:"a"` // the sets' names
	B      string  `json:"b"`
	Deltas []Delta `json:"deltas"`
}

// Delta is one matchup's change of win rate from set A to set B.
type Delta struct {
	Matchup string       `json:"matchup"` // "red vs blue" (the first one's win rate), or a player
	A, B    sim.Interval `json:"-"`
	RateA   float64      `json:"rate_a"`
	RateB   float64      `json:"rate_b"`
	Change  float64      `json:"change"` // RateB − RateA
	Low     float64      `json:"low"`    // the change's 95% interval
	High    float64      `json:"high"`
}

// Significant tells whether the interval of the change excludes 0.
func (d Delta) Significant() bool { return d.Low > 0 || d.High < 0 }

// Compare lines up two results of the same request under sets a and b. The interval of a change
// is the normal approximation for the difference of two independent proportions (z = 1.96); the
// runs share decks and seeds, which only narrows the true interval.
func Compare(ra, rb *Result, a, b string) *Comparison {
	c := &Comparison{A: a, B: b}
	add := func(name string, x, y sim.Interval, nx, ny int64) {
		d := Delta{Matchup: name, A: x, B: y, RateA: x.Rate, RateB: y.Rate, Change: y.Rate - x.Rate}
		se := math.Sqrt(variance(x.Rate, nx) + variance(y.Rate, ny))
		d.Low, d.High = d.Change-1.96*se, d.Change+1.96*se
		c.Deltas = append(c.Deltas, d)
	}
	switch {
	case ra.Matrix != nil && rb.Matrix != nil:
		ma, mb := ra.Matrix, rb.Matrix
		for i := range ma.Entrants {
			for j := i + 1; j < len(ma.Entrants); j++ {
				x, y := ma.Cells[i][j], mb.Cells[i][j]
				add(ma.Entrants[i].Name+" vs "+ma.Entrants[j].Name, x.WinRate, y.WinRate, x.Games, y.Games)
			}
		}
	case ra.Single != nil && rb.Single != nil:
		for i, p := range ra.Single.Players {
			if i < len(rb.Single.Players) {
				q := rb.Single.Players[i]
				add(p.Name, p.WinRate, q.WinRate, p.Games, q.Games)
			}
		}
	}
	return c
}

func variance(p float64, n int64) float64 {
	if n <= 0 {
		return 0.25
	}
	return p * (1 - p) / float64(n)
}

// WriteCompareText writes both results, then the change per matchup.
func WriteCompareText(w io.Writer, res *Result) {
	c := res.Compare
	fmt.Fprintf(w, "Rule set A: %s\n", c.A)
	writeOne(w, res)
	fmt.Fprintf(w, "\nRule set B: %s\n", c.B)
	writeOne(w, res.Vs)
	fmt.Fprintf(w, "\nChange of win rate from %s to %s (95%% interval; * when it excludes 0):\n", c.A, c.B)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "matchup\t%s\t%s\tchange\tinterval\t\n", c.A, c.B)
	for _, d := range c.Deltas {
		mark := ""
		if d.Significant() {
			mark = " *"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%+.1f pts%s\t[%+.1f, %+.1f]\t\n", d.Matchup, pct(d.RateA), pct(d.RateB), 100*d.Change, mark, 100*d.Low, 100*d.High)
	}
	tw.Flush()
}

func writeOne(w io.Writer, res *Result) {
	if res.Matrix != nil {
		WriteMatrixText(w, res.Matrix)
		return
	}
	WriteText(w, res.Single)
}

// compareFigure draws a comparison: the change of every matchup with its interval, then the
// heat maps of both runs (a matrix) or their win rates (single runs).
func compareFigure(res *Result) Figure {
	c := res.Compare
	plots := []*plot.Plot{deltaPlot(c)}
	if res.Matrix != nil && res.Vs.Matrix != nil {
		a, b := heatmapPlot(res.Matrix, english), heatmapPlot(res.Vs.Matrix, english)
		game := res.Matrix.Game + " matchups"
		a.Title.Text = strings.Replace(a.Title.Text, game, "rule set "+c.A, 1)
		b.Title.Text = strings.Replace(b.Title.Text, game, "rule set "+c.B, 1)
		plots = append(plots, a, b)
		k := len(res.Matrix.Entrants)
		side := vg.Length(max(4, k)) * 1.3 * vg.Inch
		return Figure{plots: plots, width: side + vg.Inch, height: side}
	}
	a, b := winRatePlot(res.Single, english), winRatePlot(res.Vs.Single, english)
	a.Title.Text = "rule set " + c.A + ": " + a.Title.Text
	b.Title.Text = "rule set " + c.B + ": " + b.Title.Text
	return Figure{plots: append(plots, a, b), width: 7 * vg.Inch, height: 3.6 * vg.Inch}
}

// deltaPlot draws each matchup's change of win rate as a bar with its 95% interval.
func deltaPlot(c *Comparison) *plot.Plot {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("change of win rate, %s → %s (95%% interval)", c.A, c.B)
	p.Y.Label.Text = "change (points)"
	values := make(plotter.Values, len(c.Deltas))
	bars := make(rateBars, len(c.Deltas))
	labels := make([]string, len(c.Deltas))
	lo, hi := -5.0, 5.0
	for i, d := range c.Deltas {
		values[i] = 100 * d.Change
		bars[i] = sim.Interval{Rate: 100 * d.Change, Low: 100 * d.Low, High: 100 * d.High}
		labels[i] = d.Matchup
		lo, hi = math.Min(lo, 100*d.Low), math.Max(hi, 100*d.High)
	}
	if chart, err := plotter.NewBarChart(values, vg.Points(28)); err == nil {
		chart.Color = plotBarColor
		chart.LineStyle.Width = 0
		p.Add(chart)
	}
	if errBars, err := plotter.NewYErrorBars(bars); err == nil {
		errBars.LineStyle.Width = vg.Points(1.5)
		p.Add(errBars)
	}
	zero := plotter.NewFunction(func(float64) float64 { return 0 })
	zero.Color = color.Gray{Y: 0x60}
	p.Add(zero)
	p.Y.Min, p.Y.Max = lo-2, hi+2
	p.NominalX(labels...)
	p.Add(plotter.NewGrid())
	return p
}
