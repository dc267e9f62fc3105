package cards

// The search's matching of a world's legal moves to the children of a tree node by the engine's
// move numbers (MoveKeyer): each child's number is written once into a table, stamped with the
// walk's step, and each move looks its number up, rather than comparing every move with every
// child. The outcome is the same as the comparisons': the same children marked legal, the same
// untried moves in the same order.

// keyedFrom is how many comparisons of moves with children (moves times children) a node's
// matching takes at least for keyed matching: fewer are cheaper compared.
const keyedFrom = 16

// maxKeyedKids is the most children a node may have for keyed matching (the child's index sits
// in the low byte of a stamp); a node with more is matched by comparing moves.
const maxKeyedKids = 255

// keyMatch is the working memory of keyed matching.
type keyMatch struct {
	keys   []int32  // the numbers of the moves being matched
	stamps []uint32 // per move number: the step it was last written at (high 24 bits), the child (low 8)
	step   uint32   // the current step (from 1)
	// untried holds the numbers of mctsRun.untried, in the same order.
	untried []int32
	one     [1]int32 // keyOf's number
}

// newKeyMatch is the working memory for an engine's move numbers below space.
func newKeyMatch(space int) *keyMatch {
	return &keyMatch{stamps: make([]uint32, space), step: 0}
}

// matchKeyed marks kids[j] legal (marks[j] = legal, its node's availability counted) for each move of moves
// that is the move of a child, and lists the others in run.untried (their numbers in km.untried),
// in the order of moves. It reports false, doing nothing, for a node with too many children.
func matchKeyed[M Move](run *mctsRun[M], km *keyMatch, kids []mctsNode, moves []M, marks []uint32, legal uint32) bool {
	if len(kids) > maxKeyedKids {
		return false
	}
	if cap(km.keys) < len(moves) {
		km.keys = make([]int32, len(moves), 2*len(moves))
	}
	keys := km.keys[:len(moves)]
	run.keyer.MoveKeys(moves, keys)
	km.step++
	if km.step >= 1<<24 {
		clear(km.stamps)
		km.step = 1
	}
	stamp := km.step << 8
	stamps := km.stamps
	for j := range kids {
		stamps[kids[j].key] = stamp | uint32(j)
	}
	km.untried = km.untried[:0]
	for i, k := range keys {
		if v := stamps[k]; v&^0xff == stamp {
			j := v & 0xff
			kids[j].avail++
			marks[j] = legal // in this world
			continue
		}
		run.untried = append(run.untried, moves[i])
		km.untried = append(km.untried, k)
	}
	return true
}

// matchMoves is matchKeyed for any engine: each move is compared with the children's moves.
func matchMoves[M Move](run *mctsRun[M], kids []mctsNode, kidMoves []M, moves []M, marks []uint32, legal uint32) {
	for _, m := range moves {
		found := false
		for j := range kidMoves {
			if kidMoves[j] == m {
				kids[j].avail++
				marks[j] = legal // in this world
				found = true
				break
			}
		}
		if !found {
			run.untried = append(run.untried, m)
		}
	}
}

// keyOf is the engine's number of move m (run.keyer must be set), without allocating.
func (run *mctsRun[M]) keyOf(m M) int32 {
	if run.one == nil {
		run.one = make([]M, 1)
	}
	run.one[0] = m
	run.keyer.MoveKeys(run.one, run.km.one[:])
	return run.km.one[0]
}
