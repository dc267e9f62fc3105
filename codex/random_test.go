package codex

import (
	"os"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// playRandom plays a whole game with uniformly random moves (never resigning) and returns the
// moves played.
func playRandom(t testing.TB, s *State, r *cards.Rand, check func(*State)) []Move {
	return playRandomResigning(t, s, r, check, 0)
}

// playRandomResigning is playRandom where the mover resigns with probability 1/resignEvery
// (never when resignEvery is 0).
func playRandomResigning(t testing.TB, s *State, r *cards.Rand, check func(*State), resignEvery int) []Move {
	var buf, log []Move
	for steps := 0; !s.Over(); steps++ {
		if steps > 2000 {
			t.Fatalf("game does not end after %d moves", steps)
		}
		buf = s.Legal(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("no legal move in phase %s", s.phase)
		}
		m := buf[r.Intn(len(buf)-1)] // the last move resigns
		if resignEvery > 0 && r.Intn(resignEvery) == 0 {
			m = buf[len(buf)-1]
		}
		if err := s.Play(m); err != nil {
			t.Fatalf("legal move %v refused: %v", m, err)
		}
		log = append(log, m)
		if check != nil {
			check(s)
		}
	}
	return log
}

func randomGames() int {
	if os.Getenv("FLASKDECK_LONG") == "1" {
		return 100000
	}
	return 3000
}
