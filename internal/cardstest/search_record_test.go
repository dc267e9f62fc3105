package cardstest_test

import (
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
)

// updateSearchRecord rewrites testdata/search_decisions.txt from the code as it is: only when the
// search, a playout rule or an evaluation is meant to choose other moves.
var updateSearchRecord = flag.Bool("update", false, "rewrite testdata/search_decisions.txt")

const searchRecordFile = "testdata/search_decisions.txt"

// TestSearchDecisionsAsRecorded plays a few matches of every game between normal-level searches (a
// smaller budget, the game's own playouts and evaluation) with fixed seeds, and checks that every
// move is the one recorded in testdata/search_decisions.txt: speed work on the search (cards/mcts.go)
// or a game's playout rule must not change a single decision. When a change of play is meant,
// rewrite the record with `go test ./internal/cardstest -run TestSearchDecisionsAsRecorded -update`.
func TestSearchDecisionsAsRecorded(t *testing.T) {
	var got []string
	for _, seats := range []int{2, 3} {
		for seed := uint64(1); seed <= 2; seed++ {
			f, err := flask.New(cards.Config{Seats: seats, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, "flask "+recordMatch[flask.Move](t, f, seats, seed))
			x, err := codex.New(cards.Config{Seats: seats, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, "codex "+recordMatch[codex.Move](t, x, seats, seed))
			c, err := code.New(cards.Config{Seats: seats, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, "code "+recordMatch[code.Move](t, c, seats, seed))
		}
	}
	text := strings.Join(got, "\n") + "\n"
	if *updateSearchRecord {
		if err := os.WriteFile(searchRecordFile, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(searchRecordFile)
	if err != nil {
		t.Fatal(err)
	}
	if text != string(want) {
		t.Errorf("the search chose other moves than recorded (rewrite %s with -update only when that is meant):\ngot\n%swant\n%s", searchRecordFile, text, want)
	}
}

// recordMatch plays e on with a normal-level search of 300 iterations in every seat (up to 40
// decisions, seed seed) and returns the match's line of the record: seats, seed, decisions, the
// first moves and a hash of every move played.
func recordMatch[M cards.Move](t *testing.T, e cards.Engine[M], seats int, seed uint64) string {
	t.Helper()
	r := cards.NewRand(seed)
	bot := &cards.MCTS[M]{Level: cards.LevelNormal, Iterations: 300}
	h := fnv.New64a()
	var first []string
	decisions := 0
	for !e.Over() && decisions < 40 {
		m := bot.Choose(e, &r)
		if bot.Playouts > 0 {
			decisions++
		}
		s := fmt.Sprint(m)
		if len(first) < 6 {
			first = append(first, s)
		}
		fmt.Fprintln(h, s)
		if err := e.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return fmt.Sprintf("seats %d seed %d: %d decisions, %016x, first %s", seats, seed, decisions, h.Sum64(), strings.Join(first, " | "))
}
