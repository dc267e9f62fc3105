package lab

import (
	"context"
	"reflect"
	"testing"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// The typed playout (cards.PlayBots, the engines' tally keys, turn ends and random fast path)
// gives every game exactly the report of the move-by-move path, which writes every move and
// classifies it with the game's MoveTally. With --variant-impact the typed path compares each
// match's result, filled into the worker's memory (cards.ResultFiller), with each replay's.
func TestTypedPlayoutsReportAsTheMoveByMovePath(t *testing.T) {
	random := cards.BotSpec{Level: cards.LevelRandom}
	greedy := cards.BotSpec{Level: cards.LevelGreedy}
	for _, tt := range []struct {
		game          string
		seats         []cards.BotSpec
		games         int
		variantImpact bool
	}{
		{"flask", []cards.BotSpec{random, random}, 400, false},
		{"flask", []cards.BotSpec{greedy, random}, 60, false},
		{"flask", []cards.BotSpec{random, random, random}, 200, true},
		{"codex", []cards.BotSpec{random, random}, 150, false},
		{"codex", []cards.BotSpec{random, greedy, random}, 20, false},
		{"code", []cards.BotSpec{random, random, random, random}, 60, false},
		{"code", []cards.BotSpec{random, greedy}, 30, false},
	} {
		g, ok := games.Builtin().ByName(tt.game)
		if !ok {
			t.Fatalf("no game %s", tt.game)
		}
		profile := profileOf(g)
		cfg := sim.Config{Game: g, Games: tt.games, Seed: 7, Workers: 2, Classify: profile.Classify, IsTurnEnd: profile.IsTurnEnd,
			VariantImpact: tt.variantImpact}
		for i, spec := range tt.seats {
			cfg.Players = append(cfg.Players, sim.Player{Name: string(rune('a' + i)), Bot: spec})
		}
		typed := runSim(t, cfg)
		cfg.MoveByMove = true
		written := runSim(t, cfg)
		if !reflect.DeepEqual(typed, written) {
			t.Errorf("%s %v: the typed playouts report\n%+v\nthe move-by-move path\n%+v", tt.game, tt.seats, typed, written)
		}
		if len(typed.MoveTally) == 0 {
			t.Errorf("%s %v: no move tallied", tt.game, tt.seats)
		}
	}
}

// runSim runs cfg and returns its report.
func runSim(t *testing.T, cfg sim.Config) *sim.Report {
	t.Helper()
	rep, err := sim.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// plainGame hides a game's optional interfaces, cards.Renewer among them.
type plainGame struct{ cards.Game }

// A simulation whose worker renews one position for all its matches (cards.Renewer) reports
// exactly what it reports with a new position for every match.
func TestRenewedPositionsReportAsNewOnes(t *testing.T) {
	random, greedy := cards.BotSpec{Level: cards.LevelRandom}, cards.BotSpec{Level: cards.LevelGreedy}
	for _, tt := range []struct {
		game  string
		seats []cards.BotSpec
		games int
	}{
		{"flask", []cards.BotSpec{random, random}, 300},
		{"flask", []cards.BotSpec{greedy, random, random}, 20},
		{"codex", []cards.BotSpec{random, random}, 200},
		{"codex", []cards.BotSpec{random, greedy, random}, 10},
	} {
		g, ok := games.Builtin().ByName(tt.game)
		if !ok {
			t.Fatalf("no game %s", tt.game)
		}
		if _, ok := g.(cards.Renewer); !ok {
			t.Fatalf("%s is no cards.Renewer", tt.game)
		}
		profile := profileOf(g)
		cfg := sim.Config{Game: g, Games: tt.games, Seed: 11, Workers: 2, Classify: profile.Classify, IsTurnEnd: profile.IsTurnEnd,
			VariantImpact: true}
		for i, spec := range tt.seats {
			cfg.Players = append(cfg.Players, sim.Player{Name: string(rune('a' + i)), Bot: spec})
		}
		renewed := runSim(t, cfg)
		cfg.Game = plainGame{g}
		fresh := runSim(t, cfg)
		if !reflect.DeepEqual(renewed, fresh) {
			t.Errorf("%s %v: renewed positions report\n%+v\nnew ones\n%+v", tt.game, tt.seats, renewed, fresh)
		}
	}
}
