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

// runPairs keeps, for each seat during a PlayRandomRun, what countPairs needs to count the pair
// discards on any top in a few steps: the hand's number faces of each digit, and those it holds
// once, as bytes. They are updated as the hands change rather than looked at anew each turn.
type runPairs struct {
	// lo and hi hold the seat's number faces of each digit d as byte d of the 80-bit number hi:lo.
	lo, hi [MaxSeats]uint64
	// once holds the seat's number faces held once of each digit d below 8 as byte d.
	once [MaxSeats]uint64

	tally   []int32 // PlayRandomRun's tally (nil for none)
	active2 int     // the players still in the game, less 2
}

// recount sets seat's counts from its hand.
func (p *runPairs) recount(s *State, seat int8) {
	i := seat & (MaxSeats - 1)
	p.lo[i], p.hi[i], p.once[i] = 0, 0, 0
	for nums := s.held[i] & numberSet; nums != 0; nums &= nums - 1 {
		c := nums.first()
		p.lo[i] += faceByteLo[c]
		p.hi[i] += faceByteHi[c]
		if s.hands[i][c] == 1 {
			p.once[i] += faceByteLo[c]
		}
	}
}

// added counts card c coming into seat's hand, which held had copies of it.
func (p *runPairs) added(seat int8, c Card, had uint8) {
	i := seat & (MaxSeats - 1)
	first := -uint64(b2i(had == 0))
	p.lo[i] += faceByteLo[c] & first
	p.hi[i] += faceByteHi[c] & first
	p.once[i] += faceByteLo[c] * uint64(b2i(had == 0)-b2i(had == 1))
}

// removed counts card c leaving seat's hand, which held had copies of it.
func (p *runPairs) removed(seat int8, c Card, had uint8) {
	i := seat & (MaxSeats - 1)
	last := -uint64(b2i(had == 1))
	p.lo[i] -= faceByteLo[c] & last
	p.hi[i] -= faceByteHi[c] & last
	p.once[i] += faceByteLo[c] * uint64(b2i(had == 2)-b2i(had == 1))
}

// faceByteLo and faceByteHi hold one number face of each card's digit as runPairs counts it (0 for
// action cards).
var faceByteLo, faceByteHi = func() (lo, hi [numFaces]uint64) {
	for c := Card(1); c <= numNumbers; c++ {
		if d := c.Digit(); d < 8 {
			lo[c] = 1 << (8 * d)
		} else {
			hi[c] = 1 << (8 * (d - 8))
		}
	}
	return lo, hi
}()

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
