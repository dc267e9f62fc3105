package lab

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
)

func TestHeatmapGridPutsTheFirstRowOnTop(t *testing.T) {
	m := &sim.MatrixReport{Entrants: []sim.Player{{Name: "a"}, {Name: "b"}, {Name: "c"}}}
	m.Cells = make([][]sim.MatrixCell, 3)
	for i := range m.Cells {
		m.Cells[i] = make([]sim.MatrixCell, 3)
		for j := range m.Cells[i] {
			if i != j {
				m.Cells[i][j] = sim.MatrixCell{Games: 10, WinRate: sim.Interval{Rate: float64(10*i+j) / 100}}
			}
		}
	}
	g := matrixGrid{m}
	if c, r := g.Dims(); c != 3 || r != 3 {
		t.Fatalf("dims %d×%d", c, r)
	}
	// Row a (index 0) is drawn at y = 2, the top; its cell against c is at x = 2.
	if z := g.Z(2, 2); z != m.Cells[0][2].WinRate.Rate {
		t.Errorf("top-right cell %v, want a against c = %v", z, m.Cells[0][2].WinRate.Rate)
	}
	if z := g.Z(0, 0); z != m.Cells[2][0].WinRate.Rate {
		t.Errorf("bottom-left cell %v, want c against a = %v", z, m.Cells[2][0].WinRate.Rate)
	}
	for k := range 3 {
		if z := g.Z(k, 2-k); !math.IsNaN(z) {
			t.Errorf("diagonal cell %d = %v, want empty (NaN)", k, z)
		}
	}
}

func TestRateBarsAreTheIntervals(t *testing.T) {
	bars := rateBars{{Rate: 0.6, Low: 0.55, High: 0.62}}
	x, y := bars.XY(0)
	lo, hi := bars.YError(0)
	if x != 0 || y != 0.6 || math.Abs(lo-0.05) > 1e-12 || math.Abs(hi-0.02) > 1e-12 {
		t.Errorf("bar at (%v, %v) with errors -%v +%v, want (0, 0.6) -0.05 +0.02", x, y, lo, hi)
	}
}

func TestFiguresRenderInBothFormats(t *testing.T) {
	req := Request{Game: simCoin, Games: 300, Seats: []cards.BotSpec{{Level: cards.LevelRandom}, {Level: cards.LevelGreedy}}, Workers: 1}
	res, err := req.Run(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	f := FigureOf(res)
	if len(f.plots) != 2 || !strings.Contains(f.plots[0].Title.Text, "300 matches") || !strings.Contains(f.plots[1].Title.Text, "game length: mean") {
		t.Errorf("single-run Figure: %d plots, titles %q / %q", len(f.plots), f.plots[0].Title.Text, f.plots[1].Title.Text)
	}
	for _, format := range []string{"png", "svg"} {
		var buf bytes.Buffer
		if err := f.Write(&buf, format); err != nil || buf.Len() < 1000 {
			t.Errorf("%s: %v, %d bytes", format, err, buf.Len())
		}
	}
	if err := f.Write(&bytes.Buffer{}, "gif"); err == nil {
		t.Errorf("gif was accepted")
	}
	if img := f.Image(50); img.Bounds().Dx() != 350 {
		t.Errorf("a 7-inch Figure at 50 dpi is %d pixels wide, want 350", img.Bounds().Dx())
	}
}

// simCoin is the known-answer game of the lab's tests: the first mover wins 60% (see cardstest.CoinGame).
var simCoin = cardstest.CoinGame{Edge: 0.55, Draw: 0.1}
