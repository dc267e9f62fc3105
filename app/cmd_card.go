package app

import "github.com/spf13/cobra"

func init() { registerCommand(newCardCommand) }

// cardSubcommands are the constructors of `flaskdeck card …` subcommands, added by the
// cmd_card_*.go files from their init functions.
var cardSubcommands []func(*Streams) *cobra.Command

func newCardCommand(s *Streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "card",
		Short: "Work with single Flask cards (compositions of base cards)",
		Long: "card works with single Flask cards. A card is composed of base cards, written as their\n" +
			"codes G2 Y1 B1 B2 G1 R1 R2 Y2 in any order, case and separator.",
		Example: "  flaskdeck card show r1 y2 r1",
		Args:    cobra.NoArgs,
		RunE:    func(cmd *cobra.Command, args []string) error { return &UsageError{Err: errMissingSubcommand(cmd)} },
	}
	for _, build := range cardSubcommands {
		cmd.AddCommand(build(s))
	}
	return cmd
}
