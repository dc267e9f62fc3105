package codex

import (
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Play applies m for the seat to move. An illegal move returns an error matching
// cards.ErrIllegalMove and leaves the state unchanged.
func (s *State) Play(m Move) error {
	if s.phase == GameOver {
		return msgerr.Errorf("%v: %w", m, cards.ErrGameOver)
	}
	if m.Kind() == Resign {
		s.resign()
		return nil
	}
	switch s.phase {
	case SetupPhase:
		return s.playSetup(m)
	case PlacePhase:
		if m.Kind() != PlaceCard {
			return cards.Illegal(m, "%s must place a card now", cards.Seat(s.turn).Named())
		}
		return s.place(m)
	case DrawPhase:
		if m.Kind() != DrawCard {
			return cards.Illegal(m, "%s must draw a card now", cards.Seat(s.turn).Named())
		}
		return s.draw(m)
	}
	return cards.Illegal(m, "no move is expected")
}

func (s *State) playSetup(m Move) error {
	p := &s.players[s.turn]
	switch {
	case s.setupStep == stepSide && m.Kind() == ChooseSide:
		if m.Side() != Front && m.Side() != Back {
			return cards.Illegal(m, "a starter is placed front or back")
		}
		p.area.Place(Placement{Card: p.starter, Side: m.Side()})
	case s.setupStep == stepColour && m.Kind() == ChooseColour:
		if int(m.Slot()) >= len(Colours) || s.colourTaken(m.Slot()+1) {
			return cards.Illegal(m, "that colour is not free")
		}
		p.colour = m.Slot() + 1
	case s.setupStep == stepSecret && m.Kind() == ChooseSecret:
		if m.Card() == 0 || (m.Card() != p.options[0] && m.Card() != p.options[1]) {
			return cards.Illegal(m, "the secret objective is one of the two dealt")
		}
		p.secret = m.Card()
	default:
		return cards.Illegal(m, "%s", choosing(cards.Seat(s.turn), s.setupStep))
	}
	s.nextSetupStep()
	return nil
}

// nextSetupStep moves setup on: the seat's next choice, else the next seat, else the first turn.
func (s *State) nextSetupStep() {
	s.setupStep++
	if s.setupStep == stepSecret && s.rules.NoSecret {
		s.setupStep++
	}
	if s.setupStep <= stepSecret {
		return
	}
	s.nextSetupSeat()
}

// nextSetupSeat hands setup to the next seat still playing, or starts the first turn.
func (s *State) nextSetupSeat() {
	s.setupStep = stepSide
	for seat := (int(s.turn) + 1) % int(s.seats); seat != int(s.first); seat = (seat + 1) % int(s.seats) {
		if !s.players[seat].resigned {
			s.turn = uint8(seat)
			return
		}
	}
	// Everyone is set up: the first player (or the next one still playing) begins.
	s.phase = PlacePhase
	s.turn = s.first
	if s.players[s.first].resigned || !s.canPlace(s.first) {
		s.endTurn()
	}
}

func (s *State) canPlace(seat uint8) bool {
	p := &s.players[seat]
	return p.nHand > 0 && p.area.nf > 0
}

// place puts a card from the mover's hand on their area and scores it.
func (s *State) place(m Move) error {
	p := &s.players[s.turn]
	id, side, x, y := m.Card(), m.Side(), m.X(), m.Y()
	h := -1
	for i := 0; i < int(p.nHand); i++ {
		if p.hand[i] == id {
			h = i
		}
	}
	if h < 0 {
		return cards.Illegal(m, "card %d is not in the hand", id)
	}
	if side != Front && side != Back {
		return cards.Illegal(m, "a card is placed front or back")
	}
	if !p.area.IsLegal(x, y) {
		return cards.Illegal(m, "%s", p.area.PlacementProblem(x, y))
	}
	c := &catalogue[id]
	if side == Front && !requirementMet(c, &p.area.symbols) {
		return cards.Illegal(m, "the gold requirement of card %d is not met", id)
	}
	p.nHand--
	p.hand[h], p.handSeen[h] = p.hand[p.nHand], p.handSeen[p.nHand]
	p.hand[p.nHand], p.handSeen[p.nHand] = 0, false
	covered := p.area.Place(Placement{Card: id, Side: side, X: int8(x), Y: int8(y)})
	if side == Front {
		p.points += uint8(placementPoints(c, covered, &p.area.symbols))
	}
	if !s.triggered && p.points >= s.rules.Target {
		s.triggered, s.reason = true, endTarget
	}
	if s.lastRound || !s.canDraw() {
		s.endTurn()
		return nil
	}
	s.phase = DrawPhase
	return nil
}

// placementPoints scores a card placed face up, with the symbols visible after placing.
func placementPoints(c *Card, covered int, symbols *[numSymbols]uint8) int {
	switch c.Scoring {
	case Flat:
		return c.Points
	case PerObject:
		return c.Points * int(symbols[c.Object])
	case PerCoveredCorner:
		return c.Points * covered
	}
	return 0
}

// draw gives the mover a face-up card (refilling the slot) or a deck's top card.
func (s *State) draw(m Move) error {
	p := &s.players[s.turn]
	var id uint8
	seen := false
	slot := m.Slot()
	switch {
	case slot < 4:
		id = s.faceUp[slot]
		if id == 0 {
			return cards.Illegal(m, "face-up slot %d is empty", slot)
		}
		seen = true
		if catalogue[id].Type == Gold {
			s.faceUp[slot] = s.popGold()
		} else {
			s.faceUp[slot] = s.popRes()
		}
		if s.faceUp[slot] == 0 { // that deck is empty: refill from the other one
			s.faceUp[slot] = s.popRes()
			if s.faceUp[slot] == 0 {
				s.faceUp[slot] = s.popGold()
			}
		}
	case slot == FromResourceDeck:
		if id = s.popRes(); id == 0 {
			return cards.Illegal(m, "the resource deck is empty")
		}
	case slot == FromGoldDeck:
		if id = s.popGold(); id == 0 {
			return cards.Illegal(m, "the gold deck is empty")
		}
	default:
		return cards.Illegal(m, "no such place to draw from")
	}
	p.hand[p.nHand], p.handSeen[p.nHand] = id, seen
	p.nHand++
	if !s.triggered && s.nRes == 0 && s.nGold == 0 {
		s.triggered, s.reason = true, endDecks
	}
	s.endTurn()
	return nil
}

// resign takes the mover out of the game; their cards stay on the table.
func (s *State) resign() {
	s.players[s.turn].resigned = true
	if s.activeCount() == 1 {
		s.reason = endResigned
		s.finish()
		return
	}
	if s.phase == SetupPhase {
		s.nextSetupSeat()
		return
	}
	s.endTurn()
}

func (s *State) activeCount() int {
	n := 0
	for i := 0; i < int(s.seats); i++ {
		if !s.players[i].resigned {
			n++
		}
	}
	return n
}

// choosing says that seat is making setup choice step (starter side, colour, secret objective).
func choosing(seat cards.Seat, step uint8) error {
	switch step {
	case stepSide:
		return msgerr.New("{{.Seat}} is choosing its starter side", "Seat", seat.Named())
	case stepColour:
		return msgerr.New("{{.Seat}} is choosing its colour", "Seat", seat.Named())
	}
	return msgerr.New("{{.Seat}} is choosing its secret objective", "Seat", seat.Named())
}
