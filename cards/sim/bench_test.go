package sim

import (
	"context"
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cpuclock"
)

// reportSimSpeed reports a run's matches per second of wall time and CPU microseconds per match
// (all threads, the collector included). On a machine shared with other work the wall-time rate
// depends on their load; CPU per match much less so.
func reportSimSpeed(b *testing.B, matches int64, cpu time.Duration) {
	b.ReportMetric(float64(matches)/b.Elapsed().Seconds(), "matches/s")
	b.ReportMetric(float64(cpu.Microseconds())/float64(matches), "cpu-µs/match")
}

// benchmarkSim plays b.N coin matches between greedy players (which copy the position for each
// candidate move, like real games) on the given number of workers.
func benchmarkSim(b *testing.B, workers int) {
	cfg := Config{Game: coin, Players: coinPlayers(cards.LevelGreedy, cards.LevelGreedy), Games: b.N, Workers: workers}
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuclock.Process()
	rep, err := Run(context.Background(), cfg)
	if err != nil {
		b.Fatal(err)
	}
	reportSimSpeed(b, rep.Finished, cpuclock.Process()-cpu)
}

func BenchmarkSimCoinWorkers1(b *testing.B) { benchmarkSim(b, 1) }
func BenchmarkSimCoinWorkers2(b *testing.B) { benchmarkSim(b, 2) }
