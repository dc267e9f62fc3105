package flask

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// finishPosition is seat 1's turn with Returning Double Attack (R1 - R1 - Y2: −4 resources, then
// Reboot) and the counters to pay for it twice, against an opponent holding 8 resources: played
// twice it leaves the opponent with none, out at the end of the turn. hand is the opponent's hand,
// deck the opponent's deck (both unseen by seat 1). Seat 1 has grown green.
func finishPosition(t *testing.T, hand, deck []string) *State {
	t.Helper()
	e := position(t, Setup{Seats: []SeatSetup{
		{Counters: []int{4, 0, 0, 4}, Hand: []string{"R1 - R1 - Y2", "Profit"}, Deck: repeatCard(6, "Profit")},
		{Counters: []int{2, 2, 2, 2}, Hand: hand, Deck: deck},
	}})
	act(t, e, "grow green")
	return e
}

func TestWinningMoveFindsALineThatWinsThisTurn(t *testing.T) {
	e := finishPosition(t, []string{"Profit", "Attack"}, repeatCard(6, "Profit"))
	r := cards.NewRand(1)
	before := r
	m, ok := e.WinningMove(&r)
	if !ok || m.String() != "play R1 - R1 - Y2" {
		t.Fatalf("WinningMove = %v, %v; want play R1 - R1 - Y2", m, ok)
	}
	if r != before {
		t.Error("WinningMove moved the random stream")
	}
	// Normal plays the line to its end: each decision of the turn is the finisher's.
	for !e.Over() && e.ToMove() == 0 || e.MidMove() {
		bot := &cards.MCTS[Move]{Level: cards.LevelNormal}
		if e.ToMove() == 0 && !e.MidMove() {
			if _, ok := e.WinningMove(&r); !ok {
				t.Fatalf("the line was lost:\n%s", e.Describe(cards.NoSeat))
			}
		}
		if err := e.Play(bot.Choose(e, &r)); err != nil {
			t.Fatal(err)
		}
	}
	if !e.Over() || e.Result().Payoff(0) != 1 {
		t.Fatalf("the turn ended without the win:\n%s", e.Describe(cards.NoSeat))
	}
}

func TestWinningMoveFindsNothingWhereNoLineWins(t *testing.T) {
	// One resource more and the second attack leaves the opponent one.
	e := position(t, Setup{Seats: []SeatSetup{
		{Counters: []int{4, 0, 0, 4}, Hand: []string{"R1 - R1 - Y2", "Profit"}, Deck: repeatCard(6, "Profit")},
		{Counters: []int{3, 2, 2, 2}, Hand: []string{"Profit"}, Deck: repeatCard(6, "Profit")},
	}})
	r := cards.NewRand(1)
	before := r
	if m, ok := e.WinningMove(&r); ok {
		t.Errorf("WinningMove = %v, want none", m)
	}
	if r != before {
		t.Error("WinningMove moved the random stream")
	}
}

func TestWinningMoveNeedsTheWinWhateverTheOpponentAnswers(t *testing.T) {
	// The opponent's reaction pile (Profit under Reaction) answers the first attack with +💰💰💰: the
	// two attacks no longer take every resource, whatever seat 1 does.
	e := position(t, Setup{Seats: []SeatSetup{
		{Counters: []int{4, 0, 0, 4}, Hand: []string{"R1 - R1 - Y2", "Profit"}, Deck: repeatCard(6, "Profit")},
		{Counters: []int{2, 2, 2, 2}, Hand: []string{"Profit"}, Deck: repeatCard(6, "Profit"),
			Piles: [][]string{{"Reaction", "Profit"}}},
	}})
	r := cards.NewRand(1)
	if m, ok := e.WinningMove(&r); ok {
		t.Errorf("WinningMove = %v, want none: the reaction pile answers", m)
	}
}

func TestWinningMoveDecidesOnlyFromWhatItsSeatHasSeen(t *testing.T) {
	// The same position with the opponent's unseen hand and deck dealt differently: the same answer,
	// found or not, and the same move of normal.
	deals := [][2][]string{
		{{"Profit", "Attack"}, repeatCard(6, "Profit")},
		{{"Attack", "Profit"}, repeatCard(6, "Profit")},
		{{"Profit", "Profit"}, append(repeatCard(5, "Profit"), "Attack")},
	}
	var want string
	for i, d := range deals {
		e := finishPosition(t, d[0], d[1])
		r := cards.NewRand(7)
		m, ok := e.WinningMove(&r)
		got := m.String()
		if !ok {
			got = "none"
		}
		bot := &cards.MCTS[Move]{Level: cards.LevelNormal}
		got += " / " + bot.Choose(e, &r).String()
		if i == 0 {
			want = got
		} else if got != want {
			t.Errorf("deal %d: %s, deal 0: %s", i, got, want)
		}
	}
}
