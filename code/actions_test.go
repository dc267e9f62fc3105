package code

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// four players with some cards each, seat 1 to move, on a red 4.
func fourSeats(first string) position {
	return position{
		hands:   []string{first, "b7 b8", "y7 y8", "p7 p8"},
		codes:   []string{"1234", "5678", "9012", "3456"},
		numbers: "r4",
	}
}

func TestSkip(t *testing.T) {
	s := build(t, fourSeats("skip r9"))
	play(t, s, "play skip")
	if s.Turn() != 2 || s.ActionTop() != Skip {
		t.Fatalf("turn %s, action top %s; want seat 3 and skip", s.Turn(), s.ActionTop())
	}
}

func TestReverse(t *testing.T) {
	s := build(t, fourSeats("reverse r9"))
	play(t, s, "play reverse")
	if s.Turn() != 3 || s.Clockwise() {
		t.Fatalf("turn %s, clockwise %v; want seat 4 counter-clockwise", s.Turn(), s.Clockwise())
	}
}

func TestTwoPlayersWithReverse(t *testing.T) {
	tests := []struct {
		name  string
		rules Rules
		next  cards.Seat
	}{
		{"changes nothing", Rules{}, 1},
		{"variant: acts as skip", Rules{ReverseSkip: true}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := build(t, position{hands: []string{"reverse r9", "b7"}, codes: []string{"1234", "5678"}, numbers: "r4", rules: tt.rules})
			play(t, s, "play reverse")
			if s.Turn() != tt.next {
				t.Fatalf("turn %s, want %s", s.Turn(), tt.next)
			}
		})
	}
}

func TestPlusTwoChainOfThree(t *testing.T) {
	p := fourSeats("+2 r9")
	p.hands[1], p.hands[2] = "+2 b8", "+2 y8"
	s := build(t, p)
	play(t, s, "play +2")
	if got := legalStrings(s); len(got) != 2 || got[0] != "play +2" || got[1] != "take 2" {
		t.Fatalf("seat 2 facing +2: %v", got)
	}
	if isLegalText(s, "discard b8") || isLegalText(s, "draw") {
		t.Fatal("a player facing +2 may only answer with +2 or take")
	}
	play(t, s, "play +2", "play +2")
	if s.ToMove() != 3 || s.Pending() != 6 {
		t.Fatalf("to move %s with %d pending, want seat 4 with 6", s.ToMove(), s.Pending())
	}
	turns := s.Turns()
	play(t, s, "take 6")
	if s.Turns() != turns+1 {
		t.Fatalf("taking the total should end one turn: %d → %d", turns, s.Turns())
	}
	if s.HandSize(3) != 8 || s.Turn() != 0 || s.Pending() != 0 {
		t.Fatalf("seat 4 has %d cards (want 8), turn %s (want seat 1), pending %d", s.HandSize(3), s.Turn(), s.Pending())
	}
}

func TestOnlyPlusTwoAnswersPlusTwo(t *testing.T) {
	p := fourSeats("+2 r9")
	p.hands[1] = "skip reverse b4"
	s := build(t, p)
	play(t, s, "play +2")
	if got := legalStrings(s); len(got) != 1 || got[0] != "take 2" {
		t.Fatalf("legal %v, want only take 2", got)
	}
}

func TestGiftWhereTheTakenCardsOwnerDraws(t *testing.T) {
	p := fourSeats("gift r9")
	p.deck = "p0"
	s := build(t, p)
	play(t, s, "play gift")
	if s.ToMove() != 1 || !isLegalText(s, "offer b7") {
		t.Fatalf("to move %s (%v), want seat 2 offering", s.ToMove(), legalStrings(s))
	}
	play(t, s, "offer b7", "offer y8", "offer p7")
	if s.ToMove() != 0 {
		t.Fatalf("the giver should choose now, not %s", s.ToMove())
	}
	want := []string{"take b7 from seat 2", "take y8 from seat 3", "take p7 from seat 4", "take nothing"}
	if got := legalStrings(s); len(got) != 4 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
		t.Fatalf("giver's choices %v, want %v", got, want)
	}
	play(t, s, "take y8 from seat 3")
	if handOf(s, 0) != "r9 y8" || handOf(s, 2) != "y7 p0" || handOf(s, 1) != "b7 b8" || handOf(s, 3) != "p7 p8" {
		t.Fatalf("hands %s | %s | %s | %s", handOf(s, 0), handOf(s, 1), handOf(s, 2), handOf(s, 3))
	}
	if s.Turn() != 1 || s.Offered(1) != NoCard {
		t.Fatalf("turn %s, laid-out cards not taken back", s.Turn())
	}
	if s.known[0][NumberCard(Yellow, 8)] != 1 || s.known[1][NumberCard(Blue, 7)] != 1 {
		t.Fatal("the gift's public cards are not remembered as known")
	}
}

func TestGiftTakingNothing(t *testing.T) {
	s := build(t, fourSeats("gift r9"))
	play(t, s, "play gift", "offer b7", "offer y8", "offer p7", "take nothing")
	if handOf(s, 0) != "r9" || s.HandSize(1) != 2 || s.Turn() != 1 {
		t.Fatalf("hand %s, turn %s", handOf(s, 0), s.Turn())
	}
}

func TestGiftSkipsPlayersWithoutCards(t *testing.T) {
	p := fourSeats("gift r9")
	p.hands[2] = ""
	s := build(t, p)
	play(t, s, "play gift", "offer b7")
	if s.ToMove() != 3 {
		t.Fatalf("to move %s, want seat 4 (seat 3 has no card)", s.ToMove())
	}
}

func TestWinDuringAnotherPlayersGift(t *testing.T) {
	// Seat 3 holds 1 2 3 and a spare 9; its 9 is taken and it draws the 4 it lacks.
	p := fourSeats("gift r9")
	p.hands[2] = "b1 b2 b3 y9"
	p.codes[2] = "4321"
	p.deck = "p4"
	s := build(t, p)
	play(t, s, "play gift", "offer b7", "offer y9", "offer p7", "take y9 from seat 3")
	if !s.Over() || !s.Result().Won(2) {
		t.Fatalf("seat 3 should have won: over %v, result %+v", s.Over(), s.Result())
	}
}

func TestSwap(t *testing.T) {
	t.Run("takes the last-but-one number card", func(t *testing.T) {
		s := build(t, position{hands: []string{"swap", "b7"}, codes: []string{"1234", "5678"}, numbers: "b4 r4"})
		play(t, s, "play swap number")
		if handOf(s, 0) != "r4" || s.numPileN != 1 || s.NumberTop() != NumberCard(Blue, 4) || s.ActionTop() != Swap {
			t.Fatalf("hand %s, number pile %d top %s, action top %s", handOf(s, 0), s.numPileN, s.NumberTop(), s.ActionTop())
		}
		if s.known[0][NumberCard(Red, 4)] != 1 {
			t.Fatal("the swapped card is not known to be in the hand")
		}
	})
	t.Run("the number pile keeps its last card", func(t *testing.T) {
		s := build(t, position{hands: []string{"swap", "b7"}, codes: []string{"1234", "5678"}, numbers: "r4"})
		if isLegalText(s, "play swap number") {
			t.Fatal("swap may not take the only number card")
		}
	})
	t.Run("from the action pile", func(t *testing.T) {
		s := build(t, position{hands: []string{"swap", "b7"}, codes: []string{"1234", "5678"}, numbers: "r4", actions: "joker +2"})
		play(t, s, "play swap action")
		if handOf(s, 0) != "+2" || s.ActionTop() != Swap || s.actPileN != 2 {
			t.Fatalf("hand %s, action top %s (%d cards)", handOf(s, 0), s.ActionTop(), s.actPileN)
		}
	})
}

func TestResetWithTheCodePile(t *testing.T) {
	p := fourSeats("reset r9")
	p.pile = []string{"1111", "2222"} // 2222 is on top
	s := build(t, p)
	if got := legalStrings(s); !isLegalText(s, "play reset seat 3") || isLegalText(s, "play reset seat 1") {
		t.Fatalf("reset targets: %v", got)
	}
	play(t, s, "play reset seat 3")
	if s.CodeOf(2).String() != "2222" {
		t.Fatalf("seat 3's code is %s, want 2222 from the top of the pile", s.CodeOf(2))
	}
	if s.codes[s.codePile[0]].String() != "9012" || s.codes[s.codePile[1]].String() != "1111" || s.codePileN != 2 {
		t.Fatal("the old code should lie under the code pile")
	}
}

func TestResetWinsForTheTargetUnlessTheActorWinsFirst(t *testing.T) {
	// Seat 2 holds 2 2 2 2; the code on the pile is 2222.
	t.Run("target wins", func(t *testing.T) {
		p := fourSeats("reset r9")
		p.hands[1], p.pile = "b2 y2 p2 r2", []string{"2222"}
		s := build(t, p)
		play(t, s, "play reset seat 2")
		if !s.Over() || !s.Result().Won(1) {
			t.Fatalf("seat 2 should win: %+v", s.Result())
		}
	})
	t.Run("acting player first", func(t *testing.T) {
		p := fourSeats("reset r1 b2 y3 p4")
		p.hands[1], p.pile = "b2 y2 p2 r2", []string{"2222"}
		s := build(t, p)
		play(t, s, "play reset seat 2")
		if !s.Over() || !s.Result().Won(0) || len(s.Result().Winners) != 1 {
			t.Fatalf("seat 1, the acting player, should win: %+v", s.Result())
		}
	})
}

func TestJokerCompletesACode(t *testing.T) {
	s := build(t, position{hands: []string{"r1 b2 joker y3 p9", "b7"}, codes: []string{"1234", "5678"}, numbers: "r4"})
	if isLegalText(s, "discard joker") {
		t.Fatal("a joker is no number card")
	}
	play(t, s, "discard r1")
	if s.Over() {
		t.Fatal("b2 y3 p9 joker does not spell 1234")
	}
	s = build(t, position{hands: []string{"r1 b2 joker y3 p9", "b7"}, codes: []string{"1234", "5678"}, numbers: "p4"})
	play(t, s, "discard p9")
	if !s.Over() || !s.Result().Won(0) || s.Result().Reason != "code completed" {
		t.Fatalf("r1 b2 y3 + joker spells 1234: %+v", s.Result())
	}
}

func TestJokerCanBePlayedToBeRidOfIt(t *testing.T) {
	s := build(t, position{hands: []string{"joker b7", "b8"}, codes: []string{"1234", "5678"}, numbers: "r4"})
	play(t, s, "play joker")
	if handOf(s, 0) != "b7" || s.ActionTop() != Joker || s.Turn() != 1 {
		t.Fatalf("hand %s, action top %s, turn %s", handOf(s, 0), s.ActionTop(), s.Turn())
	}
}

func TestNoResetVariantLeavesTheResetOut(t *testing.T) {
	for seed := range uint64(50) {
		s, err := Deal(4, seed, Rules{NoReset: true}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for seat := range 4 {
			if s.hands[seat][Reset] > 0 {
				t.Fatal("a Reset was dealt in the no-Reset variant")
			}
		}
		for _, c := range s.deck[:s.deckN] {
			if c == Reset {
				t.Fatal("a Reset is in the deck in the no-Reset variant")
			}
		}
	}
}

func TestResign(t *testing.T) {
	s := build(t, position{hands: []string{"r9", "b7", "y7"}, codes: []string{"1234", "5678", "9012"}, numbers: "r4"})
	tb := NewTable(s)
	if moves := tb.LegalMoves(); moves[len(moves)-1] != "resign" {
		t.Fatalf("resign should close the list: %v", moves)
	}
	if _, err := tb.Play("resign"); err != nil {
		t.Fatal(err)
	}
	if s.Over() || s.Turn() != 1 || !s.Resigned(0) {
		t.Fatalf("the others play on: over %v, turn %s", s.Over(), s.Turn())
	}
	play(t, s, "draw")
	if s.Turn() != 2 {
		t.Fatalf("turn %s after seat 2, want seat 3", s.Turn())
	}
	if _, err := tb.Play("resign"); err != nil {
		t.Fatal(err)
	}
	if !s.Over() || !s.Result().Won(1) {
		t.Fatalf("the last player left wins: %+v", s.Result())
	}
}

func TestResignDuringDecisionsOutOfTurn(t *testing.T) {
	t.Run("a Gift answer", func(t *testing.T) {
		s := build(t, fourSeats("gift r9"))
		tb := NewTable(s)
		play(t, s, "play gift")
		if _, err := tb.Play("resign"); err != nil {
			t.Fatal(err)
		}
		if !s.Resigned(1) || s.ToMove() != 2 {
			t.Fatalf("seat 2 resigned: to move %s, want seat 3", s.ToMove())
		}
		play(t, s, "offer y8", "offer p7")
		if isLegalText(s, "take b7 from seat 2") || !isLegalText(s, "take y8 from seat 3") {
			t.Fatalf("the resigned seat's card is on offer: %v", legalStrings(s))
		}
	})
	t.Run("a pending +2", func(t *testing.T) {
		s := build(t, fourSeats("+2 r9"))
		tb := NewTable(s)
		play(t, s, "play +2")
		if _, err := tb.Play("resign"); err != nil {
			t.Fatal(err)
		}
		if s.Pending() != 0 || s.Turn() != 2 || s.HandSize(2) != 2 {
			t.Fatalf("the total should lapse: pending %d, turn %s", s.Pending(), s.Turn())
		}
	})
}
