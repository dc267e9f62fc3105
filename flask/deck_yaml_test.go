package flask

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/internal/golden"
)

func TestDecodeDeckYAMLExample(t *testing.T) {
	data, err := os.ReadFile("testdata/example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	d, err := DecodeDeckYAML("example.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	if d.Name != "Fire and Gold" || len(d.Cards) != 5 || d.Size() != 15 {
		t.Fatalf("decoded %q with %d cards, size %d", d.Name, len(d.Cards), d.Size())
	}
	first := d.Cards[0]
	want := Card{Name: "Returning Double Attack", Composition: comp(t, "R1 R1 Y2"), Amount: 3,
		Picture: "pictures/attack.png", HasDesc: true, Notes: "Strong against green.\nKeep two in the deck.\n"}
	if !reflect.DeepEqual(first, want) {
		t.Errorf("card 1 = %+v\nwant %+v", first, want)
	}
	if d.Cards[3].HasDesc || d.Cards[3].Code() != "G2 - B2" || d.Cards[2].Code() != "Y1 - G1" {
		t.Errorf("card 4 = %+v, card 3 code %q", d.Cards[3], d.Cards[2].Code())
	}
	if problems := d.Validate(); len(problems) != 0 {
		t.Errorf("example deck is not legal: %v", problems)
	}
}

// TestEncodeDeckYAMLGolden encodes the example deck and compares with testdata/example.out.yaml.
func TestEncodeDeckYAMLGolden(t *testing.T) {
	data, _ := os.ReadFile("testdata/example.yaml")
	d, err := DecodeDeckYAML("example.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	out, err := EncodeDeckYAML(d)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/example.out.yaml", out)
	back, err := DecodeDeckYAML("example.yaml", out)
	if err != nil || !reflect.DeepEqual(back, d) {
		t.Errorf("round trip: %v\n%+v\nwant %+v", err, back, d)
	}
}

func TestDecodeDeckYAMLErrors(t *testing.T) {
	tests := []struct {
		name string
		yaml string
		want string // the whole message must start with "deck.yaml:" and contain it
	}{
		{"empty", "", "deck.yaml: empty file"},
		{"two documents", "name: a\ncards: []\n---\nname: b\ncards: []\n", "deck.yaml:3: a second YAML document"},
		{"comments only", "# nothing\n", "deck.yaml: empty file"},
		{"syntax", "name: x\ncards: [\n", "deck.yaml:2: did not find expected node content"},
		{"not a mapping", "- a\n- b\n", "deck.yaml:1: expected a deck"},
		{"unknown deck field", "name: x\ncolour: red\ncards: []\n", `deck.yaml:2: deck: unknown field "colour"`},
		{"no cards", "name: x\n", "deck.yaml:1: the deck has no cards field"},
		{"cards not a list", "name: x\ncards: 3\n", "deck.yaml:2: cards must be a list"},
		{"card not a mapping", "cards:\n  - R1\n", "deck.yaml:2: card 1: expected a card"},
		{"unknown card field", "cards:\n  - name: a\n    composition: R1\n    cost: 3\n", `deck.yaml:4: card 1 "a": unknown field "cost"`},
		{"repeated field", "cards:\n  - name: a\n    name: b\n    composition: R1\n", `deck.yaml:3: card 1 "a": field "name" given twice`},
		{"name not text", "cards:\n  - name: [a]\n    composition: R1\n", "deck.yaml:2: card 1 name must be text, found a list"},
		{"deck name not text", "name: {a: 1}\ncards: []\n", "deck.yaml:1: deck name must be text"},
		{"no composition", "cards:\n  - name: a\n", `deck.yaml:2: card 1 "a" has no composition`},
		{"unknown base", "cards:\n  - name: a\n    composition: R1 X1\n", `deck.yaml:3: card 1 "a": bad composition "R1 X1": unknown base card "X1"`},
		{"four of a kind", "cards:\n  - name: a\n    composition: R1 R1 R1 R1\n", `deck.yaml:3: card 1 "a": bad composition "R1 R1 R1 R1": more than 3 × R1`},
		{"second Y2", "cards:\n  - name: a\n    composition: {Y2: 2}\n", `deck.yaml:3: card 1 "a": bad composition: 2 × Y2 (Reboot): at most one Y2 per card`},
		{"count map unknown base", "cards:\n  - name: a\n    composition:\n      R1: 1\n      Z3: 1\n", `deck.yaml:5: card 1 "a": unknown base card "Z3"`},
		{"count map twice", "cards:\n  - name: a\n    composition: {R1: 1, r1: 2}\n", `deck.yaml:3: card 1 "a": R1 given twice`},
		{"count not a number", "cards:\n  - name: a\n    composition: {R1: many}\n", `deck.yaml:3: card 1 "a": bad composition: R1 count must be a whole number 0 to 3, found text "many"`},
		{"negative count", "cards:\n  - name: a\n    composition: {R1: -1}\n", `deck.yaml:3: card 1 "a": bad composition: -1 × R1`},
		{"composition a list", "cards:\n  - name: a\n    composition: [R1]\n", `deck.yaml:3: card 1 "a": composition must be a code`},
		{"amount zero", "cards:\n  - name: a\n    composition: R1\n    amount: 0\n", `deck.yaml:4: card 1 "a": amount 0; it must be 1 to 3`},
		{"amount negative", "cards:\n  - name: a\n    composition: R1\n    amount: -2\n", `deck.yaml:4: card 1 "a": amount -2; it must be 1 to 3`},
		{"amount four", "cards:\n  - name: a\n    composition: R1\n    amount: 4\n", `deck.yaml:4: card 1 "a": amount 4`},
		{"amount text", "cards:\n  - name: a\n    composition: R1\n    amount: three\n", `deck.yaml:4: card 1 "a": amount must be a whole number 1 to 3, found text "three"`},
		{"amount float", "cards:\n  - name: a\n    composition: R1\n    amount: 1.5\n", `deck.yaml:4: card 1 "a": amount must be a whole number`},
		{"show_description not bool", "cards:\n  - name: a\n    composition: R1\n    show_description: yes please\n", `deck.yaml:4: card 1 "a": show_description must be true or false`},
		{"notes a number", "cards:\n  - name: a\n    composition: R1\n    notes: 12\n", `deck.yaml:4: card 1 "a" notes must be text, found number "12"`},
		{"second card line", "cards:\n  - name: a\n    composition: R1\n  - name: b\n    composition: G2 G2\n", `deck.yaml:5: card 2 "b": bad composition "G2 G2": a second G2`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeDeckYAML("deck.yaml", []byte(tt.yaml))
			if err == nil {
				t.Fatal("accepted")
			}
			if !errors.Is(err, ErrBadDeckFile) {
				t.Errorf("%v does not wrap ErrBadDeckFile", err)
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, "deck.yaml:") || !strings.Contains(msg, tt.want) || strings.Contains(msg, "\n") {
				t.Errorf("error %q, want one line containing %q", msg, tt.want)
			}
		})
	}
}

func TestDecodeDeckYAMLDefaults(t *testing.T) {
	d, err := DecodeDeckYAML("dir/my deck.yaml", []byte("cards:\n  - composition: R1\n  - name: blank\n    composition: \"\"\n    notes:\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := Deck{Name: "my deck", Cards: []Card{NewCard("", comp(t, "R1")), NewCard("blank", Composition{})}}
	if !reflect.DeepEqual(d, want) {
		t.Errorf("got %+v\nwant %+v", d, want)
	}
}

// A composition that does not parse is both a bad deck file and a bad composition to errors.Is,
// in YAML and in the original JSON, and the message stays one FILE:LINE line.
func TestDeckFileErrorKeepsTheCompositionCause(t *testing.T) {
	_, yamlErr := DecodeDeckYAML("d.yaml", []byte("name: D\ncards:\n  - name: A\n    composition: R1 X9\n"))
	_, jsonErr := DecodeDeckJSON("d.json", []byte(`[{"name": "A", "amount": 1, "composition": {"r1": 4}}]`))
	for _, err := range []error{yamlErr, jsonErr} {
		if !errors.Is(err, ErrBadDeckFile) || !errors.Is(err, ErrBadComposition) {
			t.Errorf("%v: ErrBadDeckFile %v, ErrBadComposition %v", err, errors.Is(err, ErrBadDeckFile), errors.Is(err, ErrBadComposition))
		}
	}
	var ce *CompositionError
	if !errors.As(yamlErr, &ce) || ce.Input != "R1 X9" {
		t.Errorf("%v: no CompositionError inside", yamlErr)
	}
	if yamlErr == nil || !strings.HasPrefix(yamlErr.Error(), `d.yaml:4: card 1 "A": bad composition`) {
		t.Errorf("message %q", yamlErr)
	}
}
