package cards

import (
	"strconv"
	"strings"
	"time"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Level is a computer player's strength. The zero value is no level.
type Level int

// Computer player levels. Random, greedy and mcts are the building blocks; easy, normal and hard
// are the named levels offered to players, each the same on every game (weakest first: easy,
// normal, hard), with budgets each game tunes (see SearchTuner).
const (
	LevelNone   Level = iota
	LevelRandom       // a uniformly random legal move
	LevelGreedy       // the best move one step ahead by the game's own evaluation
	LevelMCTS         // Monte Carlo tree search with determinization, budget given
	LevelEasy         // greedy that plays a random move now and then, like a beginner
	LevelNormal       // a search with the game's normal iteration budget
	LevelHard         // a search with the game's hard iteration budget (four times normal or more)
)

// levelNames are the names of the levels as written in --seats, by Level.
var levelNames = [...]string{"none", "random", "greedy", "mcts", "easy", "normal", "hard"}

// String returns the level's name as written in --seats (random, greedy, mcts, easy, normal, hard).
func (l Level) String() string {
	if l < 0 || int(l) >= len(levelNames) {
		return "none"
	}
	return levelNames[l]
}

// NamedLevels are the levels offered to players, weakest first.
var NamedLevels = []Level{LevelEasy, LevelNormal, LevelHard}

// LadderLevels are the levels a ladder ranks, weakest first (random is its zero).
var LadderLevels = []Level{LevelRandom, LevelEasy, LevelGreedy, LevelNormal, LevelHard}

// ThinkingCap is the most a named level may think per move in the app: 1 s for normal, 3 s for
// hard (0: no cap, the level is fast anyway). Simulations use no cap, so they repeat exactly.
func (l Level) ThinkingCap() time.Duration {
	switch l {
	case LevelNormal:
		return time.Second
	case LevelHard:
		return 3 * time.Second
	}
	return 0
}

// BotSpec is a computer player's level and, for search, its budget.
type BotSpec struct {
	Level      Level
	Iterations int           // search iterations per decision (0: use Duration or the default)
	Duration   time.Duration // thinking time per decision (0: use Iterations or the default)
	// Cap stops a named level's search after this long even when its iterations are not done
	// (the app's ThinkingCap); 0 means no cap. It is not written by String.
	Cap time.Duration
}

// Capped returns the spec with its level's ThinkingCap, as the app plays it.
func (b BotSpec) Capped() BotSpec {
	b.Cap = b.Level.ThinkingCap()
	return b
}

// DefaultIterations is the search budget of "mcts" without an explicit budget.
const DefaultIterations = 2000

// String writes the spec as in --seats: "random", "greedy", "hard", "hard:16000", "mcts:5000", "mcts:2s".
func (b BotSpec) String() string {
	switch {
	case (b.Level == LevelNormal || b.Level == LevelHard) && b.Iterations > 0:
		return b.Level.String() + ":" + strconv.Itoa(b.Iterations)
	case b.Level != LevelMCTS:
		return b.Level.String()
	case b.Duration > 0:
		return "mcts:" + b.Duration.String()
	case b.Iterations > 0:
		return "mcts:" + strconv.Itoa(b.Iterations)
	}
	return "mcts"
}

// ParseBotSpec reads "random", "greedy", "easy", "normal", "hard", "mcts", "mcts:5000" or "mcts:2s".
// "normal:N" and "hard:N" are that level's search with N iterations instead of its own budget (to
// check, say, that hard has converged: hard against hard:16000).
func ParseBotSpec(s string) (BotSpec, error) {
	name, budget, hasBudget := strings.Cut(strings.ToLower(strings.TrimSpace(s)), ":")
	var spec BotSpec
	for l := LevelRandom; int(l) < len(levelNames); l++ {
		if name == levelNames[l] {
			spec.Level = l
		}
	}
	if spec.Level == LevelNone {
		return spec, msgerr.Errorf("unknown computer player %q (random, greedy, easy, normal, hard, mcts, mcts:5000, mcts:2s)", s)
	}
	if !hasBudget {
		return spec, nil
	}
	n, err := strconv.Atoi(budget)
	if spec.Level == LevelNormal || spec.Level == LevelHard {
		if err != nil || n <= 0 {
			return spec, msgerr.Errorf("computer player %q: budget %q is not a positive iteration count", s, budget)
		}
		spec.Iterations = n
		return spec, nil
	}
	if spec.Level != LevelMCTS {
		return spec, msgerr.Errorf("computer player %q: only mcts, normal and hard take a budget", s)
	}
	if err == nil && n > 0 {
		spec.Iterations = n
		return spec, nil
	}
	if d, err := time.ParseDuration(budget); err == nil && d > 0 {
		spec.Duration = d
		return spec, nil
	}
	return spec, msgerr.Errorf("computer player %q: budget %q is neither a positive iteration count nor a duration", s, budget)
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
		return NewGreedy[M]()
	case LevelEasy:
		return Easy[M]{greedy: NewGreedy[M]()}
	case LevelMCTS:
		return &MCTS[M]{Iterations: spec.Iterations, Duration: spec.Duration}
	case LevelNormal, LevelHard:
		return &MCTS[M]{Level: spec.Level, Iterations: spec.Iterations, Duration: spec.Cap}
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

// Easy plays like a beginner: Greedy's move, except that one decision in Blunders (default 4)
// is a uniformly random legal move instead.
type Easy[M Move] struct {
	Blunders int // one decision in this many is random; 0 means 4

	greedy Greedy[M] // the greedy player it is, with its working memory (NewBot)
}

// Choose returns Greedy's move, or now and then a random one.
func (b Easy[M]) Choose(e Engine[M], r *Rand) M {
	n := b.Blunders
	if n <= 0 {
		n = 4
	}
	if r.Intn(n) == 0 {
		moves := withoutResign(e, e.Legal(nil))
		return moves[r.Intn(len(moves))]
	}
	return b.greedy.Choose(e, r)
}

// BotRand returns the random stream of the computer player that decides after moves moves of a
// match dealt with seed. The app and the terminal both draw their computer players' chance from
// it, so one seed plays the same game in either, and a position reached again after an undo is
// answered alike.
func BotRand(seed uint64, moves int) Rand {
	return NewRand(seed ^ uint64(moves+1)*0x9e3779b97f4a7c15)
}
