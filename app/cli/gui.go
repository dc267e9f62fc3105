package cli

import "github.com/spf13/cobra"

// newGUICommand builds `flaskdeck gui`, which opens the desktop app through open.
func newGUICommand(open func(deck string) error) *cobra.Command {
	return &cobra.Command{
		Use:     "gui [DECK]",
		Short:   "Open the desktop app (the default when flaskdeck runs without a command)",
		Long:    "Open the desktop app on the built-in preset decks, or on a deck file (YAML or the original JSON).",
		Example: "  flaskdeck gui\n  flaskdeck gui mydeck.yaml",
		Args:    cobra.MaximumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			deck := ""
			if len(args) == 1 {
				deck = args[0]
			}
			return open(deck)
		},
	}
}
