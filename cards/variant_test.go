package cards

import (
	"errors"
	"testing"
)

var testVariants = []Variant{
	{Name: "cap", Values: []string{"6", "none"}},
	{Name: "lose", Values: []string{"victim", "attacker"}},
}

func TestResolveRules(t *testing.T) {
	for _, tc := range []struct {
		name  string
		given map[string]string
		want  Rules
		err   bool
	}{
		{"defaults", nil, Rules{"cap": "6", "lose": "victim"}, false},
		{"one chosen", map[string]string{"cap": "none"}, Rules{"cap": "none", "lose": "victim"}, false},
		{"both", map[string]string{"cap": "none", "lose": "attacker"}, Rules{"cap": "none", "lose": "attacker"}, false},
		{"unknown variant", map[string]string{"speed": "fast"}, nil, true},
		{"unknown value", map[string]string{"cap": "7"}, nil, true},
	} {
		got, err := ResolveRules(testVariants, tc.given)
		if tc.err {
			if !errors.Is(err, ErrBadRule) {
				t.Errorf("%s: err = %v, want ErrBadRule", tc.name, err)
			}
			continue
		}
		if err != nil || len(got) != len(tc.want) {
			t.Errorf("%s: %v, %v", tc.name, got, err)
			continue
		}
		for k, v := range tc.want {
			if got[k] != v {
				t.Errorf("%s: %s = %q, want %q", tc.name, k, got[k], v)
			}
		}
	}
}

func TestParseRuleFlags(t *testing.T) {
	got, err := ParseRuleFlags([]string{"cap=none", " lose = attacker "})
	if err != nil || got["cap"] != "none" || got["lose"] != "attacker" {
		t.Errorf("got %v, %v", got, err)
	}
	for _, bad := range []string{"cap", "=none", "cap="} {
		if _, err := ParseRuleFlags([]string{bad}); !errors.Is(err, ErrBadRule) {
			t.Errorf("%q: err = %v", bad, err)
		}
	}
}

func TestParseBotSpecRoundTrips(t *testing.T) {
	for _, tc := range []struct {
		in, out string
		err     bool
	}{
		{"random", "random", false},
		{"Greedy", "greedy", false},
		{"mcts", "mcts", false},
		{"mcts:5000", "mcts:5000", false},
		{"mcts:2s", "mcts:2s", false},
		{"mcts:0", "", true},
		{"greedy:5", "", true},
		{"mcts:soon", "", true},
		{"genius", "", true},
		{" Hard ", "hard", false},
		{"normal", "normal", false},
		{"easy", "easy", false},
		{"hard:5000", "hard:5000", false},
		{"Normal:300", "normal:300", false},
		{"hard:2s", "", true},
		{"easy:5", "", true},
		{"none", "", true},
	} {
		spec, err := ParseBotSpec(tc.in)
		if tc.err != (err != nil) {
			t.Errorf("%q: err = %v", tc.in, err)
			continue
		}
		if !tc.err && spec.String() != tc.out {
			t.Errorf("%q: written %q, want %q", tc.in, spec.String(), tc.out)
		}
	}
}
