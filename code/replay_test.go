package code

import (
	"errors"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestReplayFixture replays a logged match (three computer players, `flaskdeck play code --seats
// bot:greedy,bot:greedy,bot:random --seed 5`) move by move to its recorded result.
func TestReplayFixture(t *testing.T) {
	log, err := cards.ReadLog("testdata/match_greedy3.yaml")
	if err != nil {
		t.Fatal(err)
	}
	m, err := cards.Replay(Game{}, log)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Table.Over() || !m.Table.Result().Won(0) || len(m.Log.Moves) != 255 {
		t.Fatalf("over %v, result %+v after %d moves", m.Table.Over(), m.Table.Result(), len(m.Log.Moves))
	}
}

func TestReplayNamesTheIllegalMove(t *testing.T) {
	log, err := cards.ReadLog("testdata/match_illegal.yaml")
	if err != nil {
		t.Fatal(err)
	}
	_, err = cards.Replay(Game{}, log)
	if !errors.Is(err, cards.ErrIllegalMove) || !strings.Contains(err.Error(), "move 3") || !strings.Contains(err.Error(), "discard r0+r0 top r0") {
		t.Fatalf("err = %v, want move 3 named as illegal", err)
	}
}
