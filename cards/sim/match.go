package sim

import (
	"context"
	"errors"
	"unsafe"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// matchOutcome is what a simulation keeps of one match before adding it to its counters.
type matchOutcome struct {
	result     cards.Result
	unfinished bool // the move cap ended it
	moves      int
	turns      int
	firstMover cards.Seat
	stats      map[string]float64 // the engine's MatchStats, if it has them
}

// ctxCheckEvery is how many moves a simulated match plays between looks at its context.
const ctxCheckEvery = 32

// playMatch plays match index of the run with the given rules, move by move through the table's
// notation. observe, if not nil, sees every move with the seat that made it. A cancelled context
// abandons the match with ctx.Err().
func (c Config) playMatch(ctx context.Context, index int, rules cards.Rules, observe func(cards.Seat, string)) (matchOutcome, error) {
	cfg := c.matchConfig(index, rules)
	t, err := c.Game.New(cfg)
	if err != nil {
		return matchOutcome{}, msgerr.Errorf("match %d: %w", index, err)
	}
	return c.playMoves(ctx, t, index, botSeed(cfg.Seed), observe)
}

// playMoves plays the match on t move by move (see playMatch); seed seeds its computer players.
func (c Config) playMoves(ctx context.Context, t cards.Table, index int, seed uint64, observe func(cards.Seat, string)) (matchOutcome, error) {
	var err error
	rng := cards.NewRand(seed)
	n := len(c.Players)
	out := matchOutcome{firstMover: t.ToMove()}
	last := cards.NoSeat
	wantNotation := observe != nil || c.IsTurnEnd != nil
	newTurn := true
	for !t.Over() {
		if out.moves >= c.MaxMoves {
			out.unfinished = true
			break
		}
		if out.moves%ctxCheckEvery == 0 && ctx.Err() != nil {
			return out, ctx.Err()
		}
		seat := t.ToMove()
		spec := c.Players[SeatOf(index, int(seat), n)].Bot
		var written string
		written, err = cards.PlayBotMove(t, spec, &rng, wantNotation)
		if err != nil {
			return out, msgerr.Errorf("match %d, move %d: the computer player's move was refused: %w", index, out.moves+1, err)
		}
		switch {
		case c.IsTurnEnd != nil:
			if newTurn {
				out.turns++
			}
			newTurn = c.IsTurnEnd(written)
		case seat != last:
			out.turns++
			last = seat
		}
		out.moves++
		if observe != nil {
			observe(seat, written)
		}
	}
	finish(t, &out, nil, nil)
	return out, nil
}

// finish fills in what out takes from the finished match on t: its result, the engine's turn
// count and figures. When dst is not nil and the engine is a cards.ResultFiller, the result is
// written into dst's memory (out's result then holds it until dst is filled again); when stats is
// not nil and the engine is a cards.StatsFiller, its figures are written into *stats, a map made
// on first use and cleared for each match (out's figures are then *stats until it is filled again).
func finish(t cards.Table, out *matchOutcome, dst *cards.Result, stats *map[string]float64) {
	if !out.unfinished {
		if rf, ok := t.Engine().(cards.ResultFiller); ok && dst != nil {
			rf.FillResult(dst)
			out.result = *dst
		} else {
			out.result = t.Result()
		}
	}
	if tc, ok := t.Engine().(cards.TurnCounter); ok {
		out.turns = tc.Turns()
	}
	if ms, ok := t.Engine().(cards.MatchStats); ok && !out.unfinished {
		if sf, ok := ms.(cards.StatsFiller); ok && stats != nil {
			if *stats == nil {
				*stats = make(map[string]float64)
			}
			clear(*stats)
			sf.FillStats(*stats)
			out.stats = *stats
		} else {
			out.stats = ms.Stats()
		}
	}
}

// matchPlayer plays a worker's matches, on the typed engine when it can (cards.PlayBots), keeping
// its scratch space from match to match.
type matchPlayer struct {
	c          Config
	seatPlayer []int       // the participant at each seat in the match being played
	mm         *matchMoves // the match's moves by tally name (nil: the run tallies no moves)
	observe    func(cards.Seat, string)
	playout    cards.BotPlayout
	res        cards.PlayoutResult
	decks      []string    // scratch for the match's deck names
	table      cards.Table // the last match's table, renewed for the next (cards.Renewer)
	rng        cards.Rand  // the match's computer players' stream (kept here: it would escape)
	// results hold the results of the match counted (0) and of its replay under other rules (1),
	// filled by a cards.ResultFiller engine: the first is compared with each replay's.
	results [2]cards.Result
	// stats hold the figures of the match counted and of its replay, filled by a
	// cards.StatsFiller engine: the counted match's are added to the tally before the replays.
	stats [2]map[string]float64
	// The fields above are written every match; the next object in memory may be the other
	// worker's player, so that a cache line shared with it would go back and forth between
	// the cores. 64 bytes (a cache line) keep them apart.
	_ [cacheLine]byte
}

// cacheLine is the size of the processor's cache line (64 bytes on amd64 and arm64): memory that
// two workers write must not share one.
const cacheLine = 64

// newMatchPlayer returns a worker's match player.
func (c Config) newMatchPlayer() *matchPlayer {
	n := len(c.Players)
	p := &matchPlayer{c: c, seatPlayer: make([]int, n), decks: make([]string, 0, n)}
	for i := range p.results { // whole cache lines, which no other worker writes: a few bytes
		// would share one with the other worker's winners, both written every match
		p.results[i].Winners = make([]cards.Seat, 0, cacheLine/unsafe.Sizeof(cards.Seat(0)))
	}
	p.playout = cards.BotPlayout{Bots: make([]cards.BotSpec, n), MaxMoves: c.MaxMoves}
	if c.Classify != nil {
		p.mm = newMatchMoves(n)
		p.observe = func(s cards.Seat, move string) {
			if name := c.Classify(move); name != "" {
				p.mm.add(p.mm.slot(name), p.seatPlayer[s], 1)
			}
		}
	}
	return p
}

// play plays match index with the given rules; with tally (the match counted, not a replay under
// other rules) its moves are counted in p.mm (reset first). The match and its outcome are those
// of Config.playMatch: the typed playout plays the same moves, and the engine's tally keys group
// moves as the run's Classify names them.
func (p *matchPlayer) play(ctx context.Context, index int, rules cards.Rules, tally bool) (matchOutcome, error) {
	c := p.c
	n := len(c.Players)
	for s := range p.seatPlayer {
		p.seatPlayer[s] = SeatOf(index, s, n)
		p.playout.Bots[s] = c.Players[p.seatPlayer[s]].Bot
	}
	dst, stats := &p.results[0], &p.stats[0] // the counted match's result and figures
	if !tally {
		dst, stats = &p.results[1], &p.stats[1] // a replay's
	}
	tally = tally && p.mm != nil
	if tally {
		p.mm.reset()
	}
	cfg := c.matchConfigIn(index, rules, p.decks)
	var t cards.Table
	var err error
	if r, ok := c.Game.(cards.Renewer); ok && p.table != nil {
		t, err = r.Renew(p.table, cfg)
	} else {
		t, err = c.Game.New(cfg)
	}
	p.table = t
	if err != nil {
		return matchOutcome{}, msgerr.Errorf("match %d: %w", index, err)
	}
	observe := p.observe
	if !tally {
		observe = nil
	}
	_, counted := t.Engine().(cards.TurnCounter)
	turnEnds := c.IsTurnEnd != nil && !counted // turns by the moves that end them
	out := matchOutcome{firstMover: t.ToMove()}
	p.playout.Tally, p.playout.TurnEnds, p.playout.Ctx = tally, turnEnds, ctx
	if c.MoveByMove {
		return c.playMoves(ctx, t, index, botSeed(cfg.Seed), observe)
	}
	p.rng = cards.NewRand(botSeed(cfg.Seed))
	switch err := cards.PlayBots(t, &p.playout, &p.rng, &p.res); {
	case errors.Is(err, cards.ErrNoFastPlayout):
		return c.playMoves(ctx, t, index, botSeed(cfg.Seed), observe)
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return out, err
	case err != nil:
		return out, msgerr.Errorf("match %d, %w", index, err)
	}
	out.moves, out.turns, out.unfinished = p.res.Moves, p.res.SeatChanges, p.res.Unfinished
	if turnEnds {
		out.turns = p.res.Turns
	}
	if tally {
		for _, k := range p.res.Tallied {
			slot := p.mm.namedSlot(k.Move, c.Classify)
			if slot < 0 {
				continue
			}
			for s, v := range p.res.Counts[k.Key*n : (k.Key+1)*n] {
				if v != 0 {
					p.mm.add(slot, p.seatPlayer[s], int(v))
				}
			}
		}
	}
	finish(t, &out, dst, stats)
	return out, nil
}

// ExportMatch replays match index of the simulation described by cfg and returns its match log
// (version is the program version written into it). The log replays to the match the simulation
// counted, move for move.
func ExportMatch(cfg Config, index int, version string) (*cards.Log, error) {
	c, err := cfg.check()
	if err != nil {
		return nil, err
	}
	if index < 0 || index >= c.Games {
		return nil, msgerr.Errorf("%w: match %d is not in a run of %d matches (0 to %d)", ErrBadConfig, index, c.Games, c.Games-1)
	}
	n := len(c.Players)
	mc := c.matchConfig(index, c.Rules)
	seats := make([]cards.SeatInfo, n)
	for s := range seats {
		p := c.Players[SeatOf(index, s, n)]
		seats[s] = cards.SeatInfo{Name: p.Name, Player: p.BotName()}
	}
	m, err := cards.NewMatch(c.Game, mc, seats, version)
	if err != nil {
		return nil, err
	}
	rng := cards.NewRand(botSeed(mc.Seed))
	for moves := 0; !m.Table.Over() && moves < c.MaxMoves; moves++ {
		spec := c.Players[SeatOf(index, int(m.Table.ToMove()), n)].Bot
		if err := m.Play(m.Table.BotMove(spec, &rng)); err != nil {
			return &m.Log, err
		}
	}
	return &m.Log, nil
}
