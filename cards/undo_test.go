package cards

import "testing"

// toyMatch starts a toy match of three seats; people lists the seats people play.
func toyMatch(t *testing.T, seed uint64, people ...Seat) *Match {
	t.Helper()
	seats := []SeatInfo{{Name: "A", Player: "bot:random"}, {Name: "B", Player: "bot:random"}, {Name: "C", Player: "bot:random"}}
	for _, s := range people {
		seats[s].Player = "human"
	}
	m, err := NewMatch(toyGame{}, Config{Seed: seed, Rules: map[string]string{"limit": "21"}}, seats, "test")
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func play(t *testing.T, m *Match, moves ...string) {
	t.Helper()
	for _, mv := range moves {
		if err := m.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
}

// firstCard is the first card the seat to move may play.
func firstCard(m *Match) string { return m.Table.LegalMoves()[0] }

func TestAPersonAmongComputersTakesBackTheirMoveAndTheComputersAfterIt(t *testing.T) {
	m := toyMatch(t, 3, 0)
	for m.Table.ToMove() != 0 {
		play(t, m, firstCard(m))
	}
	play(t, m, firstCard(m))
	for m.Table.ToMove() != 0 {
		play(t, m, firstCard(m))
	}
	if got := m.TakeBack(0); got != 3 {
		t.Errorf("the person may take back %d moves, want 3: their card and the two computers' answers", got)
	}
	if got := m.TakeBack(1); got != 0 {
		t.Errorf("a computer's seat may take back %d moves, want none", got)
	}
}

func TestAPersonAtAHotSeatTableTakesBackOnlyWhatShowedThemNothing(t *testing.T) {
	m := toyMatch(t, 3, 0, 1, 2)
	mover := m.Table.ToMove()
	if got := m.TakeBack(mover); got != 0 {
		t.Errorf("%d moves to take back before anybody moved", got)
	}
	play(t, m, "resign")
	if got := m.TakeBack(mover); got != 1 {
		t.Errorf("a resignation that showed nothing: %d moves to take back, want 1", got)
	}
	next := m.Table.ToMove()
	if got := m.TakeBack(next); got != 0 {
		t.Errorf("%v may take back %d moves of %v's", next, got, mover)
	}
	play(t, m, firstCard(m))
	if got := m.TakeBack(next); got != 0 {
		t.Errorf("a card played and a card drawn: %d moves to take back, want none", got)
	}
	if got := m.TakeBack(mover); got != 0 {
		t.Errorf("%v may take back %d moves after %v answered", mover, got, next)
	}
}

func TestNothingIsTakenBackOnceTheGameIsOver(t *testing.T) {
	m := toyMatch(t, 3, 0)
	for !m.Table.Over() {
		play(t, m, "resign")
	}
	for s := range Seat(3) {
		if got := m.TakeBack(s); got != 0 {
			t.Errorf("%v may take back %d moves of a finished game", s, got)
		}
	}
}
