package lab

import (
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// lengthPlot draws the histogram of game lengths in turns, with the mean in the title.
func lengthPlot(r *sim.Report) *plot.Plot {
	p := plot.New()
	s := r.Turns
	p.Title.Text = fmt.Sprintf("game length: mean %.1f turns, median %d (%.1f moves on average)", s.Mean, s.Median, r.Moves.Mean)
	p.X.Label.Text = "turns"
	p.Y.Label.Text = "matches"
	if len(s.Bins) == 0 {
		return p
	}
	h := &plotter.Histogram{FillColor: plotBarColor, LineStyle: plotter.DefaultLineStyle}
	h.LineStyle.Width = vg.Points(0.5)
	for _, b := range s.Bins {
		h.Bins = append(h.Bins, plotter.HistogramBin{Min: float64(b.Low) - 0.5, Max: float64(b.High) + 0.5, Weight: float64(b.Count)})
	}
	h.Width = h.Bins[0].Max - h.Bins[0].Min
	p.Add(h, plotter.NewGrid())
	p.Y.Min = 0
	return p
}
