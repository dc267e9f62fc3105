package lab

import (
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// eloBars are ladder ratings drawn as points with error bars at x = 0, 1, 2, ...
type eloBars []sim.Rating

func (b eloBars) Len() int                    { return len(b) }
func (b eloBars) XY(i int) (float64, float64) { return float64(i), b[i].Elo }
func (b eloBars) YError(i int) (float64, float64) {
	return b[i].Elo - b[i].Low, b[i].High - b[i].Elo
}

// ladderPlot draws each level's Elo rating with its 95% interval, the anchor at 0.
func ladderPlot(l *sim.Ladder) *plot.Plot {
	p := plot.New()
	m := l.Matrix
	p.Title.Text = fmt.Sprintf("%s ladder: Elo with 95%% interval (%s = 0; %d matches per pair, seed %d)",
		m.Game, l.Anchor, m.GamesPerPair, m.Seed)
	p.Y.Label.Text = "Elo"
	ratings := eloBars(l.Ratings)
	if pts, err := plotter.NewScatter(ratings); err == nil {
		pts.GlyphStyle.Color = plotBarColor
		pts.GlyphStyle.Radius = vg.Points(4)
		pts.GlyphStyle.Shape = draw.CircleGlyph{}
		p.Add(pts)
	}
	if errBars, err := plotter.NewYErrorBars(ratings); err == nil {
		errBars.LineStyle.Width = vg.Points(1.5)
		errBars.LineStyle.Color = plotBarColor
		p.Add(errBars)
	}
	labels := make([]string, len(l.Ratings))
	for i, r := range l.Ratings {
		labels[i] = fmt.Sprintf("%s\n%.0f", r.Name, r.Elo)
	}
	p.NominalX(labels...)
	p.X.Min, p.X.Max = -0.5, float64(len(labels))-0.5
	p.Add(plotter.NewGrid())
	return p
}
