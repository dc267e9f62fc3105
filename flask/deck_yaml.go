package flask

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

// The project's YAML deck format:
//
//	name: Red
//	ruleset: my-set.yaml               # optional: a built-in set's name or a file beside the deck
//	cards:
//	  - name: Returning Double Attack
//	    composition: R1 - R1 - Y2      # a code, in any order, case and separator
//	    amount: 3                      # copies, 1–3 (default 1)
//	    picture: pictures/attack.png   # optional, relative to the deck file (or a URL)
//	    notes: free text               # optional
//	  - name: Profit
//	    composition: {Y1: 1}           # or counts per base card
//	    show_description: false        # optional, the original editor's flag (default true)
//
// docs/decks.md documents it for users.

var (
	deckFields = []string{"name", "ruleset", "cards"}
	cardFields = []string{"name", "composition", "amount", "picture", "notes", "show_description"}
)

// DecodeDeckYAML reads a deck in the project's YAML format; name is the file's name, used in
// messages and as the deck name when the file holds none. It is strict: unknown or repeated fields,
// wrong types, impossible compositions and amounts outside 1–3 are errors wrapping ErrBadDeckFile
// that name the file and line.
func DecodeDeckYAML(name string, data []byte) (Deck, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc, extra yaml.Node
	if err := dec.Decode(&doc); err != nil && !errors.Is(err, io.EOF) {
		return Deck{}, yamlError(name, err)
	}
	if len(doc.Content) == 0 {
		return Deck{}, fileErrorf(name, 0, "empty file; expected a deck with name and cards")
	}
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		if err != nil {
			return Deck{}, yamlError(name, err)
		}
		return Deck{}, fileErrorf(name, extra.Line, "a second YAML document; a deck file holds one deck")
	}
	root := yamlerr.Deref(doc.Content[0])
	if root.Kind != yaml.MappingNode {
		return Deck{}, fileErrorf(name, root.Line, "expected a deck (a mapping with name and cards), found %s", describeNode(root))
	}
	d := Deck{Name: deckNameFromFile(name)}
	fields, err := mappingFields(name, root, msgerr.New("deck"), deckFields)
	if err != nil {
		return Deck{}, err
	}
	if n, ok := fields["name"]; ok {
		if d.Name, err = yamlString(name, n, msgerr.New("deck name")); err != nil {
			return Deck{}, err
		}
	}
	rs := Standard
	if n, ok := fields["ruleset"]; ok {
		if d.RuleSet, err = yamlString(name, n, "ruleset"); err != nil {
			return Deck{}, err
		}
		if d.RuleSet != "" {
			if rs, err = LoadRuleSet(besideFile(name, d.RuleSet)); err != nil {
				return Deck{}, fileErrorf(name, n.Line, "ruleset %q: %v", d.RuleSet, oneLine(err))
			}
			d.Set = rs
		}
	}
	cards, ok := fields["cards"]
	if !ok {
		return Deck{}, fileErrorf(name, root.Line, "the deck has no cards field")
	}
	switch cards = yamlerr.Deref(cards); {
	case cards.Kind == yaml.ScalarNode && cards.ShortTag() == "!!null":
	case cards.Kind != yaml.SequenceNode:
		return Deck{}, fileErrorf(name, cards.Line, "cards must be a list, found %s", describeNode(cards))
	default:
		for i, n := range cards.Content {
			c, err := decodeYAMLCard(rs, name, yamlerr.Deref(n), i)
			if err != nil {
				return Deck{}, err
			}
			d.Cards = append(d.Cards, c)
		}
	}
	return d, nil
}

// decodeYAMLCard reads card number i.
func decodeYAMLCard(rs *RuleSet, file string, n *yaml.Node, i int) (Card, error) {
	var what any = msgerr.Errorf("card %d", i+1)
	if n.Kind != yaml.MappingNode {
		return Card{}, fileErrorf(file, n.Line, "%s: expected a card (name, composition, amount…), found %s", what, describeNode(n))
	}
	c := NewCard("", Composition{})
	for k := 0; k+1 < len(n.Content); k += 2 { // name the card in every message, if it has a name
		if key, v := yamlerr.Deref(n.Content[k]), yamlerr.Deref(n.Content[k+1]); key.Value == "name" && v.ShortTag() == "!!str" && v.Kind == yaml.ScalarNode {
			what = cardLabelMsg(i, Card{Name: v.Value})
			break
		}
	}
	fields, err := mappingFields(file, n, what, cardFields)
	if err != nil {
		return Card{}, err
	}
	if v, ok := fields["name"]; ok {
		if c.Name, err = yamlString(file, v, msgerr.Errorf("%v name", what)); err != nil {
			return Card{}, err
		}
	}
	v, ok := fields["composition"]
	if !ok {
		return Card{}, fileErrorf(file, n.Line, "%s has no composition (write composition: \"\" for a blank card)", what)
	}
	if c.Composition, err = yamlComposition(rs, file, yamlerr.Deref(v), what); err != nil {
		return Card{}, err
	}
	if v, ok := fields["amount"]; ok {
		v = yamlerr.Deref(v)
		if v.Kind != yaml.ScalarNode || v.ShortTag() != "!!int" {
			return Card{}, fileErrorf(file, v.Line, "%s: amount must be a whole number 1 to %d, found %s", what, MaxAmount, describeNode(v))
		}
		if err := v.Decode(&c.Amount); err != nil || c.Amount < 1 || c.Amount > MaxAmount {
			return Card{}, fileErrorf(file, v.Line, "%s: amount %s; it must be 1 to %d", what, v.Value, MaxAmount)
		}
	}
	for _, f := range []struct {
		key string
		dst *string
	}{{"picture", &c.Picture}, {"notes", &c.Notes}} {
		if v, ok := fields[f.key]; ok {
			if *f.dst, err = yamlString(file, v, msgerr.Errorf("%v %s", what, f.key)); err != nil {
				return Card{}, err
			}
		}
	}
	if v, ok := fields["show_description"]; ok {
		v = yamlerr.Deref(v)
		if v.Kind != yaml.ScalarNode || v.ShortTag() != "!!bool" || v.Decode(&c.HasDesc) != nil {
			return Card{}, fileErrorf(file, v.Line, "%s: show_description must be true or false, found %s", what, describeNode(v))
		}
	}
	return c, nil
}

// yamlComposition reads a composition written as a code string or as counts per base card.
func yamlComposition(rs *RuleSet, file string, v *yaml.Node, what any) (Composition, error) {
	switch {
	case v.Kind == yaml.ScalarNode && v.ShortTag() == "!!null":
		return Composition{}, nil
	case v.Kind == yaml.ScalarNode && v.ShortTag() == "!!str":
		c, err := rs.ParseComposition(v.Value)
		if err != nil {
			return c, fileErrorf(file, v.Line, "%s: %w", what, err)
		}
		return c, nil
	case v.Kind == yaml.MappingNode:
		var c Composition
		seen := map[Base]bool{}
		for k := 0; k+1 < len(v.Content); k += 2 {
			key, val := yamlerr.Deref(v.Content[k]), yamlerr.Deref(v.Content[k+1])
			b, ok := rs.ParseBase(key.Value)
			if !ok || key.Kind != yaml.ScalarNode {
				return c, fileErrorf(file, key.Line, "%s: unknown base card %q in composition (known: %s)", what, key.Value, rs.titleCodes)
			}
			if seen[b] {
				return c, fileErrorf(file, key.Line, "%s: %s given twice in composition", what, rs.BaseCode(b))
			}
			seen[b] = true
			n, err := yamlCount(val, rs.BaseCode(b), rs.MaxCount(b))
			if err == nil {
				c, err = rs.With(c, b, n)
			}
			if err != nil {
				return c, fileErrorf(file, val.Line, "%s: %w", what, err)
			}
		}
		return c, nil
	}
	return Composition{}, fileErrorf(file, v.Line, "%s: composition must be a code like \"R1 - R1 - Y2\" or counts like {R1: 2, Y2: 1}, found %s", what, describeNode(v))
}

// yamlCount reads how many of base card b a composition holds: a whole number, or true/false.
func yamlCount(v *yaml.Node, code string, max int) (int, error) {
	if v.Kind == yaml.ScalarNode {
		switch v.ShortTag() {
		case "!!int":
			var n int
			if err := v.Decode(&n); err == nil {
				return n, nil
			}
		case "!!bool":
			var on bool
			if err := v.Decode(&on); err == nil {
				return boolCount(on), nil
			}
		}
	}
	return 0, msgerr.Errorf("%w: %s count must be a whole number 0 to %d, found %s", ErrBadComposition, code, max, describeNode(v))
}

// mappingFields returns the values of a mapping by key, rejecting unknown and repeated keys.
func mappingFields(file string, m *yaml.Node, what any, known []string) (map[string]*yaml.Node, error) {
	fields := make(map[string]*yaml.Node, len(known))
	for k := 0; k+1 < len(m.Content); k += 2 {
		key := yamlerr.Deref(m.Content[k])
		if key.Kind != yaml.ScalarNode || !contains(known, key.Value) {
			return nil, fileErrorf(file, key.Line, "%s: unknown field %q (known: %s)", what, key.Value, strings.Join(known, ", "))
		}
		if _, dup := fields[key.Value]; dup {
			return nil, fileErrorf(file, key.Line, "%s: field %q given twice", what, key.Value)
		}
		fields[key.Value] = m.Content[k+1]
	}
	return fields, nil
}

func contains(list []string, s string) bool {
	return slices.Contains(list, s)
}

// yamlString reads a text field: a string, or nothing (empty).
func yamlString(file string, v *yaml.Node, what any) (string, error) {
	v = yamlerr.Deref(v)
	if v.Kind == yaml.ScalarNode && v.ShortTag() == "!!null" {
		return "", nil
	}
	if v.Kind != yaml.ScalarNode || v.ShortTag() != "!!str" {
		return "", fileErrorf(file, v.Line, "%s must be text, found %s (put it in quotes)", what, describeNode(v))
	}
	if !utf8.ValidString(v.Value) {
		return "", fileErrorf(file, v.Line, "%s is not valid UTF-8 text", what)
	}
	return v.Value, nil
}

// describeNode names a node's kind and value for messages.
func describeNode(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		tag := strings.TrimPrefix(n.ShortTag(), "!!")
		switch tag {
		case "str":
			tag = "text"
		case "int":
			tag = "number"
		case "null":
			return "nothing"
		}
		return fmt.Sprintf("%s %s", tag, strconv.Quote(n.Value))
	}
	return "something else"
}

// yamlError turns a yaml.v3 syntax error into a DeckFileError with its line.
func yamlError(file string, err error) error {
	line, msg := yamlerr.ProblemErr(err)
	return fileErrorf(file, line, "%v", msg)
}
