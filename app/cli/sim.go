package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"syscall"

	"github.com/spf13/cobra"
	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/app/lab"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/flask/ruleset"
	"github.com/flaskdeck/flaskdeck/internal/atomicfile"
)

// simOptions are the flags of `flaskdeck sim`, as typed.
type simOptions struct {
	games         int
	seats         string
	decks         []string
	matrix        bool
	ladder        bool
	seed          uint64
	workers       int
	json          bool
	csv           string
	plots         []string
	rules         []string
	quiet         bool
	variantImpact bool
	maxMoves      int
	exportMatch   int
	log           string
	ruleset       string
	vsRuleset     string

	list games.List // the games it simulates
}

// newSimCommand builds `flaskdeck sim` for the given games.
func newSimCommand(s *Streams, gs games.List) *cobra.Command {
	o := &simOptions{list: gs}
	cmd := &cobra.Command{
		Use:   "sim GAME",
		Short: "Play many computer-only matches and report win rates, game length and more",
		Long: `Sim plays many matches between computer players, on all cores, and reports win rates with 95%
Wilson intervals (per player, per seat, for the first mover), draws, game length in turns and moves,
endings, the moves played most (and by whom: the winners' share), final points, and with
--variant-impact how often each other value of each rule variant changes the winner.

Players rotate over the seats, so each sits at each seat equally. Match I of a run is seeded from
--seed and I: the same command gives the same report whatever --workers, and --export-match I
--log FILE writes that one match as a match log to replay.

Flask: --deck A --deck B plays deck A against deck B; --matrix with several decks (or a folder of
deck files) plays every deck against every other and prints the matchup matrix.

--ladder plays every computer player level (random, easy, greedy, normal, hard) against every
other, --games matches per pair (100 unless given), and rates each level by Elo with a 95%
interval, random at 0; --plot draws the ratings and the matrix. See docs/bots.md.

Progress and a time estimate go to stderr when it is a terminal (not with --quiet). Ctrl+C stops
the run and reports the matches finished. See docs/lab.md.`,
		Example: `  flaskdeck sim flask --games 2000 --deck red --deck blue
  flaskdeck sim flask --games 2000 --matrix --deck red --deck green --deck blue --deck yellow --plot matrix.png
  flaskdeck sim codex --games 500 --seats bot:greedy,bot:mcts:200 --json
  flaskdeck sim flask --games 100000 --seats bot:random,bot:random --csv out.csv --plot out.svg
  flaskdeck sim flask --games 1000 --deck red --deck blue --export-match 17 --log m17.yaml
  flaskdeck sim flask --games 2000 --matrix --deck red --deck green --deck blue --deck yellow --vs-ruleset my-set.yaml --plot cmp.png
  flaskdeck sim code --ladder --games 200 --plot ladder.png`,
		Args: cobra.ExactArgs(1),
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			return gs.Names(), cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			if o.ladder && !cmd.Flags().Changed("games") {
				o.games = defaultLadderGames
			}
			return runSim(ctx, s, o, args[0])
		},
	}
	f := cmd.Flags()
	f.IntVarP(&o.games, "games", "n", 1000, "matches to play (per pair with --matrix)")
	f.StringVar(&o.seats, "seats", "bot:greedy,bot:greedy", "computer players, one per seat: bot:random, bot:easy, bot:greedy, bot:normal, bot:hard, bot:mcts[:ITERATIONS|:DURATION]")
	f.StringArrayVar(&o.decks, "deck", nil, "a deck (file, folder of deck files, or preset name) per player; repeat")
	f.BoolVar(&o.matrix, "matrix", false, "play every deck against every other (a matchup matrix)")
	f.BoolVar(&o.ladder, "ladder", false, "play every computer player level against every other and rate them (Elo, random = 0); --games per pair, 100 unless given")
	f.Uint64Var(&o.seed, "seed", 1, "seed of the run; match I is seeded from it and I")
	f.IntVar(&o.workers, "workers", runtime.GOMAXPROCS(0), "matches played at once")
	f.BoolVar(&o.json, "json", false, "print the report as JSON")
	f.StringVar(&o.csv, "csv", "", "also write the report as CSV to this file")
	f.StringArrayVar(&o.plots, "plot", nil, "also draw the plots to this .png or .svg file; repeat for both")
	f.StringArrayVar(&o.rules, "rule", nil, "a rule variant NAME=VALUE; repeat")
	f.BoolVarP(&o.quiet, "quiet", "q", false, "no progress bar")
	f.BoolVar(&o.variantImpact, "variant-impact", false, "replay every match with each other rule value and count changed winners")
	f.IntVar(&o.maxMoves, "max-moves", sim.DefaultMaxMoves, "end a match as unfinished after this many moves")
	f.IntVar(&o.exportMatch, "export-match", -1, "write match I (from 0) of the run as a match log to --log, instead of running")
	f.StringVar(&o.log, "log", "", "the match log file of --export-match")
	f.StringVar(&o.ruleset, "ruleset", "", "flask: the rule set to play (a built-in name or a rule-set file; default: the decks' own, else v0.4.2)")
	f.StringVar(&o.vsRuleset, "vs-ruleset", "", "flask: play the same decks and seeds again under this rule set and report the change of every win rate")
	return cmd
}

// defaultLadderGames is --games of a --ladder when not given: matches per pair of levels, enough
// for intervals of about ±70 Elo between neighbours without hours of search.
const defaultLadderGames = 100

// request checks the options and turns them into a lab request.
func (o *simOptions) request(gameName string) (lab.Request, error) {
	g, err := o.list.Lookup(gameName)
	if err != nil {
		return lab.Request{}, err
	}
	if o.games < 1 {
		return lab.Request{}, app.Usagef("--games must be at least 1, not %d", o.games)
	}
	if o.maxMoves < 1 {
		return lab.Request{}, app.Usagef("--max-moves must be at least 1, not %d", o.maxMoves)
	}
	if o.workers < 1 {
		return lab.Request{}, app.Usagef("--workers must be at least 1, not %d", o.workers)
	}
	seats, err := lab.ParseSeats(o.seats)
	if err != nil {
		return lab.Request{}, err
	}
	rules, err := cards.ParseRuleFlags(o.rules)
	if err != nil {
		return lab.Request{}, &app.UsageError{Err: err}
	}
	decks, err := lab.ExpandDecks(o.decks)
	if err != nil {
		return lab.Request{}, err
	}
	for _, p := range o.plots {
		if _, err := lab.PlotFormat(p); err != nil {
			return lab.Request{}, err
		}
	}
	req := lab.Request{Game: g, Games: o.games, Seats: seats, Decks: decks, Matrix: o.matrix, Ladder: o.ladder, Seed: o.seed,
		Workers: o.workers, Rules: rules, VariantImpact: o.variantImpact, MaxMoves: o.maxMoves}
	if o.ruleset != "" || o.vsRuleset != "" {
		if g.Name() != "flask" {
			return lab.Request{}, app.Usagef("--ruleset and --vs-ruleset are for flask, not %s", g.Name())
		}
		if req.RuleSet, req.RuleSetName, err = simRuleSet(o.ruleset); err != nil {
			return lab.Request{}, err
		}
		if o.vsRuleset != "" {
			if req.VsRuleSet, req.VsRuleSetName, err = simRuleSet(o.vsRuleset); err != nil {
				return lab.Request{}, err
			}
			if req.VsRuleSet == nil { // v0.4.2 as the second set: written whole, so it is compared
				req.VsRuleSet = flask.StandardNode()
			}
		}
	}
	return req, nil
}

// simRuleSet resolves a --ruleset value once for a whole run: the set's YAML (nil for v0.4.2,
// "" names the decks' own set) and its name.
func simRuleSet(arg string) (*yaml.Node, string, error) {
	if arg == "" {
		return nil, ruleset.StandardName, nil
	}
	rs, err := flask.LoadRuleSet(arg)
	if err != nil {
		return nil, "", err
	}
	return flask.RuleSetNode(rs), rs.Name(), nil
}

// runSim runs `flaskdeck sim GAME` with parsed options.
func runSim(ctx context.Context, s *Streams, o *simOptions, gameName string) error {
	req, err := o.request(gameName)
	if err != nil {
		return err
	}
	if o.exportMatch >= 0 || o.log != "" {
		if o.exportMatch < 0 || o.log == "" {
			return app.Usagef("--export-match I and --log FILE go together")
		}
		log, err := req.ExportMatch(o.exportMatch, o.log)
		if err != nil {
			if errors.Is(err, sim.ErrBadConfig) || errors.Is(err, cards.ErrBadRule) {
				return &app.UsageError{Err: err}
			}
			return err
		}
		fmt.Fprintf(s.Out, "wrote %s: match %d (seed %d) of the run %s\n", o.log, o.exportMatch, log.Seed,
			lab.SettingsLine(req.Game.Name(), req.Seed, req.Games, req.Workers, cards.Rules(log.Rules)))
		return nil
	}
	bar := newSimProgress(s.Err, req.Total(), o.quiet)
	var onProgress func(done, total int)
	if bar != nil { // else no goroutine wakes to report to nobody
		onProgress = bar.Update
	}
	restoreGC := lab.TuneGC()
	res, err := req.Run(ctx, onProgress)
	restoreGC()
	bar.Finish()
	if errors.Is(err, sim.ErrBadConfig) || errors.Is(err, cards.ErrBadRule) {
		return &app.UsageError{Err: err}
	}
	if err != nil {
		return err
	}
	if res.Stopped() {
		fmt.Fprintln(s.Err, "flaskdeck: interrupted; the report counts the matches that finished")
	}
	if o.json {
		if err := lab.WriteJSON(s.Out, res); err != nil {
			return err
		}
	} else if res.Ladder != nil {
		lab.WriteLadderText(s.Out, res.Ladder)
	} else if res.Compare != nil {
		lab.WriteCompareText(s.Out, res)
	} else if res.Matrix != nil {
		lab.WriteMatrixText(s.Out, res.Matrix)
	} else {
		lab.WriteText(s.Out, res.Single)
	}
	if o.csv != "" {
		if err := atomicfile.WriteFunc(o.csv, 0o644, func(w io.Writer) error { return lab.WriteCSV(w, res) }); err != nil {
			return err
		}
	}
	for _, path := range o.plots {
		if err := lab.SavePlot(path, lab.FigureOf(res)); err != nil {
			return err
		}
	}
	return nil
}
