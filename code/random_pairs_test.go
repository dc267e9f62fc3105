package code

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestNthPairsAreAppendDiscardsPairs holds nthPair and nthPairWith, which find a pair without
// listing them, to the pairs appendDiscards lists, in its order, over every position of random games.
func TestNthPairsAreAppendDiscardsPairs(t *testing.T) {
	r := cards.NewRand(7)
	checked := 0
	for game := range 300 {
		s, err := Deal(2+game%3, uint64(game), Rules{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !s.Over() && n < 3000; n++ {
			must := NoCard
			switch s.phase {
			case phaseDrawn:
				must = s.drawn
			case phaseTurn:
			default:
				s.PlayRandom(&r)
				continue
			}
			k := 0
			for _, m := range s.appendDiscards(nil, must) {
				if m.B == NoCard {
					continue
				}
				var got Move
				if must == NoCard {
					got = s.nthPair(s.held[s.cur], k)
				} else {
					got = s.nthPairWith(must, k)
				}
				if got != m {
					t.Fatalf("game %d move %d (must %v): pair %d is %v, appendDiscards lists %v", game, n, must, k, got, m)
				}
				k++
				checked++
			}
			s.PlayRandom(&r)
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d pairs checked", checked)
	}
}

func TestLaidOutMarksTheSeatsWithACard(t *testing.T) {
	r := cards.NewRand(3)
	for range 10000 {
		var offered [MaxSeats]Card
		var want uint8
		for seat := range offered {
			if r.Intn(2) == 0 {
				offered[seat] = Card(1 + r.Intn(numFaces-1))
				want |= 1 << seat
			}
		}
		if got := laidOut(&offered); got != want {
			t.Fatalf("laidOut(%v) = %#b, want %#b", offered, got, want)
		}
	}
}
