package cards

import "github.com/flaskdeck/flaskdeck/internal/i18n"

// Explainer is an optional interface of an Engine, for the help a player asks for during a match:
// the game's rules in short, and any card the player can see written in full.
type Explainer interface {
	// RulesSummary returns the game's rules in a few lines.
	RulesSummary() string
	// ExplainCard returns the full text of the card that ref names (a card's name or id, or a move
	// that names a card), if viewer can see such a card now; "" and false otherwise.
	ExplainCard(viewer Seat, ref string) (string, bool)
}

// CompactDescriber is an optional interface of an Engine whose Describe is long: DescribeCompact
// writes the position as seat may see it in few lines (a terminal turn screen), Describe in full.
type CompactDescriber interface {
	DescribeCompact(s Seat) string
}

// LangExplainer is an optional interface of an Engine that writes its help (see Explainer) in a
// chosen language. RulesIn and ExplainCardIn use it, and English Explainer text without it.
type LangExplainer interface {
	RulesSummaryIn(l i18n.Language) string
	ExplainCardIn(l i18n.Language, viewer Seat, ref string) (string, bool)
}

// RulesIn returns engine's rules in short in language l, or false when the engine has none.
func RulesIn(engine any, l i18n.Language) (string, bool) {
	if ex, ok := engine.(LangExplainer); ok {
		return ex.RulesSummaryIn(l), true
	}
	if ex, ok := engine.(Explainer); ok {
		return ex.RulesSummary(), true
	}
	return "", false
}

// ExplainCardIn writes the card ref names in full in language l, as viewer may see it (see
// Explainer.ExplainCard); false when the engine explains no cards or viewer cannot see that card.
func ExplainCardIn(engine any, l i18n.Language, viewer Seat, ref string) (string, bool) {
	if ex, ok := engine.(LangExplainer); ok {
		return ex.ExplainCardIn(l, viewer, ref)
	}
	if ex, ok := engine.(Explainer); ok {
		return ex.ExplainCard(viewer, ref)
	}
	return "", false
}

// Speaker is an optional interface of an Engine that writes its position (Describe) and its move
// feed (Narrator, Revealer) in a chosen language. The language is display only: it changes no
// rule, no notation and no log. SetLanguage on a table's engine before its first move.
type Speaker interface {
	SetLanguage(l i18n.Language)
}

// SetLanguage makes table t's engine speak language l when it is a Speaker, and tells whether it is.
func SetLanguage(t Table, l i18n.Language) bool {
	sp, ok := t.Engine().(Speaker)
	if ok {
		sp.SetLanguage(l)
	}
	return ok
}

// Reasoner is an optional interface of an Engine that says why the game ended in a language
// (Result's Reason stays English: the match log records it).
type Reasoner interface {
	ReasonIn(l i18n.Language) string
}

// ReasonIn returns why table t's game ended in language l: the engine's words when it is a
// Reasoner, else the Result's English reason.
func ReasonIn(t Table, l i18n.Language) string {
	if r, ok := t.Engine().(Reasoner); ok {
		return r.ReasonIn(l)
	}
	return t.Result().Reason
}
