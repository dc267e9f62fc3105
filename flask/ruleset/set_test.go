package ruleset

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// The built-in set encodes, decodes back to itself, and checks clean.
func TestStandardRoundTrip(t *testing.T) {
	s := Standard()
	if err := s.Check(); err != nil {
		t.Fatalf("v0.4.2 has problems:\n%v", err)
	}
	got, err := Decode("v0.4.2.yaml", Encode(s))
	if err != nil {
		t.Fatalf("decode of the encoded set: %v\n%s", err, Encode(s))
	}
	got.lines = nil
	if !reflect.DeepEqual(got, s) {
		t.Errorf("round trip changed the set:\n got %+v\nwant %+v", got, s)
	}
	if h := s.Hash(); len(h) != 12 || h != Standard().Hash() {
		t.Errorf("hash %q is not stable", h)
	}
}

// Every kind of problem is one line naming the file, the line and the field.
func TestDecodeProblems(t *testing.T) {
	base := string(Encode(Standard()))
	cases := []struct{ name, from, to, want string }{
		{"unknown effect", "effect: reboot", "effect: teleport 2", `x.yaml:69: bases[7].effect: unknown effect "teleport"`},
		{"duplicate code", "code: R2", "code: r1", `x.yaml:56: bases[6].code: duplicate code "r1" (also bases[5].code)`},
		{"impossible max", "max: 1\n    effect: reboot", "max: 7\n    effect: reboot", `x.yaml:68: bases[7].max: 7: a card holds 1 to 3`},
		{"hand above deck", "size: 15", "size: 3", `x.yaml:78: game.hand: 3 cards from a deck of 3`},
		{"similar above size", "max_similar: 3", "max_similar: 16", `x.yaml:72: deck.max_similar: 16: at least 1`},
		{"unknown resource", "cost: 💥📘", "cost: 💥 purple", `x.yaml:24: bases[1].cost: unknown resource "purple"`},
		{"unknown field", "  hand: 3", "  hand: 3\n  handsize: 4", `x.yaml:79: game: unknown field "handsize"`},
		{"not a number", "size: 15", "size: many", `x.yaml:71: deck.size: expected a whole number, found "many"`},
	}
	for _, c := range cases {
		if !strings.Contains(base, c.from) {
			t.Fatalf("%s: %q is not in the encoded set", c.name, c.from)
		}
		text := strings.Replace(base, c.from, c.to, 1)
		if c.name == "unknown effect" || c.name == "impossible max" {
			i := strings.LastIndex(base, c.from)
			text = base[:i] + c.to + base[i+len(c.from):]
		}
		_, err := Decode("x.yaml", []byte(text))
		var ps Problems
		if !errors.As(err, &ps) || !errors.Is(err, ErrBadRuleSet) {
			t.Errorf("%s: error %v is not Problems", c.name, err)
			continue
		}
		if len(ps) != 1 || !strings.HasPrefix(ps[0].Error(), c.want) {
			t.Errorf("%s:\n got %v\nwant one problem starting %s", c.name, err, c.want)
		}
	}
}

func TestParseEffectAndResources(t *testing.T) {
	s := Standard()
	e, err := s.ParseEffect("gain yellow 💰 , yellow")
	if err != nil || len(e.Gain) != 3 || e.Gain[0] != Yellow {
		t.Errorf("gain: %v %v", e, err)
	}
	if _, err := s.ParseEffect("draw two"); err == nil {
		t.Error("draw two parsed")
	}
	if _, err := s.ParseEffect("reboot 2"); err == nil {
		t.Error("reboot 2 parsed")
	}
	if rs, err := s.ParseResources("💚❔ any"); err != nil || !reflect.DeepEqual(rs, []Resource{Green, Any, Any}) {
		t.Errorf("resources: %v %v", rs, err)
	}
}

func TestBuiltin(t *testing.T) {
	for _, n := range []string{"v0.4.2", "0.4.2", " V0.4.2 "} {
		if s, ok := Builtin(n); !ok || s.Name != StandardName {
			t.Errorf("Builtin(%q) = %v, %v", n, s, ok)
		}
	}
	if _, err := Load("no-such-set.yaml"); !errors.Is(err, ErrBadRuleSet) {
		t.Errorf("Load of a missing file: %v", err)
	}
}

func TestReadFileRefusesWhatIsNoFile(t *testing.T) {
	for _, p := range []string{t.TempDir(), "/dev/null"} {
		if _, err := ReadFile(p); !errors.Is(err, ErrBadRuleSet) || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("%s: %v", p, err)
		}
	}
}
