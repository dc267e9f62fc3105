package code

import "math/bits"

// cardSet is a set of card faces as a bit mask (bit c for Card c). Hands keep one beside their
// counts, so move generation visits only the faces a hand holds.
type cardSet uint64

// Precomputed sets of faces.
var (
	numberSet   cardSet                 // every number face
	actionSet   cardSet                 // every action face
	digitSet    [numDigits]cardSet      // the number faces of each digit
	upToDigit   [numDigits]cardSet      // the number faces of digits 0..d
	colourSet   [numColours + 1]cardSet // the number faces of each colour (index Colour)
	cardColours [numFaces]Colour        // Card.Colour, by table
)

func init() {
	for c := range Card(numFaces) {
		cardColours[c] = c.Colour()
		switch {
		case c.IsNumber():
			numberSet |= 1 << c
			digitSet[c.Digit()] |= 1 << c
			colourSet[c.Colour()] |= 1 << c
		case c.IsAction():
			actionSet |= 1 << c
		}
	}
	for d := range numDigits {
		upToDigit[d] = digitSet[d]
		if d > 0 {
			upToDigit[d] |= upToDigit[d-1]
		}
	}
	tab = newTables()
}

// has tells whether c is in the set.
func (m cardSet) has(c Card) bool { return m&(1<<(c&63)) != 0 }

// first returns the lowest face in the non-empty set.
func (m cardSet) first() Card { return Card(bits.TrailingZeros64(uint64(m))) }
