package cli

import (
	"context"
	"encoding/json"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/designer"
)

// deckSuggestOptions are the flags of `flaskdeck deck suggest`.
type deckSuggestOptions struct {
	designerOptions
	goal   string
	budget string
}

func newDeckSuggestCommand(s *Streams) *cobra.Command {
	o := &deckSuggestOptions{}
	cmd := &cobra.Command{
		Use:   "suggest FILE",
		Short: "Search one-step edits of a deck and list the five best for a goal",
		Long: "suggest tries every legal one-step edit of the deck: adding or removing one base card of a\n" +
			"card, giving a card the composition of a card of the field or the presets, moving one copy\n" +
			"from a card to another. Every edit plays the same matches as the deck (the same seeds), in\n" +
			"rounds that keep the best third, and the five best are listed with their effect and its 95 %\n" +
			"interval. --goal stronger raises the win rate against the field; balanced brings the rate\n" +
			"against each opponent nearest 50 %. --budget is the average number of matches per edit\n" +
			"(most go to the best ones) or a duration (\"45s\"). Ctrl+C stops the search and lists the\n" +
			"best found so far. See docs/designer.md.",
		Example: "  flaskdeck deck suggest my-deck.yaml\n" +
			"  flaskdeck deck suggest my-deck.yaml --goal balanced --field decks/ --budget 50s --json",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return runDeckSuggest(ctx, s, o, args[0])
		},
	}
	o.add(cmd)
	cmd.Flags().StringVar(&o.goal, "goal", "stronger", "stronger (win more against the field) or balanced (each matchup nearest 50 %)")
	cmd.Flags().StringVar(&o.budget, "budget", strconv.Itoa(designer.DefaultBudget), "average matches per edit, or a duration such as 45s")
	return cmd
}

func runDeckSuggest(ctx context.Context, s *Streams, o *deckSuggestOptions, file string) error {
	goal, err := designer.ParseGoal(o.goal)
	if err != nil {
		return app.Usagef("--goal: %v", err)
	}
	sopt := designer.SuggestOptions{Goal: goal}
	if n, err := strconv.Atoi(o.budget); err == nil && n > 0 {
		sopt.Budget = n
	} else if d, err := time.ParseDuration(o.budget); err == nil && d > 0 {
		sopt.Duration = d
	} else {
		return app.Usagef("--budget %q: give a positive number of matches or a duration (45s)", o.budget)
	}
	d, opt, err := o.load(file)
	if err != nil {
		return err
	}
	sopt.Options = opt
	var bar *simProgress
	sopt.OnProgress = func(done, total int) {
		if bar == nil {
			bar = newSimProgress(s.Err, total, o.quiet)
		}
		bar.Update(done, total)
	}
	res, err := designer.Suggest(ctx, d, sopt)
	bar.Finish()
	if err != nil {
		return err
	}
	if o.json {
		enc := json.NewEncoder(s.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(res)
	}
	return designer.WriteSuggestions(s.Out, res)
}
