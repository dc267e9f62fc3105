package code

// playAction plays the action card m.A of the seat whose turn it is onto the action pile and
// carries out its effect.
func (s *State) playAction(m Move) {
	s.removeFromHand(s.cur, m.A)
	switch m.A {
	case Swap:
		// Take the chosen top first, so a Swap never takes itself.
		var c Card
		if m.N == SwapAction {
			s.actPileN--
			c = s.actPile[s.actPileN]
		} else {
			s.numPileN--
			c = s.numPile[s.numPileN]
			s.topChanged()
		}
		s.addToHand(s.cur, c)
		s.known[s.cur][c]++
		s.pushAction(Swap)
		s.endTurn()
	case Reverse:
		s.pushAction(Reverse)
		if s.active() == 2 {
			if s.rules.ReverseSkip {
				s.endTurn()
				s.endTurn()
				return
			}
		} else {
			s.dir = -s.dir
			s.seatingChanged()
		}
		s.endTurn()
	case Skip:
		s.pushAction(Skip)
		s.endTurn()
		s.endTurn()
	case PlusTwo:
		s.pushAction(PlusTwo)
		s.pending += 2
		s.phase = phasePlusTwo
		s.cur = s.next(s.cur)
	case Gift:
		s.pushAction(Gift)
		s.nextResponder(s.cur)
	case Reset:
		s.pushAction(Reset)
		s.resetCode(int8(m.N))
		s.endTurn()
	default: // Joker: played only to be rid of it
		s.pushAction(m.A)
		s.endTurn()
	}
}

// pushAction puts an action card on the action pile.
func (s *State) pushAction(c Card) {
	s.actPile[s.actPileN] = c
	s.actPileN++
}

// nextResponder moves the Gift on to the next player after seat (in turn order) who has a card to
// lay out. When every other player has answered, the giver chooses; when nobody could lay out a
// card, the turn simply ends.
func (s *State) nextResponder(after int8) {
	for r := s.next(after); r != s.cur; r = s.next(r) {
		if s.handN[r] > 0 {
			s.phase, s.resp = phaseGiftOffer, r
			return
		}
	}
	for seat := range s.offered {
		if s.offered[seat] != NoCard {
			s.phase = phaseGiftTake
			return
		}
	}
	s.endTurn()
}

// takeGift gives the giver the card c laid out by seat from; from draws a card from the deck and
// the others take theirs back.
func (s *State) takeGift(c Card, from int8) {
	s.removeFromHand(from, c)
	s.addToHand(s.cur, c)
	s.known[s.cur][c]++
	s.offered = [MaxSeats]Card{}
	s.drawInto(from)
	s.endTurn()
}

// resetCode puts target's code card under the code pile and gives target the top one.
func (s *State) resetCode(target int8) {
	old := s.codeOf[target]
	copy(s.codePile[1:s.codePileN+1], s.codePile[:s.codePileN])
	s.codePile[0] = old
	s.setCode(target, s.codePile[s.codePileN])
	s.changed |= 1 << target
}
