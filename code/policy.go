package code

import "github.com/flaskdeck/flaskdeck/cards"

// playoutRandomShare is how often (in 1/16) a playout move is chosen uniformly at random instead
// of by the rule of thumb, so playouts still explore.
const playoutRandomShare = 2

// PlayoutMove picks a search playout move by a cheap rule of thumb (cards.PlayoutPolicy): the move
// that brings the mover's hand closest to its code (shed what the code does not need, keep and
// gather what it does), with small bonuses for actions that hurt the others; now and then a
// uniformly random move. Uniformly random CODE games take thousands of moves and say little; these
// end in tens of moves and resemble real play.
func (s *State) PlayoutMove(moves []Move, r *cards.Rand) Move {
	if len(moves) == 1 || r.Intn(16) < playoutRandomShare {
		return moves[r.Intn(len(moves))]
	}
	seat := int8(s.ToMove())
	base := s.distance(seat, NoCard)
	best, bestScore, ties := moves[0], -1000, 0
	for _, m := range moves {
		score := s.quickScore(seat, base, m)
		switch {
		case score > bestScore:
			best, bestScore, ties = m, score, 1
		case score == bestScore:
			ties++
			if r.Intn(ties) == 0 {
				best = m
			}
		}
	}
	return best
}

// quickScore rates m for seat in quarter cards of distance gained (higher is better).
func (s *State) quickScore(seat int8, base int, m Move) int {
	switch m.Kind {
	case Discard:
		return 4 * (base - s.distanceWithout(seat, m.A, m.B))
	case Play:
		gain := 4 * (base - s.distanceWithout(seat, m.A, NoCard))
		switch m.A {
		case PlusTwo:
			return gain + 3
		case Skip, Gift:
			return gain + 1
		case Swap:
			top := s.NumberTop()
			if m.N == SwapAction {
				top = s.ActionTop()
			}
			return gain + 4*(base-s.distanceWith(seat, top))
		}
		return gain
	case Draw:
		if s.handN[seat] < 4 {
			return 1
		}
		return -2
	case Offer:
		return 4 * (base - s.distanceWithout(seat, m.A, NoCard))
	case TakeGift:
		return 4 * (base - s.distanceWith(seat, m.A))
	}
	return 0 // keep, pass, take the +2 total, take nothing
}

// distanceWithout is seat's distance from its code with card a, and b unless NoCard, gone.
func (s *State) distanceWithout(seat int8, a, b Card) int {
	h := &s.hands[seat]
	n := uint8(1)
	h[a]--
	if b != NoCard {
		h[b]--
		n++
	}
	s.handN[seat] -= n
	d := s.distance(seat, NoCard)
	h[a]++
	if b != NoCard {
		h[b]++
	}
	s.handN[seat] += n
	return d
}

// distanceWith is seat's distance from its code with card c added.
func (s *State) distanceWith(seat int8, c Card) int {
	if c == NoCard {
		return s.distance(seat, NoCard)
	}
	s.hands[seat][c]++
	s.handN[seat]++
	held := s.held[seat]
	s.held[seat] |= 1 << c
	d := s.distance(seat, NoCard)
	s.hands[seat][c]--
	s.handN[seat]--
	s.held[seat] = held
	return d
}
