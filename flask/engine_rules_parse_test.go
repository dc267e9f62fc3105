package flask

import (
	"errors"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// ParseRules reads a resolved set of variants in one look per variant; variantOrder must follow
// Variants for that.
func TestVariantOrderFollowsVariants(t *testing.T) {
	if len(variantOrder) != len(Variants) {
		t.Fatalf("variantOrder has %d names, Variants %d", len(variantOrder), len(Variants))
	}
	for i, v := range Variants {
		if variantOrder[i] != v.Name {
			t.Errorf("variantOrder[%d] = %q, Variants[%d] is %q", i, variantOrder[i], i, v.Name)
		}
	}
}

// Every variant at its default, given or not, is the rulebook's rules; each other value changes
// exactly its own rule; unknown variants and values are refused.
func TestParseRulesReadsEachVariant(t *testing.T) {
	defaults := cards.Rules{}
	for _, v := range Variants {
		defaults[v.Name] = v.Default()
	}
	for _, given := range []cards.Rules{nil, {}, defaults} {
		if got, err := ParseRules(given); err != nil || got != StandardRules {
			t.Errorf("ParseRules(%v) = %+v, %v; want the standard rules", given, got, err)
		}
	}
	flip := map[string]func(*Rules){
		RuleLose:            func(r *Rules) { r.VictimChooses = false },
		RuleDrawDiscard:     func(r *Rules) { r.DrawDiscard = false },
		RuleCap:             func(r *Rules) { r.Cap = false },
		RuleTriggerSameTurn: func(r *Rules) { r.TriggerSameTurn = false },
		RuleReactionBlocks:  func(r *Rules) { r.ReactionBlocks = true },
	}
	for _, v := range Variants {
		want := StandardRules
		flip[v.Name](&want)
		full := cards.Rules{}
		for k, val := range defaults {
			full[k] = val
		}
		full[v.Name] = v.Values[1]
		for _, given := range []cards.Rules{{v.Name: v.Values[1]}, full} {
			if got, err := ParseRules(given); err != nil || got != want {
				t.Errorf("ParseRules(%v) = %+v, %v; want %+v", given, got, err, want)
			}
		}
	}
	bad := cards.Rules{}
	for k, val := range defaults {
		bad[k] = val
	}
	bad[RuleCap] = "7"
	if _, err := ParseRules(bad); !errors.Is(err, cards.ErrBadRule) {
		t.Errorf("cap=7: error %v, want ErrBadRule", err)
	}
	delete(bad, RuleCap)
	bad["no-such-rule"] = "yes"
	if _, err := ParseRules(bad); !errors.Is(err, cards.ErrBadRule) {
		t.Errorf("an unknown variant: error %v, want ErrBadRule", err)
	}
}
