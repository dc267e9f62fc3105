package cards

// Greedy plays the move whose resulting position the game evaluates best for the mover, on a
// determinized copy (so it never reads hidden cards). Ties are broken at random.
//
// "One move ahead" means one move as a player sees it: some games split a move into decisions (play
// a card, then say how to pay for it, then choose the effect's target). When the engine says so
// (MidMover), Greedy looks through the decisions that complete the move, up to FollowUps of them,
// each decider taking its best continuation, so a card is judged by its effect, not by its cost
// alone. It then plans the rest of its turn the same way: after each candidate move it keeps
// taking its own best next move (up to TurnAhead of them) until the turn passes to another seat,
// and judges the position reached. So it plays a card that pays off later in the turn, and does
// not end a turn in which a card still improves its position. Each move is judged in Worlds
// determinized copies and the mean taken, so a draw that pays off in one dealing of the unseen
// cards is not mistaken for a sure thing.
type Greedy[M Move] struct {
	FollowUps int // decisions looked through after each move when mid-move; 0 means 4, -1 none
	TurnAhead int // own moves planned after each candidate until the turn passes; 0 means 8, -1 none
	Worlds    int // determinized copies each move is judged in; 0 means 4
}

// Choose returns the best move one step ahead, with the rest of the turn planned greedily.
func (g Greedy[M]) Choose(e Engine[M], r *Rand) M {
	me := e.ToMove()
	moves := withoutResign(e, e.Legal(nil))
	if len(moves) == 1 {
		return moves[0]
	}
	depth, ahead, worlds := orDefault(g.FollowUps, 4), orDefault(g.TurnAhead, 8), max(orDefault(g.Worlds, 4), 1)
	scores := make([]float64, len(moves))
	legal := make([]bool, len(moves))
	for w := 0; w < worlds; w++ {
		world := e.Clone()
		world.Determinize(me, r)
		for i, m := range moves {
			next := world.Clone()
			if next.Play(m) != nil {
				continue
			}
			legal[i] = true
			scores[i] += judge(planTurn(settle(next, depth), me, depth, ahead), me)
		}
	}
	best, bestScore, ties := moves[0], -1.0, 0
	for i, m := range moves {
		if !legal[i] {
			continue
		}
		score := scores[i] / float64(worlds)
		switch {
		case score > bestScore+1e-12:
			best, bestScore, ties = m, score, 1
		case score > bestScore-1e-12:
			ties++
			if r.Intn(ties) == 0 {
				best = m
			}
		}
	}
	return best
}

// orDefault reads a look-ahead setting: 0 means def, a negative value none.
func orDefault(v, def int) int {
	switch {
	case v == 0:
		return def
	case v < 0:
		return 0
	}
	return v
}

// planTurn continues e while seat me keeps the decision, up to ahead moves, each time taking the
// move (settled, see settle) best for me one step ahead. It returns the position where the turn
// passes to another seat, the game ends or the plan runs out.
func planTurn[M Move](e Engine[M], me Seat, depth, ahead int) Engine[M] {
	for ; ahead > 0 && !e.Over() && e.ToMove() == me; ahead-- {
		var best Engine[M]
		bestScore := 0.0
		for _, f := range withoutResign(e, e.Legal(nil)) {
			next := e.Clone()
			if next.Play(f) != nil {
				continue
			}
			leaf := settle(next, depth)
			if score := judge(leaf, me); best == nil || score > bestScore {
				best, bestScore = leaf, score
			}
		}
		if best == nil {
			break
		}
		e = best
	}
	return e
}

// settle follows the decisions that complete the current move while the engine says it is mid-move
// (up to depth of them): whoever decides (the mover paying, a victim choosing its loss) takes the
// continuation best for itself. It returns the position reached.
func settle[M Move](e Engine[M], depth int) Engine[M] {
	mm, ok := e.(MidMover)
	if !ok || depth == 0 || e.Over() || !mm.MidMove() {
		return e
	}
	decider := e.ToMove()
	var best Engine[M]
	bestScore := 0.0
	for _, f := range withoutResign(e, e.Legal(nil)) {
		next := e.Clone()
		if next.Play(f) != nil {
			continue
		}
		leaf := settle(next, depth-1)
		if score := judge(leaf, decider); best == nil || score > bestScore {
			best, bestScore = leaf, score
		}
	}
	if best == nil {
		return e
	}
	return best
}

// judge is a position's value for seat s: the payoff when the game is over, else the evaluation.
func judge[M Move](e Engine[M], s Seat) float64 {
	if e.Over() {
		return e.Result().Payoff(s)
	}
	return e.Evaluate(s)
}
