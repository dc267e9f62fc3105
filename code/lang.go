package code

import (
	"embed"
	"strconv"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// translationFiles are CODE's display texts in every language: the card faces, the card and rules
// help. Italian uses the names of CODE's Italian rulebook (Scambio, Cambio di direzione, Pausa,
// Regalo…). English comes from data/cards.yaml; en.json repeats it as the translators' reference
// (a test keeps the two the same). The notation ("r7", "swap") is the same in every language.
//
//go:embed translations/*.json
var translationFiles embed.FS

// texts is CODE's catalog of display texts.
var texts = i18n.NewCatalog(translationFiles, "translations")

// TranslationErr tells whether CODE's message files load (for tests).
func TranslationErr() error { return texts.Err() }

// NameIn returns the colour's name in language l ("rosso").
func (c Colour) NameIn(l i18n.Language) string {
	if l.Resolved() == i18n.English || c == NoColour || int(c) > numColours {
		return c.Name()
	}
	return texts.T(l, "colour."+c.String())
}

// NameIn returns the card's name in language l: "rosso 7", "Cambio di direzione".
func (c Card) NameIn(l i18n.Language) string {
	switch {
	case l.Resolved() == i18n.English:
		return c.Name()
	case c.IsNumber():
		return c.Colour().NameIn(l) + " " + strconv.Itoa(c.Digit())
	case c.IsAction():
		return texts.T(l, "action."+actionKeys[c-firstAct]+".name")
	}
	return c.Name()
}

// RuleIn returns an action card's one-line rule in language l ("" for number cards).
func (c Card) RuleIn(l i18n.Language) string {
	if !c.IsAction() || l.Resolved() == i18n.English {
		return c.Rule()
	}
	return texts.T(l, "action."+actionKeys[c-firstAct]+".rule")
}

// RulesSummary returns CODE's rules in a few lines in language l, for rules help.
func RulesSummary(l i18n.Language) string { return texts.T(l, "rules.summary") }

// SetLanguage makes Describe, Narrate and Reveal write in language l (cards.Speaker). The notation,
// the log and every rule are the same in every language.
func (s *State) SetLanguage(l i18n.Language) { s.lang = l }

// ReasonIn returns why the game ended in language l (cards.Reasoner; Result's Reason is English:
// the log keeps it).
func (s *State) ReasonIn(l i18n.Language) string {
	switch s.reason {
	case reasonCode:
		return texts.T(l, "reason.code")
	case reasonResign:
		if s.n == 2 {
			return texts.T(l, "reason.resignTwo")
		}
		return texts.T(l, "reason.resign")
	}
	return s.Result().Reason
}
