package flask

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// RulesSummary returns Flask's rules in a few lines (cards.Explainer).
func (e *State) RulesSummary() string { return RulesSummary(i18n.English) }

// RulesSummaryIn returns Flask's rules in a few lines in language l (cards.LangExplainer).
func (e *State) RulesSummaryIn(l i18n.Language) string { return RulesSummary(l) }

// RulesSummary returns Flask's rules in a few lines in language l, for rules help.
func RulesSummary(l i18n.Language) string { return texts.T(l, "rules.summary") }

// ExplainCard writes a card that viewer can see in full (cards.Explainer): its name, code, cost and
// every effect with its rule. ref is the card's name or a move naming it ("play Attack").
func (e *State) ExplainCard(viewer cards.Seat, ref string) (string, bool) {
	return e.ExplainCardIn(i18n.English, viewer, ref)
}

// ExplainCardIn writes a card that viewer can see in full in language l (cards.LangExplainer).
func (e *State) ExplainCardIn(l i18n.Language, viewer cards.Seat, ref string) (string, bool) {
	ref = strings.TrimSpace(ref)
	for _, prefix := range []string{"play ", "pay card ", "discard "} {
		ref = strings.TrimPrefix(ref, prefix)
	}
	k, ok := e.tab.lookupName(ref)
	if !ok || !e.visibleTo(viewer, k) {
		return "", false
	}
	return e.tab.kinds[k].fullText(e.tab.label[k], l), true
}

// visibleTo tells whether viewer can see a card of kind k now: in its own hand, or anywhere on
// the table (discard piles, reaction piles, played, announced, the others' hand cards everyone saw).
func (e *State) visibleTo(viewer cards.Seat, k uint8) bool {
	for i := uint8(0); i < e.n; i++ {
		p := &e.seat[i]
		if p.discard.count(k) > 0 || p.piles.count(k) > 0 || p.played.count(k) > 0 || p.known.count(k) > 0 {
			return true
		}
		if cards.Seat(i) == viewer && p.hidden.count(k) > 0 {
			return true
		}
	}
	return e.announcing && e.announced == k || e.resolving && e.res.queue.count(k) > 0
}

// fullText writes the card with its cost and each effect's rule.
func (k *cardKind) fullText(label string, l i18n.Language) string {
	return label + "  [" + k.code + "]\n" + k.set.CardRulesIn(k.comp, l)
}

// CardRules writes what a card of composition c costs and does, one line each: "Cost: 📘💥 and
// 1 Card", then every effect with its rule ("- Draw 1 Card: Draw 1 card, each from …").
func CardRules(c Composition) string { return Standard.CardRules(c) }

// CardRules writes what a card of composition c costs and does in the set (see CardRules).
func (rs *RuleSet) CardRules(c Composition) string { return rs.CardRulesIn(c, i18n.English) }

// CardRulesIn writes what a card of composition c costs and does in the set, in language l: the
// cost in notation, each effect's title in notation and its rule in l.
func (rs *RuleSet) CardRulesIn(c Composition, l i18n.Language) string {
	var b strings.Builder
	cost := strings.TrimSpace(rs.CostLine(c))
	if cost == "" {
		cost = texts.T(l, "card.costNothing")
	}
	b.WriteString(texts.T(l, "card.cost", "Cost", cost) + "\n")
	for _, ef := range rs.Effects(c) {
		fmt.Fprintf(&b, "- %s: %s\n", rs.Title(ef), rs.TextIn(ef, l))
	}
	return b.String()
}

// handLines writes a hand one card a line, with cost and effects.
func (e *State) handLines(b *strings.Builder, groups ...[]uint8) {
	n := 0
	for _, g := range groups {
		for _, k := range g {
			n++
			fmt.Fprintf(b, "    - %s (%s)\n", e.tab.label[k], e.tab.kinds[k].describe())
		}
	}
	if n == 0 {
		b.WriteString(texts.T(e.lang, "d.emptyHand") + "\n")
	}
}
