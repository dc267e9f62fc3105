package ruleset

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/internal/yamlerr"
)

// text reads a text field ("" for a missing one).
func (p *problems) text(n *yaml.Node, field string) string {
	if n == nil {
		return ""
	}
	n = yamlerr.Deref(n)
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
	n = yamlerr.Deref(n)
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
	n = yamlerr.Deref(n)
	var text string
	switch {
	case n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null":
		return []Resource{}
	case n.Kind == yaml.ScalarNode:
		text = n.Value
	case n.Kind == yaml.SequenceNode:
		parts := make([]string, 0, len(n.Content))
		for _, c := range n.Content {
			if c = yamlerr.Deref(c); c.Kind != yaml.ScalarNode {
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

func join(field, key string) string {
	if field == "" {
		return key
	}
	return field + "." + key
}

func contains(list []string, s string) bool {
	return slices.Contains(list, s)
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
