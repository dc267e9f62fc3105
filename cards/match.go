package cards

import (
	"errors"
	"fmt"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/internal/yamlerr"
)

// MoveError tells which move of a match failed: its number (counted from 1) and its text, e.g.
// `move 17 "play 3": illegal move: not a legal move here`. It wraps the game's error.
type MoveError struct {
	Number int
	Move   string
	Err    error
}

func (e *MoveError) Error() string {
	var ill *IllegalMoveError
	if errors.As(e.Err, &ill) {
		return fmt.Sprintf("move %d %q: illegal move: %s", e.Number, e.Move, ill.Reason)
	}
	return fmt.Sprintf("move %d %q: %v", e.Number, e.Move, e.Err)
}

// Unwrap returns the game's error.
func (e *MoveError) Unwrap() error { return e.Err }

// Match is a match being played or replayed: a table plus its log. Every move goes through Play,
// which checks it and appends it to the log.
type Match struct {
	Game  Game
	Table Table
	Log   Log
	// Feed holds every move of the log as the move feeds show it, one entry per move.
	Feed []FeedEntry
	// Lang is the language of the feed, the table's position and its reason (Config.Lang); Undo
	// keeps it.
	Lang i18n.Language
}

// NewMatch sets up a match of game g. version is the program version written into the log.
func NewMatch(g Game, cfg Config, seats []SeatInfo, version string) (*Match, error) {
	lo, hi := g.SeatRange()
	if cfg.Seats == 0 {
		cfg.Seats = len(seats)
	}
	if cfg.Seats < lo || cfg.Seats > hi {
		return nil, msgerr.Errorf("%w: %s takes %d to %d seats, not %d", ErrBadSetup, g.Title(), lo, hi, cfg.Seats)
	}
	if len(seats) != cfg.Seats {
		return nil, msgerr.Errorf("%w: %d seats described for %d seats", ErrBadSetup, len(seats), cfg.Seats)
	}
	rules, err := ResolveRules(g.Variants(), cfg.Rules)
	if err != nil {
		return nil, err
	}
	cfg.Rules = rules
	if cc, ok := g.(ConfigCompleter); ok {
		cfg = cc.CompleteConfig(cfg)
	}
	t, err := g.New(cfg)
	if err != nil {
		if errors.Is(err, ErrBadSetup) {
			err = yamlerr.Locate(cfg.Setup, err) // at least the setup block's line
		}
		return nil, err
	}
	if cfg.Lang != i18n.None {
		SetLanguage(t, cfg.Lang)
	}
	return &Match{
		Game:  g,
		Table: t,
		Lang:  cfg.Lang,
		Log: Log{
			Game:    g.Name(),
			Version: version,
			Seed:    cfg.Seed,
			Rules:   rules,
			Seats:   append([]SeatInfo(nil), seats...),
			Decks:   append([]string(nil), cfg.Decks...),
			Setup:   cfg.Setup,
			RuleSet: cfg.RuleSet,
			Moves:   []string{},
		},
	}, nil
}

// Play applies a move in the game's notation, logs it, and records the result when the game ends.
func (m *Match) Play(move string) error {
	if m.Table.Over() {
		return &MoveError{Number: len(m.Log.Moves) + 1, Move: move, Err: ErrGameOver}
	}
	entry, err := m.Table.PlayNarrated(move)
	if err != nil {
		return &MoveError{Number: len(m.Log.Moves) + 1, Move: move, Err: err}
	}
	m.Log.Moves = append(m.Log.Moves, entry.Move)
	m.Feed = append(m.Feed, entry)
	if m.Table.Over() {
		m.Log.Result = NewLogResult(m.Table.Result())
	}
	return nil
}

// BotRand returns the random stream of the computer player that decides now, after the moves
// logged so far: BotRand of the log's seed and move count, as every front end draws it.
func (m *Match) BotRand() Rand { return BotRand(m.Log.Seed, len(m.Log.Moves)) }

// SeatName returns the name of seat s in the log ("seat N" when it has none).
func (m *Match) SeatName(s Seat) string {
	if int(s) >= 0 && int(s) < len(m.Log.Seats) && m.Log.Seats[s].Name != "" {
		return m.Log.Seats[s].Name
	}
	return s.String()
}

// FeedFor returns the lines of the moves from index from on, as viewer may know them, seats
// named as in the log.
func (m *Match) FeedFor(viewer Seat, from int) []string {
	var out []string
	for i := max(from, 0); i < len(m.Feed); i++ {
		out = append(out, m.Feed[i].For(viewer, m.SeatName)...)
	}
	return out
}

// Replay sets up the match of a log with game g and plays every move, checking each one. An
// illegal move returns an error naming its number. When the log records a result, the replayed
// result must agree.
func Replay(g Game, log *Log) (*Match, error) { return ReplayIn(g, log, i18n.None) }

// ReplayIn is Replay with the feed, position and reason in language l (Config.Lang).
func ReplayIn(g Game, log *Log, l i18n.Language) (*Match, error) {
	if log.Game != g.Name() {
		return nil, msgerr.Errorf("%w: the log is of game %q, not %q", ErrBadLog, log.Game, g.Name())
	}
	cfg := Config{Seats: len(log.Seats), Seed: log.Seed, Rules: log.Rules, Decks: log.Decks, Setup: log.Setup, RuleSet: log.RuleSet, Lang: l}
	m, err := NewMatch(g, cfg, log.Seats, log.Version)
	if err != nil {
		return nil, err
	}
	for _, mv := range log.Moves {
		if err := m.Play(mv); err != nil {
			return m, err
		}
	}
	if log.Result != nil {
		got := NewLogResult(m.Table.Result())
		if !m.Table.Over() {
			return m, msgerr.Errorf("%w: the log records a result but the game is not over after %d moves", ErrBadLog, len(log.Moves))
		}
		if fmt.Sprint(got.Winners) != fmt.Sprint(log.Result.Winners) {
			return m, msgerr.Errorf("%w: the log records winners %v, the replay gives %v", ErrBadLog, log.Result.Winners, got.Winners)
		}
	}
	return m, nil
}

// Undo returns a new match with the last n moves taken back, by replaying the log without them,
// in the match's language.
func (m *Match) Undo(n int) (*Match, error) {
	if n > len(m.Log.Moves) {
		n = len(m.Log.Moves)
	}
	log := m.Log
	log.Moves = append([]string(nil), m.Log.Moves[:len(m.Log.Moves)-n]...)
	log.Result = nil
	return ReplayIn(m.Game, &log, m.Lang)
}
