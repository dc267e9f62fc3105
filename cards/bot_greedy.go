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
// and judges the position reached; the follow-ups of those planned moves may be settled more
// cheaply, one decision at a time beyond the first PlanFollowUps (the candidate's own are always
// looked through in every combination). So it plays a card that pays off later in the turn, and does
// not end a turn in which a card still improves its position. Each move is judged in Worlds
// determinized copies and the mean taken, so a draw that pays off in one dealing of the unseen
// cards is not mistaken for a sure thing. A game may tune these (GreedyTuner).
//
// A Greedy made by NewBot keeps its working copies of the game from one decision to the next, so
// on an engine that is a Copier it allocates almost nothing once warm; it must then not be shared
// between goroutines. A Greedy literal works too, with fresh working memory per decision.
type Greedy[M Move] struct {
	FollowUps int // decisions looked through after each move when mid-move; 0 means 4, -1 none
	TurnAhead int // own moves planned after each candidate until the turn passes; 0 means 8, -1 none
	Worlds    int // determinized copies each move is judged in; 0 means 4
	// PlanFollowUps is how many of the follow-up decisions of each move planned after a candidate
	// are looked through in every combination; the rest (up to FollowUps) are settled one at a
	// time, each decider taking its best next decision. 0 means all of them, -1 none.
	PlanFollowUps int

	scratch *greedyScratch[M]
}

// GreedySettings are the look-ahead knobs of Greedy for one game (see the fields of Greedy; 0
// means Greedy's default, -1 none).
type GreedySettings struct {
	FollowUps, TurnAhead, Worlds, PlanFollowUps int
}

// GreedyTuner is implemented by engines that tune Greedy's look-ahead for their game (fewer
// determinized worlds where the unseen cards matter little to one turn, say). Greedy's own
// non-zero fields win over the tuner's.
type GreedyTuner interface {
	GreedySettings() GreedySettings
}

// NewGreedy returns a Greedy that keeps its working memory between decisions.
func NewGreedy[M Move]() Greedy[M] {
	return Greedy[M]{scratch: &greedyScratch[M]{}}
}

// Choose returns the best move one step ahead, with the rest of the turn planned greedily.
func (g Greedy[M]) Choose(e Engine[M], r *Rand) M {
	p := g.scratch
	if p == nil {
		p = &greedyScratch[M]{}
	}
	p.resigner, _ = e.(Resigner[M])
	me := e.ToMove()
	moves := append([]M(nil), p.legal(e, 0)...)
	if len(moves) == 1 {
		return moves[0]
	}
	set := g.settings(e)
	depth, ahead, worlds := orDefault(set.FollowUps, greedyFollowUps), orDefault(set.TurnAhead, 8), max(orDefault(set.Worlds, 4), 1)
	planEx := orDefault(set.PlanFollowUps, depth)
	p.scores = append(p.scores[:0], make([]float64, len(moves))...)
	p.ok = append(p.ok[:0], make([]bool, len(moves))...)
	scores, legal := p.scores, p.ok
	for w := 0; w < worlds; w++ {
		world := p.copyOf(e)
		p.slots[world].e.Determinize(me, r)
		for i, m := range moves {
			next := p.copyOf(p.slots[world].e)
			if p.slots[next].e.Play(m) != nil {
				p.release(next)
				continue
			}
			legal[i] = true
			leaf := p.planTurn(p.settle(next, depth, depth, 1), me, depth, planEx, ahead)
			scores[i] += judge(p.slots[leaf].e, me)
			p.release(leaf)
		}
		p.release(world)
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

// settings resolves the look-ahead for engine e: the game's GreedyTuner, then g's own fields.
func (g Greedy[M]) settings(e Engine[M]) GreedySettings {
	var set GreedySettings
	if t, ok := e.(GreedyTuner); ok {
		set = t.GreedySettings()
	}
	if g.FollowUps != 0 {
		set.FollowUps = g.FollowUps
	}
	if g.TurnAhead != 0 {
		set.TurnAhead = g.TurnAhead
	}
	if g.Worlds != 0 {
		set.Worlds = g.Worlds
	}
	if g.PlanFollowUps != 0 {
		set.PlanFollowUps = g.PlanFollowUps
	}
	return set
}

// greedyFollowUps is how many follow-up decisions Greedy looks through by default.
const greedyFollowUps = 4

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

// greedyScratch is Greedy's working memory: working copies of the game (slots, reused when the
// engine is a Copier) and a move list per level of look-ahead.
type greedyScratch[M Move] struct {
	slots    []greedySlot[M]
	free     []int // slots not in use
	moves    [][]M
	scores   []float64
	ok       []bool
	resigner Resigner[M]
}

// greedySlot is one working copy of the game with its optional interfaces, looked up once. When
// the engine is a SeatScorer, scores holds every seat's score of the slot's position once scored:
// a slot is played on (play, or right after copyOf) only before it is scored, and copyOf and play
// forget the scores.
type greedySlot[M Move] struct {
	e      Engine[M]
	copier Copier[M]
	mid    MidMover
	scorer Scorer
	seats  SeatScorer
	legal  LegalPlayer[M]
	scores []float64
	scored bool
}

// copyOf returns the slot of a new working copy of e.
func (p *greedyScratch[M]) copyOf(e Engine[M]) int {
	if n := len(p.free); n > 0 {
		i := p.free[n-1]
		p.free = p.free[:n-1]
		sl := &p.slots[i]
		sl.scored = false
		if sl.copier != nil {
			sl.copier.CopyFrom(e)
		} else {
			p.fill(sl, e.Clone())
		}
		return i
	}
	p.slots = append(p.slots, greedySlot[M]{})
	i := len(p.slots) - 1
	p.fill(&p.slots[i], e.Clone())
	return i
}

func (p *greedyScratch[M]) fill(sl *greedySlot[M], e Engine[M]) {
	sl.e = e
	sl.copier, _ = e.(Copier[M])
	sl.mid, _ = e.(MidMover)
	sl.scorer, _ = e.(Scorer)
	sl.seats, _ = e.(SeatScorer)
	if sl.scorer == nil {
		sl.seats = nil
	}
	sl.legal, _ = e.(LegalPlayer[M])
	sl.scored = false
}

// play plays m, a move Legal listed in slot i's very position, on slot i.
func (p *greedyScratch[M]) play(i int, m M) error {
	sl := &p.slots[i]
	sl.scored = false
	if sl.legal != nil {
		sl.legal.PlayLegal(m)
		return nil
	}
	return sl.e.Play(m)
}

// release gives back a slot that is no longer needed.
func (p *greedyScratch[M]) release(i int) { p.free = append(p.free, i) }

// score is how good slot i's position is for seat s, comparable only with other scores for s: the
// engine's Score when it has one, else judge.
func (p *greedyScratch[M]) score(i int, s Seat) float64 {
	sl := &p.slots[i]
	if sl.seats != nil {
		if !sl.scored {
			n := sl.e.Seats()
			if len(sl.scores) < n {
				sl.scores = make([]float64, n)
			}
			sl.seats.Scores(sl.scores[:n])
			sl.scored = true
		}
		return sl.scores[s]
	}
	if sc := sl.scorer; sc != nil {
		return sc.Score(s)
	}
	return judge(sl.e, s)
}

// legal lists e's moves without resigning in the move list of look-ahead level d.
func (p *greedyScratch[M]) legal(e Engine[M], d int) []M {
	for len(p.moves) <= d {
		p.moves = append(p.moves, make([]M, 0, 32))
	}
	p.moves[d] = dropResign(p.resigner, e.Legal(p.moves[d][:0]))
	return p.moves[d]
}

// planTurn continues slot i (which it takes over) while seat me keeps the decision, up to ahead
// moves, each time taking the move (settled with depth and ex, see settle) best for me one step
// ahead. It returns the
// slot of the position where the turn passes to another seat, the game ends or the plan runs out.
func (p *greedyScratch[M]) planTurn(i int, me Seat, depth, ex, ahead int) int {
	for ; ahead > 0; ahead-- {
		e := p.slots[i].e
		if e.Over() || e.ToMove() != me {
			break
		}
		best := p.bestNextEx(i, me, depth, ex, 1)
		if best < 0 {
			break
		}
		p.release(i)
		i = best
	}
	return i
}

// settle follows the decisions that complete the current move of slot i (which it takes over)
// while the engine says it is mid-move (up to depth of them): whoever decides (the mover paying, a
// victim choosing its loss) takes the continuation best for itself, judged after the first ex
// decisions are looked through in every combination and the rest settled one at a time (ex >=
// depth: every decision in every combination). It returns the slot of the position reached. d is
// the look-ahead level, for the move lists.
func (p *greedyScratch[M]) settle(i int, depth, ex, d int) int {
	for ; depth > 0; depth-- {
		sl := &p.slots[i]
		if sl.mid == nil || sl.e.Over() || !sl.mid.MidMove() {
			break
		}
		if ex > 0 {
			best := p.bestNextEx(i, sl.e.ToMove(), depth-1, ex-1, d)
			if best >= 0 {
				p.release(i)
				i = best
			}
			break
		}
		step := p.bestNextEx(i, sl.e.ToMove(), 0, 0, d)
		if step < 0 {
			break
		}
		p.release(i)
		i = step
	}
	return i
}

// bestNext plays each legal move of slot i on a copy, settles it (depth, every decision in every
// combination), and returns the slot of the settled position best for seat s, or -1 when no move
// could be played. Slot i stays as it was.
func (p *greedyScratch[M]) bestNext(i int, s Seat, depth, d int) int {
	return p.bestNextEx(i, s, depth, depth, d)
}

// bestNextEx is bestNext with each move's follow-ups settled with ex (see settle).
func (p *greedyScratch[M]) bestNextEx(i int, s Seat, depth, ex, d int) int {
	best, bestScore := -1, 0.0
	e := p.slots[i].e
	for _, f := range p.legal(e, d) {
		next := p.copyOf(e)
		if p.play(next, f) != nil {
			p.release(next)
			continue
		}
		leaf := p.settle(next, depth, ex, d+1)
		best, bestScore = p.keepBest(best, bestScore, leaf, p.score(leaf, s))
	}
	return best
}

// keepBest keeps the better of slot best (scored bestScore; -1: none yet) and slot leaf (scored
// score), releasing the other; on equal scores the earlier one stays.
func (p *greedyScratch[M]) keepBest(best int, bestScore float64, leaf int, score float64) (int, float64) {
	if best < 0 || score > bestScore {
		if best >= 0 {
			p.release(best)
		}
		return leaf, score
	}
	p.release(leaf)
	return best, bestScore
}

// judge is a position's value for seat s: the payoff when the game is over, else the evaluation.
func judge[M Move](e Engine[M], s Seat) float64 {
	if e.Over() {
		return e.Result().Payoff(s)
	}
	return e.Evaluate(s)
}
