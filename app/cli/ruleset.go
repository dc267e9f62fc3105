package cli

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/flask/ruleset"
)

func newRulesetCommand(s *Streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "ruleset",
		Short: "Show and check Flask rule sets (base cards, deck and game rules as data)",
		Long: "A rule set is a YAML file holding Flask's resources, base cards, deck rules and game rules\n" +
			"(docs/rulesets.md). The built-in set v0.4.2 is today's game. Commands that use Flask decks\n" +
			"take --ruleset NAME|FILE to play, show or print the cards under another set.",
	}
	cmd.AddCommand(newRulesetShowCommand(s), newRulesetValidateCommand(s))
	return cmd
}

func newRulesetShowCommand(s *Streams) *cobra.Command {
	return &cobra.Command{
		Use:   "show [NAME|FILE]",
		Short: "Print a rule set as YAML (default: the built-in v0.4.2), to start a new one from",
		Example: "  flaskdeck ruleset show > my-set.yaml\n" +
			"  flaskdeck ruleset show my-set.yaml",
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			name := ruleset.StandardName
			if len(args) == 1 {
				name = args[0]
			}
			set, err := ruleset.Load(name)
			if err != nil {
				return reportSetProblems(s, err)
			}
			_, err = s.Out.Write(ruleset.Encode(set))
			return err
		},
	}
}

func newRulesetValidateCommand(s *Streams) *cobra.Command {
	return &cobra.Command{
		Use:   "validate FILE...",
		Short: "Check rule-set files: one line per problem (FILE:LINE: field: problem)",
		Long: "validate checks each rule-set file: its YAML, unknown fields and effects, impossible limits\n" +
			"(a deck size no cards can fill, a starting hand as large as the deck…), duplicate codes and\n" +
			"names. It prints \"FILE: ok\" for a good file, else one line per problem on standard error,\n" +
			"and exits with 1 if any file has problems.",
		Example: "  flaskdeck ruleset validate my-set.yaml\n" +
			"  my-set.yaml:24: bases[1].effect: unknown effect \"teleport\" (known: reaction, gain SYMBOLS, …)",
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			bad := false
			for _, file := range args {
				if _, err := ruleset.ReadFile(file); err != nil {
					reportSetProblems(s, err)
					bad = true
					continue
				}
				fmt.Fprintf(s.Out, "%s: ok\n", file)
			}
			if bad {
				return ErrReported
			}
			return nil
		},
	}
}

// reportSetProblems prints a set's problems one a line and returns ErrReported (other errors are
// returned as they are).
func reportSetProblems(s *Streams, err error) error {
	var ps ruleset.Problems
	if !errors.As(err, &ps) {
		return err
	}
	for _, p := range ps {
		fmt.Fprintln(s.Err, p.Error())
	}
	return ErrReported
}

// rulesetFlag is the --ruleset flag of the commands that use Flask decks.
type rulesetFlag struct{ value string }

func (f *rulesetFlag) add(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.value, "ruleset", "", "the Flask rule set: a built-in name (v0.4.2) or a rule-set file (default: the deck's own, else v0.4.2)")
}

// set returns the chosen set; deck, when given, supplies the set a deck file names if the flag is
// not set.
func (f *rulesetFlag) set(deck *flask.Deck) (*flask.RuleSet, error) {
	if f.value != "" {
		return flask.LoadRuleSet(f.value)
	}
	if deck != nil && deck.Set != nil {
		return deck.Set, nil
	}
	return flask.Standard, nil
}
