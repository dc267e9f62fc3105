package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/flask"
)

func newDeckPresetsCommand(s *Streams) *cobra.Command {
	return &cobra.Command{
		Use:   "presets",
		Short: "List the built-in decks",
		Long: "presets lists the built-in decks, the five decks of the original Flask editor: base (the\n" +
			"palette of the eight base cards, not a legal deck) and the legal colour decks red, green,\n" +
			"blue and yellow. Use a name wherever a deck file is asked for, e.g. deck show red.",
		Example: "  flaskdeck deck presets\n  flaskdeck deck show red",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDeckPresets(s)
		},
	}
}

// runDeckPresets prints one line per preset: name, size, colour, legality.
func runDeckPresets(s *Streams) error {
	rows := [][]string{{"NAME", "CARDS", "COLOUR", "LEGAL"}}
	for i, d := range flask.Presets() {
		name := flask.PresetNames[i]
		legal := "yes"
		switch n := len(d.Validate()); {
		case n > 0 && name == "base":
			legal = "no: the palette of the eight base cards"
		case n > 0:
			legal = fmt.Sprintf("no: %d problem(s), see deck show %s", n, name)
		}
		rows = append(rows, []string{name, fmt.Sprint(d.Size()), colourNames(d.Colour()), legal})
	}
	writeColumns(s.Out, rows)
	return nil
}

// colourNames writes a deck's colours as "red" or "red/green".
func colourNames(rs []flask.Resource) string {
	if len(rs) == 0 {
		return "-"
	}
	names := make([]string, len(rs))
	for i, r := range rs {
		names[i] = r.String()
	}
	return strings.Join(names, "/")
}
