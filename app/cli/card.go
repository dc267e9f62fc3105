package cli

import (
	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
)

// newCardCommand builds `flaskdeck card` and its subcommands.
func newCardCommand(s *Streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "card",
		Short: "Work with single Flask cards (compositions of base cards)",
		Long: "card works with single Flask cards. A card is composed of base cards, written as their\n" +
			"codes G2 Y1 B1 B2 G1 R1 R2 Y2 in any order, case and separator.",
		Example: "  flaskdeck card show r1 y2 r1",
		Args:    cobra.NoArgs,
		RunE:    func(cmd *cobra.Command, args []string) error { return &app.UsageError{Err: errMissingSubcommand(cmd)} },
	}
	cmd.AddCommand(newCardShowCommand(s))
	return cmd
}
