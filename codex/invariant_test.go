package codex

import (
	"fmt"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// checkInvariants checks a position against recounts from scratch.
func checkInvariants(t testing.TB, s *State, prevPoints *[MaxSeats]int) {
	t.Helper()
	var where [numCards]int
	count := func(id uint8, place string) {
		if id == 0 {
			return
		}
		where[id]++
		if where[id] > 1 {
			t.Fatalf("card %d appears twice (again in %s)", id, place)
		}
	}
	for _, id := range s.resDeck[:s.nRes] {
		count(id, "resource deck")
	}
	for _, id := range s.goldDeck[:s.nGold] {
		count(id, "gold deck")
	}
	for _, id := range s.faceUp {
		count(id, "face-up cards")
	}
	for i := 0; i < int(s.seats); i++ {
		p := &s.players[i]
		for _, id := range p.hand[:p.nHand] {
			count(id, "a hand")
		}
		a := &p.area
		cells := map[[2]int8]bool{}
		for j, pl := range a.placed[:a.n] {
			if j > 0 {
				count(pl.Card, "a play area")
			}
			key := [2]int8{pl.X, pl.Y}
			if cells[key] {
				t.Fatalf("two cards on cell %v", key)
			}
			cells[key] = true
			if (int(pl.X)+int(pl.Y))%2 != 0 {
				t.Fatalf("card on off-grid cell %v", key)
			}
		}
		if got, want := a.symbols, a.Recount(); got != want {
			t.Fatalf("seat %d visible symbols %v, recount %v", i, got, want)
		}
		checkFrontier(t, a)
		if int(p.points) < prevPoints[i] {
			t.Fatalf("seat %d points fell from %d to %d", i, prevPoints[i], p.points)
		}
		prevPoints[i] = int(p.points)
	}
	for id := FirstResource; id < FirstStarter; id++ {
		if s.phase != SetupPhase && where[id] != 1 {
			t.Fatalf("card %d is in %d places", id, where[id])
		}
	}
}

// checkFrontier recomputes the legal positions from the rules and compares.
func checkFrontier(t testing.TB, a *Area) {
	t.Helper()
	if a.n == 0 {
		return
	}
	want := map[[2]int]bool{}
	for _, pl := range a.placed[:a.n] {
		for c := TopLeft; c <= BottomRight; c++ {
			x, y := int(pl.X)+cornerDX[c], int(pl.Y)+cornerDY[c]
			if a.At(x, y) >= 0 {
				continue
			}
			ok := true
			for d := TopLeft; d <= BottomRight; d++ {
				n := a.At(x+cornerDX[d], y+cornerDY[d])
				if n >= 0 {
					q := a.placed[n]
					if catalogue[q.Card].Sides[q.Side].Corners[d.Opposite()] == Hidden {
						ok = false
					}
				}
			}
			if ok {
				want[[2]int{x, y}] = true
			}
		}
	}
	if len(want) != a.LegalPositions() {
		t.Fatalf("%d legal positions, recount %d", a.LegalPositions(), len(want))
	}
	for f := 0; f < a.LegalPositions(); f++ {
		x, y := a.LegalPosition(f)
		if !want[[2]int{x, y}] {
			t.Fatalf("(%d,%d) listed as legal but is not", x, y)
		}
	}
}

func TestRandomGamesInvariants(t *testing.T) {
	games := randomGames()
	r := cards.NewRand(7)
	for g := range games {
		seats := 2 + g%3
		rules := StandardRules
		rules.CardReuse = g%4 != 1
		rules.NoSecret = g%5 == 2
		rules.TieByPoints = g%7 == 3
		s, err := Deal(seats, uint64(g), rules)
		if err != nil {
			t.Fatal(err)
		}
		start := *s
		var prev [MaxSeats]int
		check := func(s *State) {
			if g%10 == 0 { // the full recount is slow; every tenth game
				checkInvariants(t, s, &prev)
			}
		}
		resignEvery := 0
		if g%9 == 4 {
			resignEvery = 150 // some games see resignations
		}
		log := playRandomResigning(t, s, &r, check, resignEvery)
		checkInvariants(t, s, &prev)
		res := s.Result()
		if len(res.Winners) == 0 {
			t.Fatalf("game %d: no winner", g)
		}
		// Replaying the log gives the same final state.
		replay := start
		for i, m := range log {
			if err := replay.Play(m); err != nil {
				t.Fatalf("game %d: replay move %d %v: %v", g, i, m, err)
			}
		}
		if replay != *s {
			t.Fatalf("game %d: replay ends in another state", g)
		}
	}
}

func TestLegalMovesHaveDistinctNotation(t *testing.T) {
	r := cards.NewRand(3)
	for g := range 50 {
		s, _ := Deal(2+g%3, uint64(g), StandardRules)
		var buf []Move
		for !s.Over() {
			buf = s.Legal(buf[:0])
			seen := map[string]bool{}
			for _, m := range buf {
				text := m.String()
				if seen[text] {
					t.Fatalf("two legal moves write %q", text)
				}
				seen[text] = true
				parsed, err := cards.ParseMove[Move](s, text)
				if err != nil || parsed != m {
					t.Fatalf("%q parses to %v, %v", text, parsed, err)
				}
			}
			if err := s.Play(buf[r.Intn(len(buf)-1)]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestIllegalMovesLeaveStateUnchanged(t *testing.T) {
	r := cards.NewRand(5)
	for g := range 100 {
		s, _ := Deal(2, uint64(g), StandardRules)
		var buf []Move
		for !s.Over() {
			buf = s.Legal(buf[:0])
			legal := map[Move]bool{}
			for _, m := range buf {
				legal[m] = true
			}
			tries := []Move{Place(int(s.players[s.turn].hand[0]), Front, 0, 0), Place(1, Back, 1, 0), DrawFrom(3), DrawFrom(FromGoldDeck), StarterSide(NoSide), Secret(87), Colour(2), Place(99, Front, 1, 1)}
			for _, m := range tries {
				if legal[m] {
					continue
				}
				before := *s
				if err := s.Play(m); err == nil {
					t.Fatalf("illegal %v accepted in phase %s", m, s.phase)
				}
				if before != *s {
					t.Fatalf("illegal %v changed the state", m)
				}
			}
			if err := s.Play(buf[r.Intn(len(buf)-1)]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestCloneIsIndependent(t *testing.T) {
	s, _ := Deal(3, 11, StandardRules)
	r := cards.NewRand(1)
	c := s.Clone().(*State)
	playRandom(t, c, &r, nil)
	fresh, _ := Deal(3, 11, StandardRules)
	if *s != *fresh {
		t.Fatal("playing a clone changed the original")
	}
}

func TestSeatCountRange(t *testing.T) {
	for _, n := range []int{0, 1, 5} {
		if _, err := Deal(n, 1, StandardRules); err == nil {
			t.Errorf("%d seats accepted", n)
		}
	}
	for n := MinSeats; n <= MaxSeats; n++ {
		s, err := Deal(n, 1, StandardRules)
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(s.Seats()); got != fmt.Sprint(n) {
			t.Errorf("seats %s", got)
		}
	}
}
