package flask

import (
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Play applies m for the seat to move. An illegal move returns an error matching
// cards.ErrIllegalMove and leaves the state unchanged.
func (e *State) Play(m Move) error {
	if e.phase == phaseOver {
		return msgerr.Errorf("%v: %w", m, cards.ErrGameOver)
	}
	if !e.isLegal(m) {
		return cards.Illegal(m, "%v", e.whyIllegal(m))
	}
	e.apply(m)
	return nil
}

// PlayLegal plays m, a move Legal just listed in this very position, without checking it again
// (cards.LegalPlayer): greedy's look-ahead plays only such moves.
func (e *State) PlayLegal(m Move) { e.apply(m) }

// apply carries out m, a legal move (checked by Play, or listed by Legal).
func (e *State) apply(m Move) {
	if !e.turnOpen { // the turn's first move (Turns)
		e.moveTurns++
	}
	e.turnOpen = m.Kind != MoveEnd
	switch m.Kind {
	case MoveGrow:
		e.addCounter(&e.seat[e.turn], m.Arg, 1)
		e.phase = phaseMain
	case MoveNoGrow:
		e.phase = phaseMain
	case MovePlay:
		e.seat[e.turn].takeFromHand(m.Arg)
		e.observePlayed(m.Arg)
		e.announced, e.announcing = m.Arg, true
		e.responder = e.turn
		e.nextResponder()
	case MoveTrigger:
		if e.phase == phaseRespond {
			e.trigger(e.responder, m.Arg, true)
		} else {
			e.trigger(e.turn, m.Arg, false)
		}
	case MovePass:
		e.nextResponder()
	case MovePayAny:
		e.seat[e.turn].counters[m.Arg]--
		e.pay--
		e.payMin = m.Arg
		e.payAny()
	case MovePayCard:
		s := &e.seat[e.turn]
		s.takeFromHand(m.Arg)
		s.discard.push(m.Arg)
		e.pay--
		e.payMin = m.Arg
		e.payCards()
	case MoveDrawDeck, MoveDrawDiscard:
		e.observeEffect(ObservedDrew, 1)
		e.drawOne(&e.seat[e.res.owner], m.Kind == MoveDrawDiscard)
		e.res.count--
		e.resolve()
	case MoveGain:
		e.observeEffect(ObservedGained, int(e.tab.kinds[e.res.queue.c[e.res.next]].choiceAmount))
		e.addCounter(&e.seat[e.res.owner], m.Arg, int16(e.tab.kinds[e.res.queue.c[e.res.next]].choiceAmount))
		e.res.count--
		e.res.min = m.Arg
		e.resolve()
	case MoveTarget:
		e.res.target = int8(m.Arg)
		e.resolve()
	case MoveLose:
		e.observeEffect(ObservedTookResources, 1)
		e.seat[e.res.target].counters[m.Arg]--
		e.res.count--
		e.res.min = m.Arg
		e.resolve()
	case MoveDiscard:
		v := &e.seat[e.res.target]
		v.takeFromHand(m.Arg)
		v.discard.push(m.Arg)
		e.observeEffect(ObservedTookCards, 1)
		e.res.count--
		e.res.min = m.Arg
		e.resolve()
	case MoveEnd:
		e.endTurn(true)
	case MoveResign:
		e.resign(e.toMove)
	}
}

// whyIllegal explains, in a player's words, why m is not legal now.
func (e *State) whyIllegal(m Move) error {
	switch {
	case m.Kind == MoveResign:
		return msgerr.New("you can resign only at the start of a decision of your turn or of a response")
	case m.Kind == MovePlay && e.phase == phaseMain:
		k := m.Arg
		if int(k) >= len(e.tab.kinds) || e.seat[e.turn].handCount(k) == 0 {
			return msgerr.New("that card is not in your hand")
		}
		if e.tab.kinds[k].reaction && e.openedPile {
			return msgerr.New("only one reaction pile may be opened per turn")
		}
		return msgerr.New("you cannot pay its cost")
	case m.Kind == MoveTrigger && e.phase == phaseMain && int(m.Arg) < int(e.seat[e.turn].pileN):
		return msgerr.New("a pile may not be triggered in the turn it was opened (variant trigger-same-turn=no)")
	case m.Kind == MoveTrigger:
		return msgerr.New("there is no such reaction pile")
	}
	return msgerr.Errorf("the game waits for %s", e.waiting())
}

// addCounter adds n to counter c, stopping at counterMax.
func (e *State) addCounter(s *seatState, c uint8, n int16) {
	s.counters[c] += n
	if s.counters[c] > counterMax {
		s.counters[c] = counterMax
	}
}

// nextResponder asks the next opponent (in turn order) who holds a reaction pile whether they
// respond to the announced card; when nobody is left to ask, the card is paid.
func (e *State) nextResponder() {
	for s := e.next(e.responder); s != e.turn; s = e.next(s) {
		if !e.seat[s].out && e.seat[s].pileN > 0 {
			e.responder, e.toMove, e.phase = s, s, phaseRespond
			return
		}
	}
	e.startPayment()
}

func (e *State) next(s uint8) uint8 {
	s++
	if s == e.n {
		s = 0
	}
	return s
}

// startPayment pays the announced card afresh: when its player cannot pay it any more, it returns
// to their hand (blocked); otherwise the fixed resources are paid and the choices follow.
func (e *State) startPayment() {
	s := &e.seat[e.turn]
	k := &e.tab.kinds[e.announced]
	if !affordable(s, k, s.handSize()) {
		s.known.push(e.announced)
		e.announcing = false
		e.phase, e.toMove = phaseMain, e.turn
		return
	}
	for c := range 4 {
		s.counters[c] -= int16(k.cost[c])
	}
	e.pay, e.payMin = int16(k.anyCost), 0
	e.payAny()
}

// payAny pays the remaining ❔, asking the player only when there is a real choice.
func (e *State) payAny() {
	s := &e.seat[e.turn]
	for e.pay > 0 {
		only, options := uint8(0), 0
		for c := range uint8(4) {
			if counterChoiceOK(&s.counters, c, e.payMin, e.pay) {
				only, options = c, options+1
			}
		}
		if options > 1 {
			e.phase, e.toMove = phasePayAny, e.turn
			return
		}
		s.counters[only]--
		e.payMin = only
		e.pay--
	}
	e.pay, e.payMin = int16(e.tab.kinds[e.announced].cardCost), 0
	e.payCards()
}

// payCards pays the remaining card costs with hand cards, asking only when there is a choice.
func (e *State) payCards() {
	s := &e.seat[e.turn]
	for e.pay > 0 {
		only, options := handChoices(s, e.payMin, e.pay)
		if options > 1 {
			e.phase, e.toMove = phasePayCard, e.turn
			return
		}
		s.takeFromHand(only)
		s.discard.push(only)
		e.payMin = only
		e.pay--
	}
	e.place(e.announced)
}

// place puts a paid card where it belongs: a reaction card opens a pile; with a pile open the
// card goes under it unresolved; otherwise it is played and resolves.
func (e *State) place(k uint8) {
	s := &e.seat[e.turn]
	e.announcing = false
	switch {
	case e.tab.kinds[k].reaction:
		s.piles.push(k)
		s.pileLen[s.pileN] = 1
		e.openPile = int8(s.pileN)
		s.pileN++
		e.openedPile = true
	case e.openPile >= 0:
		s.piles.push(k) // the open pile is always the last one
		s.pileLen[e.openPile]++
	default:
		s.played.push(k)
		e.res.queue.clear()
		e.res.queue.push(k)
		e.startResolution(e.turn, false, false)
		return
	}
	e.phase, e.toMove = phaseMain, e.turn
}

// trigger takes reaction pile p of owner off the table and resolves it: the reaction card's other
// effects, then every card under it in the order they were put there.
func (e *State) trigger(owner, p uint8, response bool) {
	s := &e.seat[owner]
	start, n := s.pileStart(int(p)), int(s.pileLen[p])
	e.res.queue.clear()
	for _, k := range s.piles.c[start : start+n] {
		e.res.queue.push(k)
	}
	copy(s.piles.c[start:], s.piles.c[start+n:s.piles.n])
	s.piles.n -= uint8(n)
	copy(s.pileLen[p:], s.pileLen[p+1:s.pileN])
	s.pileN--
	if owner == e.turn && !response {
		switch {
		case e.openPile == int8(p):
			e.openPile = -1
		case e.openPile > int8(p):
			e.openPile--
		}
	}
	e.startResolution(owner, true, response)
}

// waitingFor says in words what the game waits for.
func (e *State) waitingFor() string { return e.waitingForIn(i18n.English) }

// waitingForIn says what the game waits for, in language l; seats are named as in the notation
// ("seat 1"), as the terminal's position screen writes them.
func (e *State) waitingForIn(l i18n.Language) string {
	return e.waiting().words(l, cards.Seat.String)
}

// waiting is what the game waits for, kept for an error that says it later in any language.
func (e *State) waiting() waitingFor {
	w := waitingFor{phase: e.phase, who: e.toMove, target: e.res.target, pay: e.pay, count: e.res.count}
	if e.phase == phaseGain {
		w.from = e.res.min
	}
	if e.phase == phaseRespond {
		w.card = e.tab.label[e.announced]
	}
	return w
}

// waitingFor is what the game waits for, as an argument of an illegal move's reason: English as the
// notation writes it ("seat 1 to grow a counter"), and in the app's language with the seats translated
// ("Platz 1 erhöht einen Zähler").
type waitingFor struct {
	phase      phase
	who        uint8
	target     int8
	card       string
	pay, count int16
	from       uint8 // a gain: the first colour offered (a card's later +2 goes no earlier than its last)
}

func (w waitingFor) Error() string { return w.TextIn(i18n.English) }

// TextIn says it in language l (msgerr.Translatable), the seats in l's words.
func (w waitingFor) TextIn(l i18n.Language) string {
	return w.words(l, func(s cards.Seat) string { return msgerr.Text(s.Named(), l) })
}

// words says it in language l, each seat written by seat.
func (w waitingFor) words(l i18n.Language, seat func(cards.Seat) string) string {
	who := seat(cards.Seat(w.who))
	tr := texts.For(l)
	switch w.phase {
	case phaseGrow:
		return tr("w.grow", "Who", who)
	case phaseMain:
		return tr("w.main", "Who", who)
	case phaseRespond:
		return tr("w.respond", "Who", who, "Card", w.card)
	case phasePayAny:
		return tr("w.payAny", "Who", who, "N", w.pay)
	case phasePayCard:
		return tr("w.payCard", "Who", who, "N", w.pay)
	case phaseDraw:
		return tr("w.draw", "Who", who)
	case phaseGain:
		if w.from > 0 {
			return tr("w.gainFrom", "Who", who, "Colour", tr("colour."+counterNames[w.from]))
		}
		return tr("w.gain", "Who", who)
	case phaseTarget:
		return tr("w.target", "Who", who)
	case phaseLose:
		return tr("w.lose", "Who", who, "Target", seat(cards.Seat(w.target)), "N", w.count)
	case phaseDiscard:
		return tr("w.discard", "Who", who, "N", w.count)
	}
	return tr("w.over")
}
