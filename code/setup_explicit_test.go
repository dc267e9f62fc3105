package code

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
)

func positionFrom(t *testing.T, seats int, text string, rules cards.Rules) (*State, error) {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
		t.Fatal(err)
	}
	return New(cards.Config{Seats: seats, Seed: 3, Setup: doc.Content[0], Rules: rules})
}

// Issue 14: CODE's setup can write a whole position: hands, piles, the deck's top, codes, the seat
// to move, the direction and a pending +2.
func TestAnExplicitPositionIsPlayedAsWritten(t *testing.T) {
	s, err := positionFrom(t, 3, `
codes: ["0258", "1347", "2589", "3456"]
first: 2
clockwise: false
pending: 2
seats:
  - {code: "3456", hand: [y0, p5]}
  - {hand: [+2, r1, r2]}
  - {code: "0258", hand: []}
number_pile: [p4, p0]
action_pile: [+2]
deck: [r9, skip]
`, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.Turn() != 1 || s.Clockwise() || s.Pending() != 2 || s.NumberTop() != mustCard(t, "p4") || s.ActionTop() != PlusTwo {
		t.Errorf("turn %v clockwise %v pending %d tops %v %v", s.Turn(), s.Clockwise(), s.Pending(), s.NumberTop(), s.ActionTop())
	}
	if got := cardNames(s.Hand(0)); got != "y0 p5" {
		t.Errorf("seat 1 hand %q", got)
	}
	if s.CodeOf(0).String() != "3456" || s.CodeOf(2).String() != "0258" || s.CodeOf(1).String() == "3456" {
		t.Errorf("codes %v %v %v", s.CodeOf(0), s.CodeOf(1), s.CodeOf(2))
	}
	if s.deck[s.deckN-1] != mustCard(t, "r9") || s.deck[s.deckN-2] != Skip {
		t.Errorf("the deck's top is %v, %v", s.deck[s.deckN-1], s.deck[s.deckN-2])
	}
	total := int(s.deckN) + int(s.numPileN) + int(s.actPileN) + int(s.outN)
	for seat := range 3 {
		total += s.HandSize(cards.Seat(seat))
	}
	if total != TotalCards {
		t.Errorf("%d cards in the game, want %d", total, TotalCards)
	}
	// Seat 2 faces the +2: answer with its +2 or take 2 cards; play goes counter-clockwise.
	legal := NewTable(s).LegalMoves()
	if !slices.Contains(legal, "play +2") {
		t.Fatalf("legal %v", legal)
	}
	if _, err := NewTable(s).Play("play +2"); err != nil || s.Turn() != 0 || s.Pending() != 4 {
		t.Errorf("after +2: %v, turn %v pending %d", err, s.Turn(), s.Pending())
	}
}

func TestExplicitPositionErrors(t *testing.T) {
	for text, want := range map[string]string{
		"seats: [{hand: []}]": "1 seats listed for 2 players",
		"seats: [{hand: [+2, +2, +2, +2, +2]}, {hand: []}]\nnumber_pile: [p4]": "one +2 too many",
		"seats: [{hand: []}, {hand: []}]\nnumber_pile: [skip]":                 "skip is not a number card",
		"seats: [{hand: []}, {hand: []}]":                                      "number_pile needs",
		"seats: [{hand: []}, {hand: []}]\nnumber_pile: [p4]\npending: 2":       "needs a +2 on top of the action pile",
		"seats: [{hand: [], colour: red}, {hand: []}]":                         `unknown key "colour"`,
		"seats: [{code: \"9999\", hand: []}, {hand: []}]\nnumber_pile: [p4]":   "not in the code list",
	} {
		_, err := positionFrom(t, 2, text, nil)
		if !errors.Is(err, cards.ErrBadSetup) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
	if _, err := positionFrom(t, 2, "seats: [{hand: [reset]}, {hand: []}]\nnumber_pile: [p4]", cards.Rules{"reset": "off"}); err == nil {
		t.Error("a Reset in a hand without the Reset card")
	}
}

// A random explicit position plays to the end like a dealt one.
func TestExplicitPositionsPlayToTheEnd(t *testing.T) {
	for seed := range uint64(30) {
		s, err := positionFrom(t, 2, "first: 1\nseats: [{hand: [y0, y1, y2]}, {hand: [r5]}]\nnumber_pile: [p4]\n", nil)
		if err != nil {
			t.Fatal(err)
		}
		tab := NewTable(s)
		r := cards.NewRand(seed)
		for n := 0; !tab.Over(); n++ {
			if n > 20000 {
				t.Fatal("no end")
			}
			legal := tab.LegalMoves()
			if _, err := tab.Play(legal[r.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func mustCard(t *testing.T, s string) Card {
	c, err := ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func cardNames(cs []Card) string {
	var parts []string
	for _, c := range cs {
		parts = append(parts, c.String())
	}
	return strings.Join(parts, " ")
}

// Issue 14: a setup can write a seat that has resigned; the position out says so, play skips the
// seat, and a setup leaving fewer than two players, or giving the turn to a resigned seat, is
// refused.
func TestASetupWritesAResignedSeat(t *testing.T) {
	const text = `
first: 1
seats:
  - {hand: [y0, p5]}
  - {hand: [r1, r2], resigned: true}
  - {hand: [b3]}
number_pile: [p4]
`
	s, err := positionFrom(t, 3, text, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Resigned(1) || s.Resigned(0) || s.Resigned(2) {
		t.Fatalf("resigned: %v %v %v", s.Resigned(0), s.Resigned(1), s.Resigned(2))
	}
	if pos := s.Position(cards.NoSeat, true).(Position); !pos.Seats[1].Resigned || pos.Seats[0].Resigned {
		t.Errorf("the position out does not say who resigned: %+v", pos.Seats)
	}
	tab := NewTable(s)
	r := cards.NewRand(9)
	for n := 0; !tab.Over() && n < 2000; n++ {
		if s.Turn() == 1 {
			t.Fatal("the resigned seat is to move")
		}
		legal := tab.LegalMoves()
		if _, err := tab.Play(legal[r.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	for want, edit := range map[string][2]string{
		"at least two players must still be in the game": {"{hand: [b3]}", "{hand: [b3], resigned: true}"},
		"seat 2, to move, has resigned":                  {"first: 1", "first: 2"},
	} {
		_, err := positionFrom(t, 3, strings.Replace(text, edit[0], edit[1], 1), nil)
		if !errors.Is(err, cards.ErrBadSetup) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v", want, err)
		}
	}
	// The seed's first player is never a resigned seat.
	for seed := range uint64(20) {
		var doc yaml.Node
		yaml.Unmarshal([]byte(strings.Replace(text, "first: 1\n", "", 1)), &doc)
		s, err := New(cards.Config{Seats: 3, Seed: seed, Setup: doc.Content[0]})
		if err != nil || s.Turn() == 1 {
			t.Fatalf("seed %d: turn %v, %v", seed, s.Turn(), err)
		}
	}
}
