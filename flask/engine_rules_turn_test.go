package flask

import (
	"errors"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

func TestGrowIsNotAllowedOnTheVeryFirstTurn(t *testing.T) {
	e := position(t, Setup{FirstTurn: boolPtr(true), Seats: []SeatSetup{
		{Hand: []string{"Attack"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	mustBeIllegal(t, e, "grow red", "no grow")
	mustBeLegal(t, e, "play Attack", "end")
	act(t, e, "end")
	// The second player's first turn is not the game's first turn: they may grow.
	mustBeLegal(t, e, "grow red", "grow blue", "grow green", "grow yellow", "no grow")
	act(t, e, "grow green")
	wantCounters(t, e, 2, [4]int{3, 3, 4, 3})
}

func TestPlayingACardPaysItsResourceCost(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Profit"}, Deck: repeatCard(5, "Profit")}, // 💥📘 → +💰💰💰
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Profit")
	wantCounters(t, e, 1, [4]int{2, 2, 3, 6})
}

func TestACardThatCannotBePaidIsNotLegal(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Counters: []int{0, 3, 3, 3}, Hand: []string{"Attack"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow")
	mustBeIllegal(t, e, "play Attack")
	m := Move{Kind: MovePlay, Arg: e.seat[0].hidden.c[0], tab: e.tab}
	err := e.Play(m)
	if !errors.Is(err, cards.ErrIllegalMove) {
		t.Fatalf("playing an unpayable card: %v, want an illegal move", err)
	}
	var ill *cards.IllegalMoveError
	if !errors.As(err, &ill) || ill.Reason != "you cannot pay its cost" {
		t.Errorf("reason = %v", err)
	}
}

func TestAnyResourceIsChosenByThePayer(t *testing.T) {
	// Balance costs 💚❔: the green is fixed, the ❔ comes from the counter the player picks.
	e := position(t, Setup{Seats: []SeatSetup{
		{Counters: []int{1, 0, 1, 2}, Hand: []string{"Balance"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Balance")
	mustBeLegal(t, e, "pay red", "pay yellow")
	mustBeIllegal(t, e, "pay blue", "pay green") // no blue; the only green paid the fixed 💚
	act(t, e, "pay yellow", "gain blue")
	wantCounters(t, e, 1, [4]int{1, 2, 0, 1})
}

func TestAnyResourceIsPaidWithoutAskingWhenThereIsNoChoice(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Counters: []int{0, 0, 1, 2}, Hand: []string{"Balance"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Balance")
	if e.phase != phaseGain {
		t.Fatalf("expected the gain choice right away, the game waits for %s", e.waitingFor())
	}
	wantCounters(t, e, 1, [4]int{0, 0, 0, 1})
}

func TestTwoAnyResourcesAreChosenOnceAsASet(t *testing.T) {
	// "G1 - G1" costs 💚💚❔❔. With red 2 and blue 1 left after the greens, the sets are {red, red}
	// and {red, blue}: the first ❔ can only be red (choices go in counter order, and blue first
	// would leave nothing after blue for the second), so it is paid without asking; then red or blue.
	e := position(t, Setup{Seats: []SeatSetup{
		{Counters: []int{2, 1, 2, 0}, Hand: []string{"G1 G1"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play G1 - G1")
	wantCounters(t, e, 1, [4]int{1, 1, 0, 0})
	if got := legalText(e); len(got) != 2 || got[0] != "pay red" || got[1] != "pay blue" {
		t.Fatalf("legal = %v, want [pay red pay blue]", got)
	}
	act(t, e, "pay blue")
	wantCounters(t, e, 1, [4]int{1, 0, 0, 0})
}

func TestACardCostDiscardsAnotherHandCardOfThePlayersChoice(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Research", "Attack", "Profit"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Research")
	mustBeLegal(t, e, "pay card Attack", "pay card Profit")
	mustBeIllegal(t, e, "pay card Research") // the only Research is the card being played
	act(t, e, "pay card Attack")
	wantText(t, "hand", hand(e, 1), "Profit")
	wantText(t, "discard", discardTopFirst(e, 1), "Attack")
	wantCounters(t, e, 1, [4]int{3, 5, 3, 3})
}

func TestACardCostNeedsAnotherCardInHand(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Research"}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow")
	mustBeIllegal(t, e, "play Research")
}

func TestEndOfTurnDiscardsPlayedCardsInOrderCapsAndDraws(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Counters: []int{6, 6, 3, 3}, Hand: []string{"Profit", "Attack"}, Deck: []string{"Apply", "Reboot"}},
		{Counters: []int{3, 3, 3, 9}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Profit", "play Attack", "lose red", "lose red", "end")
	wantText(t, "discard (top first)", discardTopFirst(e, 1), "Attack, Profit")
	wantCounters(t, e, 1, [4]int{4, 5, 3, 6}) // yellow 6+3 = 9 → 6
	wantCounters(t, e, 2, [4]int{1, 3, 3, 6}) // every player is capped, not only the turn's
	wantText(t, "hand after the draw", hand(e, 1), "Apply")
}

func TestCapVariantNoneKeepsCountersAboveSix(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Profit"}, Counters: []int{3, 3, 3, 6}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}}, "cap=none")
	act(t, e, "no grow", "play Profit", "end")
	wantCounters(t, e, 1, [4]int{2, 2, 3, 9})
}

func TestCountersMayExceedSixDuringTheTurn(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Profit", "Reboot"}, Counters: []int{3, 3, 3, 6}, Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "no grow", "play Profit")
	wantCounters(t, e, 1, [4]int{2, 2, 3, 9})
	act(t, e, "play Reboot") // 💰💰 paid from the 9 before the cap
	wantCounters(t, e, 1, [4]int{2, 2, 3, 7})
}

func TestResignIsAMoveAndTheOtherPlayerWins(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	mustBeLegal(t, e, "resign")
	act(t, e, "resign")
	if !e.Over() || !e.Result().Won(1) || e.Result().Won(0) {
		t.Fatalf("after seat 1 resigned: over %v, result %+v", e.Over(), e.Result())
	}
	if err := e.Play(Move{Kind: MoveEnd}); !errors.Is(err, cards.ErrGameOver) {
		t.Errorf("a move after the end: %v, want ErrGameOver", err)
	}
}

func TestResignInAThreePlayerGameLeavesTheOthersPlaying(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, e, "resign")
	if e.Over() || e.ToMove() != 1 || !e.seat[0].out {
		t.Fatalf("after seat 1 resigned of three: over %v, to move %v", e.Over(), e.ToMove())
	}
	act(t, e, "no grow", "end")
	if e.ToMove() != 2 {
		t.Errorf("after seat 2's turn, %v moves, want seat 3 (seat 1 is out)", e.ToMove())
	}
}
