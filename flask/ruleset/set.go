// Package ruleset is the file model of Flask rule sets: the resources, the base cards, the deck
// rules and the game rules a designer may change, read from and written to YAML (docs/rulesets.md),
// checked with one clear problem per line, and the built-in set v0.4.2 (today's game). It knows
// nothing of decks or matches; package flask compiles a Set into the tables its cards and engine use.
package ruleset

// Resource is one of the four resource slots of a set, or Any in a cost. The zero value is none.
// The numbering is package flask's (flask.Resource), so a Resource converts directly.
type Resource uint8

// The resource slots. A set names them, gives them symbols and colours; their order is the
// counters' order (red, blue, green, yellow in v0.4.2).
const (
	ResourceNone Resource = iota
	Red
	Blue
	Green
	Yellow
	Any // ❔ in a cost: one resource of any kind, chosen by the payer
)

// Slots lists the four real resource slots in counter order.
var Slots = [4]Resource{Red, Blue, Green, Yellow}

// EffectKind is what a base card does. The zero value is no effect. The numbering is package
// flask's (flask.EffectKind) and the kinds are in the order a card prints its merged effects.
type EffectKind uint8

// The effect vocabulary of Flask.
const (
	EffectNone            EffectKind = iota
	EffectReaction                   // the card opens a reaction pile
	EffectGain                       // add fixed resources (+💰💰💰)
	EffectDraw                       // draw N cards
	EffectGainChoice                 // add N resources of one kind chosen by the player
	EffectAttackResources            // action: an opponent loses N resources
	EffectAttackCards                // action: an opponent discards N cards
	EffectReboot                     // cards played this turn return to hand
)

var effectNames = [...]string{"none", "reaction", "gain", "draw", "gain-choice", "attack-resources", "attack-cards", "reboot"}

// String returns the kind's name in a rule-set file ("gain", "draw", …).
func (k EffectKind) String() string {
	if int(k) >= len(effectNames) {
		return "none"
	}
	return effectNames[k]
}

// HasAmount tells whether the kind takes a number (draw 1, attack-resources 2, gain-choice 2).
func (k EffectKind) HasAmount() bool {
	return k == EffectDraw || k == EffectGainChoice || k == EffectAttackResources || k == EffectAttackCards
}

// Effect is a base card's effect with its parameter.
type Effect struct {
	Kind   EffectKind
	Amount int        // draw, gain-choice, attack-resources, attack-cards: N per copy
	Gain   []Resource // gain: the resources added per copy, in print order
}

// ResourceInfo is how a set shows one resource.
type ResourceInfo struct {
	Name   string // "red"
	Symbol string // "💥"
	Colour string // "#d6453d", the colour faces and the app give it
}

// BaseCard is one base card of a set.
type BaseCard struct {
	Code     string     // "Y1": a letter and a digit, unique in the set
	Name     string     // "Profit"
	Colour   Resource   // the resource its code letter stands for (decides a card's colour)
	Cost     []Resource // resource cost per copy, Any for ❔
	CardCost int        // other hand cards to discard per copy
	Max      int        // how many one card may hold, 1–3
	Effect   Effect
}

// DeckRules are the rules a legal deck follows.
type DeckRules struct {
	Size       int // cards counting amounts
	MaxSimilar int // most cards with the same code
}

// GameRules are the rules of play a set may change.
type GameRules struct {
	Counters      [4]int // each counter at the start, in counter order
	Cap           int    // counters above it drop to it at the end of every turn; 0: no cap
	FirstTurnGrow bool   // whether the game's very first turn has a grow step
	EndDraw       int    // cards the player draws at the end of their turn
	Hand          int    // cards each player draws at the start
}

// Set is a Flask rule set. The order of Bases is the order in the code. A Set read from a file
// remembers the line of each field, so later checks name it.
type Set struct {
	Name      string
	Resources [4]ResourceInfo // in counter order
	AnySymbol string          // ❔
	Bases     []BaseCard
	Deck      DeckRules
	Game      GameRules

	lines map[string]int // field path → line in the file it was read from
}

// Line returns the line a field was read from (0 when unknown): paths as in Problem.Field.
func (s *Set) Line(field string) int {
	if s == nil || s.lines == nil {
		return 0
	}
	for field != "" {
		if l, ok := s.lines[field]; ok {
			return l
		}
		field = parentField(field)
	}
	return 0
}

// parentField returns the path one level up: "bases[2].cost" → "bases[2]" → "bases".
func parentField(f string) string {
	for i := len(f) - 1; i >= 0; i-- {
		if f[i] == '.' || f[i] == '[' {
			return f[:i]
		}
	}
	return ""
}

// Clone returns a deep copy that shares nothing with s (line numbers are dropped).
func (s *Set) Clone() *Set {
	c := *s
	c.lines = nil
	c.Bases = make([]BaseCard, len(s.Bases))
	for i, b := range s.Bases {
		b.Cost = append([]Resource(nil), b.Cost...)
		b.Effect.Gain = append([]Resource(nil), b.Effect.Gain...)
		c.Bases[i] = b
	}
	return &c
}

// Symbol returns the set's symbol of a resource slot or Any ("" for none).
func (s *Set) Symbol(r Resource) string {
	switch {
	case r == Any:
		return s.AnySymbol
	case r >= Red && r <= Yellow:
		return s.Resources[r-Red].Symbol
	}
	return ""
}

// ResourceName returns the set's name of a resource slot ("any" for Any).
func (s *Set) ResourceName(r Resource) string {
	switch {
	case r == Any:
		return "any"
	case r >= Red && r <= Yellow:
		return s.Resources[r-Red].Name
	}
	return "none"
}
