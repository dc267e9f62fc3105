package cli

import (
	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/flask"
)

func newDeckImportCommand(s *Streams) *cobra.Command {
	opts := &deckConvertOptions{}
	cmd := &cobra.Command{
		Use:   "import FILE.json [-o FILE.yaml]",
		Short: "Convert the original editor's JSON deck to the project's YAML",
		Long: "import reads a deck saved by the original Flask editor (flask_cards.json: a JSON array of\n" +
			"name, img, hasDesc, amount, composition) and writes it in the project's YAML deck format,\n" +
			"to the -o file (written atomically) or to standard output. Stray spaces around names are\n" +
			"trimmed; the deck is named after the JSON file. Nothing the JSON holds is lost.",
		Example: "  flaskdeck deck import flask_cards.json -o my-deck.yaml\n" +
			"  flaskdeck deck import red.json | less",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Input = args[0]
			return runDeckImport(s, opts)
		},
	}
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "", "write the YAML deck to this file (default: standard output)")
	return cmd
}

// runDeckImport converts one JSON deck to YAML.
func runDeckImport(s *Streams, opts *deckConvertOptions) error {
	if err := checkDeckOutput(opts.Output, flask.FormatYAML); err != nil {
		return err
	}
	d, err := readDeckFile(opts.Input, flask.FormatJSON)
	if err != nil {
		return err
	}
	return writeDeck(s, d, flask.FormatYAML, opts.Output)
}
