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
