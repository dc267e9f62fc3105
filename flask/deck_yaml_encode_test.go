package flask

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/internal/yamlwrite"
)

// wholeDocumentYAML is the deck as one yaml.v3 document: what EncodeDeckYAML wrote before it
// encoded card by card, and what it must still write.
func wholeDocumentYAML(t *testing.T, d Deck) []byte {
	t.Helper()
	rs := d.RuleSetOr(Standard)
	head := yamlHeader{Name: yamlwrite.Text(d.Name), RuleSet: d.RuleSet, Cards: []yamlCard{}}
	for i, c := range d.Cards {
		yc, err := toYAMLCard(rs, i, c)
		if err != nil {
			t.Fatal(err)
		}
		head.Cards = append(head.Cards, yc)
	}
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(yamlwrite.Indent)
	if err := enc.Encode(head); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// awkwardTexts are names, notes and pictures that stress YAML's quoting and block scalars.
var awkwardTexts = []string{
	"", "Attack", "\nleading break", "two\nlines", "blank\n\nline", "spaces \n  \n  indented",
	"trailing break\n", "- dash", "key: value", "# hash", "'quote'", "\"double\"", "Grüße ✓ 💥",
	"  leading spaces", "tab\there", "yes", "null", "3", "a\r\nb", "\n", "x\n\n\n",
}

func TestCardByCardEncodingEqualsTheWholeDocument(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 2026))
	pick := func() string { return awkwardTexts[r.IntN(len(awkwardTexts))] }
	presets := Presets()
	for round := range 300 {
		d := Deck{Name: pick()}
		if round%3 == 0 {
			d.RuleSet = "v0.4.2"
		}
		for range r.IntN(8) {
			src := presets[r.IntN(len(presets))]
			c := src.Cards[r.IntN(len(src.Cards))]
			c.Name, c.Notes, c.Picture = pick(), pick(), pick()
			c.HasDesc = r.IntN(2) == 0
			d.Cards = append(d.Cards, c)
		}
		got, err := EncodeDeckYAML(d)
		if err != nil {
			t.Fatal(err)
		}
		if want := wholeDocumentYAML(t, d); !bytes.Equal(got, want) {
			t.Fatalf("deck %d: card by card\n%s\nwhole document\n%s", round, got, want)
		}
		back, err := DecodeDeckYAML("deck.yaml", got)
		if err != nil {
			t.Fatalf("deck %d does not read back: %v\n%s", round, err, got)
		}
		if len(back.Cards) != len(d.Cards) || back.Name != d.Name {
			t.Fatalf("deck %d read back as %d cards named %q", round, len(back.Cards), back.Name)
		}
	}
}

// BenchmarkEncodeDeckYAMLLarge encodes a deck of 20,000 cards: the memory per card stays that
// of one card (B/op grows with the output only).
func BenchmarkEncodeDeckYAMLLarge(b *testing.B) {
	red, _ := Preset("red")
	d := Deck{Name: "large"}
	for len(d.Cards) < 20000 {
		d.Cards = append(d.Cards, red.Cards...)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := EncodeDeckYAML(d); err != nil {
			b.Fatal(err)
		}
	}
}
