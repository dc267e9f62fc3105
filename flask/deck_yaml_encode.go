package flask

import (
	"bytes"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/internal/yamlwrite"
)

// yamlHeader and yamlCard are the shapes EncodeDeckYAML writes.
type yamlHeader struct {
	Name    yamlwrite.Text `yaml:"name"`
	RuleSet string         `yaml:"ruleset,omitempty"`
	Cards   []yamlCard     `yaml:"cards"`
}

type yamlCard struct {
	Name            yamlwrite.Text `yaml:"name"`
	Composition     string         `yaml:"composition"`
	Amount          int            `yaml:"amount"`
	Picture         yamlwrite.Text `yaml:"picture,omitempty"`
	Notes           yamlwrite.Text `yaml:"notes,omitempty"`
	ShowDescription *bool          `yaml:"show_description,omitempty"`
}

// EncodeDeckYAML writes the deck in the project's YAML format, compositions as codes.
//
// The cards are encoded one at a time and indented under "cards:", so the memory it takes
// follows one card rather than the deck (yaml.v3 builds a document's whole event tree: a deck
// of 360,000 cards took 3.5 GB encoded in one piece). The output is byte for byte what one
// yaml.v3 document of the whole deck gives (a test compares them).
func EncodeDeckYAML(d Deck) ([]byte, error) {
	rs := d.RuleSetOr(Standard)
	var out bytes.Buffer
	head := yamlHeader{Name: yamlwrite.Text(d.Name), RuleSet: d.RuleSet}
	if len(d.Cards) == 0 {
		head.Cards = []yamlCard{}
		return encodeYAML(&out, head)
	}
	if _, err := encodeYAML(&out, head); err != nil {
		return nil, err
	}
	// The header ends "cards: []\n"; the cards follow as a block list instead.
	out.Truncate(out.Len() - len(" []\n"))
	out.WriteString("\n")
	var one bytes.Buffer
	list := make([]yamlCard, 1)
	for i, c := range d.Cards {
		yc, err := toYAMLCard(rs, i, c)
		if err != nil {
			return nil, err
		}
		list[0] = yc
		one.Reset()
		if _, err := encodeYAML(&one, list); err != nil {
			return nil, err
		}
		indentLines(&out, one.Bytes())
	}
	return out.Bytes(), nil
}

// toYAMLCard is card i as the YAML file writes it, refusing a composition the rule set forbids.
func toYAMLCard(rs *RuleSet, i int, c Card) (yamlCard, error) {
	if err := rs.Valid(c.Composition); err != nil {
		return yamlCard{}, msgerr.Errorf("%s: %w", cardLabelMsg(i, c), err)
	}
	yc := yamlCard{Name: yamlwrite.Text(c.Name), Composition: rs.Code(c.Composition), Amount: c.Amount,
		Picture: yamlwrite.Text(c.Picture), Notes: yamlwrite.Text(c.Notes)}
	if !c.HasDesc {
		hidden := false
		yc.ShowDescription = &hidden
	}
	return yc, nil
}

// encodeYAML appends v as a YAML document with the project's indentation.
func encodeYAML(buf *bytes.Buffer, v any) ([]byte, error) {
	enc := yaml.NewEncoder(buf)
	enc.SetIndent(yamlwrite.Indent)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// indentLines appends text with every non-empty line indented by the project's indentation, as
// a list nested under a key is written.
func indentLines(out *bytes.Buffer, text []byte) {
	pad := []byte("  ")[:yamlwrite.Indent]
	for len(text) > 0 {
		line := text
		if i := bytes.IndexByte(text, '\n'); i >= 0 {
			line = text[:i+1]
		}
		if len(line) > 1 {
			out.Write(pad)
		}
		out.Write(line)
		text = text[len(line):]
	}
}
