package code

import (
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Play applies m for the seat to move. An illegal move returns an error matching
// cards.ErrIllegalMove and leaves the state unchanged. After every move the win is checked, the
// player whose turn it is first, then the others in turn order.
func (s *State) Play(m Move) error {
	if s.phase == phaseOver {
		return msgerr.Errorf("move %q: %w", m, cards.ErrGameOver)
	}
	if err := s.check(m); err != nil {
		return err
	}
	if m.Kind == Resign {
		s.moves++
		s.resign(int8(s.ToMove()))
		return nil
	}
	s.playListed(m)
	return nil
}

// playListed plays m, a legal move other than resigning (listed by the engine or checked), and
// checks the win.
func (s *State) playListed(m Move) {
	actor := s.cur
	if s.histOn {
		s.record(m)
	}
	s.moves++
	s.changed = 0
	s.apply(m)
	if s.mayHaveWon() {
		s.checkWin(actor)
	}
}

// apply carries out a legal move.
func (s *State) apply(m Move) {
	switch m.Kind {
	case Discard:
		s.discard(m.A, m.B)
	case Draw:
		s.draw()
	case Pass, Keep:
		s.endTurn()
	case Play:
		s.playAction(m)
	case TakePenalty:
		for i := uint8(0); i < s.pending; i++ {
			if s.drawInto(s.cur) == NoCard {
				break
			}
		}
		s.pending = 0
		s.endTurn()
	case Offer:
		s.offered[s.resp] = m.A
		if s.known[s.resp][m.A] == 0 {
			s.known[s.resp][m.A] = 1
		}
		s.nextResponder(s.resp)
	case TakeGift:
		s.takeGift(m.A, int8(m.N))
	case TakeNothing:
		s.offered = [MaxSeats]Card{}
		s.endTurn()
	}
}

// discard discards a alone (b is NoCard) or a under b, and ends the turn.
func (s *State) discard(a, b Card) {
	cur := s.cur & (MaxSeats - 1)
	s.removeFromHand(cur, a)
	n := s.numPileN
	s.numPile[n] = a
	if b != NoCard {
		s.removeFromHand(cur, b)
		n++
		s.numPile[n] = b
	}
	s.numPileN = n + 1
	s.topChanged()
	s.turns++
	s.cur = s.succ[cur]
	s.phase, s.drawn = phaseTurn, NoCard
}

// draw draws a card for the seat to move: if it can be discarded at once, the seat decides what
// to do with it; otherwise the turn ends.
func (s *State) draw() {
	c := s.drawInto(s.cur)
	if c != NoCard && s.fitsDiscard(c) {
		s.phase, s.drawn = phaseDrawn, c
		return
	}
	s.endTurn()
}

// endTurn passes the turn to the next player.
func (s *State) endTurn() {
	s.turns++
	s.phase, s.drawn = phaseTurn, NoCard
	s.cur = s.next(s.cur)
}

// pushNumber puts a number card on the number pile.
func (s *State) pushNumber(c Card) {
	s.numPile[s.numPileN] = c
	s.numPileN++
	s.topChanged()
}

// drawInto draws the deck's top card into seat's hand, reshuffling the discard piles into a new
// deck when it is empty. It returns NoCard when there is nothing to draw.
func (s *State) drawInto(seat int8) Card {
	if s.deckN == 0 {
		return s.reshuffleInto(seat)
	}
	s.deckN--
	c := s.deck[s.deckN]
	s.addToHand(seat, c)
	return c
}

// reshuffleInto is drawInto on an empty deck: it reshuffles the discard piles into a new deck and
// draws from it (apart from drawInto, so drawInto stays small enough to be inlined).
func (s *State) reshuffleInto(seat int8) Card {
	s.reshuffle()
	if s.deckN == 0 {
		return NoCard
	}
	return s.drawInto(seat)
}

// reshuffle shuffles every card of both discard piles except their tops into a new deck.
func (s *State) reshuffle() {
	if s.numPileN > 1 {
		s.deckN += uint8(copy(s.deck[s.deckN:], s.numPile[:s.numPileN-1]))
		s.numPile[0] = s.numPile[s.numPileN-1]
		s.numPileN = 1
	}
	if s.actPileN > 1 {
		s.deckN += uint8(copy(s.deck[s.deckN:], s.actPile[:s.actPileN-1]))
		s.actPile[0] = s.actPile[s.actPileN-1]
		s.actPileN = 1
	}
	cards.ShuffleSlice(&s.rng, s.deck[:s.deckN])
}

// resign takes seat out of the game; the others play on. A decision waiting for it is dropped:
// a pending +2 total lapses, a Gift answer is skipped, a Gift the seat gave takes nothing.
func (s *State) resign(seat int8) {
	s.resigned[seat] = true
	s.seatingChanged()
	s.offered[seat] = NoCard
	if s.active() == 1 {
		s.finish(s.next(seat), reasonResign)
		return
	}
	switch {
	case s.phase == phaseGiftOffer && s.resp == seat:
		s.nextResponder(seat)
	case seat == s.cur:
		s.pending = 0
		s.offered = [MaxSeats]Card{}
		s.endTurn()
	}
}

// finish ends the game.
func (s *State) finish(winner int8, reason uint8) {
	s.phase, s.winner, s.reason = phaseOver, winner, reason
}
