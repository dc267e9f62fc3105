package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/flask"
)

// deckShowOptions are the arguments of `flaskdeck deck show`.
type deckShowOptions struct {
	Deck string // a preset name or a deck file
}

func newDeckShowCommand(s *Streams) *cobra.Command {
	opts := &deckShowOptions{}
	return &cobra.Command{
		Use:   "show NAME|FILE",
		Short: "Print a deck's cards with their codes, costs and effects",
		Long: "show prints a deck, a preset by name or a deck file (YAML or the original JSON): its name,\n" +
			"size and colour, then one line per card with its amount, name, code, cost and effects, then\n" +
			"the deck's problems, if any. A deck that breaks a rule is still shown (exit code 0); use\n" +
			"deck validate to check decks.",
		Example: "  flaskdeck deck show red\n  flaskdeck deck show my-deck.yaml",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Deck = args[0]
			return runDeckShow(s, opts)
		},
	}
}

// runDeckShow prints one deck.
func runDeckShow(s *Streams, opts *deckShowOptions) error {
	d, err := flask.ResolveDeck(opts.Deck)
	if err != nil {
		return err
	}
	rs := d.RuleSetOr(flask.Standard)
	problems := rs.Validate(d)
	verdict := "a legal deck"
	if len(problems) > 0 {
		verdict = "not a legal deck"
	}
	fmt.Fprintf(s.Out, "%s: %d cards, colour %s, %s\n\n", d.Name, d.Size(), colourNames(d.Colour()), verdict)
	rows := [][]string{{"#", "AMOUNT", "NAME", "CODE", "COST", "EFFECTS"}}
	for i, c := range d.Cards {
		rows = append(rows, []string{fmt.Sprint(i + 1), fmt.Sprint(c.Amount), c.Name, rs.Code(c.Composition),
			strings.TrimSpace(rs.CostLine(c.Composition)), strings.Join(rs.EffectTitles(c.Composition), " / ")})
	}
	writeColumns(s.Out, rows)
	for _, c := range d.Cards {
		if c.Notes != "" {
			fmt.Fprintf(s.Out, "\nnotes of %q: %s\n", c.Name, strings.TrimSpace(c.Notes))
		}
	}
	if len(problems) > 0 {
		fmt.Fprintln(s.Out, "\nproblems:")
		for _, p := range problems {
			fmt.Fprintf(s.Out, "  %s\n", p.Message)
		}
	}
	return nil
}

// writeColumns writes rows as columns separated by two spaces, padded by display width (the
// resource symbols take two columns on a terminal); the last column is not padded.
func writeColumns(w io.Writer, rows [][]string) {
	var widths []int
	for _, r := range rows {
		for i, cell := range r {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], displayWidth(cell))
		}
	}
	var sb strings.Builder
	for _, r := range rows {
		sb.Reset()
		for i, cell := range r {
			sb.WriteString(cell)
			if i < len(r)-1 {
				sb.WriteString(strings.Repeat(" ", widths[i]-displayWidth(cell)+2))
			}
		}
		fmt.Fprintln(w, strings.TrimRight(sb.String(), " "))
	}
}

// displayWidth counts the terminal columns of s: wide symbols (emoji) take two.
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		if r >= 0x1F000 || r == '❔' {
			n += 2
		} else {
			n++
		}
	}
	return n
}
