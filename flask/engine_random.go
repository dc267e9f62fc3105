package flask

import "github.com/flaskdeck/flaskdeck/cards"

// randomRoom is how many moves PlayRandom lists without allocating: more than any decision of a
// real game offers (a longer list still works, on the heap).
const randomRoom = 16

// PlayRandom plays a uniformly random legal move other than resigning for the seat to move and
// returns it (cards.RandomPlayer): exactly the move cards.Random chooses with r, drawing the same
// number, but listed on the stack and carried out without checking it again, since Legal listed
// it. On a finished game it plays nothing and returns the zero Move.
func (e *State) PlayRandom(r *cards.Rand) Move {
	if e.phase == phaseOver {
		return Move{}
	}
	var room [randomRoom]Move
	moves := e.Legal(room[:0])
	n := len(moves)
	if n > 1 && moves[n-1].Kind == MoveResign {
		n--
	}
	m := moves[r.Intn(n)]
	e.apply(m)
	return m
}
