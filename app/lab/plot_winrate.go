package lab

import (
	"fmt"
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// The lab's plot colours.
var (
	plotBarColor   = color.RGBA{R: 0x4c, G: 0x72, B: 0xb0, A: 0xff}
	plotSeatColor  = color.RGBA{R: 0x9a, G: 0xa9, B: 0xc4, A: 0xff}
	plotFirstColor = color.RGBA{R: 0xdd, G: 0x84, B: 0x52, A: 0xff}
)

// rateBars are intervals drawn as error bars at x = 0, 1, 2, ...
type rateBars []sim.Interval

func (b rateBars) Len() int                    { return len(b) }
func (b rateBars) XY(i int) (float64, float64) { return float64(i), b[i].Rate }
func (b rateBars) YError(i int) (float64, float64) {
	return b[i].Rate - b[i].Low, b[i].High - b[i].Rate
}

// winRatePlot draws each player's, each seat's and the first mover's win rate as a bar with its
// 95% interval, and the even share as a dashed line.
func winRatePlot(r *sim.Report, t tr) *plot.Plot {
	var labels []string
	var rates rateBars
	var colors []color.Color
	for _, p := range r.Players {
		labels = append(labels, p.Name)
		rates = append(rates, p.WinRate)
		colors = append(colors, plotBarColor)
	}
	for _, s := range r.Seats {
		labels = append(labels, t("report.seat", "N", s.Seat))
		rates = append(rates, s.WinRate)
		colors = append(colors, plotSeatColor)
	}
	labels = append(labels, t("report.firstMover"))
	rates = append(rates, r.FirstMover.WinRate)
	colors = append(colors, plotFirstColor)

	p := plot.New()
	p.Title.Text = t("plot.winTitle", "Game", r.Game, "N", r.Finished, "Seed", r.Seed)
	p.Y.Label.Text = t("plot.winRate")
	p.Y.Min, p.Y.Max = 0, 1
	p.Y.Tick.Marker = percentTicks{}
	for i := range rates {
		// One chart per bar, so each can have its colour; all share the x positions.
		values := make(plotter.Values, len(rates))
		values[i] = rates[i].Rate
		bars, err := plotter.NewBarChart(values, vg.Points(28))
		if err != nil {
			continue
		}
		bars.Color = colors[i]
		bars.LineStyle.Width = 0
		p.Add(bars)
	}
	if errBars, err := plotter.NewYErrorBars(rates); err == nil {
		errBars.LineStyle.Width = vg.Points(1.5)
		p.Add(errBars)
	}
	even := plotter.NewFunction(func(float64) float64 { return r.FirstMover.Expected })
	even.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	even.Color = color.Gray{Y: 0x60}
	p.Add(even)
	p.NominalX(labels...)
	p.Add(plotter.NewGrid())
	return p
}

// percentTicks marks a 0–1 axis every 10% and labels every 20%.
type percentTicks struct{}

// Ticks returns the tick marks between min and max.
func (percentTicks) Ticks(min, max float64) []plot.Tick {
	var ticks []plot.Tick
	for i := 0; i <= 10; i++ {
		v := float64(i) / 10
		if v < min-1e-9 || v > max+1e-9 {
			continue
		}
		label := ""
		if i%2 == 0 {
			label = fmt.Sprintf("%d%%", i*10)
		}
		ticks = append(ticks, plot.Tick{Value: v, Label: label})
	}
	return ticks
}
