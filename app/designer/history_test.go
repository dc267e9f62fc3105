package designer

import (
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// The same test run twice changes nothing, whatever the rounding of the rates the history keeps.
func TestTheSameTestAgainSaysNoChange(t *testing.T) {
	r := &Report{Level: "greedy", Overall: sim.Interval{Rate: 0.35225},
		Opponents: []Opponent{{Name: "Green", Win: sim.Interval{Rate: 0.4155}}, {Name: "Red", Win: sim.Interval{Rate: 0.19949}}}}
	got := Changes(EntryOf(r, time.Now()), r)
	if len(got) != 1 || got[0] != "no change since the last test" {
		t.Fatalf("the same test again: %q", got)
	}
	r2 := *r
	r2.Opponents = []Opponent{{Name: "Green", Win: sim.Interval{Rate: 0.4775}}, {Name: "Red", Win: sim.Interval{Rate: 0.19949}}}
	got = Changes(EntryOf(r, time.Now()), &r2)
	if len(got) != 1 || got[0] != "+6.2 points against Green since the last test" {
		t.Fatalf("after a change against Green: %q", got)
	}
}
