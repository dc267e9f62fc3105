package play

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/app/games"
)

// TestEveryGameHasATableView fails when a game of the list has no table view of its own.
func TestEveryGameHasATableView(t *testing.T) {
	for _, g := range games.Builtin() {
		if _, ok := tableViews[g]; !ok {
			t.Errorf("game %s has no table view: add one line to tableViews", g.Name())
		}
	}
}
