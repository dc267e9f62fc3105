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
		{"starter: [\n", `area.yaml:1: bad area: did not find expected node content`},          // the end of the input
		{"a: 1\nb: [1,\n  [2, 3\n", `area.yaml:3: bad area: did not find expected ',' or ']'`}, // yaml.v3 said line 2
		{"a: 1\n  b: 2\n", `area.yaml:2: bad area: mapping values are not allowed in this context`},
		{"a:\n  - 1\n  - 2\n - 3\n", `area.yaml:4: bad area: did not find expected key`},                 // yaml.v3 said line 3
		{"a: 1\nb: *\n", `area.yaml:2: bad area: did not find expected alphabetic or numeric character`}, // a scanner's
		{"starter: [1, 2]\n", `area.yaml:1: bad area: expected a mapping, found a list`},                 // "!!seq into yamlerr.area…"
		{"starter: 1 :: ]\n", `area.yaml:1: bad area: mapping values are not allowed in this context`},   // yaml.v3 gives no line
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
