package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/flask"
)

func newDeckExportCommand(s *Streams) *cobra.Command {
	opts := &deckConvertOptions{}
	cmd := &cobra.Command{
		Use:   "export FILE.yaml|PRESET [-o FILE.json]",
		Short: "Convert a YAML deck to the original editor's JSON",
		Long: "export reads a deck in the project's YAML format (or a preset by name) and writes it as the\n" +
			"original Flask editor's JSON, to the -o file (written atomically) or to standard output.\n" +
			"The JSON format has no deck name and no notes: when the deck has notes, a line on standard\n" +
			"error says so. Everything else (names, compositions, amounts, pictures, the description\n" +
			"flag) is kept, so importing the JSON again gives the same cards.",
		Example: "  flaskdeck deck export my-deck.yaml -o flask_cards.json\n" +
			"  flaskdeck deck export red",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Input = args[0]
			return runDeckExport(s, opts)
		},
	}
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "", "write the JSON deck to this file (default: standard output)")
	opts.RuleSet.add(cmd)
	return cmd
}

// runDeckExport converts one YAML deck to JSON.
func runDeckExport(s *Streams, opts *deckConvertOptions) error {
	if err := checkDeckOutput(opts.Output, flask.FormatJSON); err != nil {
		return err
	}
	d, err := readDeckFile(opts.Input, flask.FormatYAML)
	if err != nil {
		return err
	}
	if d.Set, err = opts.RuleSet.set(&d); err != nil {
		return reportSetProblems(s, err)
	}
	withNotes := 0
	for _, c := range d.Cards {
		if c.Notes != "" {
			withNotes++
		}
	}
	if withNotes > 0 {
		fmt.Fprintf(s.Err, "flaskdeck: %s: the notes of %d card(s) are left out (the original JSON has no notes)\n", opts.Input, withNotes)
	}
	return writeDeck(s, d, flask.FormatJSON, opts.Output)
}
