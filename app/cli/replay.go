package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// replayOptions are the flags of `flaskdeck replay`.
type replayOptions struct {
	File string
	JSON bool
	As   int  // --as SEAT: the final position as that seat sees it (from 1; 0 for none)
	All  bool // --all: the final position in full

	games games.List // the games it replays
}

// replayReport is what `replay --json` prints.
type replayReport struct {
	Game    string   `json:"game"`
	Seed    uint64   `json:"seed"`
	Moves   int      `json:"moves"`
	Over    bool     `json:"over"`
	Winners []int    `json:"winners"` // seats counted from 1
	Reason  string   `json:"reason"`
	Scores  []int    `json:"scores,omitempty"`
	ToMove  int      `json:"to_move"` // seat counted from 1, 0 when over
	Legal   []string `json:"legal"`   // the legal moves when not over
	State   string   `json:"state"`   // the final position as a spectator sees it
	// Position is the final position as structured data (--as SEAT or --all; docs/match-log.md).
	Position any `json:"position,omitempty"`
	// Viewer is the seat the position is seen by (from 1), 0 with --all.
	Viewer *int `json:"viewer,omitempty"`
}

// newReplayCommand builds `flaskdeck replay` for the given games.
func newReplayCommand(s *Streams, gs games.List) *cobra.Command {
	opts := &replayOptions{games: gs}
	cmd := &cobra.Command{
		Use:   "replay FILE",
		Short: "Replay a match log, checking every move, and print the final position and result",
		Long: "replay sets up the match of a log (game, seed, rule variants, decks, explicit setup) and\n" +
			"plays its moves one by one, checking each. An illegal move or a broken log is reported with\n" +
			"the file and the move number, and the exit code is 1.",
		Example: "  flaskdeck replay game.yaml\n  flaskdeck replay game.yaml --json",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.File = args[0]
			return runReplay(s, opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the result as JSON")
	cmd.Flags().IntVar(&opts.As, "as", 0, "with --json: add the final position as seat SEAT (from 1) sees it")
	cmd.Flags().BoolVar(&opts.All, "all", false, "with --json: add the final position in full (hidden cards and deck order too)")
	return cmd
}

func runReplay(s *Streams, opts *replayOptions) error {
	switch {
	case (opts.As != 0 || opts.All) && !opts.JSON:
		return app.Usagef("--as and --all go with --json")
	case opts.As != 0 && opts.All:
		return app.Usagef("give --as SEAT or --all, not both")
	case opts.As < 0:
		return app.Usagef("--as takes a seat from 1, not %d", opts.As)
	}
	log, err := cards.ReadLog(opts.File)
	if err != nil {
		return err
	}
	g, ok := opts.games.ByName(log.Game)
	if !ok {
		return fmt.Errorf("%s: %w: %w %q (known: %v)", opts.File, cards.ErrBadLog, cards.ErrUnknownGame, log.Game, opts.games.Names())
	}
	log.Decks = decksBesideLog(opts.File, log.Decks)
	match, err := cards.Replay(g, log)
	if err != nil {
		return fmt.Errorf("%s: %w", opts.File, err)
	}
	t := match.Table
	if opts.JSON {
		rep := replayReport{Game: log.Game, Seed: log.Seed, Moves: len(match.Log.Moves), Over: t.Over(),
			Winners: []int{}, Legal: []string{}, State: t.Describe(cards.NoSeat)}
		if opts.As > t.Seats() {
			return app.Usagef("--as %d: the match has %d seats", opts.As, t.Seats())
		}
		if p, ok := t.Engine().(cards.Positioner); ok && (opts.As > 0 || opts.All) {
			viewer := opts.As
			rep.Position, rep.Viewer = p.Position(cards.Seat(viewer-1), opts.All), &viewer
		}
		if t.Over() {
			r := cards.NewLogResult(t.Result())
			rep.Winners, rep.Reason, rep.Scores = r.Winners, r.Reason, r.Scores
		} else {
			rep.ToMove = int(t.ToMove()) + 1
			rep.Legal = t.LegalMoves()
		}
		enc := json.NewEncoder(s.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	fmt.Fprintf(s.Out, "%s: %d moves replayed, all legal.\n%s", opts.File, len(match.Log.Moves), t.Describe(cards.NoSeat))
	if t.Over() {
		fmt.Fprintln(s.Out, resultLine(i18n.English, log.Seats, t.Result()))
	} else {
		fmt.Fprintf(s.Out, "The match is not over: %s to move.\n", seatLabel(log.Seats, t.ToMove()))
	}
	return nil
}

// decksBesideLog resolves deck files named relative to the log's folder, when they are not found
// from the working folder (preset names stay as they are).
func decksBesideLog(logPath string, decks []string) []string {
	out := append([]string(nil), decks...)
	dir := filepath.Dir(logPath)
	for i, d := range out {
		if d == "" || filepath.IsAbs(d) {
			continue
		}
		if _, err := os.Stat(d); err == nil {
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, d)); err == nil {
			out[i] = filepath.Join(dir, d)
		}
	}
	return out
}
