package sim

import (
	"encoding/json"

	"github.com/flaskdeck/flaskdeck/cards"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"gopkg.in/yaml.v3"
)

// ErrBadConfig is returned for a simulation that cannot run as configured (no matches, a human
// seat, a seat count the game does not take).
var ErrBadConfig = msgerr.New("bad simulation")

// Player is one participant of a simulation: a computer player, with a deck in games where
// each seat brings its own (Flask). Participants take turns at every seat (see SeatOf).
type Player struct {
	Name string        `json:"name"`           // the label in reports ("red", "greedy")
	Bot  cards.BotSpec `json:"-"`              // the computer player
	Deck string        `json:"deck,omitempty"` // the deck (preset name or file) where the game takes decks
}

// MarshalJSON writes the player with its computer player as in --seats.
func (p Player) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Name   string `json:"name"`
		Player string `json:"player"`
		Deck   string `json:"deck,omitempty"`
	}{p.Name, p.BotName(), p.Deck})
}

// BotName returns the player's computer player as in --seats ("bot:greedy").
func (p Player) BotName() string { return "bot:" + p.Bot.String() }

// Config describes a simulation: which game, who plays, how many matches, and the seed that
// decides everything. Two runs with equal configurations give equal reports, whatever Workers.
type Config struct {
	Game    cards.Game
	Players []Player    // one per seat; they rotate over the seats from match to match
	Games   int         // matches to play
	Seed    uint64      // the run's seed; match i is seeded with MatchSeed(Seed, i)
	Workers int         // matches played at once (0: one)
	Rules   cards.Rules // rule variants (resolved against the game's variants before the run)
	// RuleSet is the game's rule set for every match (cards.Config.RuleSet; nil: the built-in).
	RuleSet *yaml.Node
	// MaxMoves ends a match that has not finished after this many moves as unfinished
	// (0: DefaultMaxMoves). It guards the run against a game that never ends.
	MaxMoves int
	// VariantImpact replays every match with each other value of each rule variant (same seed,
	// same players) and counts the matches whose winners change.
	VariantImpact bool
	// Classify names what a move in the game's notation counts as in the report's move tally
	// ("play Fireball" → "Fireball"); "" leaves a move uncounted. Nil counts no moves.
	Classify MoveClassifier
	// IsTurnEnd, if set, tells which moves end a turn ("end" in Flask), for games whose turns
	// hold several moves and responses by other seats. Turns are then counted by it, unless the
	// engine is a TurnCounter; without either a turn is counted each time the seat to move changes.
	IsTurnEnd func(move string) bool
	// MoveByMove plays every match through the table's notation, writing each move, instead of
	// on the typed engine (cards.PlayBots). The report is the same, only slower: it is there to
	// check the typed path.
	MoveByMove bool
	// OnProgress, if set, is called from a single goroutine with the number of finished matches,
	// a few times a second and once at the end.
	OnProgress func(done int)
}

// DefaultMaxMoves is the move cap of a simulated match when Config.MaxMoves is 0.
const DefaultMaxMoves = 100000

// MoveClassifier names what a move written in a game's notation counts as, or "" for nothing.
type MoveClassifier func(move string) string

// MatchSeed returns the seed of match index of a run seeded with run: a strong mix of both (two
// rounds of the splitmix64 finaliser), so neighbouring matches share nothing and any match can be
// replayed on its own.
func MatchSeed(run uint64, index int) uint64 {
	return mix64(mix64(run+0x9e3779b97f4a7c15) ^ mix64(uint64(index)+0x632be59bd9b4e019))
}

// botSeed derives the seed of the computer players' random choices in a match.
func botSeed(matchSeed uint64) uint64 { return mix64(matchSeed ^ 0xb07b07b07b07b07b) }

// mix64 is the splitmix64 finaliser: every input bit changes about half the output bits.
func mix64(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// SeatOf returns the participant sitting at seat s in match index: participants rotate one seat
// per match, so over any run of len(players) matches each participant sits at each seat once.
func SeatOf(index, s, players int) int { return (s + index) % players }

// check validates the configuration against its game and returns it with rules resolved.
func (c Config) check() (Config, error) {
	if c.Game == nil {
		return c, msgerr.Errorf("%w: no game", ErrBadConfig)
	}
	if c.Games < 1 {
		return c, msgerr.Errorf("%w: the number of matches must be at least 1, not %d", ErrBadConfig, c.Games)
	}
	lo, hi := c.Game.SeatRange()
	if n := len(c.Players); n < lo || n > hi {
		return c, msgerr.Errorf("%w: %s takes %d to %d seats, not %d", ErrBadConfig, c.Game.Title(), lo, hi, n)
	}
	withDeck := 0
	for i, p := range c.Players {
		if p.Bot.Level == cards.LevelNone {
			return c, msgerr.Errorf("%w: seat %d is not a computer player", ErrBadConfig, i+1)
		}
		if p.Deck != "" {
			withDeck++
		}
	}
	if withDeck != 0 && withDeck != len(c.Players) {
		return c, msgerr.Errorf("%w: give every player a deck or none (%d of %d have one)", ErrBadConfig, withDeck, len(c.Players))
	}
	rules, err := cards.ResolveRules(c.Game.Variants(), c.Rules)
	if err != nil {
		return c, err
	}
	c.Rules = rules
	if c.Workers < 1 {
		c.Workers = 1
	}
	if c.MaxMoves <= 0 {
		c.MaxMoves = DefaultMaxMoves
	}
	return c, nil
}

// matchConfig returns the game setup of match index, with rules.
func (c Config) matchConfig(index int, rules cards.Rules) cards.Config {
	return c.matchConfigIn(index, rules, nil)
}

// matchConfigIn is matchConfig with the deck names written into decks' memory (a worker's
// scratch: engines do not keep Config.Decks), so setting up a match allocates nothing for them.
func (c Config) matchConfigIn(index int, rules cards.Rules, decks []string) cards.Config {
	n := len(c.Players)
	cfg := cards.Config{Seats: n, Seed: MatchSeed(c.Seed, index), Rules: rules, RuleSet: c.RuleSet}
	decks = decks[:0]
	for s := range n {
		if d := c.Players[SeatOf(index, s, n)].Deck; d != "" {
			decks = append(decks, d)
		}
	}
	if len(decks) > 0 {
		cfg.Decks = decks
	}
	return cfg
}
