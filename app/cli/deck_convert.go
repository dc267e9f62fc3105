package cli

import (
	"fmt"
	"os"

	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/atomicfile"
)

// deckConvertOptions are the arguments shared by `deck import` and `deck export`.
type deckConvertOptions struct {
	Input  string // the deck to convert
	Output string // the file to write ("" or "-": standard output)
	// RuleSet is export's --ruleset: the set the deck's cards follow (its codes must be the JSON's).
	RuleSet rulesetFlag
}

// checkDeckOutput refuses an output file named for the other format (before reading the input).
func checkDeckOutput(output string, f flask.Format) error {
	if f == flask.FormatJSON {
		return checkOutputExt("-o", output, "the original editor's JSON", ".json")
	}
	return checkOutputExt("-o", output, "a YAML deck", ".yaml", ".yml")
}

// writeDeck encodes d in format f to the output file atomically, or to standard output.
func writeDeck(s *Streams, d flask.Deck, f flask.Format, output string) error {
	data, err := flask.EncodeDeck(d, f)
	if err != nil {
		return err
	}
	if output == "" || output == "-" {
		_, err = s.Out.Write(data)
		return err
	}
	return atomicfile.Write(output, data, 0o644)
}

// readDeckFile reads a deck file that must be in format want (import takes only JSON, export
// reads YAML files or preset names).
func readDeckFile(arg string, want flask.Format) (flask.Deck, error) {
	if want == flask.FormatYAML {
		if _, err := os.Stat(arg); err != nil {
			if d, ok := flask.Preset(arg); ok {
				return d, nil
			}
		}
	}
	data, err := flask.ReadDeckData(arg)
	if err != nil {
		return flask.Deck{}, err
	}
	if got := flask.FormatOf(arg, data); got != want {
		return flask.Deck{}, fmt.Errorf("%s: %w: this is a %s deck file; %s", arg, flask.ErrBadDeckFile, got, formatHint(want))
	}
	d, err := flask.DecodeDeck(arg, want, data)
	d.Path = arg
	return d, err
}

func formatHint(want flask.Format) string {
	if want == flask.FormatJSON {
		return "deck import reads the original editor's JSON (use deck export for YAML)"
	}
	return "deck export reads the project's YAML (use deck import for JSON)"
}
