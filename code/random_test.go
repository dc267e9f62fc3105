package code

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
	"github.com/flaskdeck/flaskdeck/internal/cpuclock"
)

// turnCap is the most moves a random test game may take before it is counted as hitting the cap.
const turnCap = 20000

// randomGame plays uniformly random legal moves from s until the game ends or the cap is hit,
// calling each (if not nil) after every move. It returns the moves played.
func randomGame(s *State, r *cards.Rand, buf []Move, each func(m Move) error) ([]Move, error) {
	var played []Move
	for n := 0; !s.Over() && n < turnCap; n++ {
		buf = s.Legal(buf[:0])
		if len(buf) == 0 {
			return played, fmt.Errorf("no legal move in a running game")
		}
		m := buf[r.Intn(len(buf)-1)] // never the last, "resign"
		if err := s.Play(m); err != nil {
			return played, fmt.Errorf("legal move %q refused: %v", m, err)
		}
		played = append(played, m)
		if each != nil {
			if err := each(m); err != nil {
				return played, fmt.Errorf("after move %d %q: %v", len(played), m, err)
			}
		}
	}
	return played, nil
}

// checkInvariants checks that every playing card and every code card is where exactly one place
// says it is, and that the bookkeeping agrees with itself.
func checkInvariants(s *State) error {
	var count [numFaces]int
	for seat := 0; seat < int(s.n); seat++ {
		n := 0
		for c := Card(1); c < numFaces; c++ {
			count[c] += int(s.hands[seat][c])
			n += int(s.hands[seat][c])
			if s.known[seat][c] > s.hands[seat][c] {
				return fmt.Errorf("seat %d: %d %s known, %d held", seat+1, s.known[seat][c], c, s.hands[seat][c])
			}
		}
		if held, faces, twice := s.held[seat], s.faces[seat], s.twice[seat]; func() bool { s.rebuildHeld(int8(seat)); return held != s.held[seat] }() {
			return fmt.Errorf("seat %d: the set of held faces is out of date", seat+1)
		} else if faces != s.faces[seat] || twice != s.twice[seat] {
			return fmt.Errorf("seat %d: the faces of each digit are out of date (%#x and %#x twice, want %#x and %#x)", seat+1, faces, twice, s.faces[seat], s.twice[seat])
		}
		if n != int(s.handN[seat]) {
			return fmt.Errorf("seat %d: hand size %d, %d cards counted", seat+1, s.handN[seat], n)
		}
	}
	for _, c := range s.deck[:s.deckN] {
		count[c]++
	}
	for _, c := range s.numPile[:s.numPileN] {
		if !c.IsNumber() {
			return fmt.Errorf("%s on the number pile", c)
		}
		count[c]++
	}
	for _, c := range s.actPile[:s.actPileN] {
		if !c.IsAction() {
			return fmt.Errorf("%s on the action pile", c)
		}
		count[c]++
	}
	if s.rules.NoReset {
		count[Reset] += int(s.outN)
	}
	total := 0
	for c := Card(1); c < numFaces; c++ {
		if count[c] != c.Copies() {
			return fmt.Errorf("%d cards %s in play, want %d", count[c], c, c.Copies())
		}
		total += count[c]
	}
	if total != TotalCards {
		return fmt.Errorf("%d playing cards, want %d", total, TotalCards)
	}
	seen := make([]int, len(s.codes))
	for seat := 0; seat < int(s.n); seat++ {
		seen[s.codeOf[seat]]++
	}
	for _, c := range s.codePile[:s.codePileN] {
		seen[c]++
	}
	for i, n := range seen {
		if n != 1 {
			return fmt.Errorf("code card %d (%s) is in %d places", i, s.codes[i], n)
		}
	}
	if s.numPileN == 0 {
		return fmt.Errorf("the number pile is empty")
	}
	return nil
}

// randomGameCount is a few thousand games by default, 100,000 with FLASKDECK_LONG=1.
func randomGameCount() int {
	if os.Getenv("FLASKDECK_LONG") == "1" {
		return 100000
	}
	if testing.Short() {
		return 300
	}
	return 3000
}

// TestRandomGamesKeepInvariants plays uniformly random games of 2 to 8 players under every
// combination of the variants: every card is always somewhere (after every move in the first
// games, every 97th move and at the end in the others), every game ends within the cap but for a
// rare few, which are counted and reported.
func TestRandomGamesKeepInvariants(t *testing.T) {
	games := randomGameCount()
	var capped, played, moves [MaxSeats + 1]int
	var buf []Move
	for g := range games {
		seats := MinSeats + g%(MaxSeats-MinSeats+1)
		rules := Rules{NoReset: g%3 == 1, ReverseSkip: g%2 == 1}
		s, err := Deal(seats, uint64(g), rules, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkInvariants(s); err != nil {
			t.Fatalf("game %d after setup: %v", g, err)
		}
		r := cards.NewRand(uint64(g) * 7919)
		n := 0
		every := func(Move) error {
			n++
			if g < 300 || n%97 == 0 {
				return checkInvariants(s)
			}
			return nil
		}
		list, err := randomGame(s, &r, buf, every)
		if err == nil {
			err = checkInvariants(s)
		}
		if err != nil {
			t.Fatalf("game %d (%d seats, %+v): %v", g, seats, rules, err)
		}
		played[seats]++
		moves[seats] += len(list)
		if !s.Over() {
			capped[seats]++
		} else if s.Result().Reason != "code completed" {
			t.Fatalf("game %d ended by %q", g, s.Result().Reason)
		}
	}
	total := 0
	for seats := MinSeats; seats <= MaxSeats; seats++ {
		total += capped[seats]
		t.Logf("%d players: %d games, %.0f moves on average, %d hit the cap of %d moves",
			seats, played[seats], float64(moves[seats])/float64(played[seats]), capped[seats], turnCap)
	}
	if total*100 > games {
		t.Errorf("%d of %d random games hit the cap of %d moves; more than 1%%", total, games, turnCap)
	}
}

// BenchmarkRandomGame4 plays complete random 4-player games (uniformly random legal moves but
// resigning, the turn cap as in the tests) with PlayRandomRun, the whole-game fast path, which
// chooses exactly as Play(Legal[r.Intn(len-1)]) would. Besides wall time per game it reports the
// process's CPU time per game (cpu-ns/game), which stays fair on a machine shared with other work.
func BenchmarkRandomGame4(b *testing.B) {
	start := int64(cpuclock.Process())
	r := cards.NewRand(1)
	moves := 0
	for i := 0; i < b.N; i++ {
		s, err := Deal(4, uint64(i), Rules{}, nil)
		if err != nil {
			b.Fatal(err)
		}
		moves += s.PlayRandomRun(&r, turnCap, nil)
	}
	reportGames(b, moves, start)
}

// BenchmarkRandomGame4PlayRandom plays the same games as BenchmarkRandomGame4 one PlayRandom call
// a move, as a caller of the Engine interface's RandomPlayer does.
func BenchmarkRandomGame4PlayRandom(b *testing.B) {
	start := int64(cpuclock.Process())
	r := cards.NewRand(1)
	moves := 0
	for i := 0; i < b.N; i++ {
		s, err := Deal(4, uint64(i), Rules{}, nil)
		if err != nil {
			b.Fatal(err)
		}
		for n := 0; !s.Over() && n < turnCap; n++ {
			s.PlayRandom(&r)
			moves++
		}
	}
	reportGames(b, moves, start)
}

// BenchmarkRandomGame4LegalPlay plays the same games as BenchmarkRandomGame4 through Legal and a
// checked Play, the way a bot behind the Engine interface does.
func BenchmarkRandomGame4LegalPlay(b *testing.B) {
	benchmarkLegalGames(b, func(_ *State, legal []Move, r *cards.Rand) Move {
		return legal[r.Intn(len(legal)-1)] // never "resign", the last
	})
}

// reportGames reports the moves and the process's CPU time per game since start.
func reportGames(b *testing.B, moves int, start int64) {
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
	b.ReportMetric(float64(int64(cpuclock.Process())-start)/float64(b.N), "cpu-ns/game")
}

// BenchmarkPolicyGame4 plays complete 4-player games with the search's playout policy
// (PlayoutMove), the games search simulates: they end in tens of moves rather than thousands.
func BenchmarkPolicyGame4(b *testing.B) {
	benchmarkLegalGames(b, func(s *State, legal []Move, r *cards.Rand) Move {
		return s.PlayoutMove(legal[:len(legal)-1], r)
	})
}

// benchmarkLegalGames plays b.N complete 4-player games through Legal and a checked Play, each
// move chosen by choose from the legal moves (resign last), and reports moves and CPU per game.
func benchmarkLegalGames(b *testing.B, choose func(s *State, legal []Move, r *cards.Rand) Move) {
	start := int64(cpuclock.Process())
	var buf []Move
	r := cards.NewRand(1)
	moves := 0
	for i := 0; i < b.N; i++ {
		s, err := Deal(4, uint64(i), Rules{}, nil)
		if err != nil {
			b.Fatal(err)
		}
		for n := 0; !s.Over() && n < turnCap; n++ {
			buf = s.Legal(buf[:0])
			if err := s.Play(choose(s, buf, &r)); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	reportGames(b, moves, start)
}

// BenchmarkClone copies a 4-player position (what search does for every simulated game).
func BenchmarkClone(b *testing.B) {
	s, _ := Deal(4, 1, Rules{}, nil)
	var sink cards.Engine[Move]
	for i := 0; i < b.N; i++ {
		sink = s.Clone()
	}
	_ = sink
}

// BenchmarkSearchDecision is one decision of the search player at the normal level (its playouts
// and budget, see SearchSettings) in a 2-player position after the deal; it reports simulated
// games per second of thinking (cardstest.BenchSearch).
func BenchmarkSearchDecision(b *testing.B) {
	s, _ := Deal(2, 1, Rules{}, nil)
	cardstest.BenchSearch[Move](b, s, &cards.MCTS[Move]{Level: cards.LevelNormal})
}

// BenchmarkSearchDecision4 is the same decision in a 4-player position.
func BenchmarkSearchDecision4(b *testing.B) {
	s, _ := Deal(4, 1, Rules{}, nil)
	cardstest.BenchSearch[Move](b, s, &cards.MCTS[Move]{Level: cards.LevelNormal})
}

// BenchmarkThinkingCap is one decision of hard capped at 1 s thinking, as the app plays it; it
// reports the time taken as a share of the cap (cardstest.BenchThinkingCap).
func BenchmarkThinkingCap(b *testing.B) {
	s, _ := Deal(2, 1, Rules{}, nil)
	cardstest.BenchThinkingCap[Move](b, s, time.Second)
}
