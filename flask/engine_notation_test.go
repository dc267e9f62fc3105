package flask

import (
	"math"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

func TestMoveNotation(t *testing.T) {
	tab := &cardTable{label: []string{"Triple Attack", "Attack [R1]"}}
	for _, tc := range []struct {
		m    Move
		want string
	}{
		{Move{Kind: MoveGrow, Arg: 2}, "grow green"},
		{Move{Kind: MoveNoGrow}, "no grow"},
		{Move{Kind: MovePlay, Arg: 0, tab: tab}, "play Triple Attack"},
		{Move{Kind: MovePlay, Arg: 1, tab: tab}, "play Attack [R1]"},
		{Move{Kind: MoveTrigger, Arg: 0}, "trigger 1"},
		{Move{Kind: MovePass}, "pass"},
		{Move{Kind: MovePayAny, Arg: 3}, "pay yellow"},
		{Move{Kind: MovePayCard, Arg: 0, tab: tab}, "pay card Triple Attack"},
		{Move{Kind: MoveDrawDeck}, "draw deck"},
		{Move{Kind: MoveDrawDiscard}, "draw discard"},
		{Move{Kind: MoveGain, Arg: 1}, "gain blue"},
		{Move{Kind: MoveTarget, Arg: 2}, "target seat 3"},
		{Move{Kind: MoveLose, Arg: 0}, "lose red"},
		{Move{Kind: MoveDiscard, Arg: 1, tab: tab}, "discard Attack [R1]"},
		{Move{Kind: MoveEnd}, "end"},
		{Move{Kind: MoveResign}, "resign"},
		{Move{}, "none"},
	} {
		if got := tc.m.String(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.m, got, tc.want)
		}
	}
}

func TestCardsSharingANameAreWrittenWithTheirCode(t *testing.T) {
	attack := NewCard("Attack", Composition{}.mustWith(t, R1, 1))
	double := NewCard("Attack", Composition{}.mustWith(t, R1, 2))
	e, err := NewSetup([]Deck{{Name: "a", Cards: []Card{attack, double}}, {Name: "b", Cards: []Card{attack}}}, StandardRules,
		&Setup{First: 1, Seats: []SeatSetup{{Hand: []string{"R1 - R1"}, Deck: []string{"R1"}}, {Deck: []string{"R1"}}}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := legalText(e); got[0] != "play Attack [R1 - R1]" {
		t.Errorf("legal %v", got)
	}
}

func (c Composition) mustWith(t *testing.T, b Base, n int) Composition {
	t.Helper()
	out, err := c.With(b, n)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestNoTwoLegalMovesShareANotation(t *testing.T) {
	r := cards.NewRand(3)
	for g := range 200 {
		e, err := New(cards.Config{Seats: 2 + g%3, Seed: uint64(g)})
		if err != nil {
			t.Fatal(err)
		}
		for !e.Over() {
			moves := e.Legal(nil)
			seen := map[string]bool{}
			for _, m := range moves {
				if seen[m.String()] {
					t.Fatalf("two legal moves write %q", m)
				}
				seen[m.String()] = true
			}
			moves = moves[:len(moves)-boolInt(moves[len(moves)-1].Kind == MoveResign && len(moves) > 1)]
			if err := e.Play(moves[r.Intn(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestDescribeShowsOnlyWhatTheSeatMaySee(t *testing.T) {
	e := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Profit", "Reboot"}, Deck: repeatCard(3, "Research")},
		{Hand: []string{"Sabotage"}, Deck: repeatCard(3, "Research"), Piles: [][]string{{"Reaction", "Balance"}}},
	}})
	e.seat[1].known.push(e.seat[1].hidden.pop()) // Sabotage is now a card everyone saw
	e.seat[1].hidden.push(e.tab.kinds2(t, "Apply"))
	mine := e.Describe(0)
	for _, want := range []string{"- Profit (", "- Reboot (", "seen: Sabotage", "reaction pile 1: Reaction, Balance"} {
		if !strings.Contains(mine, want) {
			t.Errorf("seat 1's view lacks %q:\n%s", want, mine)
		}
	}
	if strings.Contains(mine, "Apply") || strings.Contains(mine, "Research") {
		t.Errorf("seat 1 sees a hidden card:\n%s", mine)
	}
	if public := e.Describe(cards.NoSeat); strings.Contains(public, "Profit") {
		t.Errorf("a spectator sees seat 1's hand:\n%s", public)
	}
}

// kinds2 finds a card kind by name for a test.
func (tab *cardTable) kinds2(t *testing.T, name string) uint8 {
	t.Helper()
	k, ok := tab.lookupName(name)
	if !ok {
		t.Fatalf("no card %q", name)
	}
	return k
}

func TestEvaluatePrefersTheStrongerPosition(t *testing.T) {
	even := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Profit"}, Deck: repeatCard(5, "Profit")},
		{Hand: []string{"Profit"}, Deck: repeatCard(5, "Profit")},
	}})
	// Equal decks: the turn player (seat 1) starts its last turn on an empty deck first, so it
	// trails the deck-out race; one card more in its deck and it leads.
	if a, b := even.Evaluate(0), even.Evaluate(1); a >= 0.5 || math.Abs(a+b-1) > 1e-9 {
		t.Errorf("equal decks, seat 1 to move: %.3f and %.3f", a, b)
	}
	longer := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Profit"}, Deck: repeatCard(6, "Profit")},
		{Hand: []string{"Profit"}, Deck: repeatCard(5, "Profit")},
	}})
	if v := longer.Evaluate(0); v <= 0.5 {
		t.Errorf("one deck card more, seat 1 to move: %.3f", v)
	}
	ahead := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Profit", "Attack"}, Deck: repeatCard(5, "Profit")},
		{Counters: []int{1, 0, 0, 0}, Hand: []string{"Profit"}, Deck: repeatCard(2, "Profit")},
	}})
	a, b := ahead.Evaluate(0), ahead.Evaluate(1)
	if a <= 0.5 || b >= 0.5 || a > 1 || b < 0 {
		t.Errorf("ahead %.3f, behind %.3f", a, b)
	}
}
