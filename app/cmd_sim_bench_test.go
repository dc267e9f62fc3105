package app

import (
	"context"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// benchmarkSimFlask plays b.N Flask matches (red against blue, random players, as in the
// one-million-match memory check) on the given number of workers and reports matches/s.
func benchmarkSimFlask(b *testing.B, workers int) {
	g, ok := games["flask"]
	if !ok {
		b.Skip("the Flask engine is not registered")
	}
	random := cards.BotSpec{Level: cards.LevelRandom}
	cfg := cards.SimConfig{Game: g, Games: b.N, Seed: 1, Workers: workers, Classify: profileOf("flask").Classify,
		IsTurnEnd: profileOf("flask").IsTurnEnd,
		Players:   []cards.SimPlayer{{Name: "red", Bot: random, Deck: "red"}, {Name: "blue", Bot: random, Deck: "blue"}}}
	b.ReportAllocs()
	b.ResetTimer()
	rep, err := cards.RunSim(context.Background(), cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(rep.Finished)/b.Elapsed().Seconds(), "matches/s")
}

func BenchmarkSimFlaskWorkers1(b *testing.B) { benchmarkSimFlask(b, 1) }
func BenchmarkSimFlaskWorkers2(b *testing.B) { benchmarkSimFlask(b, 2) }
