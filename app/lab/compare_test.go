package lab

import (
	"bytes"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// A change is the difference of the two win rates; its interval is wide for few games and
// excludes 0 only for a clear change.
func TestCompareMatrices(t *testing.T) {
	cell := func(wins, games int64) sim.MatrixCell {
		r := float64(wins) / float64(games)
		return sim.MatrixCell{Games: games, Wins: wins, Losses: games - wins, WinRate: sim.Interval{Rate: r, Low: r, High: r}}
	}
	m := func(w int64) *sim.MatrixReport {
		return &sim.MatrixReport{Game: "flask", GamesPerPair: 1000, Entrants: []sim.Player{{Name: "red"}, {Name: "blue"}},
			Cells: [][]sim.MatrixCell{{{}, cell(w, 1000)}, {cell(1000-w, 1000), {}}}}
	}
	a, b := &Result{Matrix: m(500)}, &Result{Matrix: m(600)}
	c := Compare(a, b, "v0.4.2", "x")
	if len(c.Deltas) != 1 {
		t.Fatalf("%d deltas, want 1", len(c.Deltas))
	}
	d := c.Deltas[0]
	if d.Matchup != "red vs blue" || d.Change < 0.0999 || d.Change > 0.1001 || !d.Significant() {
		t.Errorf("delta %+v", d)
	}
	if half := (d.High - d.Low) / 2; half < 0.04 || half > 0.045 { // 1.96·√(.25/1000 + .24/1000) ≈ 0.0434
		t.Errorf("interval ±%.4f, want about ±0.0434", half)
	}
	a.Vs, a.Compare = b, c
	var buf bytes.Buffer
	WriteCompareText(&buf, a)
	if !strings.Contains(buf.String(), "red vs blue") || !strings.Contains(buf.String(), "+10.0 pts *") {
		t.Errorf("text:\n%s", buf.String())
	}
	var img bytes.Buffer
	if err := FigureOf(a).Write(&img, "svg"); err != nil || img.Len() == 0 {
		t.Errorf("figure: %v", err)
	}
}
