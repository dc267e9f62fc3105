package flask

import (
	"math"
	"slices"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// TestTheSoftPlayoutRulePlaysLegalMovesToTheEndOfACard checks, over random games of 2 to 4 seats and
// every rule variant that changes a decision, that SoftPlayoutStep plays only legal moves, never
// resigns and leaves every card it starts finished, and that RuleDecision plays the rule's legal
// choices exactly when a move is being completed, as one decision at a time would.
func TestTheSoftPlayoutRulePlaysLegalMovesToTheEndOfACard(t *testing.T) {
	variants := [][]string{nil, {"lose=attacker"}, {"draw-discard=no"}, {"cap=none"}, {"reaction-blocks=yes"}}
	for seed := uint64(1); seed <= 30; seed++ {
		e, err := New(cards.Config{Seats: 2 + int(seed%3), Seed: seed, Rules: rulesOf(t, variants[seed%5])})
		if err != nil {
			t.Fatal(err)
		}
		r := cards.NewRand(seed)
		rb := &cards.Random[Move]{}
		for steps := 0; !e.Over() && steps < 400; steps++ {
			switch {
			case steps%3 == 0: // random moves, so the rule meets every phase
				if err := e.Play(rb.Choose(e, &r)); err != nil {
					t.Fatal(err)
				}
			case e.MidMove():
				if want := e.quickMove(); want.Kind == MoveResign || !e.isLegal(want) {
					t.Fatalf("seed %d: the rule chose %v, not legal in\n%s", seed, want, e.Describe(cards.NoSeat))
				}
				one := e.Clone().(*State) // the rule's decisions one at a time
				for one.MidMove() {
					one.apply(one.quickMove())
				}
				if !e.RuleDecision() {
					t.Fatalf("seed %d: no rule decision mid-move", seed)
				}
				if e.stateHead != one.stateHead || !sameSeats(e, one) {
					t.Fatalf("seed %d: RuleDecision reached\n%s\none decision at a time\n%s", seed, e.Describe(cards.NoSeat), one.Describe(cards.NoSeat))
				}
			default:
				if e.RuleDecision() {
					t.Fatalf("seed %d: a rule decision at the start of a move", seed)
				}
				m := e.softMove(&r, 1.5)
				if m.Kind == MoveResign || !e.isLegal(m) {
					t.Fatalf("seed %d: the soft rule chose %v, not legal in\n%s", seed, m, e.Describe(cards.NoSeat))
				}
				if !e.SoftPlayoutStep(&r, 1.5) {
					t.Fatalf("seed %d: no soft playout step in a game not over", seed)
				}
				if !e.Over() && e.MidMove() {
					t.Fatalf("seed %d: mid-move after a soft playout step", seed)
				}
			}
		}
	}
}

// TestTheSoftPlayoutRulePrefersTheRulesBestMove checks that at a low temperature the soft rule plays
// a move the rule scores best, and at a high one also others.
func TestTheSoftPlayoutRulePrefersTheRulesBestMove(t *testing.T) {
	cold, warm, positions := 0, 0, 0
	eachRandomPosition(t, 20, func(seed uint64, e *State) {
		if e.phase != phaseMain || len(e.Legal(nil)) < 3 {
			return
		}
		positions++
		var b sketchBoard
		e.loadSketch(&b)
		best := math.Inf(-1)
		for _, m := range e.Legal(nil) {
			if m.Kind != MoveResign {
				best = max(best, e.quickValue(&b, m))
			}
		}
		r := cards.NewRand(seed)
		for range 4 {
			if e.quickValue(&b, e.softMove(&r, 1e-6)) < best-1e-9 { // sums in a different order
				cold++
			}
			if e.quickValue(&b, e.softMove(&r, 100)) < best-1e-9 {
				warm++
			}
		}
	})
	if positions == 0 || cold > 0 || warm == 0 {
		t.Errorf("%d positions: a move scored below the best %d times at temperature 1e-6 (want 0), %d times at 100 (want some)", positions, cold, warm)
	}
}

// TestTheCutoffJudgementIsAProbabilityOfWinning checks, over random positions, that CutoffEvaluate
// lies between 0 and 1, gives two seats shares that sum to 1 (its terms are each seat's value less
// the other's), the result when the game is over, and more to a seat given a resource more.
func TestTheCutoffJudgementIsAProbabilityOfWinning(t *testing.T) {
	finished := eachRandomPosition(t, 30, func(seed uint64, e *State) {
		for s := range e.Seats() {
			if v := e.CutoffEvaluate(cards.Seat(s)); !(v >= 0 && v <= 1) {
				t.Fatalf("seed %d: seat %d judged %v", seed, s, v)
			}
		}
		if e.Seats() == 2 && !e.seat[0].out && !e.seat[1].out {
			if sum := e.CutoffEvaluate(0) + e.CutoffEvaluate(1); math.Abs(sum-1) > 1e-9 {
				t.Fatalf("seed %d: the two seats' shares sum to %v", seed, sum)
			}
			me := cards.Seat(e.turn)
			if e.seat[me].total() < lifeSafe {
				before := e.CutoffEvaluate(me)
				richer := e.Clone().(*State)
				richer.seat[me].counters[0]++
				if after := richer.CutoffEvaluate(me); !(after > before) {
					t.Fatalf("seed %d: a resource more judged %v, before %v", seed, after, before)
				}
			}
		}
	})
	for _, e := range finished {
		for s := range e.Seats() {
			if got, want := e.CutoffEvaluate(cards.Seat(s)), e.Result().Payoff(cards.Seat(s)); got != want {
				t.Errorf("a finished game: seat %d judged %v, its payoff %v", s, got, want)
			}
		}
	}
}

// softMoveListed is softMove as session 7 first wrote it, the test's oracle: Legal's list, each
// move weighed by quickValue (the counters of the grow phase as quickCounter weighs them).
func (e *State) softMoveListed(r *cards.Rand, temp float64) Move {
	moves := e.Legal(nil)
	if n := len(moves); n > 1 && moves[n-1].Kind == MoveResign {
		moves = moves[:n-1]
	}
	if len(moves) == 1 || e.phase == phaseDraw || e.phase >= phaseRespond {
		return e.quickMove()
	}
	w := make([]float64, len(moves))
	if e.phase == phaseGrow {
		var q sketchSeat
		q.load(&e.seat[e.toMove])
		var vs [4]float64
		e.ownValuesAdding(&q, 1, &vs)
		for i, m := range moves {
			if m.Kind == MoveNoGrow {
				w[i] = e.ownValue(&q)
			} else {
				w[i] = vs[m.Arg]
			}
		}
	} else {
		var b sketchBoard
		e.loadSketch(&b)
		for i, m := range moves {
			w[i] = e.quickValue(&b, m)
		}
	}
	return moves[softPickPlain(r, temp, w)]
}

// softPickPlain is softPick as session 7 wrote it, the oracle of its saved exponentials: one
// math.Exp per value.
func softPickPlain(r *cards.Rand, temp float64, w []float64) int {
	best := math.Inf(-1)
	for _, v := range w {
		best = max(best, v)
	}
	sum := 0.0
	for i, v := range w {
		w[i] = math.Exp((v - best) / temp)
		sum += w[i]
	}
	x := r.Float64() * sum
	for i, v := range w {
		x -= v
		if x <= 0 {
			return i
		}
	}
	return len(w) - 1
}

// TestSoftPickWeighsAsMathExp checks that softPick leaves in w the weights of softPickPlain bit for
// bit and draws the same index with the same random numbers, on random lists of values drawn from
// a few (so they repeat, more than the four it remembers), infinities and NaN among them.
func TestSoftPickWeighsAsMathExp(t *testing.T) {
	r := cards.NewRand(5)
	pool := []float64{0, 1, -1, 0.25, 2.5, -3.125, 7, 1e-9, math.Inf(-1), math.Inf(1), math.NaN(), math.Copysign(0, -1)}
	memo := new(expMemo) // kept across trials and temperatures, as a State keeps it
	for trial := range 20000 {
		n := 1 + r.Intn(12)
		few := 3 + r.Intn(len(pool)-3)
		if trial%2 == 0 {
			few = 8 // finite values only
		}
		w := make([]float64, n)
		for i := range w {
			w[i] = pool[r.Intn(few)] + float64(r.Intn(3))*0.5
		}
		plain := slices.Clone(w)
		temp := []float64{0.5, 1.5, 10}[trial/1000%3] // a while at each temperature
		r1, r2 := cards.NewRand(uint64(trial)), cards.NewRand(uint64(trial))
		in := slices.Clone(w)
		got, want := softPick(&r1, temp, w, memo), softPickPlain(&r2, temp, plain)
		if got != want || r1 != r2 || !sameBits(w, plain) {
			t.Fatalf("values %v, temperature %v: softPick drew %d with weights %v, one exponential each %d with %v", in, temp, got, w, want, plain)
		}
	}
}

// TestSoftMainWeighsManyChoicesAsFew checks that the main phase's pick with room for every choice
// draws as the small array's, on the main phases of random games.
func TestSoftMainWeighsManyChoicesAsFew(t *testing.T) {
	positions := 0
	eachRandomPosition(t, 20, func(seed uint64, e *State) {
		if e.phase != phaseMain {
			return
		}
		var plays [2 * maxCards]uint8
		n, payable := e.playableKinds(&plays)
		piles := []uint8{}
		for p := uint8(0); p < e.seat[e.turn].pileN; p++ {
			if e.canTriggerOwn(p) {
				piles = append(piles, p)
			}
		}
		if n+len(piles) == 0 || n+len(piles) >= softFew {
			return
		}
		positions++
		r1, r2 := cards.NewRand(seed), cards.NewRand(seed)
		var w [softFew]float64
		few := e.softMainPick(&r1, 1.5, plays[:n], piles, w[:n+len(piles)+1], payable)
		if many := e.softMainPickMany(&r2, 1.5, plays[:n], piles, payable); many != few || r1 != r2 {
			t.Fatalf("seed %d: %d choices drew %d, with room for every choice %d", seed, n+len(piles)+1, few, many)
		}
	})
	if positions < 100 {
		t.Errorf("only %d positions", positions)
	}
}

// TestTheSoftRuleChoosesAsAmongLegalsList checks, at every position of random games, that the
// soft rule weighing the choices without listing them draws the same move, with the same random
// numbers, as weighing Legal's list.
func TestTheSoftRuleChoosesAsAmongLegalsList(t *testing.T) {
	positions := 0
	eachRandomPosition(t, 40, func(seed uint64, e *State) {
		positions++
		for i, temp := range []float64{0.5, 1.5, 10} {
			r1, r2 := cards.NewRand(seed+uint64(i)), cards.NewRand(seed+uint64(i))
			got, want := e.softMove(&r1, temp), e.softMoveListed(&r2, temp)
			if got != want || r1 != r2 {
				t.Fatalf("seed %d, temperature %v: softMove chose %v, among Legal's list %v, in\n%s", seed, temp, got, want, e.Describe(cards.NoSeat))
			}
		}
	})
	if positions < 1000 {
		t.Errorf("only %d positions", positions)
	}
}
