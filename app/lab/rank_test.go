package lab

import (
	"math"
	"strings"
	"testing"
)

func TestSpearmanAndKendallOfKnownOrders(t *testing.T) {
	cases := []struct {
		x, y              []float64
		spearman, kendall float64
	}{
		{[]float64{1, 2, 3, 4}, []float64{10, 20, 30, 40}, 1, 1},
		{[]float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}, -1, -1},
		// one swap of neighbours among four: rho = 1 - 6*2/(4*15) = 0.8, tau = (5-1)/6
		{[]float64{1, 2, 3, 4}, []float64{1, 2, 4, 3}, 0.8, 4.0 / 6},
		// the colour study: hard against random (blue last with random, first with hard)
		{[]float64{54.7, 40.7, 78.0, 26.7}, []float64{63.2, 64.1, 15.8, 57.0}, -0.4, -2.0 / 6},
		// ties share their mean rank: ranks (1.5, 1.5, 3) against (1, 2, 3)
		{[]float64{1, 1, 2}, []float64{1, 2, 3}, 0.8660254037844386, 0.816496580927726},
	}
	for _, c := range cases {
		if got := Spearman(c.x, c.y); math.Abs(got-c.spearman) > 1e-9 {
			t.Errorf("Spearman(%v, %v) = %v, want %v", c.x, c.y, got, c.spearman)
		}
		if got := Kendall(c.x, c.y); math.Abs(got-c.kendall) > 1e-9 {
			t.Errorf("Kendall(%v, %v) = %v, want %v", c.x, c.y, got, c.kendall)
		}
	}
	if !math.IsNaN(Spearman([]float64{1, 1}, []float64{1, 2})) || !math.IsNaN(Kendall([]float64{1, 1}, []float64{1, 2})) {
		t.Error("a side of all ties has no rank correlation")
	}
}

const matrixCSV = `# flaskdeck sim game=flask seed=1 games=50 matrix
# games_per_pair=50 stopped=false
row,column,row_player,games,wins,draws,losses,win_rate,low95,high95
red,green,bot:hard,50,27,3,20,0.570000,0.4,0.6
red,blue,bot:hard,50,23,0,27,0.460000,0.3,0.5
green,red,bot:hard,50,20,3,27,0.430000,0.3,0.5
green,blue,bot:hard,50,2,0,48,0.040000,0.0,0.1
blue,red,bot:hard,50,27,0,23,0.540000,0.4,0.6
blue,green,bot:hard,50,48,0,2,0.960000,0.8,0.9
`

func TestAMatrixCSVRanksItsDecksByMeanWinRate(t *testing.T) {
	rk, err := ReadMatrixRanking(strings.NewReader(matrixCSV), "hard.csv")
	if err != nil {
		t.Fatal(err)
	}
	if rk.Player != "bot:hard" || strings.Join(rk.Entrants, ",") != "blue,red,green" {
		t.Fatalf("ranking %+v, want blue, red, green played by bot:hard", rk)
	}
	if math.Abs(rk.Means[0]-0.75) > 1e-9 || math.Abs(rk.Means[2]-0.235) > 1e-9 {
		t.Errorf("means %v, want blue 0.75 … green 0.235", rk.Means)
	}
	other := &Ranking{Label: "b", Entrants: []string{"green", "red", "yellow", "blue"}, Means: []float64{0.7, 0.5, 0.4, 0.2}}
	ag, err := Agree(rk, other)
	if err != nil {
		t.Fatal(err)
	}
	if ag.Common != 3 || math.Abs(ag.Spearman+1) > 1e-9 || math.Abs(ag.Kendall+1) > 1e-9 {
		t.Errorf("agreement %+v, want the reverse order over 3 common decks", ag)
	}
	var b strings.Builder
	WriteRankingsText(&b, []*Ranking{rk, other}, []Agreement{ag})
	if !strings.Contains(b.String(), "hard.csv (bot:hard): blue 75.0%, red 51.5%, green 23.5%") || !strings.Contains(b.String(), "rho -1.00, tau -1.00 (3 entrants)") {
		t.Errorf("text:\n%s", b.String())
	}
}

func TestRanksRefuseWhatIsNotAMatrixCSV(t *testing.T) {
	for _, in := range []string{"", "section,name,metric,value\nplayers,a,rate,0.5\n",
		"row,column,row_player,games,wins,draws,losses,win_rate\nred,blue,x,1,1,0,0,1.5\n",
		"row,column,row_player,games,wins,draws,losses,win_rate\nred,blue,x,1,1,0,0,abc\n"} {
		if _, err := ReadMatrixRanking(strings.NewReader(in), "f.csv"); err == nil || !strings.Contains(err.Error(), "f.csv") {
			t.Errorf("%q: err %v, want an error naming the file", in, err)
		}
	}
	a := &Ranking{Label: "a", Entrants: []string{"red"}, Means: []float64{1}}
	if _, err := Agree(a, a); err == nil {
		t.Error("one common entrant: want an error")
	}
}
