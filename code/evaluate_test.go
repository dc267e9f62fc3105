package code

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

func TestDistanceFromTheCode(t *testing.T) {
	tests := []struct {
		hand, code string
		want       int
	}{
		{"r1 b2 y3 p4", "1234", 0},
		{"r1 b2 y3 joker", "1234", 0},
		{"joker joker joker joker", "1234", 0},
		{"r1 b2 y3", "1234", 1},            // one digit missing
		{"r1 b2 y3 p4 r9", "1234", 1},      // one card to shed
		{"r1 b2 y3 p4 skip", "1234", 1},    // an action card is shed too
		{"r1 r1 b2 y3", "1234", 2},         // a spare 1 out, a 4 in
		{"r1 b2 y3 p4 joker", "1234", 1},   // a spare joker
		{"r1 b1 y1 p1", "1111", 0},         // repeated digits
		{"r5 r6 r7", "1234", 7},            // 4 missing, 3 to shed
		{"", "0000", 4},                    // empty hand
		{"gift gift joker", "1234", 3 + 2}, // joker covers one of 4 missing: 3 missing, 2 gifts to shed
	}
	for _, tt := range tests {
		t.Run(tt.hand+" for "+tt.code, func(t *testing.T) {
			s := build(t, position{hands: []string{tt.hand, "b7"}, codes: []string{tt.code, "5678"}, numbers: "p4"})
			if got := s.distance(0, NoCard); got != tt.want {
				t.Fatalf("distance %d, want %d", got, tt.want)
			}
			if win := s.spellsCode(0); win != (tt.want == 0) {
				t.Fatalf("spellsCode %v with distance %d", win, tt.want)
			}
		})
	}
}

func TestEvaluateIsAShareOfTheRace(t *testing.T) {
	s := build(t, position{hands: []string{"r1 b2 y3 p9", "b7 b8 b9 skip gift", "y1"}, codes: []string{"1234", "5678", "9012"}, numbers: "p4"})
	sum := 0.0
	for seat := range cards.Seat(3) {
		sum += s.Evaluate(seat)
	}
	if sum < 0.999 || sum > 1.001 {
		t.Fatalf("the shares add up to %v", sum)
	}
	if !(s.Evaluate(0) > s.Evaluate(2) && s.Evaluate(2) > s.Evaluate(1)) {
		t.Fatalf("seat 1 (2 from its code) should lead seat 3 (4) and seat 2 (6): %v %v %v", s.Evaluate(0), s.Evaluate(2), s.Evaluate(1))
	}
}

// TestGreedyKeepsItsCodeAndShedsTheRest sets up positions where one move is plainly right for a
// player after its code, and checks that the greedy player finds it every time.
func TestGreedyKeepsItsCodeAndShedsTheRest(t *testing.T) {
	tests := []struct {
		name string
		p    position
		want string
	}{
		{"sheds the card its code lacks", position{hands: []string{"r1 b2 y3 p4 r9", "b7 b8"}, codes: []string{"1234", "5678"}, numbers: "r5"}, "discard r9"},
		{"wins when it can", position{hands: []string{"r1 b2 y3 p4 r9 r8", "b7 b8"}, codes: []string{"1234", "5678"}, numbers: "p8"}, "discard r8"},
		{"plays a spare joker away", position{hands: []string{"r1 y2 y3 p4 joker", "b7 b8"}, codes: []string{"1234", "5678"}, numbers: "b9"}, "play joker"},
		{"answers +2 with +2", position{hands: []string{"+2", "r1 b2 y3 +2 b8"}, codes: []string{"5678", "1234"}, numbers: "b9", turn: 1}, "play +2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for i := range 20 {
				s := build(t, tt.p)
				if tt.want == "play +2" {
					play(t, s, "play +2")
				}
				r := cards.NewRand(uint64(i))
				if got := (cards.Greedy[Move]{}).Choose(s, &r).String(); got != tt.want {
					t.Fatalf("greedy chose %q, want %q (legal %v)", got, tt.want, legalStrings(s))
				}
			}
		})
	}
}
