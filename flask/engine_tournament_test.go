package flask

import (
	"os"
	"strconv"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestTournament plays random vs greedy vs mcts in red vs blue games, seats swapped, and checks
// that the search player beats both clearly. It runs only with FLASKDECK_TOURNAMENT=N (N games per
// pairing); FLASKDECK_MCTS sets the search budget (default 300 iterations per decision).
//
//	FLASKDECK_TOURNAMENT=1000 go test -tags ci -run TestTournament -v -timeout 2h ./flask/
func TestTournament(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("FLASKDECK_TOURNAMENT"))
	if games <= 0 {
		t.Skip("set FLASKDECK_TOURNAMENT=N to play N games per pairing")
	}
	budget := "mcts:300"
	if b := os.Getenv("FLASKDECK_MCTS"); b != "" {
		budget = "mcts:" + b
	}
	var specs []cards.BotSpec
	for _, s := range []string{"random", "greedy", budget} {
		spec, err := cards.ParseBotSpec(s)
		if err != nil {
			t.Fatal(err)
		}
		specs = append(specs, spec)
	}
	deal := func(seed uint64) cards.Engine[Move] {
		e, err := NewFromConfig(cards.Config{Seats: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	rows, err := cards.Tournament(deal, specs, games, 2026)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("Flask, red vs blue, %d games per pairing, seats swapped:\n%s", games, cards.FormatTournament(rows))
	for _, p := range rows {
		if p.B.Level == cards.LevelMCTS && p.RateA() > 0.4 {
			t.Errorf("%s scored %.1f%% against %s: the search player must win clearly", p.A, 100*p.RateA(), p.B)
		}
	}
}
