package cards

import "testing"

// copyingToy is the toy game as a Copier, so greedy playout moves can be played on it.
type copyingToy struct{ *toy }

func (c copyingToy) Clone() Engine[toyMove] { return copyingToy{c.toy.Clone().(*toy)} }

func (c copyingToy) CopyFrom(src Engine[toyMove]) {
	*c.toy = *src.(copyingToy).toy.Clone().(*toy)
}

func TestAGreedyPlayoutMoveIsTheMoveGreedyWouldPlay(t *testing.T) {
	g := newToy(2, 1, 21)
	g.total = 17
	g.hands[g.turn] = []int{6, 5, 2}
	world := copyingToy{g}
	if !greedyStep(&greedyScratch[toyMove]{}, Engine[toyMove](world)) {
		t.Fatal("no greedy playout move played")
	}
	if g.total != 19 || g.over {
		t.Fatalf("the greedy playout move brought the total to %d (over: %v), want 19 by playing 2", g.total, g.over)
	}
}

func TestSearchWithGreedyPlayoutsAvoidsLosingAtOnce(t *testing.T) {
	g := newToy(2, 1, 21)
	g.total = 17
	g.hands[g.turn] = []int{6, 5, 2}
	r := NewRand(1)
	bot := &MCTS[toyMove]{Iterations: 200, GreedyPlayouts: 1}
	if m := bot.Choose(copyingToy{g}, &r); m.value != 2 {
		t.Fatalf("search with greedy playouts played %v at 17 of 21", m)
	}
}
