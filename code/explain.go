package code

import (
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// RulesSummary returns CODE's rules in a few lines (cards.Explainer).
func (s *State) RulesSummary() string { return RulesSummary(i18n.English) }

// RulesSummaryIn returns CODE's rules in a few lines in language l (cards.LangExplainer).
func (s *State) RulesSummaryIn(l i18n.Language) string { return RulesSummary(l) }

// ExplainCard writes a card in full (cards.Explainer): every card face is public, so ref may name
// any card ("r7", "skip") or a move naming one ("play gift", "discard r7").
func (s *State) ExplainCard(viewer cards.Seat, ref string) (string, bool) {
	return s.ExplainCardIn(i18n.English, viewer, ref)
}

// ExplainCardIn writes a card in full in language l (cards.LangExplainer).
func (s *State) ExplainCardIn(l i18n.Language, viewer cards.Seat, ref string) (string, bool) {
	f := strings.Fields(strings.ToLower(ref))
	for len(f) > 1 && (f[0] == "play" || f[0] == "discard" || f[0] == "offer" || f[0] == "take") {
		f = f[1:]
	}
	if len(f) == 0 {
		return "", false
	}
	name := strings.SplitN(f[0], "+", 2)[0]
	if strings.HasPrefix(f[0], "+") {
		name = f[0]
	}
	c, err := ParseCard(name)
	if err != nil {
		return "", false
	}
	if c.IsNumber() {
		return texts.T(l, "explain.number", "Card", c.String(), "Name", c.NameIn(l), "Digit", c.Digit(), "Colour", c.Colour().NameIn(l), "Count", c.Copies()), true
	}
	return texts.T(l, "explain.action", "Name", c.NameIn(l), "Rule", c.RuleIn(l), "Count", c.Copies()), true
}
