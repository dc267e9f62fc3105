package code

// Legal appends the legal moves of the seat to move to dst and returns it; it is empty only when
// the game is over. Resigning is always allowed (Play accepts it) but never listed here, so
// computer players and search never consider it; the Table lists it for people.
func (s *State) Legal(dst []Move) []Move {
	switch s.phase {
	case phaseTurn:
		dst = s.appendDiscards(dst, NoCard)
		dst = s.appendActions(dst)
		if s.canDraw() {
			return append(dst, Move{Kind: Draw})
		}
		return append(dst, Move{Kind: Pass})
	case phaseDrawn:
		dst = s.appendDiscards(dst, s.drawn)
		return append(dst, Move{Kind: Keep})
	case phasePlusTwo:
		if s.hands[s.cur][PlusTwo] > 0 {
			dst = append(dst, PlayMove(PlusTwo))
		}
		return append(dst, Move{Kind: TakePenalty, N: s.pending})
	case phaseGiftOffer:
		h := &s.hands[s.resp]
		for c := Card(1); c < numFaces; c++ {
			if h[c] > 0 {
				dst = append(dst, OfferMove(c))
			}
		}
		return dst
	case phaseGiftTake:
		for seat := int8(0); seat < s.n; seat++ {
			if c := s.offered[seat]; c != NoCard {
				dst = append(dst, Move{Kind: TakeGift, A: c, N: uint8(seat)})
			}
		}
		return append(dst, Move{Kind: TakeNothing})
	}
	return dst
}

// appendDiscards appends the discards of the seat to move: single cards matching the number top
// by digit or colour, then ordered pairs whose digits sum to the top's digit. When must is a card,
// only discards that include it are listed (the card just drawn).
func (s *State) appendDiscards(dst []Move, must Card) []Move {
	h := &s.hands[s.cur]
	top := s.NumberTop()
	target := top.Digit()
	for c := Card(1); c <= numNumbers; c++ {
		if h[c] > 0 && c.Matches(top) && (must == NoCard || c == must) {
			dst = append(dst, DiscardMove(c))
		}
	}
	for a := Card(1); a <= numNumbers; a++ {
		if h[a] == 0 || a.Digit() > target {
			continue
		}
		want := target - a.Digit()
		for col := Red; col <= Purple; col++ {
			b := NumberCard(col, want)
			if h[b] == 0 || (a == b && h[a] < 2) {
				continue
			}
			if must != NoCard && a != must && b != must {
				continue
			}
			dst = append(dst, PairMove(a, b))
		}
	}
	return dst
}

// appendActions appends the action cards the seat to move can play on its turn.
func (s *State) appendActions(dst []Move) []Move {
	h := &s.hands[s.cur]
	for c := firstAct; c <= Reset; c++ {
		if h[c] == 0 {
			continue
		}
		switch c {
		case Swap:
			if s.numPileN >= 2 {
				dst = append(dst, SwapMove(SwapNumber))
			}
			if s.actPileN >= 1 {
				dst = append(dst, SwapMove(SwapAction))
			}
		case Reset:
			for seat := int8(0); seat < s.n; seat++ {
				if seat != s.cur && !s.resigned[seat] {
					dst = append(dst, Move{Kind: Play, A: Reset, N: uint8(seat)})
				}
			}
		default:
			dst = append(dst, PlayMove(c))
		}
	}
	return dst
}

// canDraw tells whether a card can be drawn: the deck, or the discard piles below their tops.
func (s *State) canDraw() bool {
	return s.deckN > 0 || s.numPileN > 1 || s.actPileN > 1
}

// fitsDiscard tells whether card c, just drawn into the hand of the seat to move, can be
// discarded at once: alone, or with a hand card as a pair.
func (s *State) fitsDiscard(c Card) bool {
	if !c.IsNumber() {
		return false
	}
	top := s.NumberTop()
	if c.Matches(top) {
		return true
	}
	want := top.Digit() - c.Digit()
	if want < 0 {
		return false
	}
	h := &s.hands[s.cur]
	for col := Red; col <= Purple; col++ {
		b := NumberCard(col, want)
		if h[b] > 1 || (h[b] == 1 && b != c) {
			return true
		}
	}
	return false
}
