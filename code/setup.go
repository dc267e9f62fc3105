package code

import (
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Deal deals a match: seats players, the seed deciding every shuffle and the first player,
// the rule variants, and the code list (nil: flaskdeck's own ten codes).
//
// Setup follows the rulebook: each player gets one code card, the rest form the code pile; the
// playing cards are shuffled and each player gets 7; the top card of the deck starts the number
// pile, and while it is an action card more are turned until a number comes, the turned action
// cards being shuffled back into the deck. The action pile starts empty.
func Deal(seats int, seed uint64, rules Rules, codes []Code) (*State, error) {
	return deal(nil, seats, seed, rules, codes)
}

// deal is Deal, dealing into dst's memory when dst is not nil (Game.Renew): dst becomes the new
// match's state, as Deal's, and nothing of the match it held is kept.
func deal(dst *State, seats int, seed uint64, rules Rules, codes []Code) (*State, error) {
	if err := DataError(); err != nil {
		return nil, err
	}
	if codes == nil {
		var err error
		if codes, err = builtinCodes(); err != nil {
			return nil, err
		}
	}
	if seats < MinSeats || seats > MaxSeats {
		return nil, msgerr.Errorf("%w: CODE takes %d to %d players, not %d", cards.ErrBadSetup, MinSeats, MaxSeats, seats)
	}
	if len(codes) < seats || len(codes) > MaxCodes {
		return nil, msgerr.Errorf("%w: %d code cards for %d players (want %d to %d)", cards.ErrBadSetup, len(codes), seats, seats, MaxCodes)
	}
	s := dst
	if s == nil {
		s = new(State)
	} else {
		*s = State{} // a memory clear: a literal with fields would be built aside and copied
	}
	s.rules, s.codes, s.n, s.dir, s.winner, s.rng = rules, codes, int8(seats), 1, -1, cards.NewRand(seed)
	s.seatingChanged()

	// Code cards.
	order := make([]uint8, len(codes))
	for i := range order {
		order[i] = uint8(i)
	}
	cards.ShuffleSlice(&s.rng, order)
	for i := range seats {
		s.setCode(int8(i), order[i])
	}
	s.codePileN = uint8(copy(s.codePile[:], order[seats:]))

	// Playing cards.
	for c := Card(1); c < numFaces; c++ {
		copies := c.Copies()
		if c == Reset && rules.NoReset {
			s.outN += uint8(copies)
			continue
		}
		for range copies {
			s.deck[s.deckN] = c
			s.deckN++
		}
	}
	cards.ShuffleSlice(&s.rng, s.deck[:s.deckN])
	for range HandSize {
		for seat := range seats {
			s.deckN--
			s.addToHand(int8(seat), s.deck[s.deckN])
		}
	}
	s.turnUpNumber()
	s.cur = int8(s.rng.Intn(seats))
	return s, nil
}

// turnUpNumber turns deck cards until a number comes, starts the number pile with it and shuffles
// the turned action cards back into the deck.
func (s *State) turnUpNumber() {
	var aside [TotalCards]Card
	n := 0
	for s.deckN > 0 {
		s.deckN--
		c := s.deck[s.deckN]
		if c.IsNumber() {
			s.numPile[0], s.numPileN = c, 1
			s.topChanged()
			break
		}
		aside[n] = c
		n++
	}
	for i := 0; i < n; i++ {
		s.deck[s.deckN] = aside[i]
		s.deckN++
	}
	if n > 0 {
		cards.ShuffleSlice(&s.rng, s.deck[:s.deckN])
	}
}

// addToHand puts c into seat's hand.
func (s *State) addToHand(seat int8, c Card) {
	s.countIn(seat, c, s.hands[seat][c])
	s.hands[seat][c]++
	s.handN[seat]++
	s.held[seat] |= 1 << c
	s.changed |= 1 << seat
}

// removeFromHand takes c out of seat's hand; cards known to be there shrink with it.
func (s *State) removeFromHand(seat int8, c Card) {
	h := &s.hands[seat]
	had := h[c]
	s.countOut(seat, c, had)
	h[c] = had - 1
	s.handN[seat]--
	s.changed |= 1 << seat
	if had == 1 {
		s.held[seat] &^= 1 << c
	}
	if s.known[seat][c] == had { // known cards shrink with the hand (they are never more)
		s.known[seat][c] = had - 1
	}
}
