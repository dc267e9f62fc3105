package flask

import (
	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/internal/yamlerr"
)

// DefaultDecks are the presets seats play when no deck is named: seat 1 red, seat 2 blue (even
// in the rules' strength table), seat 3 green, seat 4 yellow.
var DefaultDecks = []string{"red", "blue", "green", "yellow"}

// Game is Flask as the command line, the app and the match logs see it. It implements cards.Game.
type Game struct{}

// Name returns "flask".
func (Game) Name() string { return "flask" }

// Title returns "Flask".
func (Game) Title() string { return "Flask" }

// SeatRange returns 2 to 4 seats.
func (Game) SeatRange() (int, int) { return 2, maxSeats }

// Variants returns Flask's rule variants.
func (Game) Variants() []cards.Variant { return Variants }

// New sets up a match: each seat's deck from cfg.Decks (a preset name or a deck file; missing ones
// are DefaultDecks), dealt from the seed, or the explicit position of cfg.Setup.
func (Game) New(cfg cards.Config) (cards.Table, error) {
	e, err := New(cfg)
	if err != nil {
		return nil, err
	}
	return cards.NewTable[Move](e), nil
}

// Renew sets up a match as New does, dealt into the position of old when old is a Flask table
// (cards.Renewer): a simulation's worker plays all its matches in one position's memory.
func (Game) Renew(old cards.Table, cfg cards.Config) (cards.Table, error) {
	var dst *State
	if old != nil {
		dst, _ = old.Engine().(*State)
	}
	if dst != nil {
		if t := dst.renew.find(cfg); t != nil { // a kept set-up: nothing to parse
			t.dealInto(dst, cfg.Seed)
			return cards.RenewTable[Move](old, dst), nil
		}
	}
	e, err := newState(cfg, dst)
	if err != nil {
		return nil, err
	}
	return cards.RenewTable[Move](old, e), nil
}

// CompleteConfig names the default deck of every seat that has none (cards.ConfigCompleter), so a
// match log records the decks that were played and replays the same way when defaults change. It
// also writes the rule set in full (a name, a file or the set a deck names), so the log replays
// exactly even when the file changes; v0.4.2 is left out.
func (Game) CompleteConfig(cfg cards.Config) cards.Config {
	cfg = completeDecks(cfg)
	if len(cfg.Decks) != cfg.Seats || (cfg.RuleSet != nil && cfg.RuleSet.Kind != yaml.ScalarNode) {
		return cfg
	}
	decks := make([]Deck, 0, len(cfg.Decks))
	if cfg.RuleSet == nil {
		for _, name := range cfg.Decks {
			d, _, err := resolveDeck(name)
			if err != nil {
				return cfg // New reports the problem
			}
			decks = append(decks, d)
		}
	}
	if rs, err := ruleSetOf(cfg, decks); err == nil {
		cfg.RuleSet = RuleSetNode(rs)
	}
	return cfg
}

// completeDecks names the default deck of every seat that has none.
func completeDecks(cfg cards.Config) cards.Config {
	if cfg.Seats < 2 || cfg.Seats > maxSeats || len(cfg.Decks) > cfg.Seats {
		return cfg // New reports the problem
	}
	decks := make([]string, cfg.Seats)
	for i := range decks {
		decks[i] = deckName(cfg, i)
	}
	cfg.Decks = decks
	return cfg
}

// deckName returns the deck seat i plays: the one cfg names, else DefaultDecks[i].
func deckName(cfg cards.Config, i int) string {
	if i < len(cfg.Decks) && cfg.Decks[i] != "" {
		return cfg.Decks[i]
	}
	return DefaultDecks[i]
}

// New sets up a match from a configuration and returns the typed state: each seat's deck from
// cfg.Decks (missing ones are DefaultDecks), dealt from the seed, or the explicit position of cfg.Setup.
func New(cfg cards.Config) (*State, error) { return newState(cfg, nil) }

// newState is New, dealing into dst's memory when it can (dst not nil, the seats' decks presets).
func newState(cfg cards.Config, dst *State) (*State, error) {
	if cfg.Seats < 2 || cfg.Seats > maxSeats {
		return nil, msgerr.Errorf("%w: Flask takes 2 to %d seats, not %d", cards.ErrBadSetup, maxSeats, cfg.Seats)
	}
	if len(cfg.Decks) > cfg.Seats {
		return nil, msgerr.Errorf("%w: %d decks named for %d seats", cards.ErrBadSetup, len(cfg.Decks), cfg.Seats)
	}
	rules, err := ParseRules(cfg.Rules)
	if err != nil {
		return nil, err
	}
	var room [maxSeats]Deck // no allocation per match (a simulation sets up millions)
	decks := room[:cfg.Seats]
	allShared := true
	for i := range decks {
		d, shared, err := resolveDeck(deckName(cfg, i)) // read only: presets are not copied
		if err != nil {
			return nil, msgerr.Errorf("%w: seat %d: %v", cards.ErrBadSetup, i+1, err)
		}
		decks[i], allShared = d, allShared && shared
	}
	if rules.Set, err = ruleSetOf(cfg, decks); err != nil {
		return nil, err
	}
	switch {
	case cfg.Setup == nil && allShared && cfg.RuleSet == nil && dst != nil: // Renew
		return dst.renewPresets(cfg, decks, rules)
	case cfg.Setup == nil && allShared && cfg.RuleSet == nil: // presets and their own rule set: all shared
		return dealPresets(decks, cfg.Seed, rules)
	case cfg.Setup == nil:
		return Deal(decks, cfg.Seed, rules)
	}
	st, err := DecodeSetup(cfg.Setup)
	if err != nil {
		return nil, err
	}
	s, err := NewSetup(decks, rules, st, cfg.Seed)
	return s, yamlerr.Locate(cfg.Setup, err) // a problem gets the line of its place in the block
}
