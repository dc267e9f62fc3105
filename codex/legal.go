package codex

import "slices"

// Legal appends the legal moves of the seat to move; resigning, always allowed, comes last.
// Computer players leave it out (IsResign).
func (s *State) Legal(dst []Move) []Move {
	switch s.phase {
	case SetupPhase:
		dst = s.legalSetup(dst)
	case PlacePhase:
		dst = s.legalPlacements(dst)
	case DrawPhase:
		dst = s.legalDraws(dst)
	default:
		return dst
	}
	return append(dst, ResignMove())
}

// IsResign tells computer players which move resigns (cards.Resigner).
func (s *State) IsResign(m Move) bool { return m.Kind() == Resign }

func (s *State) legalSetup(dst []Move) []Move {
	p := &s.players[s.turn]
	switch s.setupStep {
	case stepSide:
		return append(dst, StarterSide(Front), StarterSide(Back))
	case stepColour:
		for i := range Colours {
			if !s.colourTaken(uint8(i + 1)) {
				dst = append(dst, Colour(i))
			}
		}
		return dst
	}
	return append(dst, Secret(int(p.options[0])), Secret(int(p.options[1])))
}

func (s *State) colourTaken(c uint8) bool {
	for i := 0; i < int(s.seats); i++ {
		if s.players[i].colour == c {
			return true
		}
	}
	return false
}

func (s *State) legalPlacements(dst []Move) []Move {
	p := &s.players[s.turn]
	a := &p.area
	n := len(dst)
	dst = slices.Grow(dst, 2*int(a.nf)*int(p.nHand))
	out := dst[n : n+2*int(a.nf)*int(p.nHand)]
	k := 0
	for h := 0; h < int(p.nHand); h++ {
		id := p.hand[h]
		back := newMove(PlaceCard, Back, id).v
		if requirementMet(&catalogue[id], &a.symbols) {
			front := newMove(PlaceCard, Front, id).v
			for _, key := range a.fkeys[:a.nf] {
				out[k] = Move{front | uint32(key)<<16}
				out[k+1] = Move{back | uint32(key)<<16}
				k += 2
			}
			continue
		}
		for _, key := range a.fkeys[:a.nf] {
			out[k] = Move{back | uint32(key)<<16}
			k++
		}
	}
	return dst[:n+k]
}

// requirementMet tells whether card c may be placed face up with these visible symbols.
func requirementMet(c *Card, symbols *[numSymbols]uint8) bool {
	for sym, need := range c.Requirement {
		if symbols[sym] < need {
			return false
		}
	}
	return true
}

func (s *State) legalDraws(dst []Move) []Move {
	for i, id := range s.faceUp {
		if id != 0 {
			dst = append(dst, DrawFrom(i))
		}
	}
	if s.nRes > 0 {
		dst = append(dst, DrawFrom(FromResourceDeck))
	}
	if s.nGold > 0 {
		dst = append(dst, DrawFrom(FromGoldDeck))
	}
	return dst
}

// canDraw tells whether any card is left to draw.
func (s *State) canDraw() bool {
	return s.nRes > 0 || s.nGold > 0 || s.faceUp != [4]uint8{}
}
