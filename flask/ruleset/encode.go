package ruleset

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
)

// Encode writes the set in the rule-set file format (docs/rulesets.md), with comments that say
// what each section means, so a designer can start from it. Decode(Encode(s)) gives s back.
func Encode(s *Set) []byte {
	var b strings.Builder
	b.WriteString("# A Flask rule set (docs/rulesets.md). Check it with: flaskdeck ruleset validate FILE\n")
	fmt.Fprintf(&b, "name: %s\n", quote(s.Name))
	b.WriteString("# The four resources, in counter order: name (as written in costs), symbol, colour.\n")
	b.WriteString("resources:\n")
	for _, r := range s.Resources {
		fmt.Fprintf(&b, "  - {name: %s, symbol: %s, colour: %s}\n", quote(r.Name), quote(r.Symbol), quote(r.Colour))
	}
	fmt.Fprintf(&b, "any: %s  # the symbol of one resource of any kind, in costs\n", quote(s.AnySymbol))
	b.WriteString("# The base cards in code order. cost: resources per copy; cards: hand cards per copy;\n")
	b.WriteString("# max: copies one card may hold; effect: reaction | gain SYMBOLS | draw N | gain-choice N |\n")
	b.WriteString("# attack-resources N | attack-cards N | reboot (N per copy).\n")
	b.WriteString("bases:\n")
	for _, c := range s.Bases {
		fmt.Fprintf(&b, "  - code: %s\n", quote(c.Code))
		fmt.Fprintf(&b, "    name: %s\n", quote(c.Name))
		fmt.Fprintf(&b, "    colour: %s\n", quote(s.ResourceName(c.Colour)))
		fmt.Fprintf(&b, "    cost: %s\n", quote(s.symbols(c.Cost)))
		fmt.Fprintf(&b, "    cards: %d\n", c.CardCost)
		fmt.Fprintf(&b, "    max: %d\n", c.Max)
		fmt.Fprintf(&b, "    effect: %s\n", quote(s.EffectText(c.Effect)))
	}
	b.WriteString("deck:\n")
	fmt.Fprintf(&b, "  size: %d         # cards counting amounts\n", s.Deck.Size)
	fmt.Fprintf(&b, "  max_similar: %d   # most cards with the same code\n", s.Deck.MaxSimilar)
	b.WriteString("game:\n")
	c := s.Game.Counters
	fmt.Fprintf(&b, "  counters: [%d, %d, %d, %d]  # at the start, in counter order\n", c[0], c[1], c[2], c[3])
	if s.Game.Cap == 0 {
		b.WriteString("  cap: none             # counters above it drop to it at the end of every turn\n")
	} else {
		fmt.Fprintf(&b, "  cap: %d                # counters above it drop to it at the end of every turn\n", s.Game.Cap)
	}
	fmt.Fprintf(&b, "  first_turn_grow: %t  # whether the game's very first turn may grow a counter\n", s.Game.FirstTurnGrow)
	fmt.Fprintf(&b, "  end_draw: %d           # cards drawn at the end of a turn\n", s.Game.EndDraw)
	fmt.Fprintf(&b, "  hand: %d               # cards each player draws at the start\n", s.Game.Hand)
	return []byte(b.String())
}

// EffectText writes an effect as a rule-set file does: "gain 💰💰💰", "draw 1", "reboot".
func (s *Set) EffectText(e Effect) string {
	switch {
	case e.Kind == EffectGain:
		return "gain " + s.symbols(e.Gain)
	case e.Kind.HasAmount():
		return e.Kind.String() + " " + strconv.Itoa(e.Amount)
	}
	return e.Kind.String()
}

// symbols writes resources as the set's symbols.
func (s *Set) symbols(rs []Resource) string {
	var b strings.Builder
	for _, r := range rs {
		b.WriteString(s.Symbol(r))
	}
	return b.String()
}

// quote writes a YAML scalar, quoted when plain text would not read back the same.
func quote(v string) string {
	if v == "" || !plainSafe(v) {
		return strconv.Quote(v)
	}
	return v
}

// plainSafe tells whether v reads back as the same text when written plainly.
func plainSafe(v string) bool {
	switch strings.ToLower(v) {
	case "true", "false", "yes", "no", "on", "off", "null", "~", "none", "y", "n":
		return false
	}
	if _, err := strconv.ParseFloat(v, 64); err == nil {
		return false
	}
	if strings.ContainsAny(v[:1], "-?:,[]{}#&*!|>'\"%@` ") || strings.ContainsAny(v, ":#\n\t\"'\\") || strings.HasSuffix(v, " ") {
		return false
	}
	for _, r := range v {
		if r < 0x20 {
			return false
		}
	}
	return true
}

// Hash returns the set's content hash: the first 12 hex digits of the SHA-256 of its encoding, so
// a match log naming a set can tell whether the file it finds is the one that was played.
func (s *Set) Hash() string {
	sum := sha256.Sum256(Encode(s))
	return hex.EncodeToString(sum[:6])
}
