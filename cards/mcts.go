package cards

import (
	"math"
	"time"
)

// MCTS is a search player: single-observer information-set Monte Carlo tree search. Each iteration
// determinizes a copy of the position from the searcher's view (hidden cards dealt anew at random,
// consistent with what it has seen), walks the shared tree by UCB among the moves legal in that
// world, expands one move, plays the game out at random and credits each seat with its payoff.
// It never reads hidden cards: every world it searches is a sample of what it could be.
type MCTS[M Move] struct {
	Iterations  int           // iterations per decision; 0 with Duration 0 means DefaultIterations
	Duration    time.Duration // thinking time per decision, checked every few iterations
	Exploration float64       // UCB exploration constant; 0 means 0.7
	MaxPlayout  int           // playout length cap in moves; 0 means 2000 (then Evaluate decides)

	// Playouts counts the simulated games of the last decision, for reports and benchmarks.
	Playouts int
}

type mctsNode[M Move] struct {
	move     M
	mover    Seat
	parent   int32
	children []int32
	visits   float64
	avail    float64
	reward   float64
}

// Choose returns the move with the most visits after the search.
func (s *MCTS[M]) Choose(e Engine[M], r *Rand) M {
	root := e.ToMove()
	rootMoves := e.Legal(nil)
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
	nodes := []mctsNode[M]{{parent: -1, mover: NoSeat}}
	var buf, untried []M
	payoff := make([]float64, e.Seats())
	path := make([]int32, 0, 64)
	n := 0
	for ; ; n++ {
		if iterations > 0 && n >= iterations {
			break
		}
		if !deadline.IsZero() && n%16 == 0 && time.Now().After(deadline) && n > 0 {
			break
		}
		world := e.Clone()
		world.Determinize(root, r)
		path = path[:0]
		cur := int32(0)
		path = append(path, cur)
		// Selection and expansion.
		for !world.Over() {
			buf = world.Legal(buf[:0])
			untried = untried[:0]
			for _, m := range buf {
				found := false
				for _, ci := range nodes[cur].children {
					if nodes[ci].move == m {
						nodes[ci].avail++
						found = true
						break
					}
				}
				if !found {
					untried = append(untried, m)
				}
			}
			mover := world.ToMove()
			if len(untried) > 0 {
				m := untried[r.Intn(len(untried))]
				if world.Play(m) != nil {
					break
				}
				nodes = append(nodes, mctsNode[M]{move: m, mover: mover, parent: cur, avail: 1})
				child := int32(len(nodes) - 1)
				nodes[cur].children = append(nodes[cur].children, child)
				path = append(path, child)
				break
			}
			best, bestScore := int32(-1), math.Inf(-1)
			for _, ci := range nodes[cur].children {
				nd := &nodes[ci]
				if !isLegal(buf, nd.move) {
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
		// Playout.
		for steps := 0; !world.Over() && steps < maxPlayout; steps++ {
			buf = world.Legal(buf[:0])
			if len(buf) == 0 || world.Play(buf[r.Intn(len(buf))]) != nil {
				break
			}
		}
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
	}
	s.Playouts = n
	best, bestVisits := rootMoves[0], -1.0
	for _, ci := range nodes[0].children {
		nd := nodes[ci]
		if nd.visits > bestVisits && isLegal(rootMoves, nd.move) {
			best, bestVisits = nd.move, nd.visits
		}
	}
	return best
}

func isLegal[M Move](moves []M, m M) bool {
	for _, x := range moves {
		if x == m {
			return true
		}
	}
	return false
}
