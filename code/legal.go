package code

import "math/bits"

// Legal appends the legal moves of the seat to move to dst and returns it; it is empty only when
// the game is over. The list always ends with "resign" (computer players skip it: IsResign).
func (s *State) Legal(dst []Move) []Move {
	if s.phase == phaseOver {
		return dst
	}
	return append(s.appendMoves(dst), Move{Kind: Resign})
}

// IsResign tells whether m is resigning (cards.Resigner: computer players never resign).
func (s *State) IsResign(m Move) bool { return m.Kind == Resign }

// appendMoves appends the legal moves but resigning.
func (s *State) appendMoves(dst []Move) []Move {
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
		for held := s.held[s.resp]; held != 0; held &= held - 1 {
			dst = append(dst, OfferMove(held.first()))
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
	held := s.held[s.cur]
	singles := held & s.topSet
	if must != NoCard {
		singles &= 1 << must
	}
	for ; singles != 0; singles &= singles - 1 {
		dst = append(dst, DiscardMove(singles.first()))
	}
	// Pairs: only over the digits whose partner digit is held too, so most hands cost little.
	target := s.topDigit
	h := &s.hands[s.cur]
	for ds := pairDigits(held, int(target)); ds != 0; ds &= ds - 1 {
		d := int8(bits.TrailingZeros16(ds))
		for lows := held & digitSet[d]; lows != 0; lows &= lows - 1 {
			a := lows.first()
			for partners := held & digitSet[target-d]; partners != 0; partners &= partners - 1 {
				b := partners.first()
				if (a == b && h[a] < 2) || (must != NoCard && a != must && b != must) {
					continue
				}
				dst = append(dst, PairMove(a, b))
			}
		}
	}
	return dst
}

// digitsOf returns the digits of the number faces in set, as bits 0–9.
func digitsOf(set cardSet) uint16 {
	const digitBits = 1<<numDigits - 1
	return uint16((set>>1 | set>>(1+numDigits) | set>>(1+2*numDigits) | set>>(1+3*numDigits)) & digitBits)
}

// appendActions appends the action cards the seat to move can play on its turn.
func (s *State) appendActions(dst []Move) []Move {
	for acts := s.held[s.cur] & actionSet; acts != 0; acts &= acts - 1 {
		switch c := acts.first(); c {
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
//
// It takes no branch: after a draw whether the card fits is a toss-up.
func (s *State) fitsDiscard(c Card) bool {
	// The partner digit a pair needs, offset so that every card (actions have digit -1) and every
	// top give an index of tab.partners.
	partners := s.held[s.cur] & tab.partners[s.topDigit-tab.digit[c]+numDigits-1]
	partners &^= cardSet(b2i(s.hands[s.cur][c] < 2)) << c // a pair with itself needs two copies
	fits := s.topSet | cardSet(-b2i(partners != 0))
	return numberSet&fits&(1<<c) != 0
}
