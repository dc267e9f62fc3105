package codex

import (
	"github.com/flaskdeck/flaskdeck/cards"
)

// Game describes Codex Naturalis to the command line, the app and match logs.
type Game struct{}

// Name returns "codex".
func (Game) Name() string { return "codex" }

// Title returns the game's name for people.
func (Game) Title() string { return "Codex Naturalis" }

// SeatRange returns 2 to 4 players.
func (Game) SeatRange() (int, int) { return MinSeats, MaxSeats }

// Variants lists the rule variants.
func (Game) Variants() []cards.Variant { return Variants }

// New sets up a match from the seed, or from an explicit setup block when the config has one.
func (Game) New(cfg cards.Config) (cards.Table, error) {
	s, err := New(cfg)
	if err != nil {
		return nil, err
	}
	return NewTable(s), nil
}

// Renew sets up a match as New does, dealt into the position of old when old is a Codex table
// (cards.Renewer): a simulation's worker plays all its matches in one position's memory instead
// of a fresh 12 KB position each, cold in the caches.
func (Game) Renew(old cards.Table, cfg cards.Config) (cards.Table, error) {
	return cards.RenewEngine[Move](old, cfg, newState)
}

// New sets up a match from a configuration and returns the typed state: dealt from the seed with
// the rule variants, then the explicit setup block applied when the config has one.
func New(cfg cards.Config) (*State, error) { return newState(cfg, nil) }

// newState is New, dealing into dst's memory when dst is not nil.
func newState(cfg cards.Config, dst *State) (*State, error) {
	rules, err := ParseRules(cfg.Rules)
	if err != nil {
		return nil, err
	}
	var s *State
	if dst == nil {
		s, err = Deal(cfg.Seats, cfg.Seed, rules)
	} else {
		s, err = dst, dealInto(dst, cfg.Seats, cfg.Seed, rules)
	}
	if err != nil {
		return nil, err
	}
	if cfg.Setup != nil {
		if err := s.applySetup(cfg.Setup); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// NewTable wraps a state as a cards.Table.
func NewTable(s *State) cards.Table { return cards.NewTable[Move](s) }
