package codex

import (
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
	"github.com/flaskdeck/flaskdeck/internal/cpuclock"
)

func benchRandomGame(b *testing.B, seats int) {
	r := cards.NewRand(1)
	var buf []Move
	placements, points := 0, 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := int64(cpuclock.Process())
	for i := 0; i < b.N; i++ {
		s, _ := Deal(seats, uint64(i), StandardRules)
		for !s.Over() {
			buf = s.Legal(buf[:0])
			m := buf[r.Intn(len(buf)-1)] // the last move resigns
			if m.Kind() == PlaceCard {
				placements++
			}
			_ = s.Play(m)
		}
		for _, p := range s.Result().Scores {
			points += p
		}
	}
	b.ReportMetric(float64(int64(cpuclock.Process())-cpu)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(placements)/float64(b.N), "placements/game")
	b.ReportMetric(float64(points)/float64(b.N*seats), "final-score/seat")
}

// BenchmarkRandomGame2 plays complete uniformly random 2-player games (setup included).
func BenchmarkRandomGame2(b *testing.B) { benchRandomGame(b, 2) }

// BenchmarkRandomGame4 plays complete uniformly random 4-player games.
func BenchmarkRandomGame4(b *testing.B) { benchRandomGame(b, 4) }

// randomArea places n cards (starter included) at random legal positions and sides, from a seed.
func randomArea(seed uint64, n int) *Area {
	r := cards.NewRand(seed)
	ids := make([]uint8, 0, 80)
	for id := FirstResource; id < FirstStarter; id++ {
		ids = append(ids, uint8(id))
	}
	cards.ShuffleSlice(&r, ids)
	a := &Area{}
	a.Place(Placement{Card: uint8(FirstStarter + r.Intn(6)), Side: Side(1 + r.Intn(2))})
	for _, id := range ids {
		if a.Len() >= n || a.LegalPositions() == 0 {
			break
		}
		x, y := a.LegalPosition(r.Intn(a.LegalPositions()))
		side := Side(1 + r.Intn(2))
		if side == Front && !requirementMet(&catalogue[id], &a.symbols) {
			side = Back
		}
		a.Place(Placement{Card: id, Side: side, X: int8(x), Y: int8(y)})
	}
	return a
}

// BenchmarkLegalPlacements40 lists the placements of a 3-card hand on a 40-card area.
func BenchmarkLegalPlacements40(b *testing.B) {
	s, _ := Deal(2, 1, StandardRules)
	s.phase = PlacePhase
	s.players[s.turn].area = *randomArea(3, 40)
	s.players[s.turn].hand = [3]uint8{80, 41, 1} // two gold cards and a resource card
	buf := s.Legal(nil)
	b.ReportAllocs()
	b.ResetTimer()
	cpu := int64(cpuclock.Process())
	for i := 0; i < b.N; i++ {
		buf = s.Legal(buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "moves")
	b.ReportMetric(float64(s.players[s.turn].area.LegalPositions()), "positions")
	b.ReportMetric(float64(int64(cpuclock.Process())-cpu)/float64(b.N), "cpu-ns/op")
}

// BenchmarkObjectiveScoring40 scores three objectives (a diagonal, an L shape, a count) on a
// 40-card area, as at the end of a game.
func BenchmarkObjectiveScoring40(b *testing.B) {
	areas := make([]*Area, 16)
	for i := range areas {
		areas[i] = randomArea(uint64(i), 40)
	}
	ids := []uint8{87, 91, 95}
	var p packer
	var out [3]ObjectiveScore
	b.ReportAllocs()
	b.ResetTimer()
	cpu := int64(cpuclock.Process())
	for i := 0; i < b.N; i++ {
		areas[i&15].scoreObjectives(ids, true, &p, out[:])
	}
	b.ReportMetric(float64(int64(cpuclock.Process())-cpu)/float64(b.N), "cpu-ns/op")
}

// BenchmarkAllPatternsNoReuse40 scores all eight pattern objectives together without card reuse
// (one joint packing) on a 40-card area: the hardest case of the exact search.
func BenchmarkAllPatternsNoReuse40(b *testing.B) {
	areas := make([]*Area, 16)
	for i := range areas {
		areas[i] = randomArea(uint64(i), 40)
	}
	ids := []uint8{87, 88, 89, 90, 91, 92, 93, 94}
	var p packer
	var out [8]ObjectiveScore
	b.ReportAllocs()
	b.ResetTimer()
	cpu := int64(cpuclock.Process())
	for i := 0; i < b.N; i++ {
		areas[i&15].scoreObjectives(ids, false, &p, out[:])
	}
	b.ReportMetric(float64(int64(cpuclock.Process())-cpu)/float64(b.N), "cpu-ns/op")
}

// BenchmarkSearchDecision is one decision of the search player at the normal level (its playouts
// and budget, see SearchSettings) in a 2-player game a few turns in; it reports simulated games per
// second of thinking (cardstest.BenchSearch).
func BenchmarkSearchDecision(b *testing.B) {
	s, err := Deal(2, 1, StandardRules)
	if err != nil {
		b.Fatal(err)
	}
	r := cards.NewRand(3)
	for i := 0; i < 16 && !s.Over(); i++ { // setup choices and a few turns
		moves := s.Legal(nil)
		_ = s.Play(moves[r.Intn(len(moves)-1)])
	}
	cardstest.BenchSearch[Move](b, s, &cards.MCTS[Move]{Level: cards.LevelNormal})
}

// BenchmarkThinkingCap is one decision of hard capped at 1 s thinking, as the app plays it; it
// reports the time taken as a share of the cap (cardstest.BenchThinkingCap).
func BenchmarkThinkingCap(b *testing.B) {
	s, err := Deal(2, 1, StandardRules)
	if err != nil {
		b.Fatal(err)
	}
	r := cards.NewRand(3)
	for i := 0; i < 16 && !s.Over(); i++ {
		moves := s.Legal(nil)
		_ = s.Play(moves[r.Intn(len(moves)-1)])
	}
	cardstest.BenchThinkingCap[Move](b, s, time.Second)
}
