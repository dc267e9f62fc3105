package flask

import (
	"strconv"
	"strings"
	"sync"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/flask/ruleset"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// hexColour reads "#rrggbb" (checked by the set's Check).
func hexColour(s string) face.Color {
	v, _ := strconv.ParseUint(strings.TrimPrefix(s, "#"), 16, 32)
	return face.RGB(uint8(v>>16), uint8(v>>8), uint8(v))
}

// RuleSet is a Flask rule set (see package ruleset) resolved once into the compact tables the
// cards, the deck rules and the engine read. A composition's slots are the set's base cards in
// code order: Base(1) is the first. It is immutable and safe for concurrent use.
type RuleSet struct {
	src        *ruleset.Set
	name, hash string
	bases      [9]baseInfo // indexed by Base, like a Composition
	order      []Base      // the set's base cards in code order
	symbols    [Any + 1]string
	resNames   [Any + 1]string
	deckSize   int
	maxSimilar int
	start      [4]int16
	cap        int16 // 0: none
	growFirst  bool
	endDraw    int
	hand       int
	hashOnce   sync.Once           // hash is computed on first use
	standard   bool                // the built-in v0.4.2 set
	kinds      sync.Map            // Composition → cardKind without a name
	titleCodes string              // "G2 Y1 …" for messages
	colours    [Any + 1]face.Color // the faces' resource colours
	texts      cardTexts           // the pieces of card texts, built on first use (card_text.go)
}

// Standard is the built-in rule set v0.4.2: today's game, byte for byte.
var Standard = compileStandard()

// baseInfos are the base cards of v0.4.2, indexed by Base (what Base's methods report).
var baseInfos = Standard.bases

// compileStandard resolves the built-in set, at every start of the program: it skips the check
// (ruleset's TestStandardRoundTrip checks the set clean) and leaves the hash to the first Hash.
func compileStandard() *RuleSet {
	rs := resolveRuleSet(ruleset.Standard())
	rs.standard = true
	return rs
}

// CompileRuleSet checks a set and resolves it into tables. Nil is v0.4.2.
func CompileRuleSet(s *ruleset.Set) (*RuleSet, error) {
	if s == nil {
		return Standard, nil
	}
	return compileRuleSet(s)
}

func compileRuleSet(s *ruleset.Set) (*RuleSet, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	rs := resolveRuleSet(s.Clone())
	rs.standard = rs.Hash() == Standard.Hash()
	return rs, nil
}

// resolveRuleSet resolves a checked set, which it keeps (callers pass a copy), into tables.
func resolveRuleSet(s *ruleset.Set) *RuleSet {
	rs := &RuleSet{src: s, name: s.Name, deckSize: s.Deck.Size, maxSimilar: s.Deck.MaxSimilar,
		cap: int16(s.Game.Cap), growFirst: s.Game.FirstTurnGrow, endDraw: s.Game.EndDraw, hand: s.Game.Hand}
	for r := Red; r <= Any; r++ {
		rs.symbols[r] = s.Symbol(ruleset.Resource(r))
		rs.resNames[r] = s.ResourceName(ruleset.Resource(r))
	}
	rs.resNames[ResourceNone] = "none"
	for i, r := range s.Resources {
		rs.colours[Red+Resource(i)] = hexColour(r.Colour)
	}
	for i, c := range s.Game.Counters {
		rs.start[i] = int16(c)
	}
	codes := make([]string, len(s.Bases))
	rs.bases[BaseNone] = baseInfo{name: "none"}
	for i, b := range s.Bases {
		slot := Base(i + 1)
		info := baseInfo{code: b.Code, name: b.Name, colour: Resource(b.Colour), cardCost: b.CardCost, max: b.Max,
			effect: EffectKind(b.Effect.Kind), amount: b.Effect.Amount}
		for _, r := range b.Cost {
			info.cost = append(info.cost, Resource(r))
		}
		for _, r := range b.Effect.Gain {
			info.gain = append(info.gain, Resource(r))
		}
		rs.bases[slot] = info
		rs.order = append(rs.order, slot)
		codes[i] = b.Code
	}
	rs.titleCodes = strings.Join(codes, " ")
	return rs
}

// Name returns the set's name ("v0.4.2"), which faces print.
func (rs *RuleSet) Name() string { return rs.name }

// Hash returns the set's content hash (see ruleset.Set.Hash).
func (rs *RuleSet) Hash() string {
	rs.hashOnce.Do(func() { rs.hash = rs.src.Hash() })
	return rs.hash
}

// IsStandard tells whether the set is v0.4.2 (by content).
func (rs *RuleSet) IsStandard() bool { return rs.standard }

// Source returns a copy of the set the tables were compiled from.
func (rs *RuleSet) Source() *ruleset.Set { return rs.src.Clone() }

// Bases returns the set's base cards in code order (do not modify).
func (rs *RuleSet) Bases() []Base { return rs.order }

// valid tells whether b is one of the set's base cards.
func (rs *RuleSet) valid(b Base) bool { return b >= 1 && int(b) <= len(rs.order) }

// BaseCode returns a base card's code in the set ("Y1"; "none" for no base card of the set).
func (rs *RuleSet) BaseCode(b Base) string {
	if !rs.valid(b) {
		return "none"
	}
	return rs.bases[b].code
}

// BaseName returns a base card's name in the set ("Profit").
func (rs *RuleSet) BaseName(b Base) string {
	if !rs.valid(b) {
		return "none"
	}
	return rs.bases[b].name
}

// BaseColour returns the resource a base card's code letter stands for.
func (rs *RuleSet) BaseColour(b Base) Resource {
	if !rs.valid(b) {
		return ResourceNone
	}
	return rs.bases[b].colour
}

// MaxCount returns how many of base card b one card may hold in the set (0 for no base card).
func (rs *RuleSet) MaxCount(b Base) int {
	if !rs.valid(b) {
		return 0
	}
	return rs.bases[b].max
}

// Symbol returns the set's symbol of a resource ("" for none).
func (rs *RuleSet) Symbol(r Resource) string {
	if r < 0 || r > Any {
		return ""
	}
	return rs.symbols[r]
}

// ResourceName returns the set's name of a resource ("red").
func (rs *RuleSet) ResourceName(r Resource) string {
	if r < 0 || r > Any {
		return "none"
	}
	return rs.resNames[r]
}

// DeckSize returns how many cards a legal deck holds, counting amounts.
func (rs *RuleSet) DeckSize() int { return rs.deckSize }

// MaxSimilar returns how many similar cards a legal deck may hold.
func (rs *RuleSet) MaxSimilar() int { return rs.maxSimilar }

// ParseBase reads one of the set's base cards by code or name, case-insensitively.
func (rs *RuleSet) ParseBase(s string) (Base, bool) {
	if rs.standard {
		return ParseBase(s)
	}
	for _, b := range rs.order {
		if equalFoldASCII(s, rs.bases[b].code) || strings.EqualFold(s, rs.bases[b].name) {
			return b, true
		}
	}
	return BaseNone, false
}

// Valid returns nil if the composition is possible in the set: no slot beyond its base cards, no
// count above a base card's limit.
func (rs *RuleSet) Valid(c Composition) error {
	if c[BaseNone] != 0 {
		return errSlotZero(c[BaseNone])
	}
	for b := Base(1); int(b) < len(c); b++ {
		if int(c[b]) > rs.MaxCount(b) {
			if !rs.valid(b) {
				return msgerr.Wrap(ErrBadComposition, "{{.Err}}: base card {{.Base}} is not in rule set {{.Set}}", "Err", ErrBadComposition, "Base", int(b), "Set", rs.name)
			}
			return errOverLimit(int(c[b]), rs.BaseCode(b), rs.BaseName(b), rs.limitText(b))
		}
	}
	return nil
}

// limitText says how many of b a card may hold.
func (rs *RuleSet) limitText(b Base) error { return limitMsg(rs.MaxCount(b), rs.BaseCode(b)) }

// With returns the composition with n of base card b, or an error wrapping ErrBadComposition.
func (rs *RuleSet) With(c Composition, b Base, n int) (Composition, error) {
	if !rs.valid(b) {
		return c, errUnknownBase(int(b))
	}
	if n < 0 || n > rs.MaxCount(b) {
		return c, errOverLimit(n, rs.BaseCode(b), rs.BaseName(b), rs.limitText(b))
	}
	c[b] = uint8(n)
	return c, nil
}

// AllCompositions returns every possible composition of the set: for v0.4.2 the 16,384 in the
// order of the original editor's table, for another set every count of its base cards, the last
// base card counting fastest.
func (rs *RuleSet) AllCompositions() []Composition {
	order := rs.order
	if rs.standard {
		order = []Base{Y1, Y2, R1, R2, G1, G2, B1, B2}
	}
	n := 1
	for _, b := range order {
		n *= rs.MaxCount(b) + 1
	}
	all := make([]Composition, 0, n)
	var c Composition
	var walk func(i int)
	walk = func(i int) {
		if i == len(order) {
			all = append(all, c)
			return
		}
		b := order[i]
		for k := 0; k <= rs.MaxCount(b); k++ {
			c[b] = uint8(k)
			walk(i + 1)
		}
		c[b] = 0
	}
	walk(0)
	return all
}

// ColourCount counts the composition's base cards by colour.
func (rs *RuleSet) ColourCount(c Composition) map[Resource]int {
	m := make(map[Resource]int, 4)
	for _, b := range rs.order {
		if c[b] > 0 {
			m[rs.bases[b].colour] += int(c[b])
		}
	}
	return m
}
