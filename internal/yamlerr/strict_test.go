package yamlerr

import (
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

type setup struct {
	First int `yaml:"first"`
	Seats []struct {
		Hand  []int `yaml:"hand"`
		Score int   `yaml:"score"`
	} `yaml:"seats"`
}

func TestDecodeStrictRejectsUnknownKeysWithTheirLines(t *testing.T) {
	for text, want := range map[string]string{
		"first: 1\nscores: [5, 0]\n":                   `line 2: unknown key "scores" (known: first, seats)`,
		"first: 1\nseats:\n  - hand: [1]\n    sc: 3\n": `line 4: unknown key "sc" (known: hand, score)`,
		"first: x\n": `line 1: expected a whole number, found text "x"`,
	} {
		var doc yaml.Node
		if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
			t.Fatal(err)
		}
		var s setup
		err := DecodeStrict(doc.Content[0], &s)
		if err == nil || err.Error() != want {
			t.Errorf("%q: got %v, want %q", text, err, want)
		}
	}
	var doc yaml.Node
	yaml.Unmarshal([]byte("first: 2\nseats:\n  - {hand: [1, 2], score: 4}\n"), &doc)
	var s setup
	if err := DecodeStrict(doc.Content[0], &s); err != nil || s.First != 2 || s.Seats[0].Score != 4 || !strings.Contains("x", "x") {
		t.Errorf("valid setup: %+v, %v", s, err)
	}
}
