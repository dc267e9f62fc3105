package cards

import (
	"testing"
)

func TestParseMoveReadsTheNotationOfALegalMove(t *testing.T) {
	g := newToy(2, 1, 21)
	g.hands[g.turn] = []int{3, 5, 5}
	for _, text := range []string{"play 3", "  PLAY   5 ", "Play 5"} {
		m, err := ParseMove[toyMove](g, text)
		if err != nil || m.resign {
			t.Errorf("%q: %v, %v", text, m, err)
		}
	}
	_, err := ParseMove[toyMove](g, "play 4")
	var ill *IllegalMoveError
	if !errorsAs(err, &ill) || ill.Move != "play 4" || !errorsIs(err, ErrIllegalMove) {
		t.Fatalf("play 4 with no 4 in hand: %v", err)
	}
	if want := "not a legal move here; legal: play 3, play 5, resign"; ill.Reason != want {
		t.Errorf("reason %q, want %q", ill.Reason, want)
	}
	g.over = true
	if _, err := ParseMove[toyMove](g, "play 3"); !errorsIs(err, ErrGameOver) {
		t.Errorf("after the end: %v", err)
	}
}

func TestBotsNeverResign(t *testing.T) {
	r := NewRand(1)
	for _, spec := range []BotSpec{{Level: LevelRandom}, {Level: LevelGreedy}, {Level: LevelMCTS, Iterations: 50}} {
		bot := NewBot[toyMove](spec)
		for i := range 200 {
			g := newToy(2, uint64(i), 21)
			if m := bot.Choose(g, &r); m.resign {
				t.Fatalf("%s resigned", spec)
			}
		}
	}
}

func TestBotsResignWhenItIsTheOnlyMove(t *testing.T) {
	g := newToy(2, 1, 21)
	g.hands[g.turn] = nil
	r := NewRand(1)
	for _, spec := range []BotSpec{{Level: LevelRandom}, {Level: LevelGreedy}, {Level: LevelMCTS, Iterations: 10}} {
		if m := NewBot[toyMove](spec).Choose(g, &r); !m.resign {
			t.Errorf("%s: %v", spec, m)
		}
	}
}

func TestGreedyAvoidsLosingOneMoveAhead(t *testing.T) {
	g := newToy(2, 1, 21)
	g.total = 17
	g.hands[g.turn] = []int{6, 5, 2}
	r := NewRand(1)
	for range 50 {
		if m := (Greedy[toyMove]{}).Choose(g, &r); m.value != 2 {
			t.Fatalf("greedy played %v at 17 of 21", m)
		}
	}
}

// playToys plays n toy games between a and b, seats swapped, and returns a's score.
func playToys(t *testing.T, a, b BotSpec, n int, seed uint64) float64 {
	t.Helper()
	r := NewRand(seed)
	score := 0.0
	for i := range n {
		g := newToy(2, r.Uint64(), 21)
		bots := []Bot[toyMove]{NewBot[toyMove](a), NewBot[toyMove](b)}
		seatA := Seat(i % 2)
		if seatA == 1 {
			bots[0], bots[1] = bots[1], bots[0]
		}
		for !g.Over() {
			if err := g.Play(bots[g.ToMove()].Choose(g, &r)); err != nil {
				t.Fatal(err)
			}
		}
		score += g.Result().Payoff(seatA)
	}
	return score / float64(n)
}

func TestSearchBeatsRandomAndGreedyAtTheToy(t *testing.T) {
	mcts := BotSpec{Level: LevelMCTS, Iterations: 200}
	if s := playToys(t, mcts, BotSpec{Level: LevelRandom}, 200, 1); s < 0.65 {
		t.Errorf("mcts scored %.2f against random", s)
	}
	if s := playToys(t, mcts, BotSpec{Level: LevelGreedy}, 200, 2); s < 0.55 {
		t.Errorf("mcts scored %.2f against greedy", s)
	}
}

func TestSearchDecidesOnlyFromWhatItsSeatSees(t *testing.T) {
	// Same public position and own hand, the opponent's unseen cards dealt differently.
	a := newToy(2, 1, 21)
	a.turn, a.total = 0, 12
	a.hands[0] = []int{2, 4, 6}
	b := a.Clone().(*toy)
	b.hands[1], b.decks[1] = append([]int(nil), b.decks[1][:3]...), append(append([]int(nil), b.decks[1][3:]...), a.hands[1]...)
	for seed := uint64(1); seed <= 5; seed++ {
		ra, rb := NewRand(seed), NewRand(seed)
		bot := &MCTS[toyMove]{Iterations: 300}
		ma, mb := bot.Choose(a, &ra), bot.Choose(b, &rb)
		if ma != mb {
			t.Errorf("seed %d: %v with one hidden deal, %v with another", seed, ma, mb)
		}
	}
}

func TestSearchBudgetByTimeAndPlayoutCount(t *testing.T) {
	g := newToy(2, 3, 21)
	bot := &MCTS[toyMove]{Iterations: 123}
	r := NewRand(1)
	bot.Choose(g, &r)
	if bot.Playouts != 123 {
		t.Errorf("%d playouts, want 123", bot.Playouts)
	}
	timed := &MCTS[toyMove]{Duration: 20e6}
	timed.Choose(g, &r)
	if timed.Playouts < 16 {
		t.Errorf("a 20 ms search ran %d playouts", timed.Playouts)
	}
}

func TestSearchAsksThePlayoutPolicyOfTheWorldItPlaysOut(t *testing.T) {
	g := newToy(2, 4, 21)
	g.policy = &toyPolicy{}
	r := NewRand(1)
	(&MCTS[toyMove]{Iterations: 100}).Choose(g, &r)
	if g.policy.calls == 0 {
		t.Fatal("the playout policy was never asked")
	}
	if g.policy.mismatches != 0 {
		t.Errorf("%d of %d calls were given moves of another state", g.policy.mismatches, g.policy.calls)
	}
	*g.policy = toyPolicy{}
	(&MCTS[toyMove]{Iterations: 100, UniformPlayouts: true}).Choose(g, &r)
	if g.policy.calls != 0 {
		t.Errorf("UniformPlayouts still asked the policy %d times", g.policy.calls)
	}
}

// steppedToy is a toy with a fast playout rule (PlayoutStepper) that counts its calls.
type steppedToy struct {
	*toy
	steps *int
}

func (s steppedToy) Clone() Engine[toyMove] { return steppedToy{s.toy.Clone().(*toy), s.steps} }

func (s steppedToy) PlayoutStep(r *Rand) bool {
	if s.Over() {
		return false
	}
	*s.steps++
	moves := withoutResign[toyMove](s.toy, s.Legal(nil))
	return s.Play(moves[r.Intn(len(moves))]) == nil
}

func TestSearchPrefersTheFastPlayoutRuleToThePlayoutPolicy(t *testing.T) {
	g := steppedToy{newToy(2, 4, 21), new(int)}
	g.policy = &toyPolicy{}
	r := NewRand(1)
	(&MCTS[toyMove]{Iterations: 100}).Choose(g, &r)
	if *g.steps == 0 || g.policy.calls != 0 {
		t.Fatalf("%d playout steps, %d policy calls: the search must play out by PlayoutStep", *g.steps, g.policy.calls)
	}
	*g.steps = 0
	(&MCTS[toyMove]{Iterations: 100, UniformPlayouts: true}).Choose(g, &r)
	if *g.steps != 0 || g.policy.calls != 0 {
		t.Errorf("UniformPlayouts still played %d steps by the rule", *g.steps)
	}
}
