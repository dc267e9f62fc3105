package code

import (
	"slices"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/internal/yamlerr"
)

// Rule variant names and values (cards.Variant).
const (
	VariantReset        = "reset"
	VariantTwoPlayerRev = "reverse-2p"
)

// Game is CODE's description for the command line, the app and match logs (a cards.Game).
type Game struct{}

// Name returns "code".
func (Game) Name() string { return "code" }

// Title returns "CODE".
func (Game) Title() string { return "CODE" }

// SeatRange returns 2 to 8.
func (Game) SeatRange() (int, int) { return MinSeats, MaxSeats }

// Variants lists CODE's rule variants: without the Reset card, and Reverse as Skip with two players.
func (Game) Variants() []cards.Variant {
	v := variants // a copy, and of its values below: the caller may change them
	for i := range v {
		v[i].Values = slices.Clone(v[i].Values)
	}
	return v[:]
}

// variants is what Variants returns, which ParseRules reads without making it anew for each match
// (Variants returns a copy its caller may change).
var variants = [...]cards.Variant{
	{Name: VariantReset, Doc: "play with the Reset card (on) or leave it out of the game (off)", Values: []string{"on", "off"}},
	{Name: VariantTwoPlayerRev, Doc: "what a Reverse does with two players: nothing, or skip the other player", Values: []string{"nothing", "skip"}},
}

// New sets up a match. cfg.Setup may carry a code list (see SetupNode).
func (Game) New(cfg cards.Config) (cards.Table, error) {
	s, err := New(cfg)
	if err != nil {
		return nil, err
	}
	return NewTable(s), nil
}

// Renew sets up a match as Game.New does, in the memory of old's state and table when old is a
// table of CODE (cards.Renewer): a simulation's worker plays a million matches on one. old is not
// used again.
func (Game) Renew(old cards.Table, cfg cards.Config) (cards.Table, error) {
	return cards.RenewEngine[Move](old, cfg, newState)
}

// New sets up a match from a configuration and returns the typed state: the rule variants, the
// seed, and the code list of cfg.Setup (the built-in codes without one). It records the public
// history of the match (RecordHistory).
func New(cfg cards.Config) (*State, error) { return newState(cfg, nil) }

// newState is New, dealing into dst's memory when dst is not nil.
func newState(cfg cards.Config, dst *State) (*State, error) {
	rules, err := ParseRules(cfg.Rules)
	if err != nil {
		return nil, err
	}
	setup, err := decodeSetup(cfg.Setup)
	if err != nil {
		return nil, err
	}
	s, err := deal(dst, cfg.Seats, cfg.Seed, rules, setup.codes)
	if err != nil {
		return nil, yamlerr.Locate(cfg.Setup, yamlerr.Under(err, "codes"))
	}
	s.histOn = true
	if setup.position == nil {
		return s, nil
	}
	if err := s.applyPosition(setup.position, cfg.Seed); err != nil {
		return nil, yamlerr.Locate(cfg.Setup, err)
	}
	return s, nil
}

// ParseRules reads rule variants (see cards.ResolveRules); missing ones take their default.
func ParseRules(r cards.Rules) (Rules, error) {
	resolved, err := cards.ResolveRules(variants[:], r)
	if err != nil {
		return Rules{}, err
	}
	return Rules{NoReset: resolved[VariantReset] == "off", ReverseSkip: resolved[VariantTwoPlayerRev] == "skip"}, nil
}

// Setup is CODE's setup block in a match log: the code list the match was played with, so a log
// replays the same codes without the user's file. Without it the built-in codes are used.
type Setup struct {
	Codes []string `yaml:"codes,omitempty"`
	// The rest writes a position (setup_explicit.go); all of it is optional.
	First      int            `yaml:"first,omitempty"`
	Clockwise  *bool          `yaml:"clockwise,omitempty"`
	Pending    int            `yaml:"pending,omitempty"`
	Seats      []SeatPosition `yaml:"seats,omitempty"`
	NumberPile []string       `yaml:"number_pile,omitempty"`
	ActionPile []string       `yaml:"action_pile,omitempty"`
	Deck       []string       `yaml:"deck,omitempty"`
}

type setupInfo struct {
	codes    []Code
	position *Setup // an explicit position, nil for the rulebook's deal
}

// SetupNode returns the setup block for playing with codes (read with LoadCodes), to put into
// cards.Config.Setup; match logs then carry the codes.
func SetupNode(codes []Code) (*yaml.Node, error) {
	written := make([]string, len(codes))
	for i, c := range codes {
		written[i] = c.String()
	}
	var n yaml.Node
	if err := n.Encode(Setup{Codes: written}); err != nil {
		return nil, err
	}
	return &n, nil
}

func decodeSetup(n *yaml.Node) (setupInfo, error) {
	var info setupInfo
	if n == nil || n.Kind == 0 {
		return info, nil
	}
	var st Setup
	if err := yamlerr.DecodeStrict(n, &st); err != nil {
		return info, yamlerr.Locate(n, msgerr.Errorf("%w: %w", cards.ErrBadSetup, err))
	}
	if n.Kind != yaml.MappingNode {
		return info, yamlerr.Locate(n, msgerr.Errorf("%w: the setup must be a mapping", cards.ErrBadSetup))
	}
	if st.explicit() {
		info.position = &st
	}
	if len(st.Codes) == 0 && st.explicit() {
		return info, nil // flaskdeck's own codes
	}
	codes, err := checkCodes(st.Codes)
	if err != nil {
		return info, yamlerr.Locate(n, msgerr.Errorf("%w: %w", cards.ErrBadSetup, yamlerr.Under(err, "codes")))
	}
	info.codes = codes
	return info, nil
}

// NewTable wraps a position as a cards.Table.
func NewTable(s *State) cards.Table { return cards.NewTable[Move](s) }
