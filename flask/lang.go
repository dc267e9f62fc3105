package flask

import (
	"embed"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// translationFiles are Flask's display texts in every language (card faces, card and rules help):
// the effects' rule texts are the project's own words in English, German and Italian. Effect titles
// keep the original notation ("Action: -2 Cards") in every language: they are the cards' names
// for their effects and the notation of the move feed.
//
//go:embed translations/*.json
var translationFiles embed.FS

// texts is Flask's catalog of display texts.
var texts = i18n.NewCatalog(translationFiles, "translations")

// TranslationErr tells whether Flask's message files load (for tests).
func TranslationErr() error { return texts.Err() }

// SetLanguage makes Describe, Narrate and Reveal write in language l (cards.Speaker). The notation,
// the log and every rule are the same in every language.
func (e *State) SetLanguage(l i18n.Language) { e.lang = l }

// ReasonIn returns how the game ended in language l (cards.Reasoner; Result's Reason is English:
// the log keeps it).
func (e *State) ReasonIn(l i18n.Language) string {
	if e.phase != phaseOver || l.Resolved() == i18n.English {
		return e.reasonText()
	}
	causes := [...]string{"", "cause.zero", "cause.empty", "cause.resigned"} // in outCauses' order
	causeText := ""
	if c := int(e.outCause); c > 0 && c < len(causes) {
		causeText = texts.T(l, causes[c])
	} else if c < len(outCauses) {
		causeText = outCauses[c]
	}
	if e.drawn {
		return texts.T(l, "reason.together", "Cause", causeText)
	}
	return texts.T(l, "reason.last", "Cause", causeText)
}

// CostLineIn returns the cost line in the set (see CostLine) with its card cost in language l
// ("💰💰💥💥 und 2 Karten", as the card face writes it); English, and a cost of no cards, is
// CostLine.
func (rs *RuleSet) CostLineIn(c Composition, l i18n.Language) string {
	cards := rs.CardCost(c)
	if cards == 0 || l.Resolved() == i18n.English {
		return rs.CostLine(c)
	}
	symbols := rs.appendCostSymbols(nil, c)
	if len(symbols) == 0 {
		return texts.T(l, "face.cards", "Count", cards)
	}
	return string(symbols) + " " + texts.T(l, "face.andCards", "Count", cards)
}
