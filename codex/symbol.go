package codex

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Symbol is a resource or object drawn on a card. The zero value is no symbol (an empty corner).
type Symbol uint8

// Symbols: the four kingdoms (resources) first, then the three objects.
const (
	NoSymbol Symbol = iota
	Fungi
	Plant
	Animal
	Insect
	Quill
	Inkwell
	Manuscript
	numSymbols // the size of an array indexed by Symbol
)

// Kingdoms lists the four kingdoms in their official order.
var Kingdoms = [4]Symbol{Fungi, Plant, Animal, Insect}

// Objects lists the three objects.
var Objects = [3]Symbol{Quill, Inkwell, Manuscript}

// AllSymbols lists every symbol, kingdoms first.
var AllSymbols = [7]Symbol{Fungi, Plant, Animal, Insect, Quill, Inkwell, Manuscript}

var symbolNames = [numSymbols]string{"", "FUNGI", "PLANT", "ANIMAL", "INSECT", "QUILL", "INKWELL", "MANUSCRIPT"}

// symbolLetters are the one-letter names used in the terminal: kingdoms upper case, objects lower.
var symbolLetters = [numSymbols]byte{'o', 'F', 'P', 'A', 'I', 'q', 'k', 'm'}

// String returns the symbol's name as in the data file (FUNGI … MANUSCRIPT), "" for none.
func (s Symbol) String() string {
	if s >= numSymbols {
		return fmt.Sprintf("Symbol(%d)", uint8(s))
	}
	return symbolNames[s]
}

// Letter returns the symbol's one-letter terminal name (F P A I for kingdoms, q k m for objects).
func (s Symbol) Letter() byte { return symbolLetters[s] }

// IsKingdom tells whether s is one of the four kingdoms.
func (s Symbol) IsKingdom() bool { return s >= Fungi && s <= Insect }

// IsObject tells whether s is one of the three objects.
func (s Symbol) IsObject() bool { return s >= Quill && s <= Manuscript }

// ParseSymbol reads a symbol name (any case).
func ParseSymbol(name string) (Symbol, error) {
	up := strings.ToUpper(strings.TrimSpace(name))
	for s := Fungi; s < numSymbols; s++ {
		if symbolNames[s] == up {
			return s, nil
		}
	}
	return NoSymbol, msgerr.Errorf("unknown symbol %q", name)
}

// Corner is what a card shows in one corner: no corner at all (hidden: the zero value), a visible
// empty corner, or a visible corner with a symbol.
type Corner uint8

// Hidden is a corner that does not exist: nothing may be placed over it.
const Hidden Corner = 0

// EmptyCorner is a visible corner without a symbol.
const EmptyCorner Corner = 1

// CornerOf returns the visible corner showing s (NoSymbol: an empty corner).
func CornerOf(s Symbol) Corner { return Corner(s) + 1 }

// Visible tells whether the corner exists (may be covered).
func (c Corner) Visible() bool { return c != Hidden }

// Symbol returns the symbol shown in the corner (NoSymbol for a hidden or empty corner).
func (c Corner) Symbol() Symbol {
	if c == Hidden {
		return NoSymbol
	}
	return Symbol(c - 1)
}

// String returns HIDDEN, EMPTY or the symbol's name, as in the data file.
func (c Corner) String() string {
	switch c {
	case Hidden:
		return "HIDDEN"
	case EmptyCorner:
		return "EMPTY"
	}
	return c.Symbol().String()
}

// ParseCorner reads HIDDEN, EMPTY or a symbol name.
func ParseCorner(name string) (Corner, error) {
	switch strings.ToUpper(strings.TrimSpace(name)) {
	case "HIDDEN":
		return Hidden, nil
	case "EMPTY":
		return EmptyCorner, nil
	}
	s, err := ParseSymbol(name)
	if err != nil {
		return Hidden, msgerr.Errorf("unknown corner %q (HIDDEN, EMPTY or a symbol)", name)
	}
	return CornerOf(s), nil
}

// CornerPos names a corner of a card. Opposite corners add up to 3.
type CornerPos uint8

// The four corners, in the data file's order.
const (
	TopLeft CornerPos = iota
	TopRight
	BottomLeft
	BottomRight
)

// cornerDX and cornerDY give the grid offset of the card placed over each corner.
var (
	cornerDX = [4]int{-1, 1, -1, 1}
	cornerDY = [4]int{1, 1, -1, -1}
)

// Opposite returns the corner diagonally across (the one that touches this one when cards overlap).
func (c CornerPos) Opposite() CornerPos { return 3 - c }

// String returns tl, tr, bl or br.
func (c CornerPos) String() string { return [...]string{"tl", "tr", "bl", "br"}[c] }

// Offset returns the grid offset (dx, dy) of a card placed over this corner.
func (c CornerPos) Offset() (dx, dy int) { return cornerDX[c], cornerDY[c] }

// Side is which side of a card is up. The zero value is no side.
type Side uint8

// Card sides.
const (
	NoSide Side = iota
	Front       // resource/gold: points and requirement; starter: four corner resources
	Back        // the permanent centre resource(s)
)

// String returns front or back.
func (s Side) String() string {
	switch s {
	case Front:
		return "front"
	case Back:
		return "back"
	}
	return "none"
}

// ParseSide reads front or back.
func ParseSide(name string) (Side, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "front":
		return Front, nil
	case "back":
		return Back, nil
	}
	return NoSide, msgerr.Errorf("unknown side %q (front or back)", name)
}
