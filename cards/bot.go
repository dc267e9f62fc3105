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
	return &Random[M]{}
}

// Random plays a uniformly random legal move. It reuses its move list from one decision to the
// next, so a Random kept for a whole match allocates nothing once warm.
type Random[M Move] struct {
	buf []M
	e   Engine[M]   // the engine of the last decision
	rs  Resigner[M] // e as a Resigner (nil: it is none), looked up once per engine
}

// Choose returns a uniformly random legal move (never resigning, see Resigner).
func (b *Random[M]) Choose(e Engine[M], r *Rand) M {
	if b.buf == nil {
		b.buf = make([]M, 0, 32)
	}
	if e != b.e {
		b.e = e
		b.rs, _ = e.(Resigner[M])
	}
	b.buf = dropResign(b.rs, e.Legal(b.buf[:0]))
	return b.buf[r.Intn(len(b.buf))]
}

// Greedy plays the move whose resulting position the game evaluates best for the mover, on a
// determinized copy (so it never reads hidden cards). Ties are broken at random.
//
// "One move ahead" means one move as a player sees it: some games split a move into decisions (play
// a card, then say how to pay for it, then choose the effect's target). When the engine says so
// (MidMover), Greedy looks through the mover's own remaining decisions of that move, up to FollowUps
// of them, following its best continuation, so a card is judged by its effect, not by its cost alone.
type Greedy[M Move] struct {
	FollowUps int // decisions looked through after each move when mid-move; 0 means 4, -1 none
}

// Choose returns the best move one step ahead.
func (g Greedy[M]) Choose(e Engine[M], r *Rand) M {
	me := e.ToMove()
	moves := withoutResign(e, e.Legal(nil))
	if len(moves) == 1 {
		return moves[0]
	}
	depth := g.FollowUps
	switch {
	case depth == 0:
		depth = 4
	case depth < 0:
		depth = 0
	}
	world := e.Clone()
	world.Determinize(me, r)
	best, bestScore, ties := moves[0], -1.0, 0
	for _, m := range moves {
		score, ok := greedyValue(world, m, me, depth)
		if !ok {
			continue
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

// greedyValue plays m on a copy of world and returns how good the result is for me: the payoff of
// a finished game, or the game's evaluation once the move is settled (see settle).
func greedyValue[M Move](world Engine[M], m M, me Seat, depth int) (float64, bool) {
	next := world.Clone()
	if next.Play(m) != nil {
		return 0, false
	}
	return judge(settle(next, depth), me), true
}

// settle follows the decisions that complete the current move while the engine says it is mid-move
// (up to depth of them): whoever decides (the mover paying, a victim choosing its loss) takes the
// continuation best for itself. It returns the position reached.
func settle[M Move](e Engine[M], depth int) Engine[M] {
	mm, ok := e.(MidMover)
	if !ok || depth == 0 || e.Over() || !mm.MidMove() {
		return e
	}
	decider := e.ToMove()
	var best Engine[M]
	bestScore := 0.0
	for _, f := range withoutResign(e, e.Legal(nil)) {
		next := e.Clone()
		if next.Play(f) != nil {
			continue
		}
		leaf := settle(next, depth-1)
		if score := judge(leaf, decider); best == nil || score > bestScore {
			best, bestScore = leaf, score
		}
	}
	if best == nil {
		return e
	}
	return best
}

// judge is a position's value for seat s: the payoff when the game is over, else the evaluation.
func judge[M Move](e Engine[M], s Seat) float64 {
	if e.Over() {
		return e.Result().Payoff(s)
	}
	return e.Evaluate(s)
}
