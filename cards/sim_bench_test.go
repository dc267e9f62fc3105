package cards

import (
	"context"
	"testing"
)

// benchmarkSim plays b.N coin matches between greedy players (which copy the position for each
// candidate move, like real games) on the given number of workers and reports matches/s.
func benchmarkSim(b *testing.B, workers int) {
	cfg := SimConfig{Game: coin, Players: coinPlayers(LevelGreedy, LevelGreedy), Games: b.N, Workers: workers}
	b.ReportAllocs()
	b.ResetTimer()
	rep, err := RunSim(context.Background(), cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(rep.Finished)/b.Elapsed().Seconds(), "matches/s")
}

func BenchmarkSimCoinWorkers1(b *testing.B) { benchmarkSim(b, 1) }
func BenchmarkSimCoinWorkers2(b *testing.B) { benchmarkSim(b, 2) }
