package code

import (
	"math/bits"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cpuclock"
)

// floorChoice is one move of a recorded random game: how many moves were legal (resigning left
// out) and where the groups a turn chooses among end, in Legal's order (single discards, pairs,
// action cards, then the draw or pass; after a draw the single, the pairs and keep; other phases
// count as one group).
type floorChoice struct{ n, singles, discards, acts uint16 }

// recordFloorGames plays the first games of BenchmarkRandomGame4 (the same seeds and random
// stream) through Legal and records every choice.
func recordFloorGames(tb testing.TB, games int) [][]floorChoice {
	r := cards.NewRand(1)
	var buf []Move
	out := make([][]floorChoice, games)
	for i := range out {
		s, err := Deal(4, uint64(i), Rules{}, nil)
		if err != nil {
			tb.Fatal(err)
		}
		for n := 0; !s.Over() && n < turnCap; n++ {
			buf = s.Legal(buf[:0])
			legal := buf[:len(buf)-1]
			var c floorChoice
			c.n = uint16(len(legal))
			for _, m := range legal {
				if m.Kind == Discard && m.B == NoCard {
					c.singles++
				}
				if m.Kind == Discard {
					c.discards++
				}
				if m.Kind == Discard || (m.Kind == Play && s.phase == phaseTurn) {
					c.acts++
				}
			}
			out[i] = append(out[i], c)
			if err := s.Play(legal[r.Intn(len(legal))]); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// TestFloorGamesAreTheBenchmarksGames requires the recorded games to be the benchmark's: as many
// moves as PlayRandomRun plays with the same seeds and stream, and groups that add up.
func TestFloorGamesAreTheBenchmarksGames(t *testing.T) {
	games := recordFloorGames(t, 5)
	r := cards.NewRand(1)
	for i, g := range games {
		s, err := Deal(4, uint64(i), Rules{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if n := s.PlayRandomRun(&r, turnCap, nil); n != len(g) {
			t.Fatalf("game %d: recorded %d moves, PlayRandomRun played %d", i, len(g), n)
		}
		for j, c := range g {
			if c.singles > c.discards || c.discards > c.acts || c.acts > c.n || c.n == 0 {
				t.Fatalf("game %d move %d: groups %+v do not add up", i, j, c)
			}
		}
	}
}

// BenchmarkRandomChoiceFloor4 replays the choices of recorded random 4-player games (the first
// 20 of BenchmarkRandomGame4): per move only the random number (the same stream, so the same
// choices) and the branch on the chosen move's group that any engine playing these games one move
// at a time takes; no position is kept. Its CPU time per game is a floor under
// BenchmarkRandomGame4's, whatever the engine's bookkeeping: the random numbers, and the
// mispredicted branches of choices no predictor can learn (docs/performance.md).
func BenchmarkRandomChoiceFloor4(b *testing.B) {
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
			// intn(&r, c.n) written out, as the engine's loop writes it (intn is not inlined).
			n := uint64(c.n)
			hi, lo := bits.Mul64(r.Uint64(), n)
			if lo < n {
				hi = uint64(intnSlow(&r, n, hi, lo))
			}
			k := uint16(hi)
			switch {
			case k < c.singles:
				groups[0]++
			case k < c.discards:
				groups[1]++
			case k < c.acts:
				groups[2]++
			default:
				groups[3]++
			}
		}
		moves += len(g)
	}
	reportGames(b, moves, start)
	if groups[0]+groups[1]+groups[2]+groups[3] != moves {
		b.Fatal("lost moves")
	}
}
