package cardstest

import (
	"syscall"
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/cards"
)

// BenchSearch runs one decision of the search player bot from position e per operation and
// reports the simulated games (playouts) per second of thinking, by wall time (games/s) and by the
// process's CPU time (games/cpu-s, which a loaded machine disturbs less), and the playouts per
// decision. Call it from a benchmark.
func BenchSearch[M cards.Move](b *testing.B, e cards.Engine[M], bot *cards.MCTS[M]) {
	b.Helper()
	r := cards.NewRand(1)
	playouts := 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := ProcessCPU()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		bot.Choose(e, &r)
		playouts += bot.Playouts
	}
	wall, used := time.Since(start), ProcessCPU()-cpu
	b.ReportMetric(float64(playouts)/wall.Seconds(), "games/s")
	if used > 0 {
		b.ReportMetric(float64(playouts)/used.Seconds(), "games/cpu-s")
	}
	b.ReportMetric(float64(playouts)/float64(b.N), "games/op")
}

// ProcessCPU returns the CPU time (user and system) the process has used.
func ProcessCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
