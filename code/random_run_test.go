package code

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestPlayRandomRunPlaysAsPlayRandom plays the same random games twice, one PlayRandom call a
// move and by PlayRandomRun in runs of random lengths, and requires the same position after each
// run, the same moves counted and the same tally: the whole-game fast path chooses every move as
// PlayRandom does (and so as Legal's random choice, TestPlayRandomChoosesAsLegal). Games of every
// table size and rule variant; now and then a player resigns in both games between runs, so runs
// meet resigned seats too.
func TestPlayRandomRunPlaysAsPlayRandom(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 60
	}
	for g := 0; g < games; g++ {
		seats := MinSeats + g%(MaxSeats-MinSeats+1)
		rules := Rules{NoReset: g%3 == 1, ReverseSkip: g%4 == 2}
		step, err := Deal(seats, uint64(g), rules, nil)
		if err != nil {
			t.Fatal(err)
		}
		run := step.Copy()
		rStep, rRun, rLen := cards.NewRand(uint64(g)), cards.NewRand(uint64(g)), cards.NewRand(uint64(g)+1000)
		want, got := make([]int32, cards.MaxTallyKey*seats), make([]int32, cards.MaxTallyKey*seats)
		for total := 0; !step.Over() && total < turnCap; {
			if g%2 == 1 && rLen.Intn(40) == 0 && step.active() > 2 {
				for _, s := range []*State{step, run} {
					if err := s.Play(Move{Kind: Resign}); err != nil {
						t.Fatalf("game %d move %d: resign: %v", g, total, err)
					}
				}
				total++
				continue
			}
			n := 1 + rLen.Intn(60)
			if rLen.Intn(8) == 0 {
				n = turnCap
			}
			played := 0
			for ; played < n && !step.Over(); played++ {
				seat := step.ToMove()
				m := step.PlayRandom(&rStep)
				if k := step.TallyKey(m); k > 0 {
					want[k*seats+int(seat)]++
				}
			}
			if ran := run.PlayRandomRun(&rRun, n, got); ran != played {
				t.Fatalf("game %d move %d: PlayRandomRun(%d) played %d moves, PlayRandom %d", g, total, n, ran, played)
			}
			total += played
			step.changed, run.changed = 0, 0 // scratch of the move being played
			if !reflect.DeepEqual(step, run) {
				t.Fatalf("game %d move %d: positions differ after a run of %d moves", g, total, n)
			}
			if rStep != rRun {
				t.Fatalf("game %d move %d: the random streams differ after a run of %d moves", g, total, n)
			}
			if !reflect.DeepEqual(want, got) {
				t.Fatalf("game %d move %d: tally %v, PlayRandom's moves %v", g, total, got, want)
			}
		}
		if step.Over() {
			if ran := run.PlayRandomRun(&rRun, 10, got); ran != 0 {
				t.Fatalf("game %d: PlayRandomRun played %d moves after the end", g, ran)
			}
		}
	}
}

// TestTallyMoveHasItsKey requires TallyMove(k) to be a move of key k, named as every move of that
// key, for every key TallyKey gives, and nothing beyond.
func TestTallyMoveHasItsKey(t *testing.T) {
	s, err := Deal(4, 1, Rules{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	moves := []Move{SwapMove(SwapNumber), SwapMove(SwapAction)}
	for c := Reverse; c <= Reset; c++ {
		moves = append(moves, PlayMove(c))
	}
	moves = append(moves, Move{Kind: Play, A: Reset, N: 3})
	for _, m := range moves {
		k := s.TallyKey(m)
		km, ok := s.TallyMove(k)
		if !ok || s.TallyKey(km) != k {
			t.Fatalf("TallyMove(%d) = %q, %v: not of key %d (%q is)", k, km, ok, k, m)
		}
		if got, want := (Game{}).TallyName(km.String()), (Game{}).TallyName(m.String()); got != want {
			t.Errorf("TallyMove(%d) is named %q, %q of the same key %q", k, got, m, want)
		}
	}
	if m, ok := s.TallyMove(s.TallyKey(PlayMove(Reset)) + 1); ok {
		t.Errorf("TallyMove past the last key gives %q", m)
	}
}

// TestARandomRunReplaysFromItsLog plays random games with PlayRandomRun and, beside each, the same
// game one PlayRandom move at a time written into a match log through cards.Match (each move
// written, parsed and checked by the normal engine); the log replays to the position and result
// PlayRandomRun reached.
func TestARandomRunReplaysFromItsLog(t *testing.T) {
	for g := range 8 {
		seats := MinSeats + g%(MaxSeats-MinSeats+1)
		infos := make([]cards.SeatInfo, seats)
		for i := range infos {
			infos[i] = cards.SeatInfo{Name: fmt.Sprint("bot ", i+1), Player: "bot:random"}
		}
		cfg := cards.Config{Seed: uint64(g), Rules: map[string]string{VariantReset: []string{"on", "off"}[g%2]}}
		m, err := cards.NewMatch(Game{}, cfg, infos, "test")
		if err != nil {
			t.Fatal(err)
		}
		cfg.Seats = seats
		step, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		run := step.Copy()
		rStep, rRun := cards.NewRand(uint64(g)+1), cards.NewRand(uint64(g)+1)
		for n := 0; !step.Over() && n < turnCap; n++ {
			if err := m.Play(step.PlayRandom(&rStep).String()); err != nil {
				t.Fatalf("game %d move %d: %v", g, n, err)
			}
		}
		played := run.PlayRandomRun(&rRun, turnCap, nil)
		again, err := cards.Replay(Game{}, &m.Log)
		if err != nil {
			t.Fatalf("game %d: replay: %v", g, err)
		}
		if played != len(m.Log.Moves) || again.Table.Describe(cards.NoSeat) != run.Describe(cards.NoSeat) ||
			!reflect.DeepEqual(again.Table.Result(), run.Result()) {
			t.Fatalf("game %d: PlayRandomRun played %d moves to %v, its log replays %d moves to %v", g, played, run.Result(), len(m.Log.Moves), again.Table.Result())
		}
	}
}

// TestNonJokerActionsIsActionSetButTheJoker holds the win test's and the run's constant masks to
// the sets built from the card data.
func TestNonJokerActionsIsActionSetButTheJoker(t *testing.T) {
	if want := actionSet &^ (1 << Joker); nonJokerActions != want {
		t.Fatalf("nonJokerActions = %#x, want %#x", uint64(nonJokerActions), uint64(want))
	}
	if numberMask != numberSet {
		t.Fatalf("numberMask = %#x, want numberSet %#x", uint64(numberMask), uint64(numberSet))
	}
}
