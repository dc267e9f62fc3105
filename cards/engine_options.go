package cards

// Optional interfaces an Engine may implement. Computer players use them when present; every
// game works without them.

// Resigner is implemented by engines whose legal moves include resigning. Computer players never
// choose a resigning move (random playouts would otherwise end games by chance). Legal lists
// resigning at most once, as its last move, so leaving it out costs one look.
type Resigner[M Move] interface {
	IsResign(m M) bool
}

// RandomPlayer is implemented by engines with a fast path for uniformly random play. PlayRandom
// plays, for the seat to move, exactly the move the Random computer player would choose with r
// (drawing the same numbers from r) and returns it, typically without listing the legal moves.
// Simulations use it for their random players.
type RandomPlayer[M Move] interface {
	PlayRandom(r *Rand) M
}

// RandomRunner is implemented by engines with a fast path for whole random matches, where every
// seat is the Random computer player. PlayRandomRun plays up to max moves, each exactly the move
// PlayRandom would play with r, stops when the game ends and returns the number of moves played.
// When tally is not nil, it adds one to tally[k*Seats()+seat] for each move seat played whose
// TallyKey k is above 0 (the engine is a TallyKeyer). TallyMove returns a move of tally key k
// (so that a report can write its name), or false when no key is k or above.
// Simulations play a match of random players with it when the engine is also a TurnCounter.
type RandomRunner[M Move] interface {
	RandomPlayer[M]
	PlayRandomRun(r *Rand, max int, tally []int32) int
	TallyMove(k int) (M, bool)
}

// TallyKeyer is implemented by engines that classify their own moves for the lab's move tally, so a
// simulation counts moves without writing them. TallyKey returns 0 for a move the game's
// MoveTally does not count, else a number below MaxTallyKey; within a match, moves with equal keys
// have equal tally names (the game's MoveTally name of their notation).
type TallyKeyer[M Move] interface {
	TallyKey(m M) int
}

// TurnEndMover is implemented by engines whose turns hold several moves, responses by other seats
// included: EndsTurn tells whether m ends the mover's turn, as the game's TurnEnder tells it from
// m's notation. A simulation counts turns with it without writing moves.
type TurnEndMover[M Move] interface {
	EndsTurn(m M) bool
}

// MaxTallyKey bounds TallyKeyer's keys.
const MaxTallyKey = 512

// Copier is implemented by engines that can become a copy of another engine of the same game
// without allocating; search players then reuse one state for all their simulated games.
type Copier[M Move] interface {
	CopyFrom(src Engine[M])
}

// PlayoutPolicy is implemented by engines that pick playout moves better than uniformly at random
// (a cheap game-specific rule of thumb). moves holds the legal moves, resigning removed.
type PlayoutPolicy[M Move] interface {
	PlayoutMove(moves []M, r *Rand) M
}

// PlayoutStepper is implemented by engines with a fast playout rule that plays a whole move at
// once: a decision of the seat to move with every follow-up decision of it (MidMover), chosen by
// the game's own cheap judgement, on the engine itself. PlayoutStep reports false when it played
// nothing (a finished game). The search prefers it to PlayoutPolicy.
type PlayoutStepper interface {
	PlayoutStep(r *Rand) bool
}

// SoftPlayoutStepper is implemented by engines whose fast playout rule can also choose its move
// at random with preference (a softmax over its own scores at temperature temp, in the game's
// points): the search then plays more varied playouts than the rule's single best line. The
// follow-up decisions of the move are still the rule's best.
type SoftPlayoutStepper interface {
	SoftPlayoutStep(r *Rand, temp float64) bool
}

// SoftPlayouter is implemented by SoftPlayoutSteppers that can play a whole playout in one call:
// SoftPlayout plays SoftPlayoutStep(r, temp) up to max times, stopping when the game is over, with
// the same random numbers and moves as that many calls (the search then pays one call a playout
// rather than two a move).
type SoftPlayouter interface {
	SoftPlayout(r *Rand, temp float64, max int)
}

// RuleDecider is implemented by engines with a fast playout rule that can take one decision at a
// time: RuleDecision plays the rule's choice when the seat to move is completing a move (MidMover),
// one decision or every one in a row up to the move's end (the same moves as one at a time), and
// reports whether it played any. The search then settles a card's follow-up decisions below its
// root by the rule instead of branching on them (SearchSettings.RuleFollowUps).
type RuleDecider interface {
	RuleDecision() bool
}

// CutoffEvaluator is implemented by engines with a judgement for the search's cut-off: the
// probability that seat s wins from a position its playout stopped in, between 0 and 1, where
// Evaluate serves greedy's comparisons (SearchSettings.Cutoff).
type CutoffEvaluator interface {
	CutoffEvaluate(s Seat) float64
}

// CutoffEvaluatorAll is implemented by CutoffEvaluators that judge every seat at once:
// CutoffEvaluateAll writes CutoffEvaluate(s) of every seat s into dst (Seats() values), the same
// values, sharing what the seats' judgements have in common.
type CutoffEvaluatorAll interface {
	CutoffEvaluateAll(dst []float64)
}

// MidMover is implemented by engines that split one move, as a player sees it, into several
// decisions (play a card, then pay for it, then pick its target). MidMove reports whether the seat to
// move is completing such a move; Greedy then looks through those decisions before judging.
type MidMover interface {
	MidMove() bool
}

// ConfigCompleter is implemented by games that fill in defaults of a match configuration (Flask's
// default decks). NewMatch applies it first, so the match log records what was actually played.
type ConfigCompleter interface {
	CompleteConfig(cfg Config) Config
}

// MatchStats is an optional interface of a game's engine (Table.Engine()): named figures of a
// finished match, such as {"objective 87 completed": 1}. A simulation reports each figure's mean
// over the matches, so 0/1 figures become rates.
type MatchStats interface {
	Stats() map[string]float64
}

// StatsFiller is an optional interface of a MatchStats engine that writes its figures into a map
// the caller keeps: a simulation's worker reads a million matches' figures without allocating.
type StatsFiller interface {
	// FillStats sets m, which the caller has cleared, to what Stats returns.
	FillStats(m map[string]float64)
}

// TurnCounter is an optional interface of a game's engine: the number of turns played so far.
// Without it a simulation counts turns with the simulation's IsTurnEnd, or else each time the seat to
// move changes.
type TurnCounter interface {
	Turns() int
}

// ResultFiller is an optional interface of a game's engine that writes its Result into memory the
// caller keeps: a simulation's worker reads a million results without allocating.
type ResultFiller interface {
	// FillResult sets *r to what Result returns, writing its slices into the memory of r's
	// (grown when short). The caller may keep r and fill it again for the next match.
	FillResult(r *Result)
}

// withoutResign removes the resigning move from moves, when the engine marks one (Resigner: it is
// the last). When resigning is the only move, it stays.
func withoutResign[M Move](e Engine[M], moves []M) []M {
	rs, _ := e.(Resigner[M])
	return dropResign(rs, moves)
}

// dropResign is withoutResign with the engine as a Resigner (nil: it is none).
func dropResign[M Move](rs Resigner[M], moves []M) []M {
	if n := len(moves); n > 1 && rs != nil && rs.IsResign(moves[n-1]) {
		return moves[:n-1]
	}
	return moves
}

// Scorer is implemented by engines whose evaluation of a position in play is an increasing function
// of a cheaper score (a logistic of it, say). Greedy compares the positions one seat could reach by
// Score rather than Evaluate. Score must order positions as Evaluate does, and order a game over by
// the seat's payoff, above every position in play when it won and below when it lost.
type Scorer interface {
	Score(s Seat) float64
}

// SeatScorer is implemented by Scorer engines that score every seat at about the cost of one Score
// (the parts of the position the seats' scores share counted once). Scores writes Score(s) of every
// seat s into dst, which holds Seats() values: the very same values Score returns. Greedy asks it
// once per position it judges and reads every decider's score from it.
type SeatScorer interface {
	Scores(dst []float64)
}

// LegalPlayer is implemented by engines that can play a move known to be legal (one just listed by
// Legal, in the same position) without checking it again. PlayLegal must change the position
// exactly as Play does.
type LegalPlayer[M Move] interface {
	PlayLegal(m M)
}

// MoveKeyer is implemented by engines that number their moves for the search: MoveKeys writes to
// keys[i] the number of moves[i], below MoveKeySpace(). Among the moves of the positions of one
// game (the engine and its copies), equal moves must have the same number and different moves
// different numbers. The search then matches a world's moves to its tree's children by these
// numbers, in one pass over each, instead of comparing every move with every child.
type MoveKeyer[M Move] interface {
	MoveKeySpace() int
	MoveKeys(moves []M, keys []int32)
}
