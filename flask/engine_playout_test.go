package flask

import (
	"math"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestPlayoutStepPlaysLegalMovesToTheEndOfACard checks, over random games of 2 to 4 seats and every
// rule variant that changes a decision, that the fast playout rule only plays legal moves, never
// resigns, and leaves every card it starts finished (not mid-move).
func TestPlayoutStepPlaysLegalMovesToTheEndOfACard(t *testing.T) {
	variants := [][]string{nil, {"lose=attacker"}, {"draw-discard=no"}, {"cap=none"}, {"reaction-blocks=yes"}}
	for seed := uint64(1); seed <= 30; seed++ {
		rules := variants[seed%uint64(len(variants))]
		e, err := New(cards.Config{Seats: 2 + int(seed%3), Seed: seed, Rules: rulesOf(t, rules)})
		if err != nil {
			t.Fatal(err)
		}
		r := cards.NewRand(seed)
		rb := &cards.Random[Move]{}
		for steps := 0; !e.Over() && steps < 400; steps++ {
			if steps%3 == 0 { // mix in random moves, so the rule meets every phase
				if err := e.Play(rb.Choose(e, &r)); err != nil {
					t.Fatal(err)
				}
				continue
			}
			for k := 0; !e.Over(); k++ {
				m := e.quickMove()
				if m.Kind == MoveResign || !e.isLegal(m) {
					t.Fatalf("seed %d: the playout rule chose %v, not legal in\n%s", seed, m, e.Describe(cards.NoSeat))
				}
				e.apply(m)
				if !e.MidMove() {
					break
				}
			}
			if !e.Over() && e.MidMove() {
				t.Fatalf("seed %d: mid-move after a playout step", seed)
			}
		}
	}
}

// rulesOf reads rule variants NAME=VALUE.
func rulesOf(t *testing.T, given []string) cards.Rules {
	t.Helper()
	rules := cards.Rules{}
	for _, r := range given {
		name, value, _ := strings.Cut(r, "=")
		rules[name] = value
	}
	return rules
}

// playoutPlays tells whether the fast playout rule, from start, plays move before the turn passes.
func playoutPlays(start *State, move string) (bool, []string) {
	e := start.Clone().(*State)
	me := e.ToMove()
	var played []string
	for !e.Over() && e.ToMove() == me && len(played) < 20 {
		m := e.quickMove()
		played = append(played, m.String())
		if m.String() == move {
			return true, played
		}
		e.apply(m)
	}
	return false, played
}

func TestThePlayoutRulePlaysAsGreedyInTheBasicCases(t *testing.T) {
	sabotage := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"R2 - R2", "Research", "Profit"}, Deck: repeatCard(8, "Profit")},
		{Hand: []string{"Profit", "Profit", "Attack"}, Deck: repeatCard(8, "Profit")},
	}})
	act(t, sabotage, "grow blue")
	discard := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Apply"}, Deck: repeatCard(5, "Profit"), Discard: []string{"Attack"}},
		{Hand: []string{"Profit"}, Deck: repeatCard(5, "Profit")},
	}})
	act(t, discard, "grow blue", "play Apply")
	mill := position(t, Setup{Seats: []SeatSetup{
		{Hand: []string{"Sabotage", "Profit"}, Deck: repeatCard(4, "Profit")},
		{Deck: repeatCard(5, "Profit")},
	}})
	act(t, mill, "no grow")
	for _, c := range []struct {
		name string
		e    *State
		move string
	}{
		{"plays an affordable card that helps", sabotage, "play R2 - R2"},
		{"draws from the discard pile", discard, "draw discard"},
		{"sabotages an empty hand to mill the deck", mill, "play Sabotage"},
	} {
		if ok, played := playoutPlays(c.e, c.move); !ok {
			t.Errorf("%s: played %q", c.name, played)
		}
	}
}

// TestTheSketchCountsPayableCardsAsTheEvaluation checks, over random games, that the sketch of a
// seat counts the hand cards it can pay for as the evaluation does.
func TestTheSketchCountsPayableCardsAsTheEvaluation(t *testing.T) {
	eachRandomPosition(t, 20, func(seed uint64, e *State) {
		for i := range e.n {
			var q sketchSeat
			q.load(&e.seat[i])
			if got, want := playableOf(e.tab, &q.counters, q.hand[:q.hn]), e.seat[i].playable(e.tab); got != want {
				t.Fatalf("seed %d seat %d: the sketch counts %d payable cards, the evaluation %d", seed, i, got, want)
			}
			if got, want := e.sketchAssets(i, &q), e.assets(i); math.Abs(got-want) > 1e-9 {
				t.Fatalf("seed %d seat %d: the sketch's assets %v, the evaluation's %v", seed, i, got, want)
			}
		}
	})
}
