package flask

import (
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
	"github.com/flaskdeck/flaskdeck/internal/cpuclock"
)

// BenchmarkRandomGame plays one complete random 2-player game (red vs blue) per operation, on the
// lean engine as a search playout does: a copy of a dealt position, uniformly random legal moves.
func BenchmarkRandomGame(b *testing.B) {
	moves := make([]Move, 0, 64)
	benchRandomGames(b, func(e *State, r *cards.Rand) (played int) {
		for ; !e.Over(); played++ {
			moves = e.Legal(moves[:0])
			n := len(moves)
			if moves[n-1].Kind == MoveResign {
				n--
			}
			if err := e.Play(moves[r.Intn(n)]); err != nil {
				b.Fatal(err)
			}
		}
		return played
	})
}

// benchRandomGames plays one game per operation from a copy of a dealt position, hidden cards
// shuffled, with play (which returns the moves it played), and reports moves and CPU per game.
func benchRandomGames(b *testing.B, play func(e *State, r *cards.Rand) int) {
	start, err := New(cards.Config{Seats: 2, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	r := cards.NewRand(1)
	var e State
	total := 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuclock.Process()
	for i := 0; i < b.N; i++ {
		e.CopyFrom(start) // keeps e's own memories (Determinize's sorts), as a search's world does
		e.Determinize(cards.NoSeat, &r)
		total += play(&e, &r)
	}
	b.ReportMetric(float64(total)/float64(b.N), "moves/game")
	b.ReportMetric(float64(cpuclock.Process()-cpu)/float64(b.N), "cpu-ns/game")
}

// searchBenchPosition is the position the search benchmarks decide in: a red vs blue game (seed 3)
// four moves in (each the first legal move), so the decision has real choices.
func searchBenchPosition(b *testing.B) *State {
	b.Helper()
	start, err := New(cards.Config{Seats: 2, Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	for range 4 {
		start.Play(start.Legal(nil)[0])
	}
	return start
}

// BenchmarkSearchDecision is one decision of the search player at the normal level (its playouts
// and budget, see SearchSettings) in a red vs blue game a few moves in; it reports simulated games
// per second of thinking (cardstest.BenchSearch).
func BenchmarkSearchDecision(b *testing.B) {
	start := searchBenchPosition(b)
	cardstest.BenchSearch[Move](b, start, &cards.MCTS[Move]{Level: cards.LevelNormal})
}

// BenchmarkSearchDecisionThree is BenchmarkSearchDecision at a table of three (red, blue and green,
// a few moves in): the cost of the search where the cut-off judges each seat against two
// opponents.
func BenchmarkSearchDecisionThree(b *testing.B) {
	start, err := New(cards.Config{Seats: 3, Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	for range 4 {
		start.Play(start.Legal(nil)[0])
	}
	cardstest.BenchSearch[Move](b, start, &cards.MCTS[Move]{Level: cards.LevelNormal})
}

// BenchmarkSoftPlayout is one playout of the normal level's search per operation, the search's
// hot path without its tree: from the position of BenchmarkSearchDecision, hidden cards dealt anew
// from seat 0's view, up to 20 moves of the soft playout rule (SoftPlayoutStep at normal's
// temperature 1.5, each a card with its follow-ups), then the fitted cut-off judged for both seats.
// It reports CPU per playout.
func BenchmarkSoftPlayout(b *testing.B) {
	start := searchBenchPosition(b)
	set := start.SearchSettings(cards.LevelNormal)
	r := cards.NewRand(1)
	var e State
	sum := 0.0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuclock.Process()
	for i := 0; i < b.N; i++ {
		e.CopyFrom(start)
		e.Determinize(0, &r)
		for range set.MaxPlayout {
			if !e.SoftPlayoutStep(&r, set.PlayoutTemperature) {
				break
			}
		}
		sum += e.CutoffEvaluate(0) + e.CutoffEvaluate(1)
	}
	b.ReportMetric(float64(cpuclock.Process()-cpu)/float64(b.N), "cpu-ns/playout")
	if sum < 0 {
		b.Fatal("a negative judgement")
	}
}

// BenchmarkThinkingCap is one decision of hard capped at 1 s thinking, as the app plays it; it
// reports the time taken as a share of the cap (cardstest.BenchThinkingCap).
func BenchmarkThinkingCap(b *testing.B) {
	start := searchBenchPosition(b)
	cardstest.BenchThinkingCap[Move](b, start, time.Second)
}

// BenchmarkRandomGamePlayRandom plays the games of BenchmarkRandomGame through PlayRandom, the
// fast path the lab's simulations use for random players (the same moves, without the check).
func BenchmarkRandomGamePlayRandom(b *testing.B) {
	benchRandomGames(b, func(e *State, r *cards.Rand) (played int) {
		for ; !e.Over(); played++ {
			e.PlayRandom(r)
		}
		return played
	})
}

// BenchmarkGreedyMatch plays one complete 2-player match (red vs blue, default decks) between
// greedy players per operation, as the deck designer's "test this deck" and the lab play them, and
// reports the CPU time per match.
func BenchmarkGreedyMatch(b *testing.B) {
	benchBotMatch(b, cards.NewGreedy[Move]())
}

// benchBotMatch plays one match per operation between two copies of bot, a new deal each time.
func benchBotMatch(b *testing.B, bot cards.Bot[Move]) {
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuclock.Process()
	moves := 0
	for i := 0; i < b.N; i++ {
		e, err := New(cards.Config{Seats: 2, Seed: uint64(i + 1)})
		if err != nil {
			b.Fatal(err)
		}
		r := cards.NewRand(uint64(i + 1))
		for !e.Over() {
			if err := e.Play(bot.Choose(e, &r)); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(cpuclock.Process()-cpu)/float64(b.N), "cpu-ns/match")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/match")
}
