package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/flaskdeck/flaskdeck/internal/inputfile"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/codex"
)

// codexScoreOptions are the flags of `flaskdeck codex score`.
type codexScoreOptions struct {
	File  string
	JSON  bool
	Rules []string
}

func newCodexScoreCommand(s *Streams) *cobra.Command {
	opts := &codexScoreOptions{}
	cmd := &cobra.Command{
		Use:   "score FILE",
		Short: "Check and score a Codex play area written by hand",
		Long: "score reads a play area (YAML: the starter, the placements in the order they were played, the\n" +
			"objectives to score), checks every placement as the rules do, and scores the placements and the\n" +
			"objectives. An illegal placement is reported (legal: false and the reason), is not applied, and\n" +
			"the rest is still scored; the exit code is then 1. The file format is in docs/codex.md.",
		Example: "  flaskdeck codex score area.yaml\n  flaskdeck codex score area.yaml --json\n" +
			"  flaskdeck codex score area.yaml --rule card-reuse=no",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.File = args[0]
			return runCodexScore(s, opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the scored area as JSON")
	cmd.Flags().StringArrayVar(&opts.Rules, "rule", nil, "a rule variant NAME=VALUE (card-reuse=yes|no)")
	return cmd
}

func runCodexScore(s *Streams, opts *codexScoreOptions) error {
	given, err := cards.ParseRuleFlags(opts.Rules)
	if err != nil {
		return &app.UsageError{Err: err}
	}
	rules, err := codex.ParseRules(given)
	if err != nil {
		return &app.UsageError{Err: err}
	}
	var in io.Reader = s.In
	if opts.File != "-" {
		f, err := inputfile.Open(opts.File, inputfile.DefaultLimit)
		if err != nil {
			return err
		}
		defer f.Close()
		in = f
	}
	area, err := codex.ReadAreaFile(opts.File, in)
	if err != nil {
		return err
	}
	sheet := area.Score(rules.CardReuse)
	if opts.JSON {
		enc := json.NewEncoder(s.Out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(sheet); err != nil {
			return err
		}
	} else {
		writeScoreSheet(s.Out, sheet)
	}
	for i, p := range sheet.Placements {
		if !p.Legal {
			fmt.Fprintf(s.Err, "%s:%d: placement %d (card %d %s at %d,%d): %s\n", opts.File, p.Line, i+1, p.ID, p.Side, p.At[0], p.At[1], p.Error)
		}
	}
	if sheet.Illegal() > 0 {
		return ErrReported
	}
	return nil
}

// writeScoreSheet prints a scored area for people: the placements as a table, the area drawn as
// a grid, the visible symbols, the objectives and the totals.
func writeScoreSheet(w io.Writer, sheet *codex.ScoreSheet) {
	var table bytes.Buffer
	tw := tabwriter.NewWriter(&table, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "#\tcard\tside\tat\tlegal\tpoints\tproblem")
	for i, p := range sheet.Placements {
		legal, points := "yes", fmt.Sprint(p.Points)
		if !p.Legal {
			legal, points = "no", "-"
		}
		fmt.Fprintf(tw, "%d\t%d\t%s\t%d,%d\t%s\t%s\t%s\n", i+1, p.ID, p.Side, p.At[0], p.At[1], legal, points, p.Error)
	}
	tw.Flush()
	for line := range strings.SplitSeq(strings.TrimRight(table.String(), "\n"), "\n") {
		fmt.Fprintln(w, strings.TrimRight(line, " "))
	}
	fmt.Fprintf(w, "\n%s\n\n", codex.DrawArea(sheet.Area))
	y := sheet.Symbols
	fmt.Fprintf(w, "Visible: FUNGI %d, PLANT %d, ANIMAL %d, INSECT %d, QUILL %d, INKWELL %d, MANUSCRIPT %d\n",
		y.Fungi, y.Plant, y.Animal, y.Insect, y.Quill, y.Inkwell, y.Manuscript)
	for _, o := range sheet.Objectives {
		fmt.Fprintf(w, "Objective %d: %d × %d points = %d — %s\n", o.ID, o.Completions, codex.CardByID(o.ID).Points, o.Points, codex.CardByID(o.ID).Description)
	}
	fmt.Fprintf(w, "Placement points: %d\nObjective points: %d\nTotal: %d\n", sheet.PlacementPoints, sheet.ObjectivePoints, sheet.Total)
}
