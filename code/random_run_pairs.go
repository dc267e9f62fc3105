package code

// countIn counts number card c coming into seat's hand, which held had copies of it, in State.faces
// and State.twice (an action card counts in neither: its unit is 0). A number face has two copies,
// so had is 0 (the face counts in faces) or 1 (in twice). No branch: had is random.
func (s *State) countIn(seat int8, c Card, had uint8) {
	u := tab.unit[c]
	x := u & -uint64(had&1)
	s.faces[seat&(MaxSeats-1)] += u - x
	s.twice[seat&(MaxSeats-1)] += x
}

// countOut counts number card c leaving seat's hand, which held had copies of it (countIn): had is
// 1 (the face leaves faces) or 2 (it leaves twice).
func (s *State) countOut(seat int8, c Card, had uint8) {
	u := tab.unit[c]
	x := u & -uint64(had>>1&1)
	s.faces[seat&(MaxSeats-1)] -= u - x
	s.twice[seat&(MaxSeats-1)] -= x
}

// pairsIn returns the pair discards on a top of digit t of a hand of at most 11 cards whose number
// faces of each digit are faces, and those held twice twice (State.faces, State.twice): ordered
// pairs of faces whose digits sum to t are the coefficient of x^t in the square of the polynomial
// whose coefficients are the faces of each digit, field t of faces squared, exact while no field up
// to it reaches 64 (they are at most 11²/2); a face pairs with itself only when held twice, so for
// an even t the faces of digit t/2 held once are taken off. No branch on t: it is random.
func pairsIn(faces, twice uint64, t uint) int {
	return int((faces*faces)>>(6*t&63)&63) - int((faces-twice)>>(3*t&63)&63&(uint64(t&1)-1))
}

// pairsOn returns the pair discards of seat, the seat to move: countPairs, from State.faces
// (pairsIn) unless the hand holds 12 cards or more.
func (s *State) pairsOn(seat int8) int {
	i := seat & (MaxSeats - 1)
	if s.handN[i] >= 12 {
		return s.countPairs(s.held[i])
	}
	return pairsIn(s.faces[i], s.twice[i], uint(s.topDigit))
}

// TallyMove returns a move of tally key k (cards.RandomRunner): the action card TallyKey keys k.
func (s *State) TallyMove(k int) (Move, bool) {
	switch {
	case k <= 0:
		return Move{}, true
	case k <= 2:
		return SwapMove(uint8(k - 1)), true
	case k <= 2+int(Reset-Swap):
		return PlayMove(Swap + Card(k-2)), true
	}
	return Move{}, false
}
