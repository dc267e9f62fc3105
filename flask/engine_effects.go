package flask

import "math/bits"

// startResolution resolves the cards in e.res.queue for owner, in order.
func (e *State) startResolution(owner uint8, fromPile, response bool) {
	r := &e.res
	r.owner, r.next, r.fromPile, r.response = owner, 0, fromPile, response
	e.resolving = true
	e.enterStep(stepGain)
	e.resolve()
}

// enterStep starts an effect step of the resolving card: step, or the first after it that the card
// has (cardKind.steps; resolve would pass the others by, as their count is 0).
func (e *State) enterStep(step uint8) {
	r := &e.res
	k := &e.tab.kinds[r.queue.c[r.next]]
	step += uint8(bits.TrailingZeros8(k.steps >> step))
	r.step, r.min, r.target = step, 0, -1
	switch step {
	case stepDraw:
		r.count = int16(k.draw)
	case stepChoice:
		r.count = int16(k.choices)
	case stepAttackRes:
		r.count = int16(k.attackRes)
	case stepAttackCards:
		r.count = int16(k.attackCards)
	default:
		r.count = 0
	}
}

// resolve carries out effects until a player has to decide something or the resolution ends.
// Effects resolve in the printed order: +resources, Draw, +2 of one kind, -Resources, -Cards, Reboot.
func (e *State) resolve() {
	r := &e.res
	for int(r.next) < r.queue.len() {
		k := &e.tab.kinds[r.queue.c[r.next]]
		owner := &e.seat[r.owner]
		switch r.step {
		case stepGain:
			gained := 0
			for c := range uint8(4) {
				if k.gain[c] > 0 {
					e.addCounter(owner, c, int16(k.gain[c]))
					gained += int(k.gain[c])
				}
			}
			e.observeEffect(ObservedGained, gained)
			e.enterStep(stepDraw)
		case stepDraw:
			if r.count == 0 {
				e.enterStep(stepChoice)
				continue
			}
			fromDeck := !owner.deck.empty()
			fromDiscard := e.tab.rules.DrawDiscard && !owner.discard.empty()
			if fromDeck && fromDiscard {
				e.phase, e.toMove = phaseDraw, r.owner
				return
			}
			// With draw-discard: no, an empty deck draws nothing: the discard pile is never taken.
			if fromDeck || fromDiscard {
				e.observeEffect(ObservedDrew, 1)
			}
			e.drawOne(owner, fromDiscard && !fromDeck)
			r.count--
		case stepChoice:
			if r.count == 0 {
				e.enterStep(stepAttackRes)
				continue
			}
			e.phase, e.toMove = phaseGain, r.owner
			return
		case stepAttackRes:
			if r.count == 0 || !e.chooseTarget() {
				e.enterStep(stepAttackCards)
				continue
			}
			if r.target < 0 {
				return
			}
			if !e.loseResources() {
				return
			}
			e.enterStep(stepAttackCards)
		case stepAttackCards:
			if r.count == 0 || !e.chooseTarget() {
				e.enterStep(stepReboot)
				continue
			}
			if r.target < 0 {
				return
			}
			if !e.discardCards() {
				return
			}
			e.enterStep(stepReboot)
		case stepReboot:
			if k.reboot {
				owner.known.pushAll(&owner.played)
				owner.played.clear()
			}
			r.next++
			if int(r.next) < r.queue.len() {
				e.enterStep(stepGain)
			}
		}
	}
	e.finishResolution()
}

// finishResolution moves a triggered pile to its owner's discard pile and hands the decision back:
// to the responder (who may trigger another pile) or to the turn player.
func (e *State) finishResolution() {
	r := &e.res
	e.resolving = false
	if r.fromPile {
		e.seat[r.owner].discard.pushAll(&r.queue)
	}
	r.queue.clear()
	if r.response && e.tab.rules.ReactionBlocks {
		// reaction-blocks: yes: the announced card is cancelled. Its cost is paid only after the
		// responses, so nothing was paid and nothing is to return: it goes back to the hand, seen.
		e.seat[e.turn].known.push(e.announced)
		e.announcing = false
		e.phase, e.toMove = phaseMain, e.turn
		return
	}
	if r.response {
		if s := &e.seat[e.responder]; !s.out && s.pileN > 0 {
			e.phase, e.toMove = phaseRespond, e.responder
			return
		}
		e.nextResponder()
		return
	}
	e.phase, e.toMove = phaseMain, e.turn
}

// chooseTarget makes sure the current action has an opponent. It returns false when there is none
// to hit; with several living opponents it asks the resolving player (target stays -1).
func (e *State) chooseTarget() bool {
	r := &e.res
	if r.target >= 0 {
		return true
	}
	only, options := uint8(0), 0
	for s := uint8(0); s < e.n; s++ {
		if s != r.owner && !e.seat[s].out {
			only, options = s, options+1
		}
	}
	switch options {
	case 0:
		return false
	case 1:
		r.target = int8(only)
	default:
		e.phase, e.toMove = phaseTarget, r.owner
	}
	return true
}

// loseResources takes the action's resources from the target, asking the chooser (the victim, or
// the attacker by variant) whenever there is a real choice. It returns true when done.
func (e *State) loseResources() bool {
	r := &e.res
	v := &e.seat[r.target]
	if int(r.count) >= v.total() {
		e.observeEffect(ObservedTookResources, v.total())
		v.counters = [4]int16{}
		r.count = 0
		return true
	}
	for r.count > 0 {
		ok := counterChoices(&v.counters, r.min, r.count)
		only := uint8(0) // the last counter that may give
		if ok != 0 {
			only = uint8(bits.Len8(ok)) - 1
		}
		if ok&(ok-1) != 0 { // more than one may
			e.phase = phaseLose
			e.toMove = uint8(r.target)
			if !e.tab.rules.VictimChooses {
				e.toMove = r.owner
			}
			return false
		}
		v.counters[only]--
		e.observeEffect(ObservedTookResources, 1)
		r.min = only
		r.count--
	}
	return true
}

// discardCards makes the target discard the action's cards: all of a hand that is too small, the
// rest milled from the top of the deck; otherwise the victim chooses when there is a choice.
func (e *State) discardCards() bool {
	r := &e.res
	v := &e.seat[r.target]
	if int(r.count) >= v.handSize() {
		rest := int(r.count) - v.handSize()
		e.observeEffect(ObservedTookCards, v.handSize()+min(rest, v.deck.len()))
		v.discard.pushAll(&v.known)
		v.discard.pushAll(&v.hidden)
		v.known.clear()
		v.hidden.clear()
		for ; rest > 0 && !v.deck.empty(); rest-- {
			v.discard.push(v.deck.pop())
		}
		r.count = 0
		return true
	}
	for r.count > 0 {
		only, options := handChoices(v, r.min, r.count)
		if options > 1 {
			e.phase, e.toMove = phaseDiscard, uint8(r.target)
			return false
		}
		v.takeFromHand(only)
		v.discard.push(only)
		e.observeEffect(ObservedTookCards, 1)
		r.min = only
		r.count--
	}
	return true
}

// drawOne draws the top card of the seat's deck (a hidden card) or discard pile (seen by all).
func (e *State) drawOne(s *seatState, fromDiscard bool) {
	if fromDiscard {
		if !s.discard.empty() {
			s.known.push(s.discard.pop())
		}
		return
	}
	if !s.deck.empty() {
		s.hidden.push(s.deck.pop())
	}
}
