package flask

import "github.com/flaskdeck/flaskdeck/cards"

// PlayRandomRun plays up to max moves, each exactly the move PlayRandom would play with r (the
// same number drawn from r, the same position after it), and stops early when the game ends; it
// returns the number of moves played (cards.RandomRunner). When tally is not nil, it counts the
// moves TallyKey keys: tally[key*Seats()+seat] for each such move seat played.
//
// It is the fast path of whole random matches (the lab's simulations of random players): the
// moves are listed and played in one loop, with no call through the table a move.
// TestPlayRandomRunPlaysAsPlayRandom holds it to PlayRandom.
func (e *State) PlayRandomRun(r *cards.Rand, max int, tally []int32) int {
	var room [randomRoom]Move
	seats := int(e.n)
	played := 0
	for ; played < max && e.phase != phaseOver; played++ {
		seat := int(e.toMove)
		// PlayRandom, written out: calling it a move cost 3.5 % of a simulated match (SimFlaskWorkers1,
		// 4,074 against 3,927 cpu-ns, six alternated rounds, session 15).
		moves := e.Legal(room[:0])
		n := len(moves)
		if n > 1 && moves[n-1].Kind == MoveResign {
			n--
		}
		m := moves[r.Intn(n)]
		e.apply(m)
		if tally != nil {
			if k := e.TallyKey(m); k > 0 {
				tally[k*seats+seat]++
			}
		}
	}
	return played
}

// TallyMove returns a move of tally key k (cards.RandomRunner), so that a report can write the
// name of the moves the key counts: a trigger for key 1, the play of the card kind k-2 of this
// match's table for the keys above; false past the table's last card kind.
func (e *State) TallyMove(k int) (Move, bool) {
	switch {
	case k == 1:
		return Move{Kind: MoveTrigger, tab: e.tab}, true
	case k >= 2 && k-2 < len(e.tab.kinds):
		return Move{Kind: MovePlay, Arg: uint8(k - 2), tab: e.tab}, true
	}
	return Move{}, false
}
