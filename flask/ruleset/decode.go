package ruleset

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/internal/yamlerr"
)

// The fields of a rule-set file (docs/rulesets.md), by section.
var (
	topFields      = []string{"name", "resources", "any", "bases", "deck", "game"}
	resourceFields = []string{"name", "symbol", "colour"}
	baseFields     = []string{"code", "name", "colour", "cost", "cards", "max", "effect"}
	deckFields     = []string{"size", "max_similar"}
	gameFields     = []string{"counters", "cap", "first_turn_grow", "end_draw", "hand"}
)

// MaxFileSize is the largest rule-set file read (a set is a few kilobytes).
const MaxFileSize = 1 << 20

// Decode reads a rule set from YAML and checks it (see Check). file names the source in problems.
// Every problem found is returned at once, as Problems, each naming its line.
func Decode(file string, data []byte) (*Set, error) {
	s, err := decode(file, data)
	if s == nil {
		return nil, err
	}
	checked := s.check(file)
	if err == nil && checked == nil {
		return s, nil
	}
	// Every problem at once: those of the reading, then the checks of the fields that were read.
	var all Problems
	if err != nil {
		all = append(all, err.(Problems)...)
	}
	if ps, ok := checked.(Problems); ok {
		for _, p := range ps {
			if !underAny(p.Field, all) {
				all = append(all, p)
			}
		}
	}
	sortByLine(all)
	return nil, all
}

// DecodeNode reads a rule set from a YAML node (a match log's ruleset block) and checks it.
func DecodeNode(file string, n *yaml.Node) (*Set, error) {
	data, err := yaml.Marshal(n)
	if err != nil {
		return nil, Problems{{File: file, Message: err.Error()}}
	}
	return Decode(file, data)
}

// decode reads the file's fields, reporting what does not parse; the values it reads are not yet
// checked against each other.
func decode(file string, data []byte) (*Set, error) {
	p := &problems{file: file, set: &Set{lines: map[string]int{}}}
	if len(data) > MaxFileSize {
		p.addf(0, "", "the file is %d bytes; a rule set is at most %d", len(data), MaxFileSize)
		return nil, p.err()
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc, extra yaml.Node
	if err := dec.Decode(&doc); err != nil && !errors.Is(err, io.EOF) {
		line, msg := yamlerr.ProblemErr(err)
		p.addf(line, "", "%v", msg)
		return nil, p.err()
	}
	if len(doc.Content) == 0 {
		p.addf(0, "", "empty file; expected a rule set (name, resources, any, bases, deck, game)")
		return nil, p.err()
	}
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		line := extra.Line
		if err != nil {
			line, _ = yamlerr.Problem(err)
		}
		p.addf(line, "", "a second YAML document; a rule-set file holds one set")
		return nil, p.err()
	}
	root := deref(doc.Content[0])
	fields := p.mapping(root, "", topFields)
	if fields == nil {
		return nil, p.err()
	}
	s := p.set
	s.Name = p.text(fields["name"], "name")
	if n := fields["resources"]; n != nil {
		p.resources(n)
	} else {
		p.addf(root.Line, "resources", "missing: list the four resources")
	}
	s.AnySymbol = "❔"
	if n := fields["any"]; n != nil {
		s.AnySymbol = p.text(n, "any")
	}
	if n := fields["bases"]; n != nil {
		p.bases(n)
	} else {
		p.addf(root.Line, "bases", "missing: list the base cards in code order")
	}
	if n := fields["deck"]; n != nil {
		p.deck(n)
	} else {
		p.addf(root.Line, "deck", "missing: give size and max_similar")
	}
	if n := fields["game"]; n != nil {
		p.game(n)
	} else {
		p.addf(root.Line, "game", "missing: give counters, cap, first_turn_grow, end_draw and hand")
	}
	return s, p.err() // the set as far as it was read, with its problems
}

// underAny tells whether field is, or is inside, the field of one of the problems (or the whole
// file's).
func underAny(field string, ps Problems) bool {
	for _, p := range ps {
		if p.Field == "" || field == p.Field || strings.HasPrefix(field, p.Field+".") || strings.HasPrefix(field, p.Field+"[") {
			return true
		}
	}
	return false
}

// mapping returns a mapping's values by key, reporting unknown and repeated keys; nil (and a
// problem) when n is not a mapping.
func (p *problems) mapping(n *yaml.Node, field string, known []string) map[string]*yaml.Node {
	n = deref(n)
	p.set.lines[field] = n.Line
	if n.Kind != yaml.MappingNode {
		p.addf(n.Line, field, "expected a mapping (%s), found %s", strings.Join(known, ", "), describe(n))
		return nil
	}
	out := make(map[string]*yaml.Node, len(known))
	for k := 0; k+1 < len(n.Content); k += 2 {
		key := deref(n.Content[k])
		sub := join(field, key.Value)
		switch {
		case key.Kind != yaml.ScalarNode || !contains(known, key.Value):
			p.addf(key.Line, field, "unknown field %q (known: %s)", key.Value, strings.Join(known, ", "))
		case out[key.Value] != nil:
			p.addf(key.Line, sub, "given twice")
		default:
			out[key.Value] = deref(n.Content[k+1])
			p.set.lines[sub] = key.Line
		}
	}
	return out
}

func (p *problems) resources(n *yaml.Node) {
	p.set.lines["resources"] = n.Line
	if n.Kind != yaml.SequenceNode {
		p.addf(n.Line, "resources", "expected a list of the four resources, found %s", describe(n))
		return
	}
	if len(n.Content) != 4 {
		p.addf(n.Line, "resources", "%d resources; a set has exactly four (its counters)", len(n.Content))
	}
	for i, item := range n.Content {
		if i >= 4 {
			break
		}
		field := fmt.Sprintf("resources[%d]", i)
		p.set.lines[field] = item.Line
		f := p.mapping(item, field, resourceFields)
		if f == nil {
			continue
		}
		r := &p.set.Resources[i]
		r.Name = p.text(f["name"], field+".name")
		r.Symbol = p.text(f["symbol"], field+".symbol")
		r.Colour = p.text(f["colour"], field+".colour")
	}
}

func (p *problems) bases(n *yaml.Node) {
	p.set.lines["bases"] = n.Line
	if n.Kind != yaml.SequenceNode {
		p.addf(n.Line, "bases", "expected a list of base cards, found %s", describe(n))
		return
	}
	for i, item := range n.Content {
		field := fmt.Sprintf("bases[%d]", i)
		p.set.lines[field] = deref(item).Line
		f := p.mapping(item, field, baseFields)
		if f == nil {
			continue
		}
		b := BaseCard{Max: 1}
		b.Code = p.text(f["code"], field+".code")
		b.Name = p.text(f["name"], field+".name")
		if v := f["colour"]; v != nil {
			if rs := p.resourceList(v, field+".colour"); len(rs) == 1 {
				b.Colour = rs[0]
			} else if rs != nil {
				p.addf(v.Line, field+".colour", "one resource, found %d", len(rs))
			}
		} else {
			p.addf(item.Line, field+".colour", "missing: the resource its code letter stands for")
		}
		if v := f["cost"]; v != nil {
			if b.Cost = p.resourceList(v, field+".cost"); len(b.Cost) == 0 {
				b.Cost = nil // free
			}
		}
		b.CardCost = p.number(f["cards"], field+".cards", 0)
		b.Max = p.number(f["max"], field+".max", 1)
		if v := f["effect"]; v != nil {
			b.Effect = p.effect(v, field+".effect")
		} else {
			p.addf(item.Line, field+".effect", "missing: one of %s", effectVocabulary())
		}
		p.set.Bases = append(p.set.Bases, b)
	}
}

func (p *problems) deck(n *yaml.Node) {
	f := p.mapping(n, "deck", deckFields)
	if f == nil {
		return
	}
	p.set.Deck.Size = p.number(f["size"], "deck.size", 15)
	p.set.Deck.MaxSimilar = p.number(f["max_similar"], "deck.max_similar", 3)
}

func (p *problems) game(n *yaml.Node) {
	f := p.mapping(n, "game", gameFields)
	if f == nil {
		return
	}
	g := &p.set.Game
	g.Counters = [4]int{3, 3, 3, 3}
	if v := f["counters"]; v != nil {
		switch {
		case v.Kind == yaml.SequenceNode && len(v.Content) == 4:
			for i, c := range v.Content {
				g.Counters[i] = p.number(c, fmt.Sprintf("game.counters[%d]", i), 0)
			}
		case v.Kind == yaml.ScalarNode:
			k := p.number(v, "game.counters", 3)
			g.Counters = [4]int{k, k, k, k}
		default:
			p.addf(v.Line, "game.counters", "one number for every counter, or a list of four, found %s", describe(v))
		}
	}
	g.Cap = 6
	if v := f["cap"]; v != nil {
		if v.Kind == yaml.ScalarNode && (v.Value == "none" || v.ShortTag() == "!!null") {
			g.Cap = 0
		} else {
			g.Cap = p.number(v, "game.cap", 6)
		}
	}
	if v := f["first_turn_grow"]; v != nil {
		if v.Kind != yaml.ScalarNode || v.ShortTag() != "!!bool" || v.Decode(&g.FirstTurnGrow) != nil {
			p.addf(v.Line, "game.first_turn_grow", "true or false, found %s", describe(v))
		}
	}
	g.EndDraw = p.number(f["end_draw"], "game.end_draw", 1)
	g.Hand = p.number(f["hand"], "game.hand", 3)
}

// text reads a text field ("" for a missing one).
func (p *problems) text(n *yaml.Node, field string) string {
	if n == nil {
		return ""
	}
	n = deref(n)
	if n.Kind != yaml.ScalarNode || n.ShortTag() == "!!null" {
		p.addf(n.Line, field, "expected text, found %s", describe(n))
		return ""
	}
	if !utf8.ValidString(n.Value) {
		p.addf(n.Line, field, "not valid UTF-8 text")
		return ""
	}
	return strings.TrimSpace(n.Value)
}

// number reads a whole number, def when the field is missing.
func (p *problems) number(n *yaml.Node, field string, def int) int {
	if n == nil {
		return def
	}
	n = deref(n)
	v, err := strconv.Atoi(n.Value)
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" || err != nil || v < -1000 || v > 1000 {
		p.addf(n.Line, field, "expected a whole number, found %s", describe(n))
		return def
	}
	return v
}

// resourceList reads resources written as symbols and/or names: "💥📘", "red blue", [red, blue].
// An empty text or list is no resource. It returns nil after a problem.
func (p *problems) resourceList(n *yaml.Node, field string) []Resource {
	n = deref(n)
	var text string
	switch {
	case n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null":
		return []Resource{}
	case n.Kind == yaml.ScalarNode:
		text = n.Value
	case n.Kind == yaml.SequenceNode:
		parts := make([]string, 0, len(n.Content))
		for _, c := range n.Content {
			if c = deref(c); c.Kind != yaml.ScalarNode {
				p.addf(c.Line, field, "expected resources, found %s", describe(c))
				return nil
			}
			parts = append(parts, c.Value)
		}
		text = strings.Join(parts, " ")
	default:
		p.addf(n.Line, field, "expected resources such as \"💥📘\" or \"red blue\", found %s", describe(n))
		return nil
	}
	rs, err := p.set.ParseResources(text)
	if err != nil {
		p.addf(n.Line, field, "%v", err)
		return nil
	}
	return rs
}

// effect reads "reaction", "gain 💰💰💰", "draw 1", "gain-choice 2", "attack-resources 2",
// "attack-cards 2" or "reboot".
func (p *problems) effect(n *yaml.Node, field string) Effect {
	if n.Kind != yaml.ScalarNode || n.ShortTag() == "!!null" {
		p.addf(n.Line, field, "expected an effect such as \"draw 1\", found %s", describe(n))
		return Effect{}
	}
	e, err := p.set.ParseEffect(n.Value)
	if err != nil {
		p.addf(n.Line, field, "%v", err)
	}
	return e
}

// ParseEffect reads an effect as a rule-set file writes it, resources by the set's names or symbols.
func (s *Set) ParseEffect(text string) (Effect, error) {
	word, rest, _ := strings.Cut(strings.TrimSpace(text), " ")
	rest = strings.TrimSpace(rest)
	kind := EffectNone
	for k := EffectReaction; k <= EffectReboot; k++ {
		if strings.EqualFold(word, k.String()) {
			kind = k
		}
	}
	e := Effect{Kind: kind}
	switch {
	case kind == EffectNone:
		return Effect{}, msgerr.Errorf("unknown effect %q (known: %s)", word, effectVocabulary())
	case kind == EffectGain:
		gain, err := s.ParseResources(rest)
		if err != nil {
			return Effect{}, msgerr.Errorf("gain: %w", err)
		}
		e.Gain = gain
	case kind.HasAmount():
		n, err := strconv.Atoi(rest)
		if err != nil {
			return Effect{}, msgerr.Errorf("%s takes a whole number, as in %q", kind, kind.String()+" 2")
		}
		e.Amount = n
	case rest != "":
		return Effect{}, msgerr.Errorf("%s takes nothing after it, found %q", kind, rest)
	}
	return e, nil
}

// effectVocabulary lists the effects a file may name.
func effectVocabulary() string {
	return "reaction, gain SYMBOLS, draw N, gain-choice N, attack-resources N, attack-cards N, reboot"
}

// ParseResources reads resources written as the set's symbols and/or names ("💥📘", "red blue",
// "any"), in any mix, separated by spaces or commas or not at all for symbols.
func (s *Set) ParseResources(text string) ([]Resource, error) {
	out := []Resource{}
	for rest := text; ; {
		rest = strings.TrimLeft(rest, " ,\t")
		if rest == "" {
			return out, nil
		}
		r, n := s.matchResource(rest)
		if r == ResourceNone {
			word := rest
			if i := strings.IndexAny(word, " ,\t"); i >= 0 {
				word = word[:i]
			}
			return nil, msgerr.Errorf("unknown resource %q (known: %s)", word, s.resourceVocabulary())
		}
		if len(out) >= 100 {
			return nil, msgerr.Errorf("too many resources")
		}
		out = append(out, r)
		rest = rest[n:]
	}
}

// matchResource finds the resource text starts with: a symbol, or a whole name.
func (s *Set) matchResource(text string) (Resource, int) {
	for _, r := range [...]Resource{Red, Blue, Green, Yellow, Any} {
		if sym := s.Symbol(r); sym != "" && strings.HasPrefix(text, sym) {
			return r, len(sym)
		}
	}
	end := strings.IndexAny(text, " ,\t")
	if end < 0 {
		end = len(text)
	}
	word := text[:end]
	if strings.EqualFold(word, "any") {
		return Any, end
	}
	for _, r := range Slots {
		if name := s.ResourceName(r); name != "" && strings.EqualFold(word, name) {
			return r, end
		}
	}
	return ResourceNone, 0
}

func (s *Set) resourceVocabulary() string {
	var names []string
	for _, r := range [...]Resource{Red, Blue, Green, Yellow, Any} {
		names = append(names, s.ResourceName(r)+" "+s.Symbol(r))
	}
	return strings.Join(names, ", ")
}

func join(field, key string) string {
	if field == "" {
		return key
	}
	return field + "." + key
}

func contains(list []string, s string) bool {
	return slices.Contains(list, s)
}

// deref follows an alias to the node it names.
func deref(n *yaml.Node) *yaml.Node {
	for i := 0; n.Kind == yaml.AliasNode && n.Alias != nil && i < 100; i++ {
		n = n.Alias
	}
	return n
}

// describe names a node's kind and value for messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if n.ShortTag() == "!!null" {
			return "nothing"
		}
		v := n.Value
		if len(v) > 40 {
			v = v[:40] + "…"
		}
		return strconv.Quote(v)
	}
	return "something else"
}
