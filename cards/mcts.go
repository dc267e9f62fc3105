package cards

import (
	"math"
	"slices"
	"time"
)

// MCTS is a search player: single-observer information-set Monte Carlo tree search. Each iteration
// determinizes a copy of the position from the searcher's view (hidden cards dealt anew at random,
// consistent with what it has seen), walks the shared tree by UCB among the moves legal in that
// world, expands one move, plays the game out (at random, or by the engine's PlayoutPolicy) and
// credits each seat with its payoff. It never reads hidden cards: every world it searches is a
// sample of what it could be. Resigning moves (Resigner) are never searched.
type MCTS[M Move] struct {
	Iterations  int           // iterations per decision; 0 with Duration 0 means DefaultIterations
	Duration    time.Duration // thinking time per decision, checked every few iterations
	Exploration float64       // UCB exploration constant; 0 means 0.7
	MaxPlayout  int           // playout length cap in moves; 0 means 2000 (then Evaluate decides)
	// UniformPlayouts ignores the engine's PlayoutPolicy and plays out uniformly at random.
	UniformPlayouts bool

	// Playouts counts the simulated games of the last decision, for reports and benchmarks.
	Playouts int
}

type mctsNode[M Move] struct {
	move     M
	mover    Seat
	children []int32
	visits   float64
	avail    float64
	reward   float64
}

// mctsRun is the working memory of one decision.
type mctsRun[M Move] struct {
	nodes     []mctsNode[M]
	buf       []M
	untried   []M
	payoff    []float64
	path      []int32
	resigner  Resigner[M]
	usePolicy bool
}

// legal lists the moves of world the search considers: the legal ones, resigning left out.
func (run *mctsRun[M]) legal(world Engine[M]) []M {
	run.buf = world.Legal(run.buf[:0])
	if run.resigner == nil {
		return run.buf
	}
	out := run.buf[:0]
	for _, m := range run.buf {
		if !run.resigner.IsResign(m) {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		return run.buf[:1]
	}
	run.buf = out
	return out
}

// Choose returns the move with the most visits after the search.
func (s *MCTS[M]) Choose(e Engine[M], r *Rand) M {
	root := e.ToMove()
	rootMoves := withoutResign(e, e.Legal(nil))
	if len(rootMoves) == 1 {
		s.Playouts = 0
		return rootMoves[0]
	}
	c := s.Exploration
	if c == 0 {
		c = 0.7
	}
	maxPlayout := s.MaxPlayout
	if maxPlayout == 0 {
		maxPlayout = 2000
	}
	iterations := s.Iterations
	if iterations == 0 && s.Duration == 0 {
		iterations = DefaultIterations
	}
	var deadline time.Time
	if s.Duration > 0 {
		deadline = time.Now().Add(s.Duration)
	}
	run := &mctsRun[M]{
		nodes:  make([]mctsNode[M], 1, 1024),
		payoff: make([]float64, e.Seats()),
		path:   make([]int32, 0, 64),
	}
	run.nodes[0] = mctsNode[M]{mover: NoSeat}
	run.resigner, _ = e.(Resigner[M])
	run.usePolicy = !s.UniformPlayouts
	world := e.Clone()
	copier, reuse := world.(Copier[M])
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
		}
		world.Determinize(root, r)
		s.iterate(run, world, r, c, maxPlayout)
	}
	s.Playouts = n
	best, bestVisits := rootMoves[0], -1.0
	for _, ci := range run.nodes[0].children {
		nd := run.nodes[ci]
		if nd.visits > bestVisits && isLegal(rootMoves, nd.move) {
			best, bestVisits = nd.move, nd.visits
		}
	}
	return best
}

// iterate runs one iteration on the determinized world: selection, expansion, playout, update.
func (s *MCTS[M]) iterate(run *mctsRun[M], world Engine[M], r *Rand, c float64, maxPlayout int) {
	nodes := run.nodes
	path := append(run.path[:0], 0)
	cur := int32(0)
	for !world.Over() {
		moves := run.legal(world)
		run.untried = run.untried[:0]
		for _, m := range moves {
			found := false
			for _, ci := range nodes[cur].children {
				if nodes[ci].move == m {
					nodes[ci].avail++
					found = true
					break
				}
			}
			if !found {
				run.untried = append(run.untried, m)
			}
		}
		mover := world.ToMove()
		if len(run.untried) > 0 {
			m := run.untried[r.Intn(len(run.untried))]
			if world.Play(m) != nil {
				break
			}
			nodes = append(nodes, mctsNode[M]{move: m, mover: mover, avail: 1})
			child := int32(len(nodes) - 1)
			nodes[cur].children = append(nodes[cur].children, child)
			path = append(path, child)
			break
		}
		best, bestScore := int32(-1), math.Inf(-1)
		for _, ci := range nodes[cur].children {
			nd := &nodes[ci]
			if !isLegal(moves, nd.move) {
				continue
			}
			score := nd.reward/nd.visits + c*math.Sqrt(math.Log(nd.avail)/nd.visits)
			if score > bestScore {
				best, bestScore = ci, score
			}
		}
		if best < 0 || world.Play(nodes[best].move) != nil {
			break
		}
		cur = best
		path = append(path, cur)
	}
	// Playout, by the world's own rule of thumb when it has one.
	var policy PlayoutPolicy[M]
	if run.usePolicy {
		policy, _ = world.(PlayoutPolicy[M])
	}
	for steps := 0; !world.Over() && steps < maxPlayout; steps++ {
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
	} else {
		for i := range payoff {
			payoff[i] = world.Evaluate(Seat(i))
		}
	}
	// Backpropagation.
	for _, ni := range path {
		nd := &nodes[ni]
		nd.visits++
		if nd.mover >= 0 && int(nd.mover) < len(payoff) {
			nd.reward += payoff[nd.mover]
		}
	}
	run.nodes, run.path = nodes, path
}

func isLegal[M Move](moves []M, m M) bool {
	return slices.Contains(moves, m)
}
