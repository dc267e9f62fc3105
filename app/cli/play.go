package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/yamlerr"
)

// playOptions are the flags of `flaskdeck play`.
type playOptions struct {
	Game    string
	Seats   []string
	Seed    uint64
	SeedSet bool
	Rules   []string
	Decks   []string
	LogPath string
	Setup   string // a file with an explicit setup in the game's form
	Codes   string // CODE: a file with the code list of the user's box
	RuleSet string // Flask: a rule set's name or file
	Lang    string // --lang: the language the terminal speaks ("" from the environment)

	games games.List // the games it plays
}

// clearScreen is the ANSI sequence that homes the cursor, clears the terminal and clears its
// scrollback (E3, as clear(1) writes it): when the device is passed, the next person cannot scroll
// back to the hand the last one saw.
const clearScreen = "\x1b[H\x1b[2J\x1b[3J"

// newPlayCommand builds `flaskdeck play` for the given games.
func newPlayCommand(s *Streams, gs games.List) *cobra.Command {
	opts := &playOptions{games: gs}
	cmd := &cobra.Command{
		Use:   "play GAME",
		Short: "Play a match in the terminal, against people or computer players",
		Long: "play runs a match in the terminal, in the language of --lang or LANG (English, German or Italian;\n" +
			"moves are typed in the notation, the same in every language). Each turn shows the position as the acting seat sees it\n" +
			"and the legal moves, numbered: type a number, the move written in full, or its first words\n" +
			"(\"end\", \"draw\"); help, rules, show N (a card in full), board and resign (asked to confirm)\n" +
			"work at every prompt. Between two people the screen asks to pass the device, so hands stay\n" +
			"hidden. Computer players move by themselves; the feed says what each move did, as you may\n" +
			"know it. The end of the match reveals every hand, code and secret. End of input (Ctrl+D) or Ctrl+C stops the match; --log still writes what was played.",
		Example: "  flaskdeck play flask --seats human,bot:mcts:2s --seed 7\n" +
			"  flaskdeck play flask --seats human:Ann,human:Bob --deck red --deck my-deck.yaml --log game.yaml\n" +
			"  flaskdeck play flask --rule cap=none --rule lose=attacker\n" +
			"  flaskdeck play code --seats human,bot:greedy,bot:mcts --codes my-box-codes.yaml",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Game = args[0]
			opts.SeedSet = cmd.Flags().Changed("seed")
			return runPlay(s, opts)
		},
	}
	f := cmd.Flags()
	f.StringSliceVar(&opts.Seats, "seats", []string{"human", "bot:normal"}, "who plays each seat: human[:NAME], bot:easy, bot:normal, bot:hard, bot:random, bot:greedy, bot:mcts[:ITERATIONS|DURATION]")
	f.Uint64Var(&opts.Seed, "seed", 0, "seed of the shuffles and the first player (default: from the clock)")
	f.StringArrayVar(&opts.Rules, "rule", nil, "a rule variant NAME=VALUE (repeatable)")
	f.StringArrayVar(&opts.Decks, "deck", nil, "a seat's deck, a preset name or a deck file (repeatable, in seat order)")
	f.StringVar(&opts.LogPath, "log", "", "write the match log to this file (also when the match is stopped)")
	f.StringVar(&opts.Setup, "setup", "", "start from the explicit setup in this YAML file (the game's setup block, as in a match log)")
	f.StringVar(&opts.Codes, "codes", "", "CODE: use the code list in this YAML file (the printed codes of your box)")
	langFlag(cmd, &opts.Lang, "the language the terminal speaks (prompts, help, rules, results; moves stay in the notation)")
	f.StringVar(&opts.RuleSet, "ruleset", "", "flask: play under this rule set (a built-in name or a rule-set file; default: the decks' own, else v0.4.2)")
	return cmd
}

// runPlay sets the match up and plays it to the end or to the end of input.
func runPlay(s *Streams, opts *playOptions) error {
	g, err := opts.games.Lookup(opts.Game)
	if err != nil {
		return err
	}
	lang, err := s.language(opts.Lang)
	if err != nil {
		return err
	}
	tr := texts.For(lang)
	players, err := parseSeats(opts.Seats)
	if err != nil {
		return &app.UsageError{Err: err}
	}
	given, err := cards.ParseRuleFlags(opts.Rules)
	if err != nil {
		return &app.UsageError{Err: err}
	}
	rules, err := cards.ResolveRules(g.Variants(), given)
	if err != nil {
		return &app.UsageError{Err: err}
	}
	if lo, hi := g.SeatRange(); len(players) < lo || len(players) > hi {
		return app.Usagef("%s takes %d to %d seats; --seats names %d", g.Title(), lo, hi, len(players))
	}
	if err := checkOutputExt("--log", opts.LogPath, "a YAML match log", ".yaml", ".yml"); err != nil {
		return err
	}
	if !opts.SeedSet {
		opts.Seed = uint64(time.Now().UnixNano())
	}
	infos := make([]cards.SeatInfo, len(players))
	for i, p := range players {
		infos[i] = p.Info
	}
	setup, err := matchSetup(g, opts.Setup, opts.Codes)
	if err != nil {
		return err
	}
	cfg := cards.Config{Seats: len(players), Seed: opts.Seed, Rules: rules, Decks: opts.Decks, Setup: setup}
	if opts.RuleSet != "" {
		if g.Name() != "flask" {
			return app.Usagef("--ruleset is for flask, not %s", g.Name())
		}
		if _, err := flask.LoadRuleSet(opts.RuleSet); err != nil {
			return reportSetProblems(s, err)
		}
		cfg.RuleSet = flask.RuleSetConfig(opts.RuleSet)
	}
	cfg.Lang = lang // the position and the feed in the terminal's language, also after an undo
	match, err := cards.NewMatch(g, cfg, infos, app.Version)
	if err != nil {
		if opts.Setup != "" && errors.Is(err, cards.ErrBadSetup) {
			return yamlerr.InFile(opts.Setup, err) // FILE:LINE: the setup's lines are those of this file
		}
		return err
	}
	if opts.LogPath != "" {
		// Created before the first move: a path that cannot be written fails now, not after the match.
		if err := match.Log.WriteFile(opts.LogPath); err != nil {
			return err
		}
	}
	fmt.Fprintln(s.Out, tr("play.start", "Game", g.Title(), "Seed", opts.Seed, "Seats", seatList(infos)))
	session := &playSession{s: s, lang: lang, tr: tr, match: match, players: players, in: bufio.NewReader(s.In), lastHuman: cards.NoSeat, seen: make([]int, len(players))}
	ctx, stop := playInterrupt()
	defer stop()
	done := make(chan error, 1)
	go func() { done <- session.run() }()
	var playErr error
	select {
	case playErr = <-done:
	case <-ctx.Done():
		playErr = errInterrupted
	}
	// The session may still wait for input after an interrupt: hold its lock while reading the log.
	session.mu.Lock()
	defer session.mu.Unlock()
	match = session.match // an undo replaced it
	if opts.LogPath != "" {
		if err := match.Log.WriteFile(opts.LogPath); err != nil {
			return err // atomicfile's errors name the file
		}
		fmt.Fprintln(s.Out, tr("play.logWritten", "Path", opts.LogPath))
	}
	switch {
	case errors.Is(playErr, io.EOF):
		fmt.Fprintln(s.Out, tr("play.inputEnded", "Count", len(match.Log.Moves)))
		return nil
	case errors.Is(playErr, errInterrupted):
		fmt.Fprintln(s.Out, tr("play.interrupted", "Count", len(match.Log.Moves)))
		return nil
	}
	return playErr
}

// errInterrupted stops a terminal match on Ctrl+C.
var errInterrupted = errors.New("interrupted")

// playInterrupt returns a context cancelled on Ctrl+C (replaced in tests).
var playInterrupt = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt)
}

func seatList(infos []cards.SeatInfo) string {
	parts := make([]string, len(infos))
	for i, in := range infos {
		parts[i] = fmt.Sprintf("%s %s (%s)", cards.Seat(i), in.Name, in.Player)
	}
	return strings.Join(parts, ", ")
}
