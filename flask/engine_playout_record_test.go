package flask

import (
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// updatePlayoutRecord rewrites testdata/playout_choices.txt from the code as it is: only when the
// playout rule, greedy or the evaluation is meant to choose other moves.
var updatePlayoutRecord = flag.Bool("update-playout", false, "rewrite testdata/playout_choices.txt")

const playoutRecordFile = "testdata/playout_choices.txt"

// TestThePlayoutRuleChoosesAsRecorded walks random games of 2 to 4 seats, every rule variant that
// changes a decision and every preset deck, and at every position hashes the fast playout rule's
// move (quickMove), greedy's move and every seat's score (the evaluation, bit for bit); the hashes
// must be the ones recorded in testdata/playout_choices.txt, so speed work on the playout rule, the
// sketch or the evaluation changes no choice. When a change of play is meant, rewrite the record
// with `go test ./flask -run TestThePlayoutRuleChoosesAsRecorded -update-playout`.
func TestThePlayoutRuleChoosesAsRecorded(t *testing.T) {
	variants := [][]string{nil, {"lose=attacker"}, {"draw-discard=no"}, {"cap=none"}, {"reaction-blocks=yes"}}
	colours := PresetNames[1:] // the playable decks (base is the palette)
	var got []string
	for seed := uint64(1); seed <= 150; seed++ {
		rules := variants[seed%uint64(len(variants))]
		seats := 2 + int(seed%3)
		decks := make([]string, seats)
		for i := range decks {
			decks[i] = colours[(int(seed)+i*3)%len(colours)]
		}
		e, err := New(cards.Config{Seats: seats, Seed: seed, Rules: rulesOf(t, rules), Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		r := cards.NewRand(seed)
		rb := &cards.Random[Move]{}
		greedy := cards.NewGreedy[Move]()
		h := fnv.New64a()
		scores := make([]float64, seats)
		positions := 0
		for steps := 0; !e.Over() && steps < 300; steps++ {
			positions++
			quick := e.quickMove()
			fmt.Fprintln(h, quick, greedy.Choose(e, &r))
			e.Scores(scores)
			for s := range scores {
				fmt.Fprintf(h, "%x ", math.Float64bits(scores[s]))
			}
			m := quick
			if steps%3 == 0 { // mix in random moves, so the rule meets every phase
				m = rb.Choose(e, &r)
			}
			if err := e.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		got = append(got, fmt.Sprintf("seed %d, %d seats %s %v: %d positions, %016x", seed, seats, strings.Join(decks, "/"), rules, positions, h.Sum64()))
	}
	text := strings.Join(got, "\n") + "\n"
	if *updatePlayoutRecord {
		if err := os.WriteFile(playoutRecordFile, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(playoutRecordFile)
	if err != nil {
		t.Fatal(err)
	}
	if text != string(want) {
		t.Errorf("the playout rule, greedy or the evaluation chose otherwise than recorded (rewrite %s with -update-playout only when that is meant):\ngot\n%swant\n%s", playoutRecordFile, text, want)
	}
}
