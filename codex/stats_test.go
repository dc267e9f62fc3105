package codex

import (
	"strconv"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

func TestStatsCountEachSeatsObjectivesAndTheirCompletions(t *testing.T) {
	for g := range 40 {
		s, err := Deal(2+g%3, uint64(500+g), StandardRules)
		if err != nil {
			t.Fatal(err)
		}
		r := cards.NewRand(uint64(g))
		playRandom(t, s, &r, nil)
		stats := s.Stats()
		held := map[int]float64{}
		completed := map[int]float64{}
		for seat := 0; seat < int(s.seats); seat++ {
			ids := []int{s.Common()[0], s.Common()[1], s.Secret(cards.Seat(seat))}
			for _, o := range ScoreObjectives(s.Area(cards.Seat(seat)), ids, s.rules.CardReuse) {
				held[o.ID]++
				if o.Completions > 0 {
					completed[o.ID]++
				}
			}
		}
		for id, n := range held {
			name := "objective " + strconv.Itoa(id)
			if got := stats[name+": held by (seats)"]; got != n {
				t.Fatalf("game %d: %s held by %v seats, want %v", g, name, got, n)
			}
			if got := stats[name+": completed by (seats)"]; got != completed[id] {
				t.Fatalf("game %d: %s completed by %v seats, want %v", g, name, got, completed[id])
			}
		}
		if want := 3 * float64(s.seats); sum(stats, ": held by (seats)") != want {
			t.Fatalf("game %d: objectives held %v, want 3 per seat (%v)", g, sum(stats, ": held by (seats)"), want)
		}
	}
}

func sum(stats map[string]float64, suffix string) float64 {
	total := 0.0
	for k, v := range stats {
		if len(k) > len(suffix) && k[len(k)-len(suffix):] == suffix {
			total += v
		}
	}
	return total
}
