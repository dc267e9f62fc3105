package flask

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
)

// TestHardSearchesTheFollowUpsNormalLeavesToTheRule pins what separates the levels (session 8):
// the same search, hard with four times normal's iterations and every follow-up decision branched
// on in the tree, normal with the follow-ups below the root taken by the fast rule.
func TestHardSearchesTheFollowUpsNormalLeavesToTheRule(t *testing.T) {
	var e State
	normal, hard := e.SearchSettings(cards.LevelNormal), e.SearchSettings(cards.LevelHard)
	if !normal.RuleFollowUps || hard.RuleFollowUps {
		t.Errorf("follow-ups by the rule: normal %v, hard %v; want normal only", normal.RuleFollowUps, hard.RuleFollowUps)
	}
	if hard.Iterations != 4*normal.Iterations {
		t.Errorf("iterations: normal %d, hard %d; want four times", normal.Iterations, hard.Iterations)
	}
	hard.Iterations, hard.RuleFollowUps = normal.Iterations, normal.RuleFollowUps
	if hard != normal {
		t.Errorf("hard's other settings %+v differ from normal's %+v", hard, normal)
	}
}

// BenchmarkHardSearchDecision is one hard-level decision per operation from the position of
// BenchmarkSearchDecision (12000 iterations, the follow-ups searched): its cpu-ns/op is what a
// hard move costs, to keep well under the app's 3 s cap.
func BenchmarkHardSearchDecision(b *testing.B) {
	start, err := New(cards.Config{Seats: 2, Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	for range 4 {
		start.Play(start.Legal(nil)[0])
	}
	cardstest.BenchSearch[Move](b, start, &cards.MCTS[Move]{Level: cards.LevelHard})
}
