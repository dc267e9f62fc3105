package cli

import (
	"embed"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// translationFiles are the terminal game's texts in every language (prompts, help, results). The
// CLI's errors and --help stay English.
//
//go:embed translations/*.json
var translationFiles embed.FS

// texts is the command line's catalog of display texts.
var texts = i18n.NewCatalog(translationFiles, "translations")

// langFlag adds --lang to a command's flags: the language of the cards or of the terminal game.
func langFlag(cmd *cobra.Command, p *string, what string) {
	cmd.Flags().StringVar(p, "lang", "", what+": en, de or it (default: the environment's LANG, else English)")
}

// language returns the language a --lang value chooses, or the environment's when it is "". An
// unknown value is wrong usage.
func (s *Streams) language(flag string) (i18n.Language, error) {
	getenv := s.Getenv
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	l, err := i18n.Choose(flag, getenv)
	if err != nil {
		return i18n.None, app.Usagef("--lang: %v", err)
	}
	return l, nil
}
