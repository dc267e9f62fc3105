package play

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/flask"
)

// The resources of one payment or loss are chosen in colour order, so a dialog may leave out a
// counter that holds resources: the question then says why, and says nothing when every counter
// holding resources is offered.
func TestALeftOutCounterIsExplained(t *testing.T) {
	lose := func(counters ...int) []flask.Move {
		var moves []flask.Move
		for _, c := range counters {
			moves = append(moves, flask.Move{Kind: flask.MoveLose, Arg: uint8(c)})
		}
		return moves
	}
	const red, blue, green, yellow = 0, 1, 2, 3
	for _, tc := range []struct {
		name     string
		counters [4]int
		offered  []flask.Move
		want     string // a part of the hint; "" for none
	}{
		// Red 2, blue 2, yellow 2 and 4 to lose: yellow first would leave too few after it.
		{"yellow comes later", [4]int{2, 2, 0, 2}, lose(red, blue), "comes after these"},
		// Blue was chosen: red, still holding 1, is passed.
		{"red was passed", [4]int{1, 1, 0, 2}, lose(blue, yellow), "no longer offered"},
		{"every counter offered", [4]int{1, 0, 3, 2}, lose(red, green, yellow), ""},
		{"empty counters are not missing", [4]int{0, 0, 3, 0}, lose(green), ""},
	} {
		got := inOrderHint(tc.offered, tc.counters)
		if tc.want == "" && got != "" || tc.want != "" && !strings.Contains(got, tc.want) {
			t.Errorf("%s: hint %q, want one with %q", tc.name, got, tc.want)
		}
	}
}
