package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/designer"
	"github.com/flaskdeck/flaskdeck/app/lab"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
)

// designerOptions are the flags `deck test` and `deck suggest` share.
type designerOptions struct {
	field   []string
	level   string
	seed    uint64
	workers int
	json    bool
	quiet   bool
	ruleset rulesetFlag
}

// add declares the shared flags.
func (o *designerOptions) add(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringArrayVar(&o.field, "field", nil, "an opponent: a deck file, a folder of deck files or a preset name; repeat (default: the four colour presets)")
	f.StringVar(&o.level, "level", "greedy", "the computer players' level for both decks (as in sim --seats, without \"bot:\")")
	f.Uint64Var(&o.seed, "seed", 1, "seed of the matches")
	f.IntVar(&o.workers, "workers", runtime.GOMAXPROCS(0), "matches played at once")
	f.BoolVar(&o.json, "json", false, "print the result as JSON")
	f.BoolVarP(&o.quiet, "quiet", "q", false, "no progress bar")
	o.ruleset.add(cmd)
}

// load reads the deck and the field and checks the flags; the deck gets the rule set of --ruleset.
func (o *designerOptions) load(file string) (flask.Deck, designer.Options, error) {
	var opt designer.Options
	if o.workers < 1 {
		return flask.Deck{}, opt, app.Usagef("--workers must be at least 1, not %d", o.workers)
	}
	seats, err := lab.ParseSeats(o.level)
	if err != nil || len(seats) != 1 {
		return flask.Deck{}, opt, app.Usagef("--level %q: give one computer player level (random, greedy, mcts…)", o.level)
	}
	if seats[0].Level == cards.LevelNone {
		return flask.Deck{}, opt, app.Usagef("--level %q is not a computer player", o.level)
	}
	d, err := flask.ResolveDeck(file)
	if err != nil {
		return d, opt, err
	}
	rs, err := o.ruleset.set(&d)
	if err != nil {
		return d, opt, err
	}
	if !rs.IsStandard() || d.Set != nil {
		d.Set = rs
	}
	opt = designer.Options{Bot: seats[0], Seed: o.seed, Workers: o.workers}
	if opt.Field, err = designer.LoadField(o.field); err != nil {
		return d, opt, err
	}
	return d, opt, nil
}

// deckTestOptions are the flags of `flaskdeck deck test`.
type deckTestOptions struct {
	designerOptions
	games     int
	noHistory bool
}

func newDeckTestCommand(s *Streams) *cobra.Command {
	o := &deckTestOptions{}
	cmd := &cobra.Command{
		Use:   "test FILE",
		Short: "Play a deck against a field of decks and report how it does, card by card",
		Long: "test plays the deck against each deck of the field (default: the four colour presets),\n" +
			"--games matches each, the deck taking seat 1 and seat 2 in turn, and reports its win rate\n" +
			"against each opponent with a 95 % interval, overall, the first seat's rate, the matches'\n" +
			"length, and per card how often it was played, the deck's rate in the matches it was played\n" +
			"and what it did per play. A draw counts half. The deck's rule set is honoured (--ruleset\n" +
			"overrides it). The result is added to FILE's history (FILE.test.yaml beside it, not with\n" +
			"--no-history or a preset) and the figures that moved since the last test are named.\n" +
			"Ctrl+C stops the test. See docs/designer.md.",
		Example: "  flaskdeck deck test my-deck.yaml\n" +
			"  flaskdeck deck test my-deck.yaml --field red --field decks/ --games 500 --level random --json",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return runDeckTest(ctx, s, o, args[0])
		},
	}
	o.add(cmd)
	cmd.Flags().IntVarP(&o.games, "games", "n", designer.DefaultGames, "matches against each opponent")
	cmd.Flags().BoolVar(&o.noHistory, "no-history", false, "do not read or write the deck's test history")
	return cmd
}

func runDeckTest(ctx context.Context, s *Streams, o *deckTestOptions, file string) error {
	if o.games < 1 {
		return app.Usagef("--games must be at least 1, not %d", o.games)
	}
	d, opt, err := o.load(file)
	if err != nil {
		return err
	}
	opt.Games = o.games
	bar := newSimProgress(s.Err, o.games*max(1, len(fieldOrDefault(opt.Field))), o.quiet)
	opt.OnProgress = bar.Update
	rep, err := designer.Test(ctx, d, opt)
	bar.Finish()
	if errors.Is(err, context.Canceled) {
		return fmt.Errorf("%s: the test was stopped", file)
	}
	if err != nil {
		return err
	}
	var changes []string
	if !o.noHistory && d.Path != "" {
		path := designer.HistoryPath(d.Path)
		h, err := designer.LoadHistory(path)
		if err != nil {
			return err
		}
		if last, ok := h.Last(); ok {
			changes = designer.Changes(last, rep)
		}
		h.Tests = append(h.Tests, designer.EntryOf(rep, time.Now()))
		if err := h.Save(path); err != nil {
			return err
		}
	}
	if o.json {
		out := struct {
			*designer.Report
			Changes []string `json:"changes,omitempty"`
		}{rep, changes}
		enc := json.NewEncoder(s.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	return designer.WriteText(s.Out, rep, changes)
}

// fieldOrDefault returns the field a test plays.
func fieldOrDefault(f []flask.Deck) []flask.Deck {
	if f == nil {
		return designer.DefaultField()
	}
	return f
}
