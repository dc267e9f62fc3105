package flask

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/simtest"
)

// TestTournament plays random vs greedy vs mcts (red vs blue, the default decks, seats swapped
// equally so each player plays each deck as often) with the lab's matchup matrix, prints the table
// and checks that the search player beats both clearly. It runs only with FLASKDECK_TOURNAMENT=N
// (N games per pairing); FLASKDECK_MCTS sets the search budget (default 300 iterations a decision).
//
//	FLASKDECK_TOURNAMENT=1000 go test -tags ci -run TestTournament -v -timeout 2h ./flask/
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
	fmt.Fprintf(&b, "Flask, red vs blue, %d games per pairing, seats swapped; row's score against column (draws half), 95%% interval\n\n", games)
	b.WriteString(simtest.Markdown(rep))
	t.Log("\n" + b.String())
	search := len(entrants) - 1
	for j := range search {
		if cell := rep.Cells[search][j]; cell.WinRate.Low <= 0.5 {
			t.Errorf("%s against %s: %.1f%% (low %.1f%%): the search player must win clearly", budget, entrants[j].Name, 100*cell.WinRate.Rate, 100*cell.WinRate.Low)
		}
	}
}

// TestPlayoutPolicyHelpsTheSearch plays mcts:300 with Flask's playout rule (PlayoutStep) against mcts:300
// with uniform playouts (FLASKDECK_TOURNAMENT=N games, seats swapped) and checks it scores above half.
func TestPlayoutPolicyHelpsTheSearch(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("FLASKDECK_TOURNAMENT"))
	if games <= 0 {
		t.Skip("set FLASKDECK_TOURNAMENT=N to play N games")
	}
	r := cards.NewRand(78)
	score := 0.0
	for g := range games {
		e, err := New(cards.Config{Seats: 2, Seed: uint64(g) + 5000})
		if err != nil {
			t.Fatal(err)
		}
		with := &cards.MCTS[Move]{Iterations: 300}
		without := &cards.MCTS[Move]{Iterations: 300, UniformPlayouts: true}
		bots, seatWith := []cards.Bot[Move]{with, without}, cards.Seat(g%2)
		if seatWith == 1 {
			bots[0], bots[1] = bots[1], bots[0]
		}
		for !e.Over() {
			if err := e.Play(bots[e.ToMove()].Choose(e, &r)); err != nil {
				t.Fatal(err)
			}
		}
		score += e.Result().Payoff(seatWith)
	}
	t.Logf("mcts:300 with the playout policy scored %.1f%% in %d games against uniform playouts", 100*score/float64(games), games)
	if score/float64(games) <= 0.5 {
		t.Errorf("the playout policy does not help")
	}
}
