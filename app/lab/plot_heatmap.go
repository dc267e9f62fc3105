package lab

import (
	"fmt"
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// matrixGrid is a matchup matrix as a heat-map grid: column c at x = c, row r at y = k−1−r (so
// the first row is at the top); the diagonal is NaN.
type matrixGrid struct{ m *sim.MatrixReport }

func (g matrixGrid) Dims() (int, int) { return len(g.m.Entrants), len(g.m.Entrants) }
func (g matrixGrid) X(c int) float64  { return float64(c) }
func (g matrixGrid) Y(r int) float64  { return float64(r) }

// Z returns the win rate of the row drawn at y = r against column c.
func (g matrixGrid) Z(c, r int) float64 {
	row := len(g.m.Entrants) - 1 - r
	if row == c || g.m.Cells[row][c].Games == 0 {
		return math.NaN()
	}
	return g.m.Cells[row][c].WinRate.Rate
}

// heatmapPlot draws the matrix: blue where the row loses, white at even, red where it wins, each
// cell labelled with its rate and interval half-width.
func heatmapPlot(m *sim.MatrixReport, t tr) *plot.Plot {
	k := len(m.Entrants)
	cm := moreland.SmoothBlueRed()
	cm.SetMin(0)
	cm.SetMax(1)
	g := matrixGrid{m}
	h := plotter.NewHeatMap(g, cm.Palette(101))
	h.Min, h.Max = 0, 1
	h.NaN = color.White

	p := plot.New()
	bot := ""
	if k > 0 {
		bot = m.Entrants[0].BotName()
	}
	p.Title.Text = t("plot.heatTitle", "Game", m.Game, "N", m.GamesPerPair, "Who", bot, "Seed", m.Seed)
	p.X.Label.Text = t("plot.opponent")
	p.Y.Label.Text = t("plot.deckRow")
	if !sameBot(m.Entrants) {
		bot, p.Y.Label.Text = t("matrix.ownBot"), t("plot.playerRow")
		p.Title.Text = t("plot.heatTitle", "Game", m.Game, "N", m.GamesPerPair, "Who", bot, "Seed", m.Seed)
	}
	p.Add(h)

	var xys plotter.XYs
	var labels []string
	for r := range k {
		for c := range k {
			row := k - 1 - r
			cell := m.Cells[row][c]
			label := "—"
			if row != c && cell.Games > 0 {
				half := (cell.WinRate.High - cell.WinRate.Low) / 2
				label = fmt.Sprintf("%.1f%%\n±%.1f", 100*cell.WinRate.Rate, 100*half)
			}
			xys = append(xys, plotter.XY{X: float64(c), Y: float64(r)})
			labels = append(labels, label)
		}
	}
	if l, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: labels}); err == nil {
		for i := range l.TextStyle {
			l.TextStyle[i].XAlign = draw.XCenter
			l.TextStyle[i].YAlign = draw.YCenter
			l.TextStyle[i].Font.Size = vg.Points(13)
		}
		p.Add(l)
	}
	xTicks := make([]plot.Tick, k)
	yTicks := make([]plot.Tick, k)
	for i, e := range m.Entrants {
		xTicks[i] = plot.Tick{Value: float64(i), Label: e.Name}
		yTicks[i] = plot.Tick{Value: float64(k - 1 - i), Label: e.Name}
	}
	p.X.Tick.Marker = plot.ConstantTicks(xTicks)
	p.Y.Tick.Marker = plot.ConstantTicks(yTicks)
	p.X.Min, p.X.Max = -0.5, float64(k)-0.5
	p.Y.Min, p.Y.Max = -0.5, float64(k)-0.5
	return p
}
