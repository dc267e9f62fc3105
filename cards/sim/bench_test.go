package sim

import (
	"context"
	"syscall"
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/cards"
)

// processCPU returns the CPU time (user + system) the process has used so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

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
	cpu := processCPU()
	rep, err := Run(context.Background(), cfg)
	if err != nil {
		b.Fatal(err)
	}
	reportSimSpeed(b, rep.Finished, processCPU()-cpu)
}

func BenchmarkSimCoinWorkers1(b *testing.B) { benchmarkSim(b, 1) }
func BenchmarkSimCoinWorkers2(b *testing.B) { benchmarkSim(b, 2) }
