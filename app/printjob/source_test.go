package printjob

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/app/games"
)

// TestEveryGamePrints fails when a game of the list has no print source.
func TestEveryGamePrints(t *testing.T) {
	for _, g := range games.Builtin() {
		if _, ok := sources[g]; !ok {
			t.Errorf("game %s has no print source: add one line to sources", g.Name())
		}
	}
}
