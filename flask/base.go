package flask

// Base is one of the eight base cards every Flask card is composed of. The zero value is no base
// card. The constants are in code order, the order in which a card's code lists them.
type Base int

// The base cards in code order.
const (
	BaseNone Base = iota
	G2            // Reaction
	Y1            // Profit
	B1            // Research
	B2            // Apply
	G1            // Balance
	R1            // Attack
	R2            // Sabotage
	Y2            // Reboot
)

// Bases lists the eight base cards in code order.
var Bases = []Base{G2, Y1, B1, B2, G1, R1, R2, Y2}

// baseInfo is what a rule set says about one base card.
type baseInfo struct {
	code     string
	name     string
	colour   Resource
	cost     []Resource
	cardCost int
	max      int
	effect   EffectKind // what one copy does
	amount   int        // its N (draw, gain-choice, attacks)
	gain     []Resource // the resources one copy adds (gain)
}

func (b Base) info() baseInfo {
	if b < 0 || int(b) >= len(baseInfos) {
		return baseInfos[BaseNone]
	}
	return baseInfos[b]
}

// String returns the base card's code, e.g. "G2" ("none" for the zero value).
func (b Base) String() string {
	if b.Valid() {
		return b.info().code
	}
	return "none"
}

// Valid tells whether b is one of the eight base cards.
func (b Base) Valid() bool { return b >= G2 && b <= Y2 }

// Name returns the base card's name, e.g. "Reaction".
func (b Base) Name() string { return b.info().name }

// Colour returns the base card's colour: the resource its code letter stands for.
func (b Base) Colour() Resource { return b.info().colour }

// Cost returns the base card's resource cost (a fresh slice).
func (b Base) Cost() []Resource { return append([]Resource(nil), b.info().cost...) }

// CardCost returns how many other cards from hand playing this base card costs (1 for B1).
func (b Base) CardCost() int { return b.info().cardCost }

// MaxCount returns how many of this base card one card may hold: 1 for Y2 and G2, 3 for the others.
func (b Base) MaxCount() int { return b.info().max }

// ParseBase reads a base card by code ("r1", "R1") or name ("Attack"), case-insensitively.
func ParseBase(s string) (Base, bool) {
	if len(s) == 2 { // the common case, a code: no loop
		if b := baseByCode(s[0]|0x20, s[1]); b != BaseNone {
			return b, true
		}
	}
	for _, b := range Bases {
		if equalFoldASCII(s, b.String()) || equalFoldASCII(s, b.Name()) {
			return b, true
		}
	}
	return BaseNone, false
}

// baseByCode returns the base card of a lower-case letter and a digit, or BaseNone.
func baseByCode(letter, digit byte) Base {
	switch {
	case letter == 'g' && digit == '2':
		return G2
	case letter == 'y' && digit == '1':
		return Y1
	case letter == 'b' && digit == '1':
		return B1
	case letter == 'b' && digit == '2':
		return B2
	case letter == 'g' && digit == '1':
		return G1
	case letter == 'r' && digit == '1':
		return R1
	case letter == 'r' && digit == '2':
		return R2
	case letter == 'y' && digit == '2':
		return Y2
	}
	return BaseNone
}
