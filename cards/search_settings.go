package cards

import "time"

// SearchSettings are the knobs of the search player for one level of one game.
type SearchSettings struct {
	Iterations  int     // iterations per decision
	Exploration float64 // UCB exploration constant
	MaxPlayout  int     // playout length in moves before the game's evaluation decides
	Settle      bool    // follow-up decisions of a move are settled by evaluation (MCTS.Settle)
	// GreedyPlayouts is the share of playout moves played greedily (MCTS.GreedyPlayouts).
	GreedyPlayouts float64
	// PlayoutTemperature, when above 0, makes each playout move a softmax choice over the fast
	// rule's scores at that temperature (SoftPlayoutStepper), not always the rule's best.
	PlayoutTemperature float64
	// RuleFollowUps settles below the root the follow-up decisions of a move by the fast rule
	// (RuleDecider) instead of branching on them: the tree branches on whole moves.
	RuleFollowUps bool
	// Cutoff judges a playout's cut-off by the engine's CutoffEvaluator instead of Evaluate.
	Cutoff bool
	// Finish plays, before searching, a move that wins the match outright before the turn passes
	// when the engine finds one (Finisher).
	Finish bool
	// Beliefs samples each iteration's world from the engine's Believer (inferred from the public
	// history once per decision) instead of Determinize, when it has one.
	Beliefs bool
}

// Believer is implemented by engines that can infer, once per decision, how the cards observer
// cannot see likely lie, from what the others were seen to do: Belief returns the function that
// deals one sampled world (a copy of the position) from that inference, or nil to sample with
// Determinize. Both must read only what observer may know.
type Believer[M Move] interface {
	Belief(observer Seat, r *Rand) func(world Engine[M], r *Rand)
}

// Finisher is implemented by engines that can look, from the mover's view only, for a move that
// wins the match outright before the turn passes whatever the others decide: WinningMove returns
// it, or ok false. It must leave r as it was, so a decision without such a move is the search's
// alone.
type Finisher[M Move] interface {
	WinningMove(r *Rand) (m M, ok bool)
}

// SearchTuner is implemented by engines that tune the named search levels for their game: normal
// and hard get deterministic iteration budgets sized so a move takes well under the level's
// ThinkingCap, and playout lengths that suit the game.
type SearchTuner interface {
	SearchSettings(l Level) SearchSettings
}

// DefaultSearch is the search of a level on a game without SearchTuner: normal 1000 iterations,
// hard 4000, playouts to the end (2000 moves at most); any other level DefaultIterations.
func DefaultSearch(l Level) SearchSettings {
	s := SearchSettings{Iterations: DefaultIterations, Exploration: 0.7, MaxPlayout: 2000}
	switch l {
	case LevelNormal:
		s.Iterations = 1000
	case LevelHard:
		s.Iterations = 4000
	}
	return s
}

// settings resolves the search's budget and knobs for engine e: a named level takes the game's
// settings; explicit fields override them.
func (s *MCTS[M]) settings(e Engine[M]) SearchSettings {
	set := DefaultSearch(s.Level)
	if s.Level == LevelNormal || s.Level == LevelHard {
		if t, ok := e.(SearchTuner); ok {
			set = t.SearchSettings(s.Level)
		}
	}
	if s.Iterations > 0 || (s.Level == LevelMCTS || s.Level == LevelNone) && s.Duration > 0 {
		set.Iterations = s.Iterations // an explicit budget: iterations, or only time when 0
	}
	if s.Exploration > 0 {
		set.Exploration = s.Exploration
	}
	if set.Exploration <= 0 {
		set.Exploration = 0.7
	}
	if s.MaxPlayout > 0 {
		set.MaxPlayout = s.MaxPlayout
	}
	if set.MaxPlayout <= 0 {
		set.MaxPlayout = 2000
	}
	set.Settle = set.Settle || s.Settle
	if s.GreedyPlayouts > 0 {
		set.GreedyPlayouts = s.GreedyPlayouts
	}
	return set
}

// deadline is when a search that started at now must stop (zero: no time limit).
func (s *MCTS[M]) deadline(now time.Time) time.Time {
	if s.Duration > 0 {
		return now.Add(s.Duration)
	}
	return time.Time{}
}
