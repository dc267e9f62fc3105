package flask

import "github.com/flaskdeck/flaskdeck/cards"

// PlayoutMove is Flask's playout rule of thumb for the search player (cards.PlayoutPolicy): a
// player always grows a counter, plays a card or triggers a pile nine times out of ten rather than
// ending the turn, and draws from the discard pile rather than the deck seven times out of eight
// (a card drawn from the deck is a turn lost in the deck-out race); every other choice is uniform.
// moves are the legal moves without resigning, in Legal's order.
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
	case phaseDraw:
		if n == 2 && r.Intn(8) != 0 {
			return moves[1] // "draw discard"
		}
	}
	return moves[r.Intn(n)]
}
