package codex

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

func benchRandomGame(b *testing.B, seats int) {
	r := cards.NewRand(1)
	var buf []Move
	placements := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, _ := New(seats, uint64(i), StandardRules)
		for !s.Over() {
			buf = s.Legal(buf[:0])
			m := buf[r.Intn(len(buf)-1)] // the last move resigns
			if m.Kind() == PlaceCard {
				placements++
			}
			_ = s.Play(m)
		}
	}
	b.ReportMetric(float64(placements)/float64(b.N), "placements/game")
}

// BenchmarkRandomGame2 plays complete uniformly random 2-player games (setup included).
func BenchmarkRandomGame2(b *testing.B) { benchRandomGame(b, 2) }

// BenchmarkRandomGame4 plays complete uniformly random 4-player games.
func BenchmarkRandomGame4(b *testing.B) { benchRandomGame(b, 4) }
