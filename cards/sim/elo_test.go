package sim

import (
	"context"
	"math"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// expectedMatrix builds a matrix whose cells hold, for n games per pair, the expected wins of
// players with the given true Elo ratings (no draws).
func expectedMatrix(elos []float64, n int) *MatrixReport {
	k := len(elos)
	m := &MatrixReport{Cells: make([][]MatrixCell, k)}
	for i := range elos {
		m.Entrants = append(m.Entrants, Player{Name: string(rune('a' + i))})
		m.Cells[i] = make([]MatrixCell, k)
	}
	for i := range elos {
		for j := range elos {
			if i == j {
				continue
			}
			p := 1 / (1 + math.Pow(10, (elos[j]-elos[i])/400))
			wins := int64(math.Round(p * float64(n)))
			m.Cells[i][j] = MatrixCell{Games: int64(n), Wins: wins, Losses: int64(n) - wins}
		}
	}
	return m
}

func TestFitEloRecoversTheRatingsThatMadeTheScores(t *testing.T) {
	truth := []float64{0, 150, 400, 420}
	r := FitElo(expectedMatrix(truth, 100000), 0)
	for i, want := range truth {
		if math.Abs(r[i].Elo-want) > 3 {
			t.Errorf("%s: %.1f, want %.0f", r[i].Name, r[i].Elo, want)
		}
		if !(r[i].Low <= want && want <= r[i].High) {
			t.Errorf("%s: interval [%.1f, %.1f] misses %.0f", r[i].Name, r[i].Low, r[i].High, want)
		}
	}
	if r[0].Elo != 0 || r[0].Low != 0 || r[0].High != 0 {
		t.Errorf("the anchor rates %+v, want exactly 0", r[0])
	}
}

func TestFitEloIntervalsNarrowWithMoreGames(t *testing.T) {
	truth := []float64{0, 200, 300}
	few, many := FitElo(expectedMatrix(truth, 100), 0), FitElo(expectedMatrix(truth, 10000), 0)
	for i := 1; i < len(truth); i++ {
		wFew, wMany := few[i].High-few[i].Low, many[i].High-many[i].Low
		if !(wMany < wFew/5) {
			t.Errorf("%s: width %.1f with 100 games, %.1f with 10000", few[i].Name, wFew, wMany)
		}
	}
}

func TestFitEloKeepsAPerfectRecordFinite(t *testing.T) {
	m := expectedMatrix([]float64{0, 0}, 50)
	m.Cells[1][0] = MatrixCell{Games: 50, Wins: 50}
	m.Cells[0][1] = MatrixCell{Games: 50, Losses: 50}
	r := FitElo(m, 0)
	if math.IsInf(r[1].Elo, 0) || math.IsNaN(r[1].Elo) || r[1].Elo < 400 || r[1].Low <= 0 {
		t.Errorf("50 wins of 50: %+v", r[1])
	}
}

func TestTheLadderRatesEveryLevelWithRandomAtZero(t *testing.T) {
	players := LadderPlayers(cards.LadderLevels, "")
	if len(players) != len(cards.LadderLevels) || players[0].Name != "random" || players[0].Bot.Level != cards.LevelRandom {
		t.Fatalf("ladder players %+v", players)
	}
	players = []Player{players[0], players[2]} // random and greedy, on the coin game
	// At the coin game no player is better than another (seats rotate): greedy rates as random.
	l, err := RunLadder(context.Background(), Config{Game: coin, Games: 400, Seed: 3, Workers: 1}, players)
	if err != nil {
		t.Fatal(err)
	}
	if l.Anchor != "random" || l.Ratings[0].Elo != 0 || len(l.Ratings) != 2 || l.Matrix.Cells[0][1].Games != 400 {
		t.Fatalf("ladder %+v", l.Ratings)
	}
	if r := l.Ratings[1]; r.Low >= 0 || r.High <= 0 || r.High-r.Low > 150 {
		t.Errorf("greedy at the coin game: %+v, want an interval around 0", r)
	}
}
