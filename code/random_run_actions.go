package code

// runAct plays the k-th action move of the seat to move, which holds the action faces acts (in
// appendActions's order), as playAction and the win test after it would, and returns its tally key
// (TallyKey) and the seat to move after it (s.cur, returned in a register: PlayRandomRun's loop
// carries it rather than loading it back from the store). The card is found and its effect
// carried out in one pass, without building a Move and without the generic removal and win test.
func (s *State) runAct(acts cardSet, k int, active2 int) (int, uint) {
	cur := s.cur & (MaxSeats - 1)
	c := Swap
	swapAct := false // a Swap takes the action pile's top
	target := int8(-1)
	if acts&(1<<Swap) != 0 && k < b2i(s.numPileN >= 2)+b2i(s.actPileN >= 1) {
		swapAct = s.numPileN < 2 || k == 1
	} else {
		if acts&(1<<Swap) != 0 {
			k -= b2i(s.numPileN >= 2) + b2i(s.actPileN >= 1)
		}
		rest := acts &^ (1<<Swap | 1<<Reset)
		if n := int(tab.actions[uint8(rest>>firstAct)]); k < n {
			c = tab.nthAct[uint8(rest>>Reverse)&31][k&7]
		} else {
			c, target = Reset, s.nthOther(cur, k-n)
		}
	}
	// Take c out of the hand (an action card: no digits, no pairs).
	h := &s.hands[cur]
	had := h[c]
	h[c] = had - 1
	s.handN[cur]--
	s.held[cur] &^= cardSet(b2i(had == 1)) << (c & 63)
	s.known[cur][c] -= uint8(b2i(s.known[cur][c] == had))
	key := 2 + int(c-Swap)
	var next int8 // the seat to move after the card
	switch c {
	case Swap:
		var t Card
		if swapAct {
			s.actPileN--
			t = s.actPile[s.actPileN]
			key = 2
		} else {
			s.numPileN--
			t = s.numPile[s.numPileN]
			s.topChanged()
			key = 1
		}
		s.countIn(cur, t, h[t])
		h[t]++
		s.handN[cur]++
		s.held[cur] |= 1 << t
		s.known[cur][t]++
		s.pushAction(Swap)
		s.turns++
		next = s.succ[cur]
	case Reverse:
		s.pushAction(Reverse)
		next = cur
		if active2 == 0 {
			if s.rules.ReverseSkip {
				s.turns++
				next = s.succ[cur]
			}
		} else {
			s.dir = -s.dir
			if int(s.n) == active2+2 { // no one has resigned: seatingChanged's table, from tab
				s.succ = tab.around[s.n][b2i(s.dir > 0)]
			} else {
				s.seatingChanged()
			}
		}
		s.turns++
		next = s.succ[next&(MaxSeats-1)]
	case Skip:
		s.pushAction(Skip)
		s.turns += 2
		next = s.succ[s.succ[cur]&(MaxSeats-1)]
	case PlusTwo:
		s.pushAction(PlusTwo)
		s.pending += 2
		s.phase = phasePlusTwo
		next = s.succ[cur]
	case Gift:
		s.pushAction(Gift)
		s.nextResponder(cur) // may pass the turn
		next = s.cur
	case Reset:
		s.pushAction(Reset)
		s.changed = 1 << cur
		s.resetCode(target)
		s.turns++
		next = s.succ[cur]
		s.cur = next
		s.checkWin(cur)
		return key, uint(next) & (MaxSeats - 1)
	default: // Joker
		s.pushAction(c)
		s.turns++
		next = s.succ[cur]
	}
	s.cur = next
	s.winIfSpelled(cur)
	return key, uint(next) & (MaxSeats - 1)
}

// nthOther returns the k-th seat in seat order, other than seat, still in the game: the target of
// the k-th Reset move.
func (s *State) nthOther(seat int8, k int) int8 {
	for o := int8(0); o < s.n; o++ {
		if o != seat && !s.resigned[o&(MaxSeats-1)] {
			if k == 0 {
				return o
			}
			k--
		}
	}
	return -1 // not reached: k is below the number of other players
}
