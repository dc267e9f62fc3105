package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/flask"
)

// deckValidateOptions are the arguments of `flaskdeck deck validate`.
type deckValidateOptions struct {
	Decks   []string // deck files (YAML or the original JSON) or preset names
	RuleSet rulesetFlag
}

func newDeckValidateCommand(s *Streams) *cobra.Command {
	opts := &deckValidateOptions{}
	cmd := &cobra.Command{
		Use:   "validate FILE...",
		Short: "Check decks against the deck rules",
		Long: "validate checks each deck (the project's YAML or the original editor's JSON; a preset name\n" +
			"works too) against the deck rules: exactly 15 cards counting amounts, at most 3 similar\n" +
			"cards (same code, whatever their names), no card with an empty composition. It prints\n" +
			"\"FILE: ok\" on standard output for a legal deck, else one line per problem on standard\n" +
			"error, and exits with 1 if any deck is invalid or cannot be read.",
		Example: "  flaskdeck deck validate my-deck.yaml flask_cards.json\n" +
			"  my-deck.yaml: ok\n" +
			"  flask_cards.json: the deck has 14 cards counting amounts; a deck needs exactly 15",
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Decks = args
			return runDeckValidate(s, opts)
		},
	}
	opts.RuleSet.add(cmd)
	return cmd
}

// runDeckValidate validates every deck and reports all problems before failing.
func runDeckValidate(s *Streams, opts *deckValidateOptions) error {
	invalid := false
	for _, arg := range opts.Decks {
		d, err := flask.ResolveDeck(arg)
		if err != nil {
			fmt.Fprintln(s.Err, err)
			invalid = true
			continue
		}
		rs, err := opts.RuleSet.set(&d)
		if err != nil {
			return reportSetProblems(s, err)
		}
		problems := rs.Validate(d)
		if len(problems) == 0 {
			fmt.Fprintf(s.Out, "%s: ok\n", arg)
			continue
		}
		invalid = true
		for _, p := range problems {
			fmt.Fprintf(s.Err, "%s: %s\n", arg, p.Message)
		}
	}
	if invalid {
		return ErrReported
	}
	return nil
}
