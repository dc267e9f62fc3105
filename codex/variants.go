package codex

import (
	"strconv"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Names of the rule variants, as in --rule NAME=VALUE and in match logs.
const (
	RuleCardReuse = "card-reuse"
	RuleTieBreak  = "tie-break"
	RuleSecret    = "secret-objectives"
	RuleTarget    = "target-score"
)

// Variants lists the rule variants of Codex (codex.md, "Variants to offer"). The first value of
// each is the standard rule.
var Variants = []cards.Variant{
	{Name: RuleCardReuse, Doc: "a card may serve two different objective cards (yes) or only one (no)", Values: []string{"yes", "no"}},
	{Name: RuleTieBreak, Doc: "a tie is broken by the objective cards completed (objectives) or by objective points (points)", Values: []string{"objectives", "points"}},
	{Name: RuleSecret, Doc: "each player keeps a secret objective (yes) or only the two common ones count (no, the simplified game)", Values: []string{"yes", "no"}},
	{Name: RuleTarget, Doc: "the score that triggers the end of the game", Values: []string{"20", "15", "25", "30"}},
}

// Rules are the resolved rule variants of a match, in the engine's compact form.
type Rules struct {
	CardReuse   bool  // a card may serve two different objective cards
	TieByPoints bool  // tie-break by objective points instead of objective cards completed
	NoSecret    bool  // the simplified game without secret objectives
	Target      uint8 // the score that triggers the end
}

// StandardRules are the rules of the rulebook.
var StandardRules = Rules{CardReuse: true, Target: 20}

// ParseRules reads resolved variants (see cards.ResolveRules); missing ones take their default.
func ParseRules(r cards.Rules) (Rules, error) {
	resolved, err := cards.ResolveRules(Variants, r)
	if err != nil {
		return Rules{}, err
	}
	out := Rules{
		CardReuse:   resolved[RuleCardReuse] == "yes",
		TieByPoints: resolved[RuleTieBreak] == "points",
		NoSecret:    resolved[RuleSecret] == "no",
	}
	t, err := strconv.Atoi(resolved[RuleTarget])
	if err != nil {
		return Rules{}, msgerr.Errorf("%w: %s=%s", cards.ErrBadRule, RuleTarget, resolved[RuleTarget])
	}
	out.Target = uint8(t)
	return out, nil
}
