package code

import (
	"os"
	"strconv"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestTournament plays random, greedy and search against each other in two-player games, seats
// alternated, and requires greedy to beat random and search to beat greedy. It is slow, so it
// runs only when FLASKDECK_TOURNEY gives the number of games per pairing:
//
//	FLASKDECK_TOURNEY=100 go test -run Tournament -v ./code/
func TestTournament(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("FLASKDECK_TOURNEY"))
	if games <= 0 {
		t.Skip("set FLASKDECK_TOURNEY=N to play N games per pairing")
	}
	iters := 1000
	if v, err := strconv.Atoi(os.Getenv("FLASKDECK_TOURNEY_ITERS")); err == nil && v > 0 {
		iters = v
	}
	specs := []cards.BotSpec{{Level: cards.LevelRandom}, {Level: cards.LevelGreedy}, {Level: cards.LevelMCTS, Iterations: iters}}
	deal := func(seed uint64) cards.Engine[Move] {
		s, err := NewState(2, seed, RuleSet{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	rows, err := cards.Tournament[Move](deal, specs, games, 2026)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", cards.FormatTournament(rows))
	for _, p := range rows {
		if p.RateA() >= 0.5 {
			t.Errorf("%s should lose to %s: %.1f%%", p.A, p.B, 100*p.RateA())
		}
	}
}
