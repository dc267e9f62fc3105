package code

import (
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/internal/yamlerr"
)

// An explicit CODE setup writes a position down instead of dealing it from the seed (docs/code.md):
//
//	setup:
//	  codes: ["0258", "1347", "2589", "3456"]   # the code list (optional: flaskdeck's own codes)
//	  first: 2                                  # the seat to move, from 1 (0: the seed decides)
//	  clockwise: false                          # the direction of play (default true)
//	  pending: 4                                # a +2 total the seat to move faces (the action pile's top is then a +2)
//	  seats:                                    # every seat, in order
//	    - {code: "0258", hand: [y0, p5, reverse]}
//	    - {hand: [r1, r2]}                      # code: dealt from the list by the seed
//	    - {hand: [b4], resigned: true}          # has left the game
//	  number_pile: [p4, p0]                     # top first; its top must be a number card
//	  action_pile: [+2]                         # top first
//	  deck: [r9, skip]                          # the top of the draw pile, top first
//
// Cards are written as in moves. No card may be listed more often than the game holds it; the cards
// not listed go under the given deck top, shuffled by the seed. With only codes: the rulebook's deal.

// SeatPosition is one seat of an explicit CODE setup.
type SeatPosition struct {
	Code     string   `yaml:"code,omitempty"`
	Hand     []string `yaml:"hand"`
	Resigned bool     `yaml:"resigned,omitempty"` // the seat has left the game (the others play on)
}

// explicit reports whether a setup writes a position (more than the code list).
func (st *Setup) explicit() bool {
	return st.First != 0 || st.Clockwise != nil || st.Pending != 0 || st.Seats != nil ||
		st.NumberPile != nil || st.ActionPile != nil || st.Deck != nil
}

// applyPosition replaces the dealt position s by the written one.
func (s *State) applyPosition(st *Setup, seed uint64) error {
	// fail names a problem at path in the setup block (its line is found by the caller).
	fail := func(path []any, format string, args ...any) error {
		return yamlerr.At(path, "%w: %v", cards.ErrBadSetup, msgerr.Errorf(format, args...))
	}
	n := int(s.n)
	if len(st.Seats) != n {
		return fail(at("seats"), "%d seats listed for %d players", len(st.Seats), n)
	}
	if st.First < 0 || st.First > n {
		return fail(at("first"), "first %d is not a seat (1 to %d)", st.First, n)
	}
	var left [numFaces]int // copies not listed yet
	for c := Card(1); c < numFaces; c++ {
		if !(c == Reset && s.rules.NoReset) {
			left[c] = c.Copies()
		}
	}
	take := func(path []any, where any, name string) (Card, error) {
		c, err := ParseCard(name)
		if err != nil {
			return NoCard, fail(path, "%s: %v", where, err)
		}
		if left[c] == 0 {
			return NoCard, fail(path, "%s: one %s too many (the game holds %d)", where, c, c.Copies())
		}
		left[c]--
		return c, nil
	}
	// Codes: those given, then the rest of the list dealt by the seed.
	used := make([]bool, len(s.codes))
	for i, sp := range st.Seats {
		if sp.Code == "" {
			continue
		}
		code, err := ParseCode(sp.Code)
		if err != nil {
			return fail(at("seats", i, "code"), "seat %d: code: %v", i+1, err)
		}
		j := codeIndex(s.codes, code, used)
		if j < 0 {
			return fail(at("seats", i, "code"), "seat %d: code %s is not in the code list (or is given twice)", i+1, code)
		}
		used[j] = true
		s.setCode(int8(i), uint8(j))
	}
	r := cards.NewRand(seed ^ 0xc0de)
	var free []uint8
	for j := range s.codes {
		if !used[j] {
			free = append(free, uint8(j))
		}
	}
	cards.ShuffleSlice(&r, free)
	for i, sp := range st.Seats {
		if sp.Code == "" {
			s.setCode(int8(i), free[0])
			free = free[1:]
		}
	}
	s.codePileN = uint8(copy(s.codePile[:], free))

	// Hands and piles.
	s.hands, s.handN, s.held, s.faces, s.twice, s.known = [MaxSeats][numFaces]uint8{}, [MaxSeats]uint8{}, [MaxSeats]cardSet{}, [MaxSeats]uint64{}, [MaxSeats]uint64{}, [MaxSeats][numFaces]uint8{}
	for i, sp := range st.Seats {
		for j, name := range sp.Hand {
			c, err := take(at("seats", i, "hand", j), msgerr.New("{{.Seat}} hand", "Seat", cards.Seat(i).Named()), name)
			if err != nil {
				return err
			}
			s.addToHand(int8(i), c)
		}
	}
	pile := func(where string, names []string, dst []Card) (uint8, error) {
		for i, name := range names { // written top first, kept bottom first
			c, err := take(at(where, i), where, name)
			if err != nil {
				return 0, err
			}
			dst[len(names)-1-i] = c
		}
		return uint8(len(names)), nil
	}
	var err error
	if len(st.NumberPile) == 0 {
		return fail(at("number_pile"), "number_pile needs at least its top card")
	}
	if s.numPileN, err = pile("number_pile", st.NumberPile, s.numPile[:]); err != nil {
		return err
	}
	for i, c := range s.numPile[:s.numPileN] {
		if !c.IsNumber() {
			return fail(at("number_pile", int(s.numPileN)-1-i), "number_pile: %s is not a number card", c)
		}
	}
	if s.actPileN, err = pile("action_pile", st.ActionPile, s.actPile[:]); err != nil {
		return err
	}
	for i, c := range s.actPile[:s.actPileN] {
		if c.IsNumber() {
			return fail(at("action_pile", int(s.actPileN)-1-i), "action_pile: %s is a number card", c)
		}
	}
	var top [TotalCards]Card
	nTop, err := pile("deck", st.Deck, top[:])
	if err != nil {
		return err
	}
	// The deck: the unlisted cards shuffled by the seed, under the written top (kept top last).
	s.deckN = 0
	for c := Card(1); c < numFaces; c++ {
		for range left[c] {
			s.deck[s.deckN] = c
			s.deckN++
		}
	}
	cards.ShuffleSlice(&r, s.deck[:s.deckN])
	for _, c := range top[:nTop] { // bottom first
		s.deck[s.deckN] = c
		s.deckN++
	}
	s.topChanged()

	// Resigned seats, turn, direction, pending +2.
	for i, sp := range st.Seats {
		s.resigned[i] = sp.Resigned
	}
	if s.active() < 2 {
		return fail(at("seats"), "at least two players must still be in the game (not resigned)")
	}
	if st.Clockwise != nil && !*st.Clockwise {
		s.dir = -1
	}
	s.seatingChanged()
	s.cur = int8(r.Intn(n))
	if s.resigned[s.cur] {
		s.cur = s.succ[s.cur]
	}
	if st.First > 0 {
		s.cur = int8(st.First - 1)
		if s.resigned[s.cur] {
			return fail(at("first"), "seat %d, to move, has resigned", st.First)
		}
	}
	if st.Pending != 0 {
		if st.Pending < 0 || st.Pending%2 != 0 || st.Pending > 2*PlusTwo.Copies() {
			return fail(at("pending"), "pending %d is not a +2 total (2, 4, … %d)", st.Pending, 2*PlusTwo.Copies())
		}
		if s.actPileN == 0 || s.actPile[s.actPileN-1] != PlusTwo {
			return fail(at("pending"), "pending %d needs a +2 on top of the action pile", st.Pending)
		}
		s.pending, s.phase = uint8(st.Pending), phasePlusTwo
	}
	s.changed = 1<<uint(n) - 1
	return nil
}

// at is a path in the setup block: keys and list indices.
func at(path ...any) []any { return path }

// codeIndex finds code in the list among the entries not used yet, or -1.
func codeIndex(list []Code, code Code, used []bool) int {
	for j, c := range list {
		if c == code && !used[j] {
			return j
		}
	}
	return -1
}
