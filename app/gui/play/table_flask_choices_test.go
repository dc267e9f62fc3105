package play

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/flask"
)

// The counters of one payment, one loss or one card's gains are chosen in colour order, so a dialog
// may leave out a counter that could serve: the question then says why, and says nothing when every
// such counter is offered.
func TestALeftOutCounterIsExplained(t *testing.T) {
	offer := func(counters ...int) []flask.Move {
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
		{"yellow comes later", [4]int{2, 2, 0, 2}, offer(red, blue), "comes after these"},
		// Blue was chosen: red, still holding 1, is passed.
		{"red was passed", [4]int{1, 1, 0, 2}, offer(blue, yellow), "no longer offered"},
		{"every counter offered", [4]int{1, 0, 3, 2}, offer(red, green, yellow), ""},
		{"empty counters are not missing", [4]int{0, 0, 3, 0}, offer(green), ""},
		// A card's second gain after a gain of green: red and blue, even empty, were passed.
		{"a gain passed red and blue", everyCounter, offer(green, yellow), "no longer offered"},
	} {
		got := inOrderHint(tc.offered, tc.counters)
		if tc.want == "" && got != "" || tc.want != "" && !strings.Contains(got, tc.want) {
			t.Errorf("%s: hint %q, want one with %q", tc.name, got, tc.want)
		}
	}
}
