package code

import "math/bits"

// topSetOf[c] is the number faces that may go alone on top of number card c: State.topSet.
var topSetOf = func() (sets [numFaces]cardSet) {
	var byDigit [numDigits]cardSet
	var byColour [numColours + 1]cardSet
	for c := Card(1); c <= numNumbers; c++ {
		byDigit[c.Digit()] |= 1 << c
		byColour[c.Colour()] |= 1 << c
	}
	for c := Card(1); c <= numNumbers; c++ {
		sets[c] = byDigit[c.Digit()] | byColour[c.Colour()]
	}
	return sets
}()

// countIn counts number card c coming into seat's hand, which held had copies of it, in State.faces
// and State.twice (an action card counts in neither). No branch: had is random.
func (s *State) countIn(seat int8, c Card, had uint8) {
	u, m := faceUnit[c], &heldMasks[had&3]
	s.faces[seat&(MaxSeats-1)] += u & m.none
	s.twice[seat&(MaxSeats-1)] += u & m.once
}

// countOut counts number card c leaving seat's hand, which held had copies of it (countIn).
func (s *State) countOut(seat int8, c Card, had uint8) {
	u, m := faceUnit[c], &heldMasks[had&3]
	s.faces[seat&(MaxSeats-1)] -= u & m.once
	s.twice[seat&(MaxSeats-1)] -= u & m.twice
}

// heldMasks[had] has all bits set in the field that says how often a face is held (no copy, once,
// twice: there are two copies of each number face), none in the others.
var heldMasks = [4]struct{ none, once, twice uint64 }{{none: ^uint64(0)}, {once: ^uint64(0)}, {twice: ^uint64(0)}}

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

// actionCount[a] is the number of action faces in a set of them shifted down to bit 0.
var actionCount = func() (n [256]uint8) {
	for a := range n {
		n[a] = uint8(bits.OnesCount8(uint8(a)))
	}
	return n
}()
