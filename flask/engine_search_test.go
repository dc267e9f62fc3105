package flask

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
)

// TestHardIsNormalWithFourTimesTheIterations pins what separates the levels: the same search,
// hard with four times normal's iterations (session 8 screened hard with other settings, docs/bots.md:
// none beat the noise).
func TestHardIsNormalWithFourTimesTheIterations(t *testing.T) {
	var e State
	normal, hard := e.SearchSettings(cards.LevelNormal), e.SearchSettings(cards.LevelHard)
	if hard.Iterations != 4*normal.Iterations {
		t.Errorf("iterations: normal %d, hard %d; want four times", normal.Iterations, hard.Iterations)
	}
	hard.Iterations = normal.Iterations
	if hard != normal {
		t.Errorf("hard's other settings %+v differ from normal's %+v", hard, normal)
	}
}

// BenchmarkHardSearchDecision is one hard-level decision per operation from the position of
// BenchmarkSearchDecision (12000 iterations): its cpu-ns/op is what a
// hard move costs, to keep well under the app's 3 s cap.
func BenchmarkHardSearchDecision(b *testing.B) {
	start := searchBenchPosition(b)
	cardstest.BenchSearch[Move](b, start, &cards.MCTS[Move]{Level: cards.LevelHard})
}
