package cardstest

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// CheckBlind checks that every computer player level (cards.LadderLevels and mcts with a small
// budget) decides only from what the seat to move may see: in position e and in copies of e whose
// unseen cards were dealt anew for that seat (Determinize), each level with the same random seed
// must choose the same move.
func CheckBlind[M cards.Move](t *testing.T, e cards.Engine[M], deals int) {
	t.Helper()
	me := e.ToMove()
	specs := []cards.BotSpec{{Level: cards.LevelMCTS, Iterations: 200}}
	for _, l := range cards.LadderLevels {
		specs = append(specs, cards.BotSpec{Level: l})
	}
	for d := 0; d < deals; d++ {
		other := e.Clone()
		r := cards.NewRand(uint64(d) + 1000)
		other.Determinize(me, &r)
		for _, spec := range specs {
			ra, rb := cards.NewRand(uint64(d)+1), cards.NewRand(uint64(d)+1)
			ma := cards.NewBot[M](spec).Choose(e, &ra)
			mb := cards.NewBot[M](spec).Choose(other, &rb)
			if ma != mb {
				t.Errorf("%v, deal %d: %v in the position, %v with the unseen cards dealt anew", spec, d, ma, mb)
			}
		}
	}
}
