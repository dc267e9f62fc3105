package code

import (
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// Table limits.
const (
	MinSeats = 2
	MaxSeats = 8
	// HandSize is the number of cards dealt to each player.
	HandSize = 7
)

// phase says which decision the position waits for.
type phase uint8

const (
	phaseTurn      phase = iota // the seat to move takes a turn: discard, draw or play an action
	phaseDrawn                  // the seat just drew a card that fits: discard it (alone or in a pair) or keep it
	phasePlusTwo                // the seat faces a pending +2 total: answer with +2 or take the cards
	phaseGiftOffer              // a Gift was played: the responder lays out a card
	phaseGiftTake               // every other player has laid out a card: the giver takes one or none
	phaseOver                   // the game has ended
)

// Rules is the chosen rule variants of a match.
type Rules struct {
	NoReset     bool // play without the Reset card (it stays out of the game)
	ReverseSkip bool // with two players a Reverse acts as a Skip (by default it does nothing)
}

// State is a CODE position: the lean, mutable engine of package cards (an Engine[Move]). It holds
// no pointers but the shared, read-only code list and public history, so Clone is one copy. Hands are counts of each
// card face; copies of a face are interchangeable.
type State struct {
	rules Rules
	codes []Code        // the code list (read-only, shared by clones)
	lang  i18n.Language // the language Describe, Narrate and Reveal write in: display only, no rule reads it

	n       int8 // seats
	cur     int8 // whose turn it is (the giver during a Gift)
	dir     int8 // +1 clockwise, -1 after a Reverse
	phase   phase
	pending uint8 // the +2 total waiting for the seat to move
	drawn   Card  // the card just drawn (phaseDrawn)
	resp    int8  // the Gift responder to move (phaseGiftOffer)
	winner  int8  // the winner when the game is over, -1 for none
	reason  uint8 // how the game ended (reasonCode…)
	moves   int32 // moves played so far
	turns   int32 // turns ended so far

	offered  [MaxSeats]Card // Gift: the card each player laid out
	resigned [MaxSeats]bool
	succ     [MaxSeats]int8 // the seat after each seat in the direction of play, resigned seats skipped (next)

	hands [MaxSeats][numFaces]uint8 // count of each face in each hand
	handN [MaxSeats]uint8           // hand sizes
	held  [MaxSeats]cardSet         // the faces each hand holds at least once
	// faces and twice hold, per seat, the hand's number faces of each digit d and those of them it
	// holds twice, as ten 6-bit counts (bits 6d to 6d+5, digitUnit units), kept as cards come and
	// go (countIn, countOut). From them come the pair discards on any top (pairsOn: faces squared)
	// and the hand's digit counts, which the win test compares with the code (faces + twice).
	faces, twice [MaxSeats]uint64
	// changed marks (bit per seat) the hands and codes changed by the move being played: only
	// they can newly spell a code.
	changed uint8
	// known counts, per seat, cards every player knows to be in that hand (taken with a Swap or a
	// Gift, laid out for a Gift and taken back). Determinize keeps them in place.
	known [MaxSeats][numFaces]uint8

	codeOf [MaxSeats]uint8 // index into codes of each seat's code card (set by setCode)
	// want holds, per seat, the digits its code asks for as ten 6-bit counts (digitUnit units),
	// each with its high bit set (fieldHighBits) for the win test's subtraction,
	// kept with codeOf by setCode: the win test needs no look-up of the code.
	want      [MaxSeats]uint64
	codePile  [MaxCodes]uint8 // the code pile, bottom first
	codePileN uint8

	deck     [TotalCards]Card // the draw pile, top last
	deckN    uint8
	numPile  [TotalCards]Card // the number discard pile, top last
	numPileN uint8
	topSet   cardSet          // the number faces that may go alone on the top (same digit or colour)
	topDigit int8             // the top's digit, the sum a pair must make
	actPile  [TotalCards]Card // the action discard pile, top last
	actPileN uint8
	outN     uint8 // cards out of the game (the Reset in the no-Reset variant)

	rng cards.Rand // reshuffles

	// hist is the public history of the moves played (history.go), shared by copies; histOn
	// says whether this state records its moves there, histOwn whether it may append in place.
	hist    []event
	histOn  bool
	histOwn bool
	// ruleSeat, in a world sampled by the search, is 1 + the seat whose decisions the playout rule
	// takes inside the search's tree (RuleDecision); 0 for none.
	ruleSeat int8
}

// Reasons a game ends.
const (
	reasonNone uint8 = iota
	reasonCode
	reasonResign
)

// Seats returns the number of seats.
func (s *State) Seats() int { return int(s.n) }

// ToMove returns the seat that decides now: the seat whose turn it is, or the Gift responder.
func (s *State) ToMove() cards.Seat {
	switch s.phase {
	case phaseOver:
		return cards.NoSeat
	case phaseGiftOffer:
		return cards.Seat(s.resp)
	}
	return cards.Seat(s.cur)
}

// Turn returns the seat whose turn it is (the giver while a Gift is answered).
func (s *State) Turn() cards.Seat { return cards.Seat(s.cur) }

// Over tells whether the game has ended.
func (s *State) Over() bool { return s.phase == phaseOver }

// Result returns the outcome of a finished game.
func (s *State) Result() cards.Result {
	var r cards.Result
	s.FillResult(&r)
	return r
}

// FillResult sets *r to Result's result, the winner written into the memory of r.Winners
// (cards.ResultFiller): a simulation reads a match's result without allocating.
func (s *State) FillResult(r *cards.Result) {
	*r = cards.Result{Winners: r.Winners[:0], Reason: s.reasonText()}
	if s.winner >= 0 {
		r.Winners = append(r.Winners, cards.Seat(s.winner))
	}
}

// reasonText is the result's reason: how the match ended.
func (s *State) reasonText() string {
	switch s.reason {
	case reasonCode:
		return "code completed"
	case reasonResign:
		return "the others resigned"
	}
	return ""
}

// Clone returns an independent copy.
func (s *State) Clone() cards.Engine[Move] {
	c := *s
	c.histOwn = false
	return &c
}

// CopyFrom makes s a copy of src, another *State, without allocating (cards.Copier).
func (s *State) CopyFrom(src cards.Engine[Move]) {
	*s = *src.(*State)
	s.histOwn = false
}

// Copy returns an independent copy as a *State.
func (s *State) Copy() *State {
	c := *s
	c.histOwn = false
	return &c
}

// Moves returns the number of moves played.
func (s *State) Moves() int { return int(s.moves) }

// Turns returns the number of turns ended so far (cards.TurnCounter: a Gift's answers and a
// decision after drawing belong to the turn they happen in).
func (s *State) Turns() int { return int(s.turns) }

// Rules returns the match's rule variants.
func (s *State) Rules() Rules { return s.rules }

// Hand returns the cards in seat's hand, one entry per card, in face order.
func (s *State) Hand(seat cards.Seat) []Card {
	out := make([]Card, 0, s.handN[seat])
	for c := Card(1); c < numFaces; c++ {
		for i := uint8(0); i < s.hands[seat][c]; i++ {
			out = append(out, c)
		}
	}
	return out
}

// HandSize returns the number of cards in seat's hand.
func (s *State) HandSize(seat cards.Seat) int { return int(s.handN[seat]) }

// setCode gives seat the code card of index i in the code list.
func (s *State) setCode(seat int8, i uint8) {
	s.codeOf[seat] = i
	c := s.codes[i]
	s.want[seat] = digitUnit[c[0]] + digitUnit[c[1]] + digitUnit[c[2]] + digitUnit[c[3]] | fieldHighBits
}

// CodeOf returns seat's secret code.
func (s *State) CodeOf(seat cards.Seat) Code { return s.codes[s.codeOf[seat]] }

// NumberTop returns the top of the number discard pile.
func (s *State) NumberTop() Card { return s.numPile[s.numPileN-1] }

// topChanged refreshes what move generation keeps about the number pile's top.
func (s *State) topChanged() {
	top := s.numPile[s.numPileN-1]
	s.topDigit, s.topSet = tab.digit[top], tab.topSet[top]
}

// ActionTop returns the top of the action discard pile (NoCard when it is empty).
func (s *State) ActionTop() Card {
	if s.actPileN == 0 {
		return NoCard
	}
	return s.actPile[s.actPileN-1]
}

// DeckSize returns the number of cards in the draw pile.
func (s *State) DeckSize() int { return int(s.deckN) }

// Pending returns the +2 total the seat to move faces (0 for none).
func (s *State) Pending() int { return int(s.pending) }

// Clockwise tells whether play goes clockwise (seat numbers ascending).
func (s *State) Clockwise() bool { return s.dir > 0 }

// Resigned tells whether seat has resigned.
func (s *State) Resigned(seat cards.Seat) bool { return s.resigned[seat] }

// Offered returns the card seat laid out for the current Gift (NoCard for none).
func (s *State) Offered(seat cards.Seat) Card { return s.offered[seat] }

// Drawn returns the card the seat to move just drew and may still discard (NoCard otherwise).
func (s *State) Drawn() Card {
	if s.phase != phaseDrawn {
		return NoCard
	}
	return s.drawn
}

// next returns the active seat after seat in the direction of play.
func (s *State) next(seat int8) int8 { return s.succ[seat&(MaxSeats-1)] }

// seatingChanged recomputes next's table after the direction of play or the seats still playing
// changed (a Reverse, a resignation, the deal).
func (s *State) seatingChanged() {
	for seat := int8(0); seat < s.n; seat++ {
		s.succ[seat] = s.nextActive(seat)
	}
}

// nextActive returns the seat after seat in the direction of play, skipping resigned seats.
func (s *State) nextActive(seat int8) int8 {
	for i := int8(0); i < s.n; i++ {
		seat += s.dir
		if seat >= s.n {
			seat = 0
		} else if seat < 0 {
			seat = s.n - 1
		}
		if !s.resigned[seat] {
			return seat
		}
	}
	return seat
}

// active returns the number of seats still playing.
func (s *State) active() int {
	n := 0
	for i := int8(0); i < s.n; i++ {
		if !s.resigned[i] {
			n++
		}
	}
	return n
}
