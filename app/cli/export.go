package cli

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/printjob"
	"github.com/flaskdeck/flaskdeck/export"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// newExportCommand builds `flaskdeck export`, the parent of the image exports.
func newExportCommand(s *Streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "export",
		Short: "Export cards as images for print services and Tabletop Simulator",
		Long: `Export writes cards as PNG images: one per card at an exact print size (export images), or
deck sheets with a saved object for Tabletop Simulator (export tts). See docs/export.md.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return app.Usagef("export what? %s", strings.Join([]string{"images", "tts"}, " or "))
		},
	}
	cmd.AddCommand(newExportImagesCommand(s), newExportTTSCommand(s))
	return cmd
}

// exportSet resolves --game and the arguments into the cards to export. A wrong game or wrong
// arguments are usage errors; a deck that cannot be read is invalid input.
func exportSet(game, ruleSet string, lang i18n.Language, args []string) (export.Set, error) {
	src, ok := printjob.For(game)
	if !ok {
		return export.Set{}, app.Usagef("cannot export game %q (can export: %s)", game, strings.Join(printjob.Names(), ", "))
	}
	switch {
	case src.Args == "" && len(args) > 0:
		return export.Set{}, app.Usagef("--game %s takes no arguments (got %q)", strings.ToLower(game), args[0])
	case src.Args != "" && len(args) == 0:
		return export.Set{}, app.Usagef("which cards? give %s", src.Args)
	}
	if ruleSet != "" && !strings.EqualFold(game, flask.Game{}.Name()) {
		return export.Set{}, app.Usagef("--ruleset is for Flask decks, not --game %s", strings.ToLower(game))
	}
	return src.Export(args, printjob.Selection{RuleSet: ruleSet, Lang: lang})
}
