package cards

// Pile is an ordered stack of cards whose top is the last element. Cards are any small value type
// (a card id, an index into a deck list). Piles are plain slices so copying a game stays cheap.
type Pile[C any] []C

// Len returns the number of cards in the pile.
func (p Pile[C]) Len() int { return len(p) }

// Empty tells whether the pile holds no card.
func (p Pile[C]) Empty() bool { return len(p) == 0 }

// Top returns the top card and true, or the zero card and false for an empty pile.
func (p Pile[C]) Top() (C, bool) {
	if len(p) == 0 {
		var zero C
		return zero, false
	}
	return p[len(p)-1], true
}

// Push puts c on top.
func (p *Pile[C]) Push(c C) { *p = append(*p, c) }

// Pop takes the top card. It reports false for an empty pile.
func (p *Pile[C]) Pop() (C, bool) {
	c, ok := p.Top()
	if ok {
		*p = (*p)[:len(*p)-1]
	}
	return c, ok
}

// RemoveAt takes the card at index i, keeping the order of the others.
func (p *Pile[C]) RemoveAt(i int) C {
	s := *p
	c := s[i]
	copy(s[i:], s[i+1:])
	*p = s[:len(s)-1]
	return c
}

// Shuffle shuffles the pile with r.
func (p Pile[C]) Shuffle(r *Rand) { ShuffleSlice(r, p) }

// Clone returns a copy that shares no memory with p.
func (p Pile[C]) Clone() Pile[C] {
	if p == nil {
		return nil
	}
	return append(Pile[C](make([]C, 0, len(p))), p...)
}
