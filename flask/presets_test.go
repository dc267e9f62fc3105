package flask

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/internal/golden"
)

// presetTitle is the deck name a preset carries: the file's name with a capital letter.
func presetTitle(key string) string { return strings.ToUpper(key[:1]) + key[1:] }

// TestPresets checks that every embedded preset holds exactly the original editor's deck (names
// trimmed), and which presets are legal decks. With -update it rewrites presets/*.yaml from
// testdata/original/*.json.
func TestPresets(t *testing.T) {
	for _, key := range PresetNames {
		data, err := os.ReadFile("testdata/original/" + key + ".json")
		if err != nil {
			t.Fatal(err)
		}
		want, err := DecodeDeckJSON(key+".json", data)
		if err != nil {
			t.Fatalf("original %s: %v", key, err)
		}
		want.Name = presetTitle(key)
		if golden.Update() {
			out, err := EncodeDeckYAML(want)
			if err != nil {
				t.Fatal(err)
			}
			header := "# The original Flask editor's " + key + " deck (Flask by Orasund, CC BY-NC 4.0), a built-in preset of flaskdeck.\n"
			golden.Write(t, "presets/"+key+".yaml", append([]byte(header), out...))
		}
		got, ok := Preset(key)
		if !ok {
			t.Fatalf("Preset(%q) missing", key)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("preset %s = %+v\nwant %+v", key, got, want)
		}
	}
	if got := len(Presets()); got != 5 {
		t.Errorf("%d presets, want 5", got)
	}
}

func TestPresetLegality(t *testing.T) {
	tests := []struct {
		name   string
		size   int
		legal  bool
		colour []Resource
	}{
		{"base", 8, false, []Resource{Red, Blue, Green, Yellow}},
		{"red", 15, true, []Resource{Red}},
		{"green", 15, true, []Resource{Red}},
		{"blue", 15, true, []Resource{Blue}},
		{"yellow", 15, true, []Resource{Yellow}},
	}
	for _, tt := range tests {
		d, ok := Preset(strings.ToUpper(tt.name))
		if !ok {
			t.Fatalf("Preset(%q) missing", tt.name)
		}
		if d.Size() != tt.size {
			t.Errorf("%s: size %d, want %d", tt.name, d.Size(), tt.size)
		}
		problems := d.Validate()
		if legal := len(problems) == 0; legal != tt.legal {
			t.Errorf("%s: legal = %v (%v), want %v", tt.name, legal, problems, tt.legal)
		}
		if got := d.Colour(); !reflect.DeepEqual(got, tt.colour) {
			t.Errorf("%s: colour %v, want %v", tt.name, got, tt.colour)
		}
	}
}

func TestPresetsAreCopies(t *testing.T) {
	a, _ := Preset("red")
	a.Cards[0].Name = "changed"
	b, _ := Preset("red")
	if b.Cards[0].Name == "changed" {
		t.Fatal("changing a returned preset changed the built-in one")
	}
}
