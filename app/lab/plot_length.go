package lab

import (
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// lengthPlot draws the histogram of game lengths in turns, with the mean in the title.
func lengthPlot(r *sim.Report, t tr) *plot.Plot {
	p := plot.New()
	s := r.Turns
	p.Title.Text = t("plot.lengthTitle", "Mean", fmt.Sprintf("%.1f", s.Mean), "Median", s.Median, "Moves", fmt.Sprintf("%.1f", r.Moves.Mean))
	p.X.Label.Text = t("report.turns")
	p.Y.Label.Text = t("plot.matches")
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
