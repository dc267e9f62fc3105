package flask

import "github.com/flaskdeck/flaskdeck/cards"

// The finisher's limits (WinningMove): the positions it looks through a decision, how many moves
// deep a turn may go, and how many worlds a winning line must win in.
const (
	finishNodes  = 20000
	finishDepth  = 48
	finishWorlds = 4
)

// WinningMove looks for a move that wins the match outright before the turn passes
// (cards.Finisher): a line of the mover's own decisions, ending its turn with every opponent out,
// that wins whatever the opponents decide on the way (answering with a reaction pile, choosing
// their losses). It searches worlds dealt from the mover's view only (Determinize, with a copy of
// r, which it leaves as it was): the line is found in one and must win in finishWorlds, so it
// does not rest on a draw or a hidden card that one sample happened to deal. ok is false when no
// such line is found within finishNodes positions a world.
func (e *State) WinningMove(r *cards.Rand) (m Move, ok bool) {
	if e.phase == phaseOver {
		return Move{}, false
	}
	me := e.ToMove()
	rc := *r
	f := &finisher{stack: make([]*State, finishDepth), moves: make([][]Move, finishDepth), me: me}
	for w := range finishWorlds {
		f.at(0, e).CopyFrom(e)
		f.stack[0].Determinize(me, &rc)
		f.nodes = finishNodes
		if w == 0 {
			if !f.wins(0) {
				return Move{}, false
			}
			m = f.first
			continue
		}
		f.at(1, e).CopyFrom(f.stack[0])
		f.stack[1].PlayLegal(m)
		if !f.wins(1) {
			return Move{}, false
		}
	}
	return m, true
}

// finisher is WinningMove's working memory: a position for each depth of the line reached (made
// on first use: most decisions look only a few moves deep) and the moves listed there.
type finisher struct {
	stack []*State
	moves [][]Move
	me    cards.Seat
	nodes int  // positions left to look through
	first Move // the first move of the winning line found
}

// at returns the position of depth d, made as a copy of like the first time.
func (f *finisher) at(d int, like *State) *State {
	if f.stack[d] == nil {
		f.stack[d] = like.Clone().(*State)
	}
	return f.stack[d]
}

// wins tells whether the position at depth d is won for f.me before its turn passes, whatever
// the opponents decide (an AND-OR search; a line cut by the budget or the depth counts as not
// won).
func (f *finisher) wins(d int) bool {
	e := f.stack[d]
	if e.phase == phaseOver {
		return e.Result().Payoff(f.me) >= 1
	}
	if f.nodes <= 0 || d+1 >= len(f.stack) {
		return false
	}
	f.nodes--
	mine := e.ToMove() == f.me
	if !mine && !e.MidMove() {
		return false // the turn passed
	}
	f.moves[d] = e.Legal(f.moves[d][:0])
	moves := f.moves[d]
	if !mine && (e.phase == phaseLose || e.phase == phaseDiscard) && len(moves) > 0 {
		// Which resources or hand cards a victim gives up changes nothing it can do before the
		// turn passes (a reaction pile answers for free and cards under it are safe), nor its
		// total: one choice stands for all.
		moves = moves[:1]
	}
	next := f.at(d+1, e)
	for _, m := range moves {
		if m.Kind == MoveResign {
			continue
		}
		next.CopyFrom(e)
		next.PlayLegal(m)
		won := f.wins(d + 1)
		if mine && won {
			if d == 0 {
				f.first = m
			}
			return true
		}
		if !mine && !won {
			return false
		}
	}
	return !mine
}
