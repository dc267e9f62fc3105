package cards

import (
	"math"
	"slices"
	"time"
)

// MCTS is a search player: single-observer information-set Monte Carlo tree search. Each iteration
// determinizes a copy of the position from the searcher's view (hidden cards dealt anew at random,
// consistent with what it has seen), walks the shared tree by UCB among the moves legal in that
// world, expands one move, plays the game out (at random, or by the engine's PlayoutStepper or
// PlayoutPolicy) and credits each seat with its payoff. It never reads hidden cards: every world it
// searches is a sample of what it could be. Resigning moves (Resigner) are never searched. An MCTS
// keeps its tree's storage from one decision to the next (as a Greedy keeps its copies), so a
// player kept for a match allocates little once warm; like Greedy, it serves one goroutine.
type MCTS[M Move] struct {
	// Level, when normal or hard, takes the budget and settings the game gives that level
	// (SearchTuner, else DefaultSearch); Iterations, Exploration and MaxPlayout then stay 0.
	Level       Level
	Iterations  int           // iterations per decision; 0 with Duration 0 means DefaultIterations
	Duration    time.Duration // thinking time per decision (with Iterations: whichever ends first)
	Exploration float64       // UCB exploration constant; 0 means 0.7
	MaxPlayout  int           // playout length cap in moves; 0 means 2000 (then Evaluate decides)
	// UniformPlayouts ignores the engine's PlayoutStepper and PlayoutPolicy and plays out uniformly
	// at random.
	UniformPlayouts bool
	// Settle makes a card and its follow-up decisions one decision inside the tree: below the
	// root, while the engine is mid-move (MidMover), the decider takes its best continuation by the
	// game's evaluation instead of branching (as Greedy does).
	Settle bool
	// GreedyPlayouts is the share (0 to 1) of playout moves played as Greedy plays one move: each
	// legal move with its follow-up decisions settled, the best for the mover by the evaluation
	// (the world is a sample already, so nothing is dealt anew). The follow-ups are settled one at
	// a time, each decider taking its best next decision one step ahead, rather than by looking
	// through every combination of them as Greedy does: twice the playouts a second on Flask. The
	// others follow the policy.
	GreedyPlayouts float64

	// Playouts counts the simulated games of the last decision, for reports and benchmarks.
	Playouts int

	tree *mctsTree[M] // the last decision's tree, whose storage the next one reuses
	km   *keyMatch    // likewise the keyed matching's memory
}

// mctsRun is the working memory of one decision.
type mctsRun[M Move] struct {
	tree      *mctsTree[M]
	buf       []M
	untried   []M
	payoff    []float64
	path      []int32
	scratch   Engine[M] // a spare world for settleOne
	resigner  Resigner[M]
	usePolicy bool
	set       SearchSettings    // the level's or the player's settings (Settle, playouts, cut-off)
	scratch2  *greedyScratch[M] // the working memory of greedy playout moves
	mark      []uint32          // mark[j] == markStep: child j of the node being walked is legal in its world
	markStep  uint32            // the walk's step, which marks the children legal in this one
	logs      *[logTableSize]float64
	keyer     MoveKeyer[M]  // the engine's move numbers, or nil
	km        *keyMatch     // keyed matching's memory (with keyer)
	one       []M           // keyOf's move
	faces     worldFaces[M] // the world's optional interfaces
}

// marks returns n marks, one per child of the node being walked, and the step that marks a child
// legal in this world (none is marked yet: a new step, so nothing is cleared).
func (run *mctsRun[M]) marks(n int) ([]uint32, uint32) {
	if cap(run.mark) < n {
		run.mark = make([]uint32, n, 2*n)
	}
	run.markStep++
	if run.markStep == 0 { // wrapped: old marks could match again
		clear(run.mark[:cap(run.mark)])
		run.markStep = 1
	}
	run.mark = run.mark[:n]
	return run.mark, run.markStep
}

// legal lists the moves of world the search considers: the legal ones, resigning left out (it is
// the last, when listed: Resigner) unless it is the only one.
func (run *mctsRun[M]) legal(world Engine[M]) []M {
	run.buf = world.Legal(run.buf[:0])
	return dropResign(run.resigner, run.buf)
}

// Choose returns the move with the most visits after the search.
func (s *MCTS[M]) Choose(e Engine[M], r *Rand) M {
	root := e.ToMove()
	rootMoves := withoutResign(e, e.Legal(nil))
	if len(rootMoves) == 1 {
		s.Playouts = 0
		return rootMoves[0]
	}
	set := s.settings(e)
	if f, ok := e.(Finisher[M]); ok && set.Finish {
		if m, ok := f.WinningMove(r); ok && isLegal(rootMoves, m) {
			s.Playouts = 0
			return m
		}
	}
	c, maxPlayout, iterations := set.Exploration, set.MaxPlayout, set.Iterations
	deadline := s.deadline(time.Now())
	room := 2048
	if iterations > 0 && iterations < 1<<16 {
		room = treeRoom(iterations)
	}
	if s.tree == nil {
		s.tree = new(mctsTree[M])
	}
	s.tree.reset(room)
	run := &mctsRun[M]{
		tree:   s.tree,
		payoff: make([]float64, e.Seats()),
		path:   make([]int32, 0, 64),
		logs:   logTable(),
	}
	run.resigner, _ = e.(Resigner[M])
	if k, ok := e.(MoveKeyer[M]); ok {
		if s.km == nil || len(s.km.stamps) != k.MoveKeySpace() {
			s.km = newKeyMatch(k.MoveKeySpace())
		}
		run.keyer, run.km = k, s.km
	}
	run.usePolicy = !s.UniformPlayouts
	run.set = set
	if set.GreedyPlayouts > 0 {
		run.scratch2 = &greedyScratch[M]{resigner: run.resigner}
	}
	world := e.Clone()
	copier, reuse := world.(Copier[M])
	var deal func(Engine[M], *Rand)
	if b, ok := e.(Believer[M]); ok && set.Beliefs {
		deal = b.Belief(root, r)
	}
	if reuse {
		run.faces = facesOf(world, set) // one world for every iteration
	}
	n := 0
	for ; ; n++ {
		if iterations > 0 && n >= iterations {
			break
		}
		if !deadline.IsZero() && n%16 == 0 && n > 0 && time.Now().After(deadline) {
			break
		}
		if reuse {
			copier.CopyFrom(e)
		} else {
			world = e.Clone()
			run.faces = facesOf(world, set)
		}
		if deal != nil {
			deal(world, r)
		} else {
			world.Determinize(root, r)
		}
		s.iterate(run, world, r, c, maxPlayout)
	}
	s.Playouts = n
	best, bestVisits := rootMoves[0], -1.0
	kids, kidMoves := s.tree.kidsOf(0)
	for j := range kids {
		if v := float64(kids[j].visits); v > bestVisits && isLegal(rootMoves, kidMoves[j]) {
			best, bestVisits = kidMoves[j], v
		}
	}
	return best
}

// treeRoom is how many places the tree of a search of the given iterations takes about (one node
// an iteration at most, and the places its children's blocks leave when they move).
func treeRoom(iterations int) int { return 2*iterations + 64 }

// iterate runs one iteration on the determinized world: selection, expansion, playout, update.
func (s *MCTS[M]) iterate(run *mctsRun[M], world Engine[M], r *Rand, c float64, maxPlayout int) {
	tree := run.tree
	path := append(run.path[:0], 0)
	cur := int32(0)
	f := &run.faces
	lp, rd := f.lp, f.rd // the walk plays only moves just listed
	for !world.Over() {
		if run.set.Settle && cur != 0 && settleOne(world, run) {
			continue
		}
		if rd != nil && cur != 0 && rd.RuleDecision() {
			continue
		}
		moves := run.legal(world)
		run.untried = run.untried[:0]
		kids, kidMoves := tree.kidsOf(cur)
		marks, legal := run.marks(len(kids))
		keyed := run.keyer != nil && len(kids)*len(moves) > keyedFrom && matchKeyed(run, run.km, kids, moves, marks, legal)
		if !keyed {
			matchMoves(run, kids, kidMoves, moves, marks, legal)
		}
		mover := world.ToMove()
		if len(run.untried) > 0 {
			i := r.Intn(len(run.untried))
			m, key := run.untried[i], int32(0)
			if keyed {
				key = run.km.untried[i]
			} else if run.keyer != nil {
				key = run.keyOf(m)
			}
			if !playListed(world, lp, m) {
				break
			}
			if child := tree.add(cur, m, mover, key, len(moves)); child >= 0 {
				path = append(path, child)
			}
			break
		}
		best, bestScore := -1, math.Inf(-1)
		for j := range kids {
			if marks[j] != legal {
				continue // not legal in this world
			}
			nd := &kids[j]
			lg := 0.0 // logOf(run.logs, avail), written out
			if nd.avail < logTableSize {
				lg = run.logs[nd.avail]
			} else {
				lg = math.Log(float64(nd.avail))
			}
			visits := float64(nd.visits)
			score := nd.reward/visits + c*math.Sqrt(lg/visits)
			if score > bestScore {
				best, bestScore = j, score
			}
		}
		if best < 0 || !playListed(world, lp, kidMoves[best]) {
			break
		}
		cur = tree.nodes[cur].kids + int32(best)
		path = append(path, cur)
	}
	// Playout, by the world's own rule of thumb when it has one.
	var policy PlayoutPolicy[M]
	var stepper PlayoutStepper
	var soft SoftPlayoutStepper
	if run.usePolicy {
		policy, stepper, soft = f.policy, f.stepper, f.soft
	}
	steps := 0
	if f.whole != nil && soft != nil {
		f.whole.SoftPlayout(r, run.set.PlayoutTemperature, maxPlayout) // the loop below, in one call
		steps = maxPlayout
	}
	for ; !world.Over() && steps < maxPlayout; steps++ {
		if run.set.GreedyPlayouts > 0 && r.Float64() < run.set.GreedyPlayouts && greedyStep(run.scratch2, world) {
			continue
		}
		if soft != nil && soft.SoftPlayoutStep(r, run.set.PlayoutTemperature) {
			continue
		}
		if stepper != nil && stepper.PlayoutStep(r) {
			continue
		}
		moves := run.legal(world)
		if len(moves) == 0 {
			break
		}
		var m M
		if policy != nil {
			m = policy.PlayoutMove(moves, r)
		} else {
			m = moves[r.Intn(len(moves))]
		}
		if world.Play(m) != nil {
			break
		}
	}
	payoff := run.payoff
	if world.Over() {
		res := world.Result()
		for i := range payoff {
			payoff[i] = res.Payoff(Seat(i))
		}
	} else if f.cutAll != nil {
		f.cutAll.CutoffEvaluateAll(payoff)
	} else if f.cut != nil {
		for i := range payoff {
			payoff[i] = f.cut.CutoffEvaluate(Seat(i))
		}
	} else {
		for i := range payoff {
			payoff[i] = world.Evaluate(Seat(i))
		}
	}
	// Backpropagation.
	nodes := tree.nodes
	for _, ni := range path {
		nd := &nodes[ni]
		nd.visits++
		if nd.mover >= 0 && int(nd.mover) < len(payoff) {
			nd.reward += payoff[nd.mover]
		}
	}
	run.path = path
}

// playListed plays m, a move Legal just listed in world, without checking it again when the engine
// allows (lp, the world as a LegalPlayer, or nil), and reports whether it was played.
func playListed[M Move](world Engine[M], lp LegalPlayer[M], m M) bool {
	if lp != nil {
		lp.PlayLegal(m)
		return true
	}
	return world.Play(m) == nil
}

// settleOne plays, when world is mid-move, the continuation best for the seat deciding by the
// game's evaluation one step ahead, and reports whether it did.
func settleOne[M Move](world Engine[M], run *mctsRun[M]) bool {
	mm, ok := world.(MidMover)
	if !ok || !mm.MidMove() {
		return false
	}
	moves := run.legal(world)
	if len(moves) == 1 {
		return world.Play(moves[0]) == nil
	}
	decider := world.ToMove()
	if run.scratch == nil {
		run.scratch = world.Clone()
	}
	copier, reuse := run.scratch.(Copier[M])
	best, bestScore := moves[0], -1.0
	for _, m := range moves {
		next := run.scratch
		if reuse {
			copier.CopyFrom(world)
		} else {
			next = world.Clone()
		}
		if next.Play(m) != nil {
			continue
		}
		if v := judge(next, decider); v > bestScore {
			best, bestScore = m, v
		}
	}
	return world.Play(best) == nil
}

// greedyStep plays on world the move Greedy would play one step ahead, its follow-up decisions
// included, and reports whether it did (world must be a Copier).
func greedyStep[M Move](p *greedyScratch[M], world Engine[M]) bool {
	copier, ok := world.(Copier[M])
	if !ok || world.Over() {
		return false
	}
	i := p.copyOf(world)
	best := p.bestNextChain(i, world.ToMove(), playoutFollowUps)
	p.release(i)
	if best < 0 {
		return false
	}
	copier.CopyFrom(p.slots[best].e)
	p.release(best)
	return true
}

// playoutFollowUps is how many follow-up decisions a greedy playout move settles, one at a time.
const playoutFollowUps = 8

// bestNextChain is bestNext for playouts, cheaper: each legal move of slot i is played on a copy
// and its follow-up decisions (up to depth) are settled one at a time, each decider taking the
// continuation best for itself one step ahead, rather than by looking through every combination
// of them. It returns the slot of the settled position best for seat s, or -1.
func (p *greedyScratch[M]) bestNextChain(i int, s Seat, depth int) int {
	best, bestScore := -1, 0.0
	e := p.slots[i].e
	for _, f := range p.legal(e, 0) {
		next := p.copyOf(e)
		if p.slots[next].e.Play(f) != nil {
			p.release(next)
			continue
		}
		leaf := p.settleChain(next, depth)
		best, bestScore = p.keepBest(best, bestScore, leaf, p.score(leaf, s))
	}
	return best
}

// settleChain settles slot i's follow-up decisions (up to depth) one at a time, each decider
// taking the continuation best for itself one step ahead. It takes slot i over and returns the
// slot of the position reached.
func (p *greedyScratch[M]) settleChain(i, depth int) int {
	for k := 0; k < depth; k++ {
		sl := &p.slots[i]
		if sl.mid == nil || sl.e.Over() || !sl.mid.MidMove() {
			break
		}
		step := p.bestNext(i, sl.e.ToMove(), 0, 1)
		if step < 0 {
			break
		}
		p.release(i)
		i = step
	}
	return i
}

func isLegal[M Move](moves []M, m M) bool {
	return slices.Contains(moves, m)
}
