package code

import (
	"errors"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

func TestDiscardOneCard(t *testing.T) {
	tests := []struct {
		name, hand, move string
		legal            bool
	}{
		{"same digit", "b4 y9", "discard b4", true},
		{"same colour", "r8 y9", "discard r8", true},
		{"neither", "b8 y9", "discard b8", false},
		{"not in hand", "b8 y9", "discard r4", false},
		{"a joker is no number", "joker y9", "discard joker", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := build(t, position{hands: []string{tt.hand, "p1"}, codes: []string{"1234", "5678"}, numbers: "r4"})
			if got := isLegalText(s, tt.move); got != tt.legal {
				t.Fatalf("%q legal = %v, want %v (legal: %v)", tt.move, got, tt.legal, legalStrings(s))
			}
			if !tt.legal {
				return
			}
			play(t, s, tt.move)
			if s.NumberTop().String() != tt.move[len("discard "):] || s.Turn() != 1 {
				t.Fatalf("top %s, turn %s", s.NumberTop(), s.Turn())
			}
		})
	}
}

func TestDiscardPairSummingToTheTop(t *testing.T) {
	// Example of the rulebook: on a red 4, any pair 0+4, 1+3, 2+2 whatever the colours.
	s := build(t, position{hands: []string{"b1 y3 p2 p2 b0 y4 r9", "p1"}, codes: []string{"1234", "5678"}, numbers: "r4"})
	for _, m := range []string{"discard b1+y3 top y3", "discard y3+b1 top b1", "discard p2+p2 top p2", "discard b0+y4 top y4"} {
		if !isLegalText(s, m) {
			t.Errorf("%q is not legal (legal: %v)", m, legalStrings(s))
		}
	}
	if isLegalText(s, "discard b1+p2 top p2") {
		t.Error("1+2 is not 4 but is legal")
	}
	play(t, s, "discard b1+y3 top y3")
	if s.NumberTop() != NumberCard(Yellow, 3) || s.numPileN != 3 || s.HandSize(0) != 5 {
		t.Fatalf("after the pair: top %s, pile %d, hand %d", s.NumberTop(), s.numPileN, s.HandSize(0))
	}
}

func TestIllegalMoveLeavesTheStateUnchanged(t *testing.T) {
	s := build(t, position{hands: []string{"b8 y9", "p1"}, codes: []string{"1234", "5678"}, numbers: "r4"})
	before := s.Describe(0)
	beforeHand := s.hands
	err := s.Play(DiscardMove(NumberCard(Blue, 8)))
	if !errors.Is(err, cards.ErrIllegalMove) {
		t.Fatalf("err = %v, want an illegal move", err)
	}
	if s.Describe(0) != before || s.hands != beforeHand {
		t.Fatal("an illegal move changed the state")
	}
}

func TestDrawThenDiscardAtOnce(t *testing.T) {
	// Example of the rulebook: on a blue 5 the player draws a red 1 and discards it with a 4.
	s := build(t, position{hands: []string{"y4 r9 p7", "p1"}, codes: []string{"1234", "5678"}, numbers: "b5", deck: "r1"})
	play(t, s, "draw")
	if s.Drawn() != NumberCard(Red, 1) {
		t.Fatalf("drawn %s, want r1", s.Drawn())
	}
	want := []string{"discard r1+y4 top y4", "discard y4+r1 top r1", "keep"}
	if got := legalStrings(s); len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("after drawing: %v, want %v", got, want)
	}
	play(t, s, "discard y4+r1 top r1")
	if s.NumberTop() != NumberCard(Red, 1) || handOf(s, 0) != "r9 p7" || s.Turn() != 1 {
		t.Fatalf("top %s, hand %s, turn %s", s.NumberTop(), handOf(s, 0), s.Turn())
	}
}

func TestDrawnCardThatFitsNothingEndsTheTurn(t *testing.T) {
	s := build(t, position{hands: []string{"y4 r9", "p1"}, codes: []string{"1234", "5678"}, numbers: "b5", deck: "skip"})
	play(t, s, "draw")
	if s.Turn() != 1 || handOf(s, 0) != "r9 y4 skip" {
		t.Fatalf("turn %s, hand %s", s.Turn(), handOf(s, 0))
	}
}

func TestReshuffleWhenTheDeckIsEmpty(t *testing.T) {
	s := build(t, position{hands: []string{"y4", "p1"}, codes: []string{"1234", "5678"}, numbers: "b5", actions: "skip gift"})
	// Move the whole deck into seat 2's hand (a position where the deck is used up).
	for s.deckN > 0 {
		s.deckN--
		s.addToHand(1, s.deck[s.deckN])
	}
	s.removeFromHand(1, NumberCard(Blue, 2))
	s.pushNumber(NumberCard(Blue, 2)) // the number pile is now b5 b2
	play(t, s, "draw")
	if s.numPileN != 1 || s.NumberTop() != NumberCard(Blue, 2) || s.actPileN != 1 || s.ActionTop() != Gift {
		t.Fatalf("after the reshuffle: number pile %d (top %s), action pile %d (top %s)", s.numPileN, s.NumberTop(), s.actPileN, s.ActionTop())
	}
	if s.HandSize(0)+s.DeckSize() != 3 {
		t.Fatalf("b5 and skip should have formed the new deck: hand %s, deck %d", handOf(s, 0), s.DeckSize())
	}
}

func TestPassWhenNothingCanBeDrawn(t *testing.T) {
	s := build(t, position{hands: []string{"y4", "p1"}, codes: []string{"1234", "5678"}, numbers: "b5"})
	for s.deckN > 0 {
		s.deckN--
		s.addToHand(1, s.deck[s.deckN])
	}
	if got := legalStrings(s); len(got) != 1 || got[0] != "pass" {
		t.Fatalf("legal %v, want only pass", got)
	}
	play(t, s, "pass")
	if s.Turn() != 1 {
		t.Fatal("pass did not end the turn")
	}
}

func TestSetupFollowsTheRulebook(t *testing.T) {
	for seed := range uint64(200) {
		seats := 2 + int(seed)%7
		s, err := Deal(seats, seed, Rules{NoReset: seed%2 == 0}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkInvariants(s); err != nil {
			t.Fatal(err)
		}
		for seat := range seats {
			if s.HandSize(cards.Seat(seat)) != HandSize {
				t.Fatalf("seed %d: seat %d has %d cards", seed, seat+1, s.HandSize(cards.Seat(seat)))
			}
		}
		if s.numPileN != 1 || !s.NumberTop().IsNumber() || s.actPileN != 0 {
			t.Fatalf("seed %d: number pile %d (top %s), action pile %d", seed, s.numPileN, s.NumberTop(), s.actPileN)
		}
		if int(s.codePileN) != 10-seats {
			t.Fatalf("seed %d: code pile of %d for %d players", seed, s.codePileN, seats)
		}
	}
	if _, err := Deal(9, 1, Rules{}, nil); !errors.Is(err, cards.ErrBadSetup) {
		t.Fatalf("9 players: %v", err)
	}
}
