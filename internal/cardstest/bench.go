package cardstest

import (
	"syscall"
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/cards"
)

// BenchSearch runs one decision of the search player bot from position e per operation and
// reports the simulated games (playouts) per second of thinking, by wall time (games/s) and by the
// process's CPU time (games/cpu-s, which a loaded machine disturbs less), the CPU time per decision
// (cpu-ns/op, which scripts/bench-check.sh compares) and the playouts per decision. Call it from a
// benchmark.
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
	b.ReportMetric(float64(used.Nanoseconds())/float64(b.N), "cpu-ns/op")
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

// BenchThinkingCap runs one decision per operation of the hard level capped at limit thinking time
// (as the app plays it, with a budget of iterations it cannot finish) from position e, and reports
// the time it took as a share of the cap (time/cap, 1 = exactly the cap) and the iterations it ran.
func BenchThinkingCap[M cards.Move](b *testing.B, e cards.Engine[M], limit time.Duration) {
	b.Helper()
	spec := cards.BotSpec{Level: cards.LevelHard, Iterations: 1 << 30, Cap: limit}
	bot := cards.NewBot[M](spec).(*cards.MCTS[M])
	r := cards.NewRand(1)
	var took time.Duration
	playouts := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		bot.Choose(e, &r)
		took += time.Since(start)
		playouts += bot.Playouts
	}
	b.ReportMetric(took.Seconds()/float64(b.N)/limit.Seconds(), "time/cap")
	b.ReportMetric(float64(playouts)/float64(b.N), "games/op")
}
