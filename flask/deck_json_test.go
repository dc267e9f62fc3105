package flask

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestDecodeDeckJSONOriginal(t *testing.T) {
	data, err := os.ReadFile("testdata/original/red.json")
	if err != nil {
		t.Fatal(err)
	}
	d, err := DecodeDeckJSON("decks/red.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if d.Name != "red" || len(d.Cards) != 5 || d.Size() != 15 {
		t.Fatalf("got %q, %d cards, size %d", d.Name, len(d.Cards), d.Size())
	}
	want := Card{Name: "Sabotage", Composition: comp(t, "R2"), Amount: 3, Picture: "https://svgsilh.com/svg/2027139.svg", HasDesc: true}
	if !reflect.DeepEqual(d.Cards[0], want) { // the original's name is " Sabotage": trimmed on import
		t.Errorf("card 1 = %+v\nwant %+v", d.Cards[0], want)
	}
}

func TestDecodeDeckJSONErrors(t *testing.T) {
	card := func(fields string) string {
		return `{"amount": 1, "img": "", "hasDesc": true, "name": "a", "composition": {"y1": 0, "r1": 1, "r2": 0, "g1": 0, "b1": 0, "b2": 0, "y2": false, "g2": false}` + fields + "}"
	}
	tests := []struct {
		name string
		json string
		want string
	}{
		{"empty", "", "cards.json: empty file"},
		{"not an array", `{"name": "a"}`, "cards.json:1: expected a JSON array of cards"},
		{"syntax", "[\n" + card("") + ",\n{\"name\": }\n]", "cards.json:3: invalid character '}'"},
		{"cut short", "[\n" + card(""), "cards.json:2: unexpected end of JSON"},
		{"unknown field", "[\n" + card("") + ",\n" + card(`, "colour": "red"`) + "\n]", `cards.json:3: card 2: unknown field "colour"`},
		{"wrong type", "[\n" + card("") + ",\n" + strings.Replace(card(""), `"amount": 1`, `"amount": "one"`, 1) + "\n]", "cards.json:3: card 2: amount must be a whole number, found a JSON string"},
		{"bool as number", "[" + strings.Replace(card(""), `"g2": false`, `"g2": 1`, 1) + "]", "cards.json:1: card 1: composition.g2 must be true or false, found a JSON number"},
		{"composition not an object", "[\n" + strings.Replace(card(""), `"composition": {`, `"composition": 3, "x": {`, 1) + "\n]", "cards.json:2: card 1: composition must be an object, found a JSON number"},
		{"amount zero", "[\n" + strings.Replace(card(""), `"amount": 1`, `"amount": 0`, 1) + "\n]", `cards.json:2: card 1 "a": amount 0; it must be 1 to 3`},
		{"amount negative", "[" + strings.Replace(card(""), `"amount": 1`, `"amount": -3`, 1) + "]", `cards.json:1: card 1 "a": amount -3`},
		{"four of a kind", "[\n\n" + strings.Replace(card(""), `"r1": 1`, `"r1": 4`, 1) + "\n]", `cards.json:3: card 1 "a": bad composition: 4 × R1 (Attack)`},
		{"negative count", "[" + strings.Replace(card(""), `"r1": 1`, `"r1": -1`, 1) + "]", `card 1 "a": bad composition: -1 × R1`},
		{"trailing data", "[" + card("") + "] x", "cards.json:1: invalid character 'x'"},
		{"two arrays", "[] []", "cards.json:1: unexpected [ after the array of cards"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeDeckJSON("cards.json", []byte(tt.json))
			if err == nil {
				t.Fatal("accepted")
			}
			if !errors.Is(err, ErrBadDeckFile) {
				t.Errorf("%v does not wrap ErrBadDeckFile", err)
			}
			if msg := err.Error(); !strings.Contains(msg, tt.want) || strings.Contains(msg, "\n") {
				t.Errorf("error %q, want one line containing %q", msg, tt.want)
			}
		})
	}
}

// TestRoundTripYAMLJSONYAML converts the example deck to JSON and back: everything JSON holds
// survives (names, compositions, amounts, pictures, the description flag); notes and the deck
// name cannot (the name comes from the JSON file's name).
func TestRoundTripYAMLJSONYAML(t *testing.T) {
	data, _ := os.ReadFile("testdata/example.yaml")
	d, err := DecodeDeckYAML("example.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	js, err := EncodeDeckJSON(d)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeDeckJSON("Fire and Gold.json", js)
	if err != nil {
		t.Fatal(err)
	}
	want := d.Clone()
	for i := range want.Cards {
		want.Cards[i].Notes = ""
	}
	if !reflect.DeepEqual(back, want) {
		t.Errorf("after JSON:\n%+v\nwant\n%+v", back, want)
	}
	y, err := EncodeDeckYAML(back)
	if err != nil {
		t.Fatal(err)
	}
	again, err := DecodeDeckYAML("example.yaml", y)
	if err != nil || !reflect.DeepEqual(again, want) {
		t.Errorf("YAML again: %v\n%+v", err, again)
	}
}

// TestRoundTripOriginalJSON: every original file survives JSON → YAML → JSON unchanged except the
// trimmed names.
func TestRoundTripOriginalJSON(t *testing.T) {
	for _, key := range PresetNames {
		data, _ := os.ReadFile("testdata/original/" + key + ".json")
		d, err := DecodeDeckJSON(key+".json", data)
		if err != nil {
			t.Fatal(err)
		}
		y, err := EncodeDeckYAML(d)
		if err != nil {
			t.Fatal(err)
		}
		fromYAML, err := DecodeDeckYAML(key+".yaml", y)
		if err != nil {
			t.Fatal(err)
		}
		js, err := EncodeDeckJSON(fromYAML)
		if err != nil {
			t.Fatal(err)
		}
		wantJSON := string(data)
		for _, c := range d.Cards {
			wantJSON = strings.Replace(wantJSON, `"name": " `+c.Name+`"`, `"name": "`+c.Name+`"`, 1)
		}
		if strings.TrimSpace(string(js)) != strings.TrimSpace(wantJSON) {
			t.Errorf("%s: JSON → YAML → JSON changed the file:\n%s", key, js)
		}
	}
}

func TestLoadSaveDeck(t *testing.T) {
	dir := t.TempDir()
	red, _ := Preset("red")
	red.Cards[0].Notes = "first"
	for _, name := range []string{"red.yaml", "red.yml", "red.json", "red.deck"} {
		path := filepath.Join(dir, name)
		if err := SaveDeck(path, red); err != nil {
			t.Fatal(err)
		}
		got, err := LoadDeck(path)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want := red.Clone()
		want.Path = path
		if strings.HasSuffix(name, ".json") {
			want.Name = "red"
			want.Cards[0].Notes = ""
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: loaded %+v\nwant %+v", name, got, want)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 4 {
		t.Errorf("%d files in the directory, want 4 (no temporary files left)", len(entries))
	}
	if _, err := LoadDeck(filepath.Join(dir, "missing.yaml")); err == nil || !strings.Contains(err.Error(), "missing.yaml") {
		t.Errorf("missing file: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "bad.yaml"), []byte("cards: [{composition: R9}]"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadDeck(filepath.Join(dir, "bad.yaml")); !errors.Is(err, ErrBadDeckFile) || !strings.Contains(err.Error(), "bad.yaml:1:") {
		t.Errorf("bad file: %v", err)
	}
}

func TestResolveDeck(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "mine.yaml")
	if err := os.WriteFile(path, []byte("name: Mine\ncards: [{name: a, composition: R1}]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		arg, name string
		wantErr   bool
	}{
		{"red", "Red", false},
		{"YELLOW", "Yellow", false},
		{path, "Mine", false},
		{"purple", "", true},
		{"missing/red", "", true},
		{"red.yaml", "", true}, // a file name, even if a preset is called red
	}
	for _, tt := range tests {
		d, err := ResolveDeck(tt.arg)
		if (err != nil) != tt.wantErr || d.Name != tt.name {
			t.Errorf("ResolveDeck(%q) = %q, %v", tt.arg, d.Name, err)
		}
	}
}

func TestFormatOf(t *testing.T) {
	tests := []struct {
		path, data string
		want       Format
	}{
		{"a.json", "name: x", FormatJSON},
		{"a.JSON", "", FormatJSON},
		{"a.yaml", "[]", FormatYAML},
		{"a.yml", "", FormatYAML},
		{"deck", "  \n[{}]", FormatJSON},
		{"deck", "name: x\ncards: []", FormatYAML},
		{"deck.txt", "", FormatYAML},
	}
	for _, tt := range tests {
		if got := FormatOf(tt.path, []byte(tt.data)); got != tt.want {
			t.Errorf("FormatOf(%q, %q) = %v, want %v", tt.path, tt.data, got, tt.want)
		}
	}
}
