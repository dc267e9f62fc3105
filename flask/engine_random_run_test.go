package flask

import (
	"reflect"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestPlayRandomRunPlaysAsPlayRandom plays the same random games twice, one PlayRandom call a
// move and by PlayRandomRun in runs of random lengths, and requires after each run the same
// position, the same random stream, the same moves counted and the same tally; and Turns, in both
// games, equal to the turns a simulation counts from the written moves (a turn at the first move
// and at each move after an "end", as Game.IsTurnEnd tells it). Games of 2 to 4 seats, every
// preset palette and every rule variant's values.
func TestPlayRandomRunPlaysAsPlayRandom(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 100
	}
	for g := range games {
		cfg := randomRunConfig(g)
		step, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		run := step.Clone().(*State)
		seats := int(step.n)
		rStep, rRun, rLen := cards.NewRand(uint64(g)), cards.NewRand(uint64(g)), cards.NewRand(uint64(g)+1000)
		want, got := make([]int32, cards.MaxTallyKey*seats), make([]int32, cards.MaxTallyKey*seats)
		turns, newTurn := 0, true
		for total := 0; !step.Over(); {
			n := 1 + rLen.Intn(40)
			if rLen.Intn(8) == 0 {
				n = 1 << 20
			}
			played := 0
			for ; played < n && !step.Over(); played++ {
				seat := step.toMove
				m := step.PlayRandom(&rStep)
				if k := step.TallyKey(m); k > 0 {
					want[k*seats+int(seat)]++
				}
				if newTurn {
					turns++
				}
				newTurn = (Game{}).IsTurnEnd(m.String())
			}
			if ran := run.PlayRandomRun(&rRun, n, got); ran != played {
				t.Fatalf("game %d move %d: PlayRandomRun(%d) played %d moves, PlayRandom %d", g, total, n, ran, played)
			}
			total += played
			if !reflect.DeepEqual(step, run) {
				t.Fatalf("game %d move %d: positions differ after a run of %d moves", g, total, n)
			}
			if rStep != rRun {
				t.Fatalf("game %d move %d: the random streams differ after a run of %d moves", g, total, n)
			}
			if !reflect.DeepEqual(want, got) {
				t.Fatalf("game %d move %d: tally %v, PlayRandom's moves %v", g, total, nonZero(got), nonZero(want))
			}
			if step.Turns() != turns || run.Turns() != turns {
				t.Fatalf("game %d move %d: Turns %d (PlayRandom) and %d (PlayRandomRun), the written moves' turns %d", g, total, step.Turns(), run.Turns(), turns)
			}
		}
		if ran := run.PlayRandomRun(&rRun, 10, got); ran != 0 {
			t.Fatalf("game %d: PlayRandomRun played %d moves after the end", g, ran)
		}
	}
}

// randomRunConfig is the setup of test game g: 2 to 4 seats of preset palettes and the rule
// variants' values in turn.
func randomRunConfig(g int) cards.Config {
	seats := 2 + g%(maxSeats-1)
	cfg := cards.Config{Seats: seats, Seed: uint64(g), Decks: make([]string, seats), Rules: cards.Rules{}}
	for i := range cfg.Decks {
		cfg.Decks[i] = PresetNames[1+(g/3+i)%(len(PresetNames)-1)] // not "base", a palette
	}
	for i, v := range Variants {
		cfg.Rules[v.Name] = v.Values[(g>>i)%len(v.Values)]
	}
	return cfg
}

// nonZero lists a tally's counts that are not 0, by index.
func nonZero(tally []int32) map[int]int32 {
	m := map[int]int32{}
	for i, c := range tally {
		if c != 0 {
			m[i] = c
		}
	}
	return m
}

// TestTallyMoveHasItsKey requires TallyMove(k) to be a move of key k, named by TallyName as every
// move of that key, for every key TallyKey gives, and nothing beyond.
func TestTallyMoveHasItsKey(t *testing.T) {
	s, err := New(cards.Config{Seats: 3, Seed: 1, Decks: []string{"red", "green", "yellow"}})
	if err != nil {
		t.Fatal(err)
	}
	moves := []Move{{Kind: MoveTrigger, tab: s.tab}, {Kind: MoveTrigger, Arg: 2, tab: s.tab}}
	for k := range s.tab.kinds {
		moves = append(moves, Move{Kind: MovePlay, Arg: uint8(k), tab: s.tab})
	}
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
	last := s.TallyKey(Move{Kind: MovePlay, Arg: uint8(len(s.tab.kinds) - 1), tab: s.tab})
	if m, ok := s.TallyMove(last + 1); ok {
		t.Errorf("TallyMove past the last key gives %q", m)
	}
	if m, ok := s.TallyMove(0); ok {
		t.Errorf("TallyMove(0) gives %q: key 0 counts nothing", m)
	}
}
