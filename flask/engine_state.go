package flask

import (
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// Limits of the lean state. Decks are 15 cards; an explicit setup may give a seat up to maxCards.
const (
	maxSeats   = 4
	maxCards   = 32
	maxPiles   = 16
	counterMax = 999 // counters stop growing here (a loop of gains within one turn)
)

// stack is a small ordered pile of card kinds; its top is the last card.
type stack struct {
	c [maxCards]uint8
	n uint8
}

func (s *stack) push(k uint8)   { s.c[s.n] = k; s.n++ }
func (s *stack) pop() uint8     { s.n--; return s.c[s.n] }
func (s *stack) top() uint8     { return s.c[s.n-1] }
func (s *stack) cards() []uint8 { return s.c[:s.n] }
func (s *stack) clear()         { s.n = 0 }
func (s *stack) empty() bool    { return s.n == 0 }
func (s *stack) len() int       { return int(s.n) }
func (s *stack) pushAll(o *stack) {
	for _, k := range o.c[:o.n] { // a few cards: cheaper one by one than by a call to memmove
		s.c[s.n] = k
		s.n++
	}
}

// count returns how many cards of kind k the stack holds.
func (s *stack) count(k uint8) int {
	n := 0
	for _, x := range s.c[:s.n] {
		if x == k {
			n++
		}
	}
	return n
}

// remove takes one card of kind k out of the stack, keeping the order of the others.
func (s *stack) remove(k uint8) bool {
	for i := int(s.n) - 1; i >= 0; i-- {
		if s.c[i] == k {
			copy(s.c[i:s.n], s.c[i+1:s.n])
			s.n--
			return true
		}
	}
	return false
}

// seatState is everything one seat owns.
type seatState struct {
	counters [4]int16 // red, blue, green, yellow
	deck     stack    // top = last
	known    stack    // hand cards every seat has seen (drawn from a discard pile, returned, blocked)
	hidden   stack    // hand cards only the owner has seen (drawn from the deck)
	discard  stack    // top = last
	played   stack    // cards played and resolved this turn, in order
	piles    stack    // reaction piles, one after the other: the reaction card, then the cards under it
	pileLen  [maxPiles]uint8
	pileN    uint8
	out      bool
}

func (s *seatState) handSize() int { return int(s.known.n + s.hidden.n) }

// handCount returns how many cards of kind k the seat holds.
func (s *seatState) handCount(k uint8) int { return s.known.count(k) + s.hidden.count(k) }

// takeFromHand removes a card of kind k from the hand; a card everyone knows goes first, so what
// the others know about the hand stays true.
func (s *seatState) takeFromHand(k uint8) bool {
	return s.known.remove(k) || s.hidden.remove(k)
}

func (s *seatState) total() int {
	return int(s.counters[0] + s.counters[1] + s.counters[2] + s.counters[3])
}

// pileStart returns the index in piles where pile p begins.
func (s *seatState) pileStart(p int) int {
	start := 0
	for i := range p {
		start += int(s.pileLen[i])
	}
	return start
}

// phase is what the game waits for.
type phase uint8

const (
	phaseOver    phase = iota
	phaseGrow          // the turn's player may grow a counter
	phaseMain          // the turn's player plays cards, triggers piles or ends the turn
	phaseRespond       // an opponent may trigger a reaction pile against the announced card
	phasePayAny        // the turn's player picks the counter that pays the next ❔
	phasePayCard       // the turn's player picks the hand card that pays the next card cost
	phaseDraw          // the resolving player draws from deck or discard pile
	phaseGain          // the resolving player picks the kind of "+2 Resources of one kind"
	phaseTarget        // the resolving player picks the opponent of an action
	phaseLose          // the victim (or, by variant, the attacker) picks a resource to lose
	phaseDiscard       // the victim picks a hand card to discard
)

// effect steps of one card, in the printed order.
const (
	stepGain uint8 = iota
	stepDraw
	stepChoice
	stepAttackRes
	stepAttackCards
	stepReboot
	stepDone
)

// resolution is the card or reaction pile whose effects are resolving.
type resolution struct {
	owner    uint8
	queue    stack // cards to resolve in order
	next     uint8 // index in queue of the resolving card
	fromPile bool  // a triggered pile: the queue goes to the discard pile at the end
	response bool  // triggered in response to an announced card
	step     uint8
	count    int16 // what is left of the step: draws, choices, resources or cards
	min      uint8 // lowest choice still allowed, so each set of choices is written one way only
	target   int8  // the chosen opponent of the current action, -1 none yet
}

// outCause is how a player went out.
type outCause uint8

const (
	outNone outCause = iota
	outCounters
	outDeck
	outResigned
)

var outCauses = [...]string{"", "counters all at 0", "deck empty at the start of the turn", "resigned"}

// outReasons[drawn][cause] is reasonText's answer, written once rather than at every game's end.
var outReasons = func() (r [2][len(outCauses)]string) {
	for c, cause := range outCauses {
		r[0][c] = "last player left; " + cause
		r[1][c] = "the last players went out together; " + cause
	}
	return r
}()

// reasonText says how the game ended.
func (e *State) reasonText() string {
	if e.phase != phaseOver {
		return ""
	}
	drawn := 0
	if e.drawn {
		drawn = 1
	}
	return outReasons[drawn][e.outCause]
}

// State is the lean state of a Flask match. It implements cards.Engine[Move].
type State struct {
	stateHead
	seat  [maxSeats]seatState // seats n and above are unused (CopyFrom leaves them stale)
	exps  *expMemo            // the soft playout rule's weights met (softPicks): never copied
	sorts *sortMemo           // the unseen cards Determinize last sorted: never copied
	board *sketchBoard        // the soft rule's main-phase sketch (sketchBoard): never copied
	renew *renewMemo          // the set-ups Renew parsed last (renewMemo): never copied
}

// stateHead is everything of State but the seats, so CopyFrom can copy the seats in play only.
type stateHead struct {
	tab       *cardTable
	n         uint8 // seats
	turn      uint8 // whose turn it is
	toMove    uint8
	phase     phase
	firstTurn bool   // the game's very first turn: no grow
	turns     uint16 // turns started, the Turn of Describe (a seat out at its turn's start included)
	// moveTurns counts the turns as a simulation does (Turns): a turn at a move that follows an
	// "end", the match's first move included; turnOpen says a move was played since the last "end".
	moveTurns  uint32
	turnOpen   bool
	openPile   int8  // the turn player's pile opened this turn, -1 when none is open
	openedPile bool  // a pile was opened this turn (open or already triggered)
	announced  uint8 // the card announced and not yet paid, while announcing
	announcing bool
	responder  uint8
	pay        int16 // ❔ or card costs left to pay
	payMin     uint8
	res        resolution
	resolving  bool
	winners    [maxSeats]bool
	outCause   outCause      // how the last player went out
	drawn      bool          // the last players went out together
	obs        Observer      // sees what cards do (SetObserver); never copied by Clone
	lang       i18n.Language // the language Describe, Narrate and Reveal write in: display only, no rule reads it
}

// Seats returns the number of seats.
func (e *State) Seats() int { return int(e.n) }

// ToMove returns the seat that decides now, NoSeat when the game is over.
func (e *State) ToMove() cards.Seat {
	if e.phase == phaseOver {
		return cards.NoSeat
	}
	return cards.Seat(e.toMove)
}

// Over tells whether the game has ended.
func (e *State) Over() bool { return e.phase == phaseOver }

// Result returns who won: the last player left, or those who went out together (a draw).
func (e *State) Result() cards.Result {
	var r cards.Result
	e.FillResult(&r)
	return r
}

// FillResult sets *r to Result's result, the winners written into the memory of r.Winners
// (cards.ResultFiller): a simulation reads a match's result without allocating.
func (e *State) FillResult(r *cards.Result) {
	*r = cards.Result{Winners: r.Winners[:0], Reason: e.reasonText()}
	for i := 0; i < int(e.n); i++ {
		if e.winners[i] {
			r.Winners = append(r.Winners, cards.Seat(i))
		}
	}
}

// Clone returns an independent copy (the card table is immutable and shared).
func (e *State) Clone() cards.Engine[Move] {
	c := *e
	c.obs, c.exps, c.sorts, c.board, c.renew = nil, nil, nil, nil, nil
	return &c
}

// CopyFrom makes e a copy of src without allocating (search players reuse one engine per playout).
// It copies only the seats in play: a copy is a few hundred bytes rather than the whole State.
func (e *State) CopyFrom(src cards.Engine[Move]) {
	s := src.(*State)
	e.stateHead = s.stateHead
	copy(e.seat[:s.n], s.seat[:s.n])
	e.obs = nil
}

// living counts the seats still in the game.
func (e *State) living() int {
	n := 0
	for i := 0; i < int(e.n); i++ {
		if !e.seat[i].out {
			n++
		}
	}
	return n
}
