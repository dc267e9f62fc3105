package cards

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Level is a computer player's strength. The zero value is no level.
type Level int

// Computer player levels, weakest first.
const (
	LevelNone   Level = iota
	LevelRandom       // a uniformly random legal move
	LevelGreedy       // the best move one step ahead by the game's own evaluation
	LevelMCTS         // Monte Carlo tree search with determinization
)

// String returns the level's name as written in --seats (random, greedy, mcts).
func (l Level) String() string {
	switch l {
	case LevelRandom:
		return "random"
	case LevelGreedy:
		return "greedy"
	case LevelMCTS:
		return "mcts"
	}
	return "none"
}

// BotSpec is a computer player's level and, for search, its budget.
type BotSpec struct {
	Level      Level
	Iterations int           // search iterations per decision (0: use Duration or the default)
	Duration   time.Duration // thinking time per decision (0: use Iterations or the default)
}

// DefaultIterations is the search budget of "mcts" without an explicit budget.
const DefaultIterations = 2000

// String writes the spec as in --seats: "random", "greedy", "mcts:5000", "mcts:2s".
func (b BotSpec) String() string {
	switch {
	case b.Level != LevelMCTS:
		return b.Level.String()
	case b.Duration > 0:
		return "mcts:" + b.Duration.String()
	case b.Iterations > 0:
		return "mcts:" + strconv.Itoa(b.Iterations)
	}
	return "mcts"
}

// ParseBotSpec reads "random", "greedy", "mcts", "mcts:5000" or "mcts:2s".
func ParseBotSpec(s string) (BotSpec, error) {
	name, budget, hasBudget := strings.Cut(strings.ToLower(strings.TrimSpace(s)), ":")
	var spec BotSpec
	switch name {
	case "random":
		spec.Level = LevelRandom
	case "greedy":
		spec.Level = LevelGreedy
	case "mcts":
		spec.Level = LevelMCTS
	default:
		return spec, fmt.Errorf("unknown computer player %q (random, greedy, mcts, mcts:5000, mcts:2s)", s)
	}
	if !hasBudget {
		return spec, nil
	}
	if spec.Level != LevelMCTS {
		return spec, fmt.Errorf("computer player %q: only mcts takes a budget", s)
	}
	if n, err := strconv.Atoi(budget); err == nil && n > 0 {
		spec.Iterations = n
		return spec, nil
	}
	if d, err := time.ParseDuration(budget); err == nil && d > 0 {
		spec.Duration = d
		return spec, nil
	}
	return spec, fmt.Errorf("computer player %q: budget %q is neither a positive iteration count nor a duration", s, budget)
}

// Bot chooses moves for the seat to move. It sees the engine it is given, so callers hand it the
// real state; a bot that must not cheat determinizes a clone itself (greedy and search do).
type Bot[M Move] interface {
	Choose(e Engine[M], r *Rand) M
}

// NewBot returns the computer player of the given spec.
func NewBot[M Move](spec BotSpec) Bot[M] {
	switch spec.Level {
	case LevelGreedy:
		return Greedy[M]{}
	case LevelMCTS:
		return &MCTS[M]{Iterations: spec.Iterations, Duration: spec.Duration}
	}
	return Random[M]{}
}

// Random plays a uniformly random legal move.
type Random[M Move] struct{}

// Choose returns a uniformly random legal move (never resigning, see Resigner).
func (Random[M]) Choose(e Engine[M], r *Rand) M {
	moves := withoutResign(e, e.Legal(nil))
	return moves[r.Intn(len(moves))]
}

// Greedy plays the move whose resulting position the game evaluates best for the mover, looking one
// move ahead on a determinized copy (so it never reads hidden cards). Ties are broken at random.
type Greedy[M Move] struct{}

// Choose returns the best move one step ahead.
func (Greedy[M]) Choose(e Engine[M], r *Rand) M {
	me := e.ToMove()
	moves := withoutResign(e, e.Legal(nil))
	if len(moves) == 1 {
		return moves[0]
	}
	world := e.Clone()
	world.Determinize(me, r)
	best, bestScore, ties := moves[0], -1.0, 0
	for _, m := range moves {
		next := world.Clone()
		if next.Play(m) != nil {
			continue
		}
		score := next.Evaluate(me)
		if next.Over() {
			score = next.Result().Payoff(me)
		}
		switch {
		case score > bestScore+1e-12:
			best, bestScore, ties = m, score, 1
		case score > bestScore-1e-12:
			ties++
			if r.Intn(ties) == 0 {
				best = m
			}
		}
	}
	return best
}
