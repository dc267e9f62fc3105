// Package yamlwrite writes free text to YAML so that it reads back as it was written.
//
// yaml.v3 writes a text that begins with a line break as a block scalar that it reads back
// without the break ("\n0" comes back as "0"), or, inside a sequence, cannot read back at all.
// A field of type Text is written double-quoted in that case, so a deck's notes, a seat's name or
// any other free text survives a save and a load unchanged.
package yamlwrite

import (
	"strings"

	"gopkg.in/yaml.v3"
)

// Text is free text in a YAML document the project writes.
type Text string

// MarshalYAML writes the text as yaml.v3 would, double-quoted when it begins with a line break.
func (t Text) MarshalYAML() (any, error) {
	if !strings.HasPrefix(string(t), "\n") {
		return string(t), nil
	}
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: string(t), Style: yaml.DoubleQuotedStyle}, nil
}

// Texts converts strings to Texts.
func Texts(s []string) []Text {
	if s == nil {
		return nil
	}
	out := make([]Text, len(s))
	for i, v := range s {
		out[i] = Text(v)
	}
	return out
}

// Indent is the indentation of the project's YAML files.
const Indent = 2
