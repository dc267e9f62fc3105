package code

import "math/bits"

// tab holds the per-face tables and the masks of the hot paths (the random run, the win test) in
// one variable: a loop that reads several tables keeps one address in a register for all of them,
// and the masks are read from memory where they are used, rather than one register held for each
// table and wide constant across the whole loop, which left the random run's values too few
// registers (docs/performance.md, "CODE's random game, session 11"). It is built by the package's
// init, from the sets of masks.go.
var tab tables

// tables is the type of tab.
type tables struct {
	digit    [numFaces]int8    // Card.Digit, by table (-1 for other cards)
	topSet   [numFaces]cardSet // the number faces that may go alone on top of number card c: State.topSet
	unit     [numFaces]uint64  // number card c's digit in State.faces and State.twice (0 for other cards)
	partners [32]cardSet       // [w+9]: the number faces of digit w for 0..9, none for w in -9..-1 and 10..22 (an index masked to 5 bits needs no bounds check)
	actions  [256]uint8        // the number of action faces in a set of them shifted down to bit 0
	// nthAct[set][k] is the k-th face, in order, of a set of the five action faces from Reverse to
	// Gift shifted down to bit 0 (nth of the set): runAct's card without nth's steps.
	nthAct [32][8]Card
	// recip[n] is ⌈256/n⌉ for n from 1 to 4: q*recip[n]>>8 is q/n for q below 16 (nthPair).
	recip [8]uint16
	// around[n][b2i(dir > 0)] is State.succ of n seats with no one resigned, playing in direction dir:
	// a Reverse copies it whole, where building the reversed table seat by seat stored bytes that
	// the next load of the table, a word, had to wait for.
	around   [MaxSeats + 1][2][MaxSeats]int8
	high     uint64  // fieldHighBits, read from memory
	nonJoker cardSet // nonJokerActions, read from memory
	numbers  cardSet // numberMask, read from memory (the random run's fit test)
}

// newTables builds tab from digitSet and colourSet (filled first).
func newTables() tables {
	t := tables{high: fieldHighBits, nonJoker: nonJokerActions, numbers: numberMask}
	for c := range Card(numFaces) {
		t.digit[c] = int8(c.Digit())
		if c.IsNumber() {
			t.unit[c] = digitUnit[c.Digit()]
			t.topSet[c] = digitSet[c.Digit()] | colourSet[c.Colour()]
		}
	}
	copy(t.partners[numDigits-1:], digitSet[:])
	for n := MinSeats; n <= MaxSeats; n++ {
		for seat := range n {
			t.around[n][0][seat] = int8((seat + n - 1) % n)
			t.around[n][1][seat] = int8((seat + 1) % n)
		}
	}
	for n := 1; n <= 4; n++ {
		t.recip[n] = uint16((256 + n - 1) / n)
	}
	for set := range t.nthAct {
		k := 0
		for c := Reverse; c <= Gift; c++ {
			if set&(1<<(c-Reverse)) != 0 {
				t.nthAct[set][k] = c
				k++
			}
		}
	}
	for a := range t.actions {
		t.actions[a] = uint8(bits.OnesCount8(uint8(a)))
	}
	return t
}
