package cards

import (
	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// Config is everything needed to set up a match.
type Config struct {
	Seats int    // number of seats
	Seed  uint64 // decides every shuffle and the first player
	Rules Rules  // resolved rule variants (see ResolveRules)
	// Decks names each seat's deck where a game has per-seat decks (Flask): a preset name or a
	// deck file path. Other games ignore it.
	Decks []string
	// Setup is an optional explicit setup from a match log (every deck's order, hands, codes),
	// in the game's own form. Nil means: deal from the seed.
	Setup *yaml.Node
	// RuleSet is the game's rule set in its own form, where a game has rule sets (Flask): a name or
	// file as a scalar, or the whole set. Nil means the game's built-in rules.
	RuleSet *yaml.Node
	// Lang is the language NewMatch sets on the table (SetLanguage) for its position, move feed
	// and result reason. It is display only: not logged, no rule depends on it (None: English).
	Lang i18n.Language
}

// Game describes one of flaskdeck's games to the command line, the app and the match logs.
type Game interface {
	// Name is the game's name on the command line and in logs: flask, codex or code.
	Name() string
	// Title is the game's name for people.
	Title() string
	// SeatRange returns the smallest and largest number of seats.
	SeatRange() (min, max int)
	// Variants lists the rule variants the game offers.
	Variants() []Variant
	// New sets up a match. A bad configuration returns an error matching ErrBadSetup.
	New(cfg Config) (Table, error)
}

// Table is a match position behind move notation: what the command line, the app's generic
// parts and the match logs use, whatever the game. Engine gives the typed engine to game-specific
// code such as the app's tables.
type Table interface {
	Seats() int
	ToMove() Seat
	// LegalMoves returns the legal moves of the seat to move in the game's notation.
	LegalMoves() []string
	// Play applies a move written in the game's notation and returns the move as the game writes it.
	Play(move string) (string, error)
	// PlayNarrated applies a move like Play and returns its entry in the move feeds: the move as
	// the game writes it and, for a game with a Narrator, what each seat may know of it.
	PlayNarrated(move string) (FeedEntry, error)
	Over() bool
	Result() Result
	// Describe writes the position as seat s may see it (NoSeat: public information only).
	Describe(s Seat) string
	// BotMove returns the move a computer player of the given spec chooses for the seat to move.
	BotMove(spec BotSpec, r *Rand) string
	// CloneTable returns an independent copy, e.g. for a bot thinking off the UI goroutine.
	CloneTable() Table
	// Engine returns the underlying Engine[M] (as any).
	Engine() any
}

// NewTable wraps a typed engine as a Table.
func NewTable[M Move](e Engine[M]) Table { return &table[M]{e: e} }

// RenewTable is NewTable for a Renewer: it wraps e in old's memory when old is a table NewTable
// made for the same kind of move (as new: without the computer players old made), else in a new
// table. old is not used again. A simulation's worker renews a million tables without allocating.
func RenewTable[M Move](old Table, e Engine[M]) Table {
	if t, ok := old.(*table[M]); ok {
		*t = table[M]{e: e}
		return t
	}
	return NewTable(e)
}

// RenewEngine is the Renew (Renewer) of a game whose positions deal into an old position's memory:
// deal sets up cfg's match in old's engine when old is a table of E (into is nil otherwise), and
// the position is wrapped in old's table (RenewTable).
func RenewEngine[M Move, E Engine[M]](old Table, cfg Config, deal func(cfg Config, into E) (E, error)) (Table, error) {
	var into E
	if old != nil {
		into, _ = old.Engine().(E)
	}
	e, err := deal(cfg, into)
	if err != nil {
		return nil, err
	}
	return RenewTable[M](old, e), nil
}

type table[M Move] struct {
	e    Engine[M]
	bots map[BotSpec]Bot[M] // the computer players of this table, kept from move to move
}

// bot returns the table's computer player of that spec, made on first use.
func (t *table[M]) bot(spec BotSpec) Bot[M] {
	b, ok := t.bots[spec]
	if !ok {
		if t.bots == nil {
			t.bots = make(map[BotSpec]Bot[M], 2)
		}
		b = NewBot[M](spec)
		t.bots[spec] = b
	}
	return b
}

func (t *table[M]) Seats() int             { return t.e.Seats() }
func (t *table[M]) ToMove() Seat           { return t.e.ToMove() }
func (t *table[M]) Over() bool             { return t.e.Over() }
func (t *table[M]) Result() Result         { return t.e.Result() }
func (t *table[M]) Describe(s Seat) string { return t.e.Describe(s) }
func (t *table[M]) Engine() any            { return t.e }
func (t *table[M]) CloneTable() Table      { return &table[M]{e: t.e.Clone()} }

func (t *table[M]) LegalMoves() []string {
	moves := t.e.Legal(nil)
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

func (t *table[M]) Play(move string) (string, error) {
	m, err := ParseMove(t.e, move)
	if err != nil {
		return "", err
	}
	return m.String(), t.e.Play(m)
}

func (t *table[M]) PlayNarrated(move string) (FeedEntry, error) {
	m, err := ParseMove(t.e, move)
	if err != nil {
		return FeedEntry{}, err
	}
	mover := t.e.ToMove()
	if _, ok := t.e.(Narrator[M]); !ok {
		return FeedEntry{Mover: mover, Move: m.String()}, t.e.Play(m)
	}
	before := t.e.Clone()
	if err := t.e.Play(m); err != nil {
		return FeedEntry{}, err
	}
	return narrate(before, t.e, mover, m.String()), nil
}

func (t *table[M]) BotMove(spec BotSpec, r *Rand) string {
	return t.bot(spec).Choose(t.e, r).String()
}

// PlayBotMove lets a computer player of the given spec choose the move of the seat to move and
// plays it. With wantNotation it returns the move as the game writes it ("" otherwise). On the
// tables of NewTable the move is chosen and played on the typed engine, without writing and parsing
// its notation; it is exactly the move BotMove would return, so both paths give the same match.
func PlayBotMove(t Table, spec BotSpec, r *Rand, wantNotation bool) (string, error) {
	if fast, ok := t.(botPlayer); ok {
		return fast.playBot(spec, r, wantNotation)
	}
	return t.Play(t.BotMove(spec, r))
}

// botPlayer is implemented by the tables of NewTable (see PlayBotMove).
type botPlayer interface {
	playBot(spec BotSpec, r *Rand, wantNotation bool) (string, error)
}

func (t *table[M]) playBot(spec BotSpec, r *Rand, wantNotation bool) (string, error) {
	m := t.bot(spec).Choose(t.e, r)
	var written string
	if wantNotation {
		written = m.String()
	}
	return written, t.e.Play(m)
}
