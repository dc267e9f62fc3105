package flask

// endTurn ends the turn: played cards go to the discard pile in the order they were played,
// every counter above 6 drops to 6 (variant cap), the player draws 1 card (draw), then every
// player whose counters are all 0 is out, and the next living player's turn starts.
func (e *State) endTurn(draw bool) {
	s := &e.seat[e.turn]
	s.discard.pushAll(&s.played)
	s.played.clear()
	e.openPile, e.openedPile = -1, false
	if limit := e.tab.cap; limit > 0 {
		for i := uint8(0); i < e.n; i++ {
			c := &e.seat[i].counters
			c[0], c[1], c[2], c[3] = min(c[0], limit), min(c[1], limit), min(c[2], limit), min(c[3], limit)
		}
	}
	if draw {
		for n := e.tab.set.endDraw; n > 0 && !s.deck.empty(); n-- {
			s.hidden.push(s.deck.pop())
		}
	}
	var gone [maxSeats]bool
	for i := uint8(0); i < e.n; i++ {
		if p := &e.seat[i]; !p.out && p.total() == 0 {
			p.out, gone[i] = true, true
			e.outCause = outCounters
		}
	}
	if e.checkOver(&gone) {
		return
	}
	e.firstTurn = false
	e.startTurn(e.next(e.turn))
}

// startTurn starts the turn of the first living seat from s on. A player whose deck is empty at the
// start of their turn is out.
func (e *State) startTurn(s uint8) {
	for {
		for e.seat[s].out {
			s = e.next(s)
		}
		e.turn, e.toMove = s, s
		e.turns++
		if !e.seat[s].deck.empty() {
			break
		}
		e.seat[s].out = true
		e.outCause = outDeck
		gone := [maxSeats]bool{}
		gone[s] = true
		if e.checkOver(&gone) {
			return
		}
		e.firstTurn = false
	}
	e.phase = phaseGrow
	if e.firstTurn && !e.tab.set.growFirst {
		e.phase = phaseMain
	}
}

// resign puts seat s out of the game. On their own turn the turn ends (without the draw).
func (e *State) resign(s uint8) {
	e.seat[s].out = true
	e.outCause = outResigned
	gone := [maxSeats]bool{}
	gone[s] = true
	if e.checkOver(&gone) {
		return
	}
	if s == e.turn {
		e.endTurn(false)
		return
	}
	e.nextResponder()
}

// checkOver ends the game when at most one player is left: the last one wins; when the last
// players went out together (gone), it is a draw between them.
func (e *State) checkOver(gone *[maxSeats]bool) bool {
	switch e.living() {
	case 0:
		e.winners = *gone
		e.drawn = true
	case 1:
		for i := uint8(0); i < e.n; i++ {
			e.winners[i] = !e.seat[i].out
		}
	default:
		return false
	}
	// A finished game puts the table in order: cards in play go to their discard piles, a card
	// announced but not yet paid returns to its player's hand.
	t := &e.seat[e.turn]
	if e.announcing {
		t.known.push(e.announced)
		e.announcing = false
	}
	t.discard.pushAll(&t.played)
	t.played.clear()
	e.phase = phaseOver
	return true
}
