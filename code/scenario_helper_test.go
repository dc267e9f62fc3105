package code

import (
	"slices"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// position describes a scenario's starting position as players would lay it out. Every card not
// named goes to the bottom of the deck, so all 110 cards are always somewhere.
type position struct {
	hands   []string // per seat: cards separated by spaces, "r7 b3 skip"
	codes   []string // per seat: the code card
	pile    []string // further codes of the code pile, bottom first (default: one "9999")
	numbers string   // the number pile, bottom first; the last card is the top
	actions string   // the action pile, bottom first
	deck    string   // the top of the deck, top card first
	turn    int      // the seat to move, from 0
	rules   Rules
}

func cardsOf(t *testing.T, list string) []Card {
	t.Helper()
	var out []Card
	for w := range strings.FieldsSeq(list) {
		c, err := ParseCard(w)
		if err != nil {
			t.Fatalf("scenario: %v", err)
		}
		out = append(out, c)
	}
	return out
}

// build sets up the position p.
func build(t *testing.T, p position) *State {
	t.Helper()
	pile := p.pile
	if pile == nil {
		pile = []string{"9999"}
	}
	codes, err := checkCodes(append(append([]string{}, p.codes...), pile...))
	if err != nil {
		t.Fatal(err)
	}
	s := &State{rules: p.rules, codes: codes, n: int8(len(p.hands)), dir: 1, winner: -1, cur: int8(p.turn), rng: cards.NewRand(1)}
	s.seatingChanged()
	var left [numFaces]int
	for c := Card(1); c < numFaces; c++ {
		left[c] = c.Copies()
	}
	if p.rules.NoReset {
		left[Reset], s.outN = 0, 1
	}
	take := func(c Card) Card {
		if left[c] == 0 {
			t.Fatalf("scenario: more than %d cards %s", c.Copies(), c)
		}
		left[c]--
		return c
	}
	for seat, h := range p.hands {
		s.setCode(int8(seat), uint8(seat))
		for _, c := range cardsOf(t, h) {
			s.addToHand(int8(seat), take(c))
		}
	}
	for i := range pile {
		s.codePile[i] = uint8(len(p.codes) + i)
	}
	s.codePileN = uint8(len(pile))
	for _, c := range cardsOf(t, p.numbers) {
		s.pushNumber(take(c))
	}
	for _, c := range cardsOf(t, p.actions) {
		s.pushAction(take(c))
	}
	top := cardsOf(t, p.deck)
	for _, c := range top {
		take(c)
	}
	for c := Card(1); c < numFaces; c++ {
		for ; left[c] > 0; left[c]-- {
			s.deck[s.deckN] = c
			s.deckN++
		}
	}
	for i := len(top) - 1; i >= 0; i-- {
		s.deck[s.deckN] = top[i]
		s.deckN++
	}
	if err := checkInvariants(s); err != nil {
		t.Fatalf("scenario setup: %v", err)
	}
	return s
}

// play plays moves written in the notation, failing the test on an illegal one.
func play(t *testing.T, s *State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := cards.ParseMove[Move](s, text)
		if err != nil {
			t.Fatalf("%q: %v\nlegal: %v\n%s", text, err, legalStrings(s), s.Describe(s.ToMove()))
		}
		if err := s.Play(m); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if err := checkInvariants(s); err != nil {
			t.Fatalf("after %q: %v", text, err)
		}
	}
}

// legalStrings lists the legal moves in notation, leaving out "resign", which ends every list.
func legalStrings(s *State) []string {
	var out []string
	for _, m := range s.Legal(nil) {
		if m.Kind != Resign {
			out = append(out, m.String())
		}
	}
	return out
}

func isLegalText(s *State, text string) bool {
	return slices.Contains(legalStrings(s), text)
}

func handOf(s *State, seat int) string { return handString(s.Hand(cards.Seat(seat))) }

// ResetMove plays the Reset on seat target.
func ResetMove(target cards.Seat) Move { return Move{Kind: Play, A: Reset, N: uint8(target)} }

// TakeGiftMove takes card c laid out by seat from.
func TakeGiftMove(c Card, from cards.Seat) Move { return Move{Kind: TakeGift, A: c, N: uint8(from)} }
