package ruleset

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"gopkg.in/yaml.v3"

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
	root := yamlerr.Deref(doc.Content[0])
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
	n = yamlerr.Deref(n)
	p.set.lines[field] = n.Line
	if n.Kind != yaml.MappingNode {
		p.addf(n.Line, field, "expected a mapping (%s), found %s", strings.Join(known, ", "), describe(n))
		return nil
	}
	out := make(map[string]*yaml.Node, len(known))
	for k := 0; k+1 < len(n.Content); k += 2 {
		key := yamlerr.Deref(n.Content[k])
		sub := join(field, key.Value)
		switch {
		case key.Kind != yaml.ScalarNode || !contains(known, key.Value):
			p.addf(key.Line, field, "unknown field %q (known: %s)", key.Value, strings.Join(known, ", "))
		case out[key.Value] != nil:
			p.addf(key.Line, sub, "given twice")
		default:
			out[key.Value] = yamlerr.Deref(n.Content[k+1])
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
		p.set.lines[field] = yamlerr.Deref(item).Line
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
