package sim

import (
	"context"
	"fmt"

	"github.com/flaskdeck/flaskdeck/cards"
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

// playMatch plays match index of the run with the given rules. observe, if not nil, sees every
// move with the seat that made it. A cancelled context abandons the match with ctx.Err().
func (c Config) playMatch(ctx context.Context, index int, rules cards.Rules, observe func(cards.Seat, string)) (matchOutcome, error) {
	cfg := c.matchConfig(index, rules)
	t, err := c.Game.New(cfg)
	if err != nil {
		return matchOutcome{}, fmt.Errorf("match %d: %w", index, err)
	}
	rng := cards.NewRand(botSeed(cfg.Seed))
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
			return out, fmt.Errorf("match %d, move %d: the computer player's move was refused: %w", index, out.moves+1, err)
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
	if !out.unfinished {
		out.result = t.Result()
	}
	if tc, ok := t.Engine().(cards.TurnCounter); ok {
		out.turns = tc.Turns()
	}
	if ms, ok := t.Engine().(cards.MatchStats); ok && !out.unfinished {
		out.stats = ms.Stats()
	}
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
		return nil, fmt.Errorf("%w: match %d is not in a run of %d matches (0 to %d)", ErrBadConfig, index, c.Games, c.Games-1)
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
