package cards

import (
	"context"
	"strconv"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// ErrNoFastPlayout is returned by PlayBots for a table or a request it cannot play on the typed
// engine; the caller then plays move by move (PlayBotMove).
var ErrNoFastPlayout = msgerr.New("no typed playout for this table")

// BotPlayout is a match played to its end by computer players, as a simulation plays it, on the
// typed engine behind a table: no move is written or parsed.
type BotPlayout struct {
	Bots     []BotSpec // the computer player at each seat
	MaxMoves int       // the match stops, unfinished, after this many moves
	// Tally, if set, asks for the moves each seat played counted by the engine's TallyKeyer (the
	// table must have one).
	Tally bool
	// TurnEnds, if set, asks for the turns counted by the engine's TurnEndMover (the table must
	// have one): a turn is counted at a move after a move that ended one, the first move included.
	TurnEnds bool
	// Ctx, if set, is looked at every few moves; when it is done the playout stops with its error.
	Ctx context.Context
}

// PlayoutResult is what PlayBots reports of a match.
type PlayoutResult struct {
	Moves      int
	Unfinished bool // the move cap ended it
	// SeatChanges counts the moves made by a seat other than the previous move's, the first
	// included: the turns of a game whose engine does not count them. (0 when the engine, a
	// TurnCounter, played the match as a RandomRunner.)
	SeatChanges int
	Turns       int // the turns counted with the engine's TurnEndMover (TurnEnds only)
	// Tallied lists the tally keys met, in order of first appearance (of key for a RandomRunner),
	// with one move of each written in the game's notation (Tally only).
	Tallied []TalliedKey
	// Counts[key*seats+seat] is how often seat played a move of that key (Tally only). Entries of
	// keys not in Tallied are 0.
	Counts []int32
	random any // a *Random[M] the playouts of one worker share
}

// TalliedKey is a tally key met in a playout and one move of it, written.
type TalliedKey struct {
	Key  int
	Move string
}

// reset makes r empty for a match of seats seats, keeping its memory.
func (r *PlayoutResult) reset(seats int, tally bool) {
	for _, k := range r.Tallied {
		clear(r.Counts[k.Key*seats : (k.Key+1)*seats])
	}
	r.Moves, r.Unfinished, r.SeatChanges, r.Turns, r.Tallied = 0, false, 0, 0, r.Tallied[:0]
	if tally && len(r.Counts) != MaxTallyKey*seats {
		r.Counts = make([]int32, MaxTallyKey*seats)
	}
}

// playoutCtxEvery is how many moves a playout plays between looks at its context.
const playoutCtxEvery = 32

// PlayBots plays the match on t to its end (or p.MaxMoves) with the computer players of p, on the
// typed engine of a table made by NewTable, and fills res (reused from match to match). Every move
// is the one PlayBotMove would play with the same generator r, so the match is the same; random
// players use the engine's RandomPlayer when it has one, and a match of random players only its
// RandomRunner when it has one. It returns ErrNoFastPlayout for another
// table or a tally the engine cannot key (TallyKeyer), and a computer player's refused move or the
// context's error otherwise.
func PlayBots(t Table, p *BotPlayout, r *Rand, res *PlayoutResult) error {
	tt, ok := t.(typedPlayer)
	if !ok {
		return ErrNoFastPlayout
	}
	return tt.playBots(p, r, res)
}

// typedPlayer is implemented by the tables of NewTable (see PlayBots).
type typedPlayer interface {
	playBots(p *BotPlayout, r *Rand, res *PlayoutResult) error
}

func (t *table[M]) playBots(p *BotPlayout, r *Rand, res *PlayoutResult) error {
	e := t.e
	n := e.Seats()
	keyer, _ := e.(TallyKeyer[M])
	ender, _ := e.(TurnEndMover[M])
	if p.Tally && keyer == nil || p.TurnEnds && ender == nil || len(p.Bots) != n {
		return ErrNoFastPlayout
	}
	if !p.TurnEnds {
		ender = nil
	}
	res.reset(n, p.Tally)
	if !p.Tally {
		keyer = nil
	}
	if runner, ok := e.(RandomRunner[M]); ok && allRandom(p.Bots) && !p.TurnEnds {
		if _, counted := e.(TurnCounter); counted {
			return runRandom(e, runner, p, r, res, n, keyer != nil)
		}
	}
	random, _ := e.(RandomPlayer[M])
	var bots [maxPlayoutSeats]Bot[M]
	if n > maxPlayoutSeats {
		return ErrNoFastPlayout
	}
	for s, spec := range p.Bots {
		switch {
		case spec.Level != LevelRandom:
			bots[s] = t.bot(spec)
		case random == nil: // a Random keeps nothing from a match but its move list: reuse it
			rb, ok := res.random.(*Random[M])
			if !ok {
				rb = &Random[M]{}
				res.random = rb
			}
			bots[s] = rb
		}
	}
	last, newTurn := NoSeat, true
	for !e.Over() {
		if res.Moves >= p.MaxMoves {
			res.Unfinished = true
			break
		}
		if res.Moves%playoutCtxEvery == 0 && p.Ctx != nil {
			if err := p.Ctx.Err(); err != nil {
				return err
			}
		}
		seat := e.ToMove()
		var m M
		if b := bots[seat]; b == nil {
			m = random.PlayRandom(r)
		} else {
			m = b.Choose(e, r)
			if err := e.Play(m); err != nil {
				return &RefusedMoveError{Move: res.Moves + 1, Err: err}
			}
		}
		res.Moves++
		if seat != last {
			res.SeatChanges++
			last = seat
		}
		if ender != nil {
			if newTurn {
				res.Turns++
			}
			newTurn = ender.EndsTurn(m)
		}
		if keyer != nil {
			if k := keyer.TallyKey(m); k > 0 && k < MaxTallyKey {
				i := k*n + int(seat)
				if res.Counts[i] == 0 && !res.met(k, n) {
					res.Tallied = append(res.Tallied, TalliedKey{Key: k, Move: m.String()})
				}
				res.Counts[i]++
			}
		}
	}
	return nil
}

// allRandom tells whether every seat is the Random computer player.
func allRandom(bots []BotSpec) bool {
	for _, b := range bots {
		if b.Level != LevelRandom {
			return false
		}
	}
	return true
}

// runMoves is how many moves PlayBots asks of a RandomRunner between looks at its context.
const runMoves = 1024

// runRandom is PlayBots for a match of random players on an engine that plays whole runs of
// random moves (RandomRunner) and counts its turns (TurnCounter: no SeatChanges are counted).
// With tally, the tally keys met are listed in key order.
func runRandom[M Move](e Engine[M], runner RandomRunner[M], p *BotPlayout, r *Rand, res *PlayoutResult, n int, tally bool) error {
	var counts []int32
	if tally {
		counts = res.Counts
	}
	for !e.Over() {
		if res.Moves >= p.MaxMoves {
			res.Unfinished = true
			break
		}
		if p.Ctx != nil {
			if err := p.Ctx.Err(); err != nil {
				return err
			}
		}
		res.Moves += runner.PlayRandomRun(r, min(p.MaxMoves-res.Moves, runMoves), counts)
	}
	if tally {
		for k := 1; k < MaxTallyKey; k++ {
			m, ok := runner.TallyMove(k)
			if !ok {
				break
			}
			if res.met(k, n) {
				res.Tallied = append(res.Tallied, TalliedKey{Key: k, Move: m.String()})
			}
		}
	}
	return nil
}

// maxPlayoutSeats is the most seats PlayBots plays (more than any game takes).
const maxPlayoutSeats = 16

// met tells whether key k is already in Tallied: some seat has a count for it.
func (r *PlayoutResult) met(k, seats int) bool {
	for _, c := range r.Counts[k*seats : (k+1)*seats] {
		if c != 0 {
			return true
		}
	}
	return false
}

// RefusedMoveError is a computer player's move its own engine refused.
type RefusedMoveError struct {
	Move int // the move's number in the match, from 1
	Err  error
}

func (e *RefusedMoveError) Error() string {
	return "move " + strconv.Itoa(e.Move) + ": the computer player's move was refused: " + e.Err.Error()
}

func (e *RefusedMoveError) Unwrap() error { return e.Err }
