package lab

import (
	"context"
	"syscall"
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// processCPU returns the CPU time (user + system) the process has used so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchmarkSimFlask plays b.N Flask matches (red against blue, random players, as in the
// one-million-match memory check) on the given number of workers and reports matches per second
// of wall time and CPU microseconds per match, with the collector tuned as flaskdeck sim tunes it (all threads, the collector included: on a shared
// machine the first depends on the others' load, the second much less).
func benchmarkSimFlask(b *testing.B, workers int) {
	g, ok := games.Builtin().ByName("flask")
	if !ok {
		b.Skip("the Flask engine is not registered")
	}
	random := cards.BotSpec{Level: cards.LevelRandom}
	cfg := sim.Config{Game: g, Games: b.N, Seed: 1, Workers: workers, Classify: profileOf(g).Classify,
		IsTurnEnd: profileOf(g).IsTurnEnd,
		Players:   []sim.Player{{Name: "red", Bot: random, Deck: "red"}, {Name: "blue", Bot: random, Deck: "blue"}}}
	defer TuneGC()()
	b.ReportAllocs()
	b.ResetTimer()
	cpu := processCPU()
	rep, err := sim.Run(context.Background(), cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(rep.Finished)/b.Elapsed().Seconds(), "matches/s")
	b.ReportMetric(float64((processCPU()-cpu).Microseconds())/float64(rep.Finished), "cpu-µs/match")
}

func BenchmarkSimFlaskWorkers1(b *testing.B) { benchmarkSimFlask(b, 1) }
func BenchmarkSimFlaskWorkers2(b *testing.B) { benchmarkSimFlask(b, 2) }
