package yamlerr

import (
	"errors"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

var errBadSetup = errors.New("bad setup")

const block = `first: 1
seats:
  - hand: [a, b]
  - hand:
      - c
      - d
`

func parse(t *testing.T, text string) *yaml.Node {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
		t.Fatal(err)
	}
	return &doc
}

func TestLineFollowsKeysAndIndices(t *testing.T) {
	doc := parse(t, block)
	for _, tt := range []struct {
		path []any
		want int
	}{
		{nil, 1},
		{[]any{"first"}, 1},
		{[]any{"seats"}, 3},
		{[]any{"seats", 1, "hand", 1}, 6},
		{[]any{"seats", 0, "hand", 1}, 3},
		{[]any{"seats", 5, "hand"}, 3}, // past the end: the list's line
		{[]any{"seats", 1, "deck"}, 4}, // a key left out: the mapping's line
		{[]any{"first", "x", 2}, 1},    // steps into a scalar: its line
		{[]any{"seats", "hand"}, 3},    // a key on a list
		{[]any{"seats", 1, "hand", 0}, 5},
	} {
		if got := Line(doc, tt.path...); got != tt.want {
			t.Errorf("Line(%v) = %d, want %d", tt.path, got, tt.want)
		}
	}
	if Line(nil, "x") != 0 {
		t.Error("Line(nil) is not 0")
	}
}

func TestInFileWritesFileLineProblemOnOneLine(t *testing.T) {
	doc := parse(t, block)
	// A problem found far from the YAML, named by its path, put under its seat.
	inner := At([]any{"hand", 1}, "%w: seat 2 hand: no such card %q", errBadSetup, "d")
	err := InFile("s.yaml", Locate(doc.Content[0], Under(inner, "seats", 1)))
	if got, want := err.Error(), `s.yaml:6: bad setup: seat 2 hand: no such card "d"`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if !errors.Is(err, errBadSetup) {
		t.Error("errors.Is does not see the sentinel")
	}
	// No path: the block's own line.
	err = InFile("s.yaml", Locate(doc.Content[0], errBadSetup))
	if got := err.Error(); got != "s.yaml:1: bad setup" {
		t.Errorf("no path: %q", got)
	}
	// A decoding error keeps its own line; the "line N: " inside the text is taken out.
	var v struct {
		First int `yaml:"first"`
	}
	derr := DecodeStrict(parse(t, "first: [1, 2]\n"), &v)
	err = InFile("s.yaml", Locate(doc, errors.Join(errBadSetup, derr)))
	if got := err.Error(); !strings.HasPrefix(got, "s.yaml:1: ") || strings.Contains(got, "line 1") || strings.Contains(got, "int") || strings.Contains(got, "\n") {
		t.Errorf("decoding error: %q", got)
	}
	// Long problems are clipped to one short line; nil stays nil.
	long := InFile("s.yaml", &LineError{Line: 3, Err: errors.New(strings.Repeat("x y\n", 200))})
	if s := long.Error(); len(s) > 320 || strings.Contains(s, "\n") || !strings.HasPrefix(s, "s.yaml:3: x y x y") {
		t.Errorf("long: %q", s)
	}
	if InFile("s.yaml", nil) != nil || Locate(doc, nil) != nil {
		t.Error("nil is not kept")
	}
}

func TestProblemSaysWhatAListOrMappingShouldBe(t *testing.T) {
	// yaml.v3 writes no value for a list or a mapping: "cannot unmarshal !!seq into codex.AreaCard"
	// reached users with its Go type name (issue 14).
	var v struct {
		Card struct {
			ID int `yaml:"id"`
		} `yaml:"card"`
		N int `yaml:"n"`
	}
	for text, want := range map[string]string{
		"card: [1, 2]\n": "expected a mapping, found a list",
		"n: {a: 1}\n":    "expected a whole number, found a mapping",
	} {
		err := DecodeStrict(parse(t, text), &v)
		if err == nil || !strings.HasSuffix(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}

func TestDerefFollowsAnAliasToItsAnchor(t *testing.T) {
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte("a: &x 7\nb: *x\n"), &doc); err != nil {
		t.Fatal(err)
	}
	m := doc.Content[0]
	alias, plain := m.Content[3], m.Content[1]
	if alias.Kind != yaml.AliasNode {
		t.Fatalf("b is %v, want an alias", alias.Kind)
	}
	if got := Deref(alias); got != plain || got.Value != "7" {
		t.Errorf("Deref(*x) = %q, want the anchored node 7", got.Value)
	}
	if got := Deref(plain); got != plain {
		t.Error("Deref of a plain node is not the node itself")
	}
}
