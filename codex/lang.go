package codex

import (
	"embed"
	"strconv"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// translationFiles are Codex's display texts in every language: the objectives' captions, the
// words on the faces and the rules help. English comes from data/cards.yaml; en.json repeats the
// captions as the translators' reference (a test keeps the two the same).
//
//go:embed translations/*.json
var translationFiles embed.FS

// texts is Codex's catalog of display texts.
var texts = i18n.NewCatalog(translationFiles, "translations")

// TranslationErr tells whether Codex's message files load (for tests).
func TranslationErr() error { return texts.Err() }

// DescriptionIn returns an objective card's caption in language l ("" for other cards).
func (c *Card) DescriptionIn(l i18n.Language) string {
	if c.Description == "" || l.Resolved() == i18n.English {
		return c.Description
	}
	return texts.T(l, "objective."+strconv.Itoa(c.ID))
}

// sideWord returns the side's name on a starting card's face in language l.
func sideWord(s Side, l i18n.Language) string {
	if l.Resolved() == i18n.English {
		return s.String()
	}
	return texts.T(l, "side."+s.String())
}

// RulesSummary returns Codex's rules in a few lines in language l, for rules help.
func RulesSummary(l i18n.Language) string { return texts.T(l, "rules.summary") }

// RulesSummaryIn returns Codex's rules in a few lines in language l (cards.LangExplainer).
func (s *State) RulesSummaryIn(l i18n.Language) string { return RulesSummary(l) }

// ExplainCardIn writes a card in full in language l (cards.LangExplainer); see ExplainCard.
func (s *State) ExplainCardIn(l i18n.Language, viewer cards.Seat, ref string) (string, bool) {
	id, ok := s.cardRef(viewer, ref)
	if !ok {
		return "", false
	}
	return DescribeCardIn(id, l), true
}
