package lab

import (
	"embed"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// The texts of the reports and plots in English, German and Italian (the app's Lab shows them in
// its language; the sim command writes English).
//
//go:embed translations/*.json
var translationFiles embed.FS

var texts = i18n.NewCatalog(translationFiles, "translations")

// TranslationErr tells whether the lab's message files load (for tests).
func TranslationErr() error { return texts.Err() }

// tr looks a text up in one language: tr("report.seat", "N", 2).
type tr = func(key string, args ...any) string
