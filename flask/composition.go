package flask

import "fmt"

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
		return c, fmt.Errorf("%w: unknown base card %d", ErrBadComposition, int(b))
	}
	if n < 0 || n > b.MaxCount() {
		return c, fmt.Errorf("%w: %d × %s (%s): %s", ErrBadComposition, n, b, b.Name(), limitText(b))
	}
	c[b] = uint8(n)
	return c, nil
}

// limitText says how many of b a card may hold.
func limitText(b Base) string {
	if b.MaxCount() == 1 {
		return fmt.Sprintf("at most one %s per card", b)
	}
	return fmt.Sprintf("at most %d × %s per card", b.MaxCount(), b)
}

// Valid returns nil if every count is within its base card's limit, else an error wrapping
// ErrBadComposition naming the first base card over its limit.
func (c Composition) Valid() error {
	if c[BaseNone] != 0 {
		return fmt.Errorf("%w: count %d at index 0", ErrBadComposition, c[BaseNone])
	}
	for _, b := range Bases {
		if int(c[b]) > b.MaxCount() {
			return fmt.Errorf("%w: %d × %s (%s): %s", ErrBadComposition, c[b], b, b.Name(), limitText(b))
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
