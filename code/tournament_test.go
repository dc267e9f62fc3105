package code

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/sim"
	"github.com/flaskdeck/flaskdeck/internal/simtest"
)

// TestTournament plays random vs greedy vs mcts with the lab's matchup matrix (two-player games,
// seats swapped equally), prints the table, and checks that greedy beats random and search beats
// greedy clearly. It runs only with FLASKDECK_TOURNAMENT=N (N games per pairing); FLASKDECK_MCTS
// sets the search budget (default 300 iterations a decision).
//
//	FLASKDECK_TOURNAMENT=200 go test -tags ci -run TestTournament -v -timeout 2h ./code/
func TestTournament(t *testing.T) {
	games, budget := simtest.TournamentFromEnv()
	if games <= 0 {
		t.Skip("set FLASKDECK_TOURNAMENT=N to play N games per pairing")
	}
	rep, err := simtest.LevelTournament(context.Background(), Game{}, games, budget, 2026)
	if err != nil {
		t.Fatal(err)
	}
	entrants := rep.Entrants
	var b strings.Builder
	fmt.Fprintf(&b, "CODE, 2 players, %d games per pairing, seats swapped; row's score against column, 95%% interval\n\n", games)
	b.WriteString(simtest.Markdown(rep))
	t.Log("\n" + b.String())
	for i := 1; i < len(entrants); i++ {
		if cell := rep.Cells[i][i-1]; cell.WinRate.Low <= 0.5 {
			t.Errorf("%s against %s: %.1f%% (low %.1f%%): must win clearly", entrants[i].Name, entrants[i-1].Name, 100*cell.WinRate.Rate, 100*cell.WinRate.Low)
		}
	}
}

// TestTableOfThree plays random, greedy and mcts at one three-player table, the three rotating
// over the seats, and reports each one's win rate. FLASKDECK_TOURNAMENT=N plays N games.
func TestTableOfThree(t *testing.T) {
	games, budget := simtest.TournamentFromEnv()
	if games <= 0 {
		t.Skip("set FLASKDECK_TOURNAMENT=N to play N games")
	}
	players, err := simtest.LevelEntrants(budget)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := sim.Run(context.Background(), sim.Config{Game: Game{}, Players: players, Games: games, Seed: 2027, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "CODE, 3 players (random, greedy, %s rotating over the seats), %d games\n\n", budget, games)
	for _, p := range rep.Players {
		fmt.Fprintf(&b, "- %s: %.1f%% (%.1f–%.1f)\n", p.Name, 100*p.WinRate.Rate, 100*p.WinRate.Low, 100*p.WinRate.High)
	}
	t.Log("\n" + b.String())
}
