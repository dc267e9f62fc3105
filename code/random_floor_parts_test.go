package code

import (
	"math/bits"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cpuclock"
)

// The floor's parts: BenchmarkRandomChoiceFloor4 taken apart over the same recorded games, so
// that what the random numbers cost and what the branches on them cost can be told apart
// (docs/performance.md, "the floor taken apart"). Each reports the CPU time per game like the
// floor itself; the differences between them are the parts.

// BenchmarkRandomChoiceFloor4Generator draws one raw 64-bit number (cards.Rand.Uint64,
// xoshiro256**) per move of the recorded games and nothing else: the generator alone.
func BenchmarkRandomChoiceFloor4Generator(b *testing.B) {
	games := recordFloorGames(b, 20)
	b.ResetTimer()
	start := int64(cpuclock.Process())
	r := cards.NewRand(1)
	moves := 0
	var sum uint64
	for i := 0; i < b.N; i++ {
		g := games[i%len(games)]
		for range g {
			sum += r.Uint64()
		}
		moves += len(g)
	}
	reportGames(b, moves, start)
	if sum == 0 {
		b.Fatal("no numbers drawn")
	}
}

// BenchmarkRandomChoiceFloor4Bounded draws each move's number as the engine's loop does (intn
// written out: Lemire's multiply-shift with rejection, the bound read from the record) and sums
// them: the generator, the bounded draw and the walk over the records, without a branch on the
// number.
func BenchmarkRandomChoiceFloor4Bounded(b *testing.B) {
	games := recordFloorGames(b, 20)
	b.ResetTimer()
	start := int64(cpuclock.Process())
	r := cards.NewRand(1)
	moves, sum := 0, 0
	for i := 0; i < b.N; i++ {
		if i%len(games) == 0 {
			r = cards.NewRand(1)
		}
		g := games[i%len(games)]
		for _, c := range g {
			// intn(&r, c.n) written out as the engine's loop writes it: intn itself is not
			// inlined (cost 162, over the budget of 80), and its call would be a part of its own.
			n := uint64(c.n)
			hi, lo := bits.Mul64(r.Uint64(), n)
			if lo < n {
				hi = uint64(intnSlow(&r, n, hi, lo))
			}
			sum += int(hi)
		}
		moves += len(g)
	}
	reportGames(b, moves, start)
	if sum < moves/2 {
		b.Fatal("numbers too small")
	}
}

// BenchmarkRandomChoiceFloor4Branchless is BenchmarkRandomChoiceFloor4 with the chosen group
// computed and counted without a branch: the floor less its mispredicted branches.
func BenchmarkRandomChoiceFloor4Branchless(b *testing.B) {
	games := recordFloorGames(b, 20)
	b.ResetTimer()
	start := int64(cpuclock.Process())
	r := cards.NewRand(1)
	moves, groups := 0, [4]int{}
	for i := 0; i < b.N; i++ {
		if i%len(games) == 0 {
			r = cards.NewRand(1)
		}
		g := games[i%len(games)]
		for _, c := range g {
			n := uint64(c.n)
			hi, lo := bits.Mul64(r.Uint64(), n)
			if lo < n {
				hi = uint64(intnSlow(&r, n, hi, lo))
			}
			k := uint16(hi)
			groups[(b2i(k >= c.singles)+b2i(k >= c.discards)+b2i(k >= c.acts))&3]++
		}
		moves += len(g)
	}
	reportGames(b, moves, start)
	if groups[0]+groups[1]+groups[2]+groups[3] != moves {
		b.Fatal("lost moves")
	}
}
