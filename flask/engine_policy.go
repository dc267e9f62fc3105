package flask

import "github.com/flaskdeck/flaskdeck/cards"

// PlayoutMove is Flask's playout rule of thumb for the search player (cards.PlayoutPolicy): a
// player always grows a counter, and plays a card or triggers a pile three times out of four
// rather than ending the turn; every other choice is uniform. moves are the legal moves without
// resigning, in Legal's order.
func (e *State) PlayoutMove(moves []Move, r *cards.Rand) Move {
	n := len(moves)
	switch e.phase {
	case phaseGrow:
		if n >= 5 {
			return moves[r.Intn(4)]
		}
	case phaseMain:
		if n > 1 && r.Intn(10) != 0 {
			return moves[r.Intn(n-1)] // "end" is last
		}
		return moves[n-1]
	}
	return moves[r.Intn(n)]
}
