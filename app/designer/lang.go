package designer

import (
	"embed"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// translationFiles are the designer's report texts in every language (the editor shows Test this
// deck and Suggest changes in the app's language). Deck, card and opponent names, codes, levels,
// goals and the saved files stay as they are.
//
//go:embed translations/*.json
var translationFiles embed.FS

// texts is the designer's catalog of report texts.
var texts = i18n.NewCatalog(translationFiles, "translations")

// TranslationErr tells whether the designer's message files load (for tests).
func TranslationErr() error { return texts.Err() }
