package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
)

// newDeckCommand builds `flaskdeck deck` and its subcommands.
func newDeckCommand(s *Streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "deck",
		Short: "Check, convert, list, test and improve Flask decks",
		Long: "deck checks Flask decks against the deck rules, converts between the project's YAML deck\n" +
			"format and the original editor's JSON, and lists the built-in preset decks.",
		Example: "  flaskdeck deck presets\n  flaskdeck deck validate my-deck.yaml",
		Args:    cobra.NoArgs,
		RunE:    func(cmd *cobra.Command, args []string) error { return &app.UsageError{Err: errMissingSubcommand(cmd)} },
	}
	cmd.AddCommand(
		newDeckExportCommand(s),
		newDeckImportCommand(s),
		newDeckPresetsCommand(s),
		newDeckShowCommand(s),
		newDeckSuggestCommand(s),
		newDeckTestCommand(s),
		newDeckValidateCommand(s),
	)
	return cmd
}

// errMissingSubcommand says that a command group needs one of its subcommands.
func errMissingSubcommand(cmd *cobra.Command) error {
	var names strings.Builder
	for i, sub := range cmd.Commands() {
		if i > 0 {
			names.WriteString(", ")
		}
		names.WriteString(sub.Name())
	}
	return fmt.Errorf("%s needs a subcommand (%s); see %s --help", cmd.CommandPath(), names.String(), cmd.CommandPath())
}
