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
	high     uint64            // fieldHighBits, read from memory
	nonJoker cardSet           // nonJokerActions, read from memory
}

// newTables builds tab from digitSet and colourSet (filled first).
func newTables() tables {
	t := tables{high: fieldHighBits, nonJoker: nonJokerActions}
	for c := range Card(numFaces) {
		t.digit[c] = int8(c.Digit())
		if c.IsNumber() {
			t.unit[c] = digitUnit[c.Digit()]
			t.topSet[c] = digitSet[c.Digit()] | colourSet[c.Colour()]
		}
	}
	copy(t.partners[numDigits-1:], digitSet[:])
	for a := range t.actions {
		t.actions[a] = uint8(bits.OnesCount8(uint8(a)))
	}
	return t
}
