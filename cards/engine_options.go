package cards

// Optional interfaces an Engine may implement. Computer players use them when present; every
// game works without them.

// Resigner is implemented by engines whose legal moves include resigning. Computer players never
// choose a resigning move (random playouts would otherwise end games by chance).
type Resigner[M Move] interface {
	IsResign(m M) bool
}

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

// TurnCounter is an optional interface of a game's engine: the number of turns played so far.
// Without it a simulation counts turns with the simulation's IsTurnEnd, or else each time the seat to
// move changes.
type TurnCounter interface {
	Turns() int
}

// withoutResign removes resigning moves from moves in place, when the engine marks them.
func withoutResign[M Move](e Engine[M], moves []M) []M {
	rs, ok := e.(Resigner[M])
	if !ok {
		return moves
	}
	out := moves[:0]
	for _, m := range moves {
		if !rs.IsResign(m) {
			out = append(out, m)
		}
	}
	if len(out) == 0 { // resigning is the only move left: play it
		return moves[:1]
	}
	return out
}
