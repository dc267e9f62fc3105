package yamlerr

import (
	"errors"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

var errBad = errors.New("bad area")

func decodeErr(t *testing.T, text string, v any) error {
	t.Helper()
	dec := yaml.NewDecoder(strings.NewReader(text))
	dec.KnownFields(true)
	err := dec.Decode(v)
	if err == nil {
		t.Fatalf("%q decoded", text)
	}
	return Wrap("area.yaml", errBad, err)
}

type area struct {
	Starter struct {
		ID   int    `yaml:"id"`
		Side string `yaml:"side"`
	} `yaml:"starter"`
	Objectives []int `yaml:"objectives"`
}

func TestMessagesAreOneLineWithoutGoTypeNames(t *testing.T) {
	tests := []struct{ text, want string }{
		{"starter: 5\n", `area.yaml:1: bad area: expected a mapping, found the number 5`},
		{"starter:\n  id: x\n", `area.yaml:2: bad area: expected a whole number, found text "x"`},
		{"colour: red\n", `area.yaml:1: bad area: unknown key "colour"`},
		{"objectives: 3\nfoo: 1\nbar: 2\n", `area.yaml:1: bad area: expected a list, found the number 3 (and 2 more)`},
		{"starter: [\n", `area.yaml:1: bad area: did not find expected node content`},
	}
	for _, tt := range tests {
		var a area
		err := decodeErr(t, tt.text, &a)
		if err.Error() != tt.want {
			t.Errorf("%q:\n got %q\nwant %q", tt.text, err, tt.want)
		}
		if !errors.Is(err, errBad) || strings.Contains(err.Error(), "yamlerr.") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v", tt.text, err)
		}
	}
}
