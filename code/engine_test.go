package code

import (
	"fmt"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// allMoves lists every move the notation can write for a table of n seats: the candidates that
// Legal must pick from.
func allMoves(n int) []Move {
	var out []Move
	for a := Card(1); a < numFaces; a++ {
		out = append(out, DiscardMove(a), PlayMove(a), OfferMove(a))
		for b := Card(1); b <= numNumbers; b++ {
			out = append(out, PairMove(a, b))
		}
		for seat := range n {
			out = append(out, TakeGiftMove(a, cards.Seat(seat)), ResetMove(cards.Seat(seat)))
		}
	}
	out = append(out, SwapMove(SwapNumber), SwapMove(SwapAction), Move{Kind: Draw}, Move{Kind: Pass},
		Move{Kind: Keep}, Move{Kind: TakeNothing}, Move{Kind: Resign})
	for k := 0; k <= 40; k += 2 {
		out = append(out, Move{Kind: TakePenalty, N: uint8(k)})
	}
	return out
}

// TestLegalAgreesWithTheRules checks, in positions of random games, that Legal lists exactly the
// moves the rule predicates accept, each with its own notation.
func TestLegalAgreesWithTheRules(t *testing.T) {
	games := 30 // every candidate move is checked in each sampled position: slow, so not scaled up
	if testing.Short() {
		games = 8
	}
	for g := 0; g < games; g++ {
		seats := 2 + g%7
		s, err := Deal(seats, uint64(g)+1000, Rules{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		candidates := allMoves(seats)
		r := cards.NewRand(uint64(g))
		_, err = randomGame(s, &r, nil, func(Move) error {
			if s.Over() || r.Intn(20) != 0 {
				return nil
			}
			legal := map[Move]bool{}
			names := map[string]bool{}
			for _, m := range s.Legal(nil) {
				if names[m.String()] {
					return fmt.Errorf("two legal moves write %q", m)
				}
				names[m.String()], legal[m] = true, true
				if err := s.check(m); err != nil {
					return fmt.Errorf("listed move refused: %v", err)
				}
			}
			for _, m := range candidates {
				if !legal[m] && s.check(m) == nil {
					return fmt.Errorf("%q passes the rules but is not listed", m)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatalf("game %d: %v", g, err)
		}
	}
}

// TestDeterminizeKeepsWhatTheObserverSees checks that a determinized copy keeps the observer's
// hand and code, every hand size, the known cards and the piles, and accounts for every card.
func TestDeterminizeKeepsWhatTheObserverSees(t *testing.T) {
	r := cards.NewRand(5)
	for g := range 40 {
		s, _ := Deal(2+g%7, uint64(g), Rules{}, nil)
		_, err := randomGame(s, &r, nil, func(Move) error {
			if s.Over() || r.Intn(10) != 0 {
				return nil
			}
			obs := s.ToMove()
			d := s.Copy()
			d.Determinize(obs, &r)
			if err := checkInvariants(d); err != nil {
				return err
			}
			if d.hands[obs] != s.hands[obs] || d.codeOf[obs] != s.codeOf[obs] {
				return fmt.Errorf("the observer's hand or code changed")
			}
			for seat := 0; seat < int(s.n); seat++ {
				if d.handN[seat] != s.handN[seat] {
					return fmt.Errorf("hand sizes changed")
				}
				for c := Card(1); c < numFaces; c++ {
					if d.hands[seat][c] < s.known[seat][c] {
						return fmt.Errorf("seat %d lost a known %s", seat+1, c)
					}
				}
			}
			if d.numPile != s.numPile || d.actPile != s.actPile || d.deckN != s.deckN || d.phase != s.phase {
				return fmt.Errorf("public piles changed")
			}
			if len(d.Legal(nil)) == 0 {
				return fmt.Errorf("no legal move after determinizing")
			}
			return nil
		})
		if err != nil {
			t.Fatalf("game %d: %v", g, err)
		}
	}
}

func TestDeterminizeResamplesHiddenCards(t *testing.T) {
	s, _ := Deal(4, 3, Rules{}, nil)
	r := cards.NewRand(9)
	differs := 0
	for range 20 {
		d := s.Copy()
		d.Determinize(0, &r)
		if d.hands[1] != s.hands[1] {
			differs++
		}
	}
	if differs < 15 {
		t.Fatalf("seat 2's hidden hand was resampled only %d times of 20", differs)
	}
}

func TestCloneIsIndependent(t *testing.T) {
	s, _ := Deal(4, 11, Rules{}, nil)
	c := s.Clone().(*State)
	before := s.Describe(cards.NoSeat)
	r := cards.NewRand(1)
	randomGame(c, &r, nil, nil)
	if s.Describe(cards.NoSeat) != before {
		t.Fatal("playing a clone changed the original")
	}
}

// TestReplayGivesTheSameResult plays random matches through cards.Match and replays their logs.
func TestReplayGivesTheSameResult(t *testing.T) {
	games := randomGameCount() / 30 // 100 by default, 3,333 with FLASKDECK_LONG=1
	r := cards.NewRand(77)
	for g := range games {
		seats := 2 + g%7
		infos := make([]cards.SeatInfo, seats)
		for i := range infos {
			infos[i] = cards.SeatInfo{Name: fmt.Sprint("bot ", i+1), Player: "bot:random"}
		}
		rules := map[string]string{VariantReset: []string{"on", "off"}[g%2]}
		m, err := cards.NewMatch(Game{}, cards.Config{Seed: uint64(g), Rules: rules}, infos, "test")
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !m.Table.Over() && n < turnCap; n++ {
			moves := m.Table.LegalMoves()
			mv := moves[r.Intn(len(moves)-1)] // not "resign", the last
			if g%10 == 0 && r.Intn(500) == 0 {
				mv = "resign"
			}
			if err := m.Play(mv); err != nil {
				t.Fatalf("game %d: %v", g, err)
			}
		}
		again, err := cards.Replay(Game{}, &m.Log)
		if err != nil {
			t.Fatalf("game %d: replay: %v", g, err)
		}
		if again.Table.Describe(cards.NoSeat) != m.Table.Describe(cards.NoSeat) {
			t.Fatalf("game %d: the replay ends elsewhere", g)
		}
	}
}

func TestPlayoutPolicyPicksLegalMovesAndEndsGames(t *testing.T) {
	r := cards.NewRand(3)
	total := 0
	for g := range 200 {
		s, _ := Deal(2+g%7, uint64(g), Rules{}, nil)
		var buf []Move
		n := 0
		for ; !s.Over() && n < turnCap; n++ {
			buf = s.Legal(buf[:0])
			before := s.Describe(cards.NoSeat)
			m := s.PlayoutMove(buf[:len(buf)-1], &r)
			if s.Describe(cards.NoSeat) != before {
				t.Fatal("PlayoutMove changed the position")
			}
			if err := s.Play(m); err != nil {
				t.Fatalf("game %d: %v", g, err)
			}
		}
		if err := checkInvariants(s); err != nil {
			t.Fatal(err)
		}
		if !s.Over() {
			t.Fatalf("game %d with the playout policy hit the cap", g)
		}
		total += n
	}
	t.Logf("playout-policy games: %.0f moves on average", float64(total)/200)
}

// TestMovesDoNotAllocate plays whole random games and counts heap allocations after the deal:
// move generation, play and the win check allocate nothing.
func TestMovesDoNotAllocate(t *testing.T) {
	r := cards.NewRand(8)
	buf := make([]Move, 0, 512)
	seed := uint64(0)
	allocs := testing.AllocsPerRun(20, func() {
		seed++
		s, _ := Deal(4, seed, Rules{}, nil)
		for n := 0; !s.Over() && n < turnCap; n++ {
			buf = s.Legal(buf[:0])
			_ = s.Play(buf[r.Intn(len(buf)-1)])
		}
	})
	// NewState allocates the state and the shuffled code order: two allocations a game.
	if allocs > 2 {
		t.Fatalf("%.1f allocations a game, want at most the 2 of the deal", allocs)
	}
}
