package flask

import "math/bits"

// Legal appends the legal moves of the seat to move to dst: the choices of the current phase, in
// the order players read them, and "resign" last where resigning is allowed.
func (e *State) Legal(dst []Move) []Move {
	t := e.tab
	switch e.phase {
	case phaseGrow:
		for c := range uint8(4) {
			dst = append(dst, Move{Kind: MoveGrow, Arg: c, tab: t})
		}
		dst = append(dst, Move{Kind: MoveNoGrow, tab: t})
	case phaseMain:
		s := &e.seat[e.turn]
		var plays [2 * maxCards]uint8
		n, _ := e.playableKinds(&plays)
		for _, k := range plays[:n] {
			dst = append(dst, Move{Kind: MovePlay, Arg: k, tab: t})
		}
		for p := uint8(0); p < s.pileN; p++ {
			if e.canTriggerOwn(p) {
				dst = append(dst, Move{Kind: MoveTrigger, Arg: p, tab: t})
			}
		}
		dst = append(dst, Move{Kind: MoveEnd, tab: t})
	case phaseRespond:
		for p := uint8(0); p < e.seat[e.responder].pileN; p++ {
			dst = append(dst, Move{Kind: MoveTrigger, Arg: p, tab: t})
		}
		dst = append(dst, Move{Kind: MovePass, tab: t})
	case phasePayAny:
		ok := counterChoices(&e.seat[e.turn].counters, e.payMin, e.pay)
		for c := range uint8(4) {
			if ok&(1<<c) != 0 {
				dst = append(dst, Move{Kind: MovePayAny, Arg: c, tab: t})
			}
		}
	case phasePayCard:
		dst = e.appendHandChoices(dst, MovePayCard, &e.seat[e.turn], e.payMin, e.pay)
	case phaseDraw:
		dst = append(dst, Move{Kind: MoveDrawDeck, tab: t}, Move{Kind: MoveDrawDiscard, tab: t})
	case phaseGain:
		for c := e.res.min; c < 4; c++ {
			dst = append(dst, Move{Kind: MoveGain, Arg: c, tab: t})
		}
	case phaseTarget:
		for s := uint8(0); s < e.n; s++ {
			if s != e.res.owner && !e.seat[s].out {
				dst = append(dst, Move{Kind: MoveTarget, Arg: s, tab: t})
			}
		}
	case phaseLose:
		ok := counterChoices(&e.seat[e.res.target].counters, e.res.min, e.res.count)
		for c := range uint8(4) {
			if ok&(1<<c) != 0 {
				dst = append(dst, Move{Kind: MoveLose, Arg: c, tab: t})
			}
		}
	case phaseDiscard:
		dst = e.appendHandChoices(dst, MoveDiscard, &e.seat[e.res.target], e.res.min, e.res.count)
	}
	if e.canResign() {
		dst = append(dst, Move{Kind: MoveResign, tab: t})
	}
	return dst
}

// canResign: a player may resign when a decision of their own turn starts (grow, play) or when
// asked to respond; not halfway through paying or resolving a card.
func (e *State) canResign() bool {
	return e.phase == phaseGrow || e.phase == phaseMain || e.phase == phaseRespond
}

// IsResign tells computer players which move resigns (they never choose it).
func (e *State) IsResign(m Move) bool { return m.Kind == MoveResign }

// appendHandChoices lists the hand cards that may pay the next card cost or be discarded next.
// Choices are taken in the order of card kinds, so each set of cards is chosen one way only: the
// kinds handChoiceOK allows, found from the kinds in hand (ascending) rather than by asking of
// every kind of the game.
func (e *State) appendHandChoices(dst []Move, kind MoveKind, s *seatState, min uint8, left int16) []Move {
	var held [4]uint64
	for _, h := range [2]*stack{&s.known, &s.hidden} {
		for _, x := range h.cards() {
			held[x>>6] |= 1 << (x & 63)
		}
	}
	held[min>>6] &^= 1<<(min&63) - 1
	for w := min >> 6; w < 4; w++ {
		for b := held[w]; b != 0; b &= b - 1 {
			k := w<<6 | uint8(bits.TrailingZeros64(b))
			if int(k) >= len(e.tab.kinds) {
				return dst
			}
			var rest int16
			for _, h := range [2]*stack{&s.known, &s.hidden} {
				for _, x := range h.cards() {
					if x >= k {
						rest++
					}
				}
			}
			if rest < left {
				return dst // fewer still for the later kinds
			}
			dst = append(dst, Move{Kind: kind, Arg: k, tab: e.tab})
		}
	}
	return dst
}

// counterChoiceOK tells whether counter c may give the next of left resources, choosing counters
// in order (c >= min) so that enough remain in counters c and later ones.
func counterChoiceOK(counters *[4]int16, c, min uint8, left int16) bool {
	if c < min || c > 3 || counters[c] <= 0 {
		return false
	}
	var rest int16
	for i := c; i < 4; i++ {
		rest += counters[i]
	}
	return rest >= left
}

// counterChoices is counterChoiceOK of every counter at once, as a bit set (bit c: counter c may
// give the next of left resources), from the counters' suffix sums.
func counterChoices(counters *[4]int16, min uint8, left int16) uint8 {
	// Without a branch (which counters may pay is data): bit c is set when counter c is above 0
	// (-c negative) and the counters from c on hold left (their sum less left not negative).
	c0, c1, c2, c3, l := int(counters[0]), int(counters[1]), int(counters[2]), int(counters[3]), int(left)
	s3 := c3
	s2 := s3 + c2
	s1 := s2 + c1
	s0 := s1 + c0
	m := (uint(-c0)&^uint(s0-l))>>63 | (uint(-c1)&^uint(s1-l))>>63<<1 |
		(uint(-c2)&^uint(s2-l))>>63<<2 | (uint(-c3)&^uint(s3-l))>>63<<3
	return uint8(m) &^ (1<<min - 1) // counters before min are not offered
}

// handChoiceOK tells whether a card of kind k may be the next of left cards chosen from s's hand,
// choosing kinds in order (k >= min) so that enough cards of kind k and later remain.
func handChoiceOK(s *seatState, k, min uint8, left int16) bool {
	if k < min || s.handCount(k) == 0 {
		return false
	}
	var rest int16
	for _, h := range [2]*stack{&s.known, &s.hidden} {
		for _, x := range h.cards() {
			if x >= k {
				rest++
			}
		}
	}
	return rest >= left
}

// heldFrom is the set of the kinds the seat holds from kind min on, as four 64-bit words, and rest
// the number of its hand cards of those kinds.
func heldFrom(s *seatState, min uint8) (held [4]uint64, rest int16) {
	for _, h := range [2]*stack{&s.known, &s.hidden} {
		for _, x := range h.cards() {
			held[x>>6] |= 1 << (x & 63)
			if x >= min {
				rest++
			}
		}
	}
	held[min>>6] &^= 1<<(min&63) - 1
	return held, rest
}

// handChoices is what the engine asks of a hand choice before asking the player (payCards,
// discardCards): of the kinds handChoiceOK allows, how many there are, up to 2, and the last of
// them counted (the only one when there is one), found as appendHandChoices finds them, with the
// cards of a kind and later ones counted down rather than recounted for every kind of the game.
func handChoices(s *seatState, min uint8, left int16) (only uint8, options int) {
	held, rest := heldFrom(s, min)
	for w := min >> 6; w < 4; w++ {
		for b := held[w]; b != 0; b &= b - 1 {
			k := w<<6 | uint8(bits.TrailingZeros64(b))
			if rest < left {
				return only, options // fewer still for the later kinds
			}
			only, options = k, options+1
			if options == 2 {
				return only, options
			}
			rest -= int16(s.handCount(k))
		}
	}
	return only, options
}

// affordable tells whether the seat can pay kind k's whole cost with otherHand cards left to pay
// its card cost.
func affordable(s *seatState, k *cardKind, otherHand int) bool {
	if otherHand < int(k.cardCost) {
		return false
	}
	spare := int16(0)
	for c := range 4 {
		left := s.counters[c] - int16(k.cost[c])
		if left < 0 {
			return false
		}
		spare += left
	}
	return spare >= int16(k.anyCost)
}

// canTriggerOwn tells whether the turn player may trigger their pile p: any pile, except (variant
// trigger-same-turn=no) the one opened this turn.
func (e *State) canTriggerOwn(p uint8) bool {
	return e.tab.rules.TriggerSameTurn || e.openPile != int8(p)
}

// canPlay tells whether the turn player may announce a card of kind k from hand now.
func (e *State) canPlay(k uint8) bool {
	s := &e.seat[e.turn]
	if int(k) >= len(e.tab.kinds) || s.handCount(k) == 0 {
		return false
	}
	kind := &e.tab.kinds[k]
	if kind.reaction && e.openedPile {
		return false
	}
	return affordable(s, kind, s.handSize()-1)
}

// isLegal tells whether m is legal now, with the same predicates Legal uses.
func (e *State) isLegal(m Move) bool {
	if m.Kind == MoveResign {
		return e.canResign()
	}
	switch e.phase {
	case phaseGrow:
		return (m.Kind == MoveGrow && m.Arg < 4) || m.Kind == MoveNoGrow
	case phaseMain:
		switch m.Kind {
		case MovePlay:
			return e.canPlay(m.Arg)
		case MoveTrigger:
			return m.Arg < e.seat[e.turn].pileN && e.canTriggerOwn(m.Arg)
		case MoveEnd:
			return true
		}
	case phaseRespond:
		return m.Kind == MovePass || (m.Kind == MoveTrigger && m.Arg < e.seat[e.responder].pileN)
	case phasePayAny:
		return m.Kind == MovePayAny && counterChoiceOK(&e.seat[e.turn].counters, m.Arg, e.payMin, e.pay)
	case phasePayCard:
		return m.Kind == MovePayCard && handChoiceOK(&e.seat[e.turn], m.Arg, e.payMin, e.pay)
	case phaseDraw:
		return m.Kind == MoveDrawDeck || m.Kind == MoveDrawDiscard
	case phaseGain:
		return m.Kind == MoveGain && m.Arg >= e.res.min && m.Arg < 4
	case phaseTarget:
		return m.Kind == MoveTarget && m.Arg < e.n && m.Arg != e.res.owner && !e.seat[m.Arg].out
	case phaseLose:
		return m.Kind == MoveLose && counterChoiceOK(&e.seat[e.res.target].counters, m.Arg, e.res.min, e.res.count)
	case phaseDiscard:
		return m.Kind == MoveDiscard && handChoiceOK(&e.seat[e.res.target], m.Arg, e.res.min, e.res.count)
	}
	return false
}
