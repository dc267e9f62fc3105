package printjob

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/app/games"
)

// TestEveryGamePrints fails when a game of the list has no print source.
func TestEveryGamePrints(t *testing.T) {
	for _, g := range games.Builtin() {
		src, ok := sources[g]
		if !ok {
			t.Errorf("game %s has no print source: add one line to sources", g.Name())
		}
		if src.Job == nil || src.Export == nil {
			t.Errorf("game %s cannot print or export: its source needs Job and Export", g.Name())
		}
	}
}
