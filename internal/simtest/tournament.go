// Package simtest holds test helpers for simulations: the opt-in level tournaments of the games' tests
// (random, greedy and search against each other) and their Markdown table.
package simtest

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// LevelEntrants returns the computer players random, greedy and search (a bot spec such as
// "mcts:300") as matchup-matrix entrants, in that order.
func LevelEntrants(search string) ([]sim.Player, error) {
	var entrants []sim.Player
	for _, s := range []string{"random", "greedy", search} {
		spec, err := cards.ParseBotSpec(s)
		if err != nil {
			return nil, err
		}
		entrants = append(entrants, sim.Player{Name: s, Bot: spec})
	}
	return entrants, nil
}

// TournamentFromEnv reads the tournament settings of the games' opt-in tournament tests:
// FLASKDECK_TOURNAMENT=N games per pairing (0: no tournament) and FLASKDECK_MCTS=ITERATIONS for
// the search player (default 300).
func TournamentFromEnv() (games int, search string) {
	games, _ = strconv.Atoi(os.Getenv("FLASKDECK_TOURNAMENT"))
	search = "mcts:300"
	if b := os.Getenv("FLASKDECK_MCTS"); b != "" {
		search = "mcts:" + b
	}
	return games, search
}

// LevelTournament plays random, greedy and the search player against each other in two-player
// games of g, games per pairing with seats swapped equally (the lab's matchup matrix).
func LevelTournament(ctx context.Context, g cards.Game, games int, search string, seed uint64) (*sim.MatrixReport, error) {
	entrants, err := LevelEntrants(search)
	if err != nil {
		return nil, err
	}
	return sim.RunMatrix(ctx, sim.Config{Game: g, Games: games, Seed: seed, Workers: 1}, entrants)
}

// Markdown writes a matchup matrix as a Markdown table: each cell is the row entrant's score against the
// column entrant (draws count half) with its 95% interval and the wins–draws–losses.
func Markdown(m *sim.MatrixReport) string {
	var b strings.Builder
	b.WriteString("| |")
	for _, e := range m.Entrants {
		b.WriteString(" " + e.Name + " |")
	}
	b.WriteString("\n|---|" + strings.Repeat("---|", len(m.Entrants)) + "\n")
	for i, row := range m.Cells {
		fmt.Fprintf(&b, "| %s |", m.Entrants[i].Name)
		for j, cell := range row {
			if i == j {
				b.WriteString(" — |")
				continue
			}
			fmt.Fprintf(&b, " %.1f%% (%.1f–%.1f; %d–%d–%d) |", 100*cell.WinRate.Rate, 100*cell.WinRate.Low, 100*cell.WinRate.High, cell.Wins, cell.Draws, cell.Losses)
		}
		b.WriteString("\n")
	}
	return b.String()
}
