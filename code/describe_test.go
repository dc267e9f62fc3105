package code

import (
	"path/filepath"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/golden"
)

// TestDescribeGolden compares what seats see in a few positions with testdata/describe/*.txt
// (-update rewrites them).
func TestDescribeGolden(t *testing.T) {
	gift := build(t, fourSeats("gift r9 b4"))
	play(t, gift, "play gift", "offer b7")
	plus := build(t, fourSeats("+2 r9"))
	play(t, plus, "play +2")
	drawn := build(t, position{hands: []string{"y4 r9 p7", "p1"}, codes: []string{"1234", "5678"}, numbers: "b5", deck: "r1"})
	play(t, drawn, "draw")
	won := build(t, position{hands: []string{"r1 b2 joker y3 p9", "b7"}, codes: []string{"1234", "5678"}, numbers: "p4"})
	play(t, won, "discard p9")
	views := []struct {
		name   string
		s      *State
		viewer cards.Seat
	}{
		{"gift_seat3", gift, 2},
		{"gift_spectator", gift, cards.NoSeat},
		{"plus2_seat2", plus, 1},
		{"drawn_seat1", drawn, 0},
		{"drawn_seat2", drawn, 1},
		{"won", won, cards.NoSeat},
	}
	for _, v := range views {
		path := filepath.Join("testdata", "describe", v.name+".txt")
		got := v.s.Describe(v.viewer)
		golden.CheckString(t, path, got)
	}
}
