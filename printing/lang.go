package printing

import (
	"embed"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// translationFiles are the words printing adds to a sheet (the footer's) in every language.
//
//go:embed translations/*.json
var translationFiles embed.FS

// texts is printing's catalog of sheet words.
var texts = i18n.NewCatalog(translationFiles, "translations")
