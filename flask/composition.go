package flask

import "github.com/flaskdeck/flaskdeck/internal/msgerr"

// Composition says how many of each base card a card holds, indexed by Base (index 0, BaseNone, is
// unused and always 0). It is a small comparable value: two cards are similar exactly when their
// compositions are equal. The zero value is the empty composition (a blank card).
type Composition [9]uint8

// Count returns how many of base card b the composition holds.
func (c Composition) Count(b Base) int {
	if !b.Valid() {
		return 0
	}
	return int(c[b])
}

// With returns the composition with n of base card b, or an error wrapping ErrBadComposition if
// n is outside 0..b.MaxCount().
func (c Composition) With(b Base, n int) (Composition, error) {
	if !b.Valid() {
		return c, errUnknownBase(int(b))
	}
	if n < 0 || n > b.MaxCount() {
		return c, errOverLimit(n, b.String(), b.Name(), limitText(b))
	}
	c[b] = uint8(n)
	return c, nil
}

// limitText says how many of b a card may hold.
func limitText(b Base) error { return limitMsg(b.MaxCount(), b.String()) }

// limitMsg says that a card may hold at most max of the base card of that code.
func limitMsg(max int, code string) error {
	if max == 1 {
		return msgerr.New("at most one {{.Base}} per card", "Base", code)
	}
	return msgerr.New("at most {{.Max}} × {{.Base}} per card", "Max", max, "Base", code)
}

// errUnknownBase is the error of a base card number that no base card has.
func errUnknownBase(b int) error {
	return msgerr.Wrap(ErrBadComposition, "{{.Err}}: unknown base card {{.Base}}", "Err", ErrBadComposition, "Base", b)
}

// errOverLimit is the error of n of a base card over its limit.
func errOverLimit(n int, code, name string, limit error) error {
	return msgerr.Wrap(ErrBadComposition, "{{.Err}}: {{.N}} × {{.Base}} ({{.Name}}): {{.Limit}}",
		"Err", ErrBadComposition, "N", n, "Base", code, "Name", name, "Limit", limit)
}

// errSlotZero is the error of a count in the unused slot 0 of a composition.
func errSlotZero(n uint8) error {
	return msgerr.Wrap(ErrBadComposition, "{{.Err}}: count {{.N}} at index 0", "Err", ErrBadComposition, "N", n)
}

// Valid returns nil if every count is within its base card's limit, else an error wrapping
// ErrBadComposition naming the first base card over its limit.
func (c Composition) Valid() error {
	if c[BaseNone] != 0 {
		return errSlotZero(c[BaseNone])
	}
	for _, b := range Bases {
		if int(c[b]) > b.MaxCount() {
			return errOverLimit(int(c[b]), b.String(), b.Name(), limitText(b))
		}
	}
	return nil
}

// Empty tells whether the composition holds no base card (a blank card, not playable).
func (c Composition) Empty() bool { return c == Composition{} }

// Size returns the number of base cards in the composition (0 to 20).
func (c Composition) Size() int {
	n := 0
	for _, b := range Bases {
		n += int(c[b])
	}
	return n
}

// Colour counts the composition's base cards by colour (the resource of each code letter).
func (c Composition) Colour() map[Resource]int {
	m := make(map[Resource]int, 4)
	for _, b := range Bases {
		if c[b] > 0 {
			m[b.Colour()] += int(c[b])
		}
	}
	return m
}

// String returns the composition's code, so a Composition prints as players write it.
func (c Composition) String() string { return c.Code() }

// NumCompositions is the number of possible compositions: 4^6 × 2^2.
const NumCompositions = 16384

// AllCompositions returns every possible composition, 16,384 of them, in the order of the original
// editor's table: Y1 counts slowest, then Y2, R1, R2, G1, G2, B1 and B2 fastest.
func AllCompositions() []Composition {
	all := make([]Composition, 0, NumCompositions)
	order := [...]Base{Y1, Y2, R1, R2, G1, G2, B1, B2}
	var c Composition
	var walk func(i int)
	walk = func(i int) {
		if i == len(order) {
			all = append(all, c)
			return
		}
		b := order[i]
		for n := 0; n <= b.MaxCount(); n++ {
			c[b] = uint8(n)
			walk(i + 1)
		}
		c[b] = 0
	}
	walk(0)
	return all
}
