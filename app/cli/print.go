package cli

import (
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/printjob"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/printing"
)

// newPrintCommand builds `flaskdeck print`: its flags fill printjob.Settings.
func newPrintCommand(s *Streams) *cobra.Command {
	o := &printjob.Settings{}
	var lang string
	cmd := &cobra.Command{
		Use:   "print [DECK...]",
		Short: "Print cards as PDF sheets to cut out",
		Long: `Print lays out cards on paper sheets as a PDF: as many cards per page as fit, centred, with
cut guides, optional bleed and card backs. Flask prints the given decks (deck files or preset names,
each card "amount" times); --game codex or code prints that game's cards.

A flag value that is not an accepted word or size (an unknown paper name) is wrong usage (exit 2);
a request that cannot be laid out (a card larger than the page, a negative bleed) is invalid input
(exit 1). Nothing is written in either case, and an existing output file is only replaced once the
new PDF is complete. See docs/printing.md.`,
		Example: `  flaskdeck print red -o red.pdf
  flaskdeck print red --lang de -o rot.pdf
  flaskdeck print my.yaml --paper letter --bleed 3 --guides lines --backs duplex --offset 1,-0.5
  flaskdeck print base --cards 1,3-5,"Quick Reaction" --backs fold --bw
  flaskdeck print --game codex -o codex.pdf`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := s.language(lang)
			if err != nil {
				return err
			}
			o.Lang = l
			return runPrint(s, o, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Game, "game", flask.Game{}.Name(), "game whose cards to print: "+strings.Join(printjob.Names(), ", "))
	f.StringVarP(&o.Output, "output", "o", "cards.pdf", "PDF file to write (- for standard output)")
	f.StringVar(&o.Cards, "cards", "", "print only these cards: numbers from 1, ranges (2-4) or names, comma-separated")
	f.BoolVar(&o.OneEach, "one-each", false, "print one copy of each card, whatever its amount")
	f.StringVar(&o.Paper, "paper", "a4", "paper: a4, letter or WxH in mm (300x450)")
	f.StringVar(&o.Orientation, "orientation", "auto", "auto (the one that fits more cards), portrait or landscape")
	f.StringVar(&o.Card, "card", "", "card size: poker (63.5x88.9), bridge (57.2x88.9), mini (44x63), tarot (70x120) or WxH in mm (default: the game's own, poker for Flask)")
	f.Float64Var(&o.Bleed, "bleed", 0, "mm of background printed beyond each card's edge (3 is usual)")
	f.Float64Var(&o.Gap, "gap", 0, "mm between cards")
	f.Float64Var(&o.Margin, "margin", printing.MinMargin, "minimum margin in mm (at least 6)")
	f.StringVar(&o.Guides, "guides", "marks", "cut guides: marks (crop marks in the margins), lines (full-length cut lines) or none")
	f.StringVar(&o.Backs, "backs", "none", "card backs: none, duplex (a mirrored page of backs after each page) or fold (back beside its face)")
	f.StringVar(&o.Flip, "flip", "long", "duplex: the edge your printer flips on, long or short")
	f.StringVar(&o.Offset, "offset", "0,0", "duplex: X,Y mm to move the backs by (right and down are positive) when your printer misaligns")
	f.BoolVar(&o.BW, "bw", false, "black and white")
	f.StringVar(&o.RuleSet, "ruleset", "", "flask: print the cards under this rule set (a built-in name or a rule-set file; default: each deck's own, else v0.4.2)")
	f.BoolVar(&o.NoFooter, "no-footer", false, "leave out the footer (deck name, date, page number)")
	langFlag(cmd, &lang, "the language of the cards' texts")
	f.StringVar(&o.Date, "date", "", "date in the footer and the PDF, YYYY-MM-DD (default: today, or $SOURCE_DATE_EPOCH)")
	return cmd
}

// runPrint prints the cards the settings and the arguments pick.
func runPrint(s *Streams, o *printjob.Settings, args []string) error {
	src, ok := printjob.For(o.Game)
	if !ok {
		return app.Usagef("cannot print game %q (can print: %s)", o.Game, strings.Join(printjob.Names(), ", "))
	}
	if src.Args == "" && len(args) > 0 {
		return app.Usagef("--game %s takes no arguments (got %q)", o.Game, args[0])
	}
	if src.Args != "" && len(args) == 0 {
		return app.Usagef("which cards? give %s", src.Args)
	}
	if err := checkOutputExt("-o", o.Output, "a PDF", ".pdf"); err != nil {
		return err
	}
	opts, err := o.Options(time.Now)
	if err != nil {
		return err
	}
	if o.Card != "" {
		if _, err := printing.NewLayout(opts); err != nil {
			return err // before reading any deck: the layout alone is impossible
		}
	}
	job, err := src.Job(args, o.Selection())
	if err != nil {
		return err
	}
	if o.Card == "" && len(job.Fronts) > 0 {
		opts.Card = printjob.CardSizeOf(job.Fronts[0].Width, job.Fronts[0].Height)
	}
	l, err := printing.NewLayout(opts)
	if err != nil {
		return err
	}
	for _, p := range job.PictureProblems() {
		fmt.Fprintf(s.Err, "flaskdeck: warning: %v (a placeholder is printed)\n", p)
	}
	summary := s.Out
	if o.Output == "-" {
		data, err := printing.RenderPDF(job, opts, nil)
		if err != nil {
			return err
		}
		if _, err := s.Out.Write(data); err != nil {
			return err
		}
		summary = s.Err // standard output holds the PDF
	} else if err := printing.SavePDF(o.Output, job, opts, nil); err != nil {
		return err
	}
	pages := len(l.Pages(len(job.Fronts)))
	orient := "portrait"
	if l.Landscape {
		orient = "landscape"
	}
	fmt.Fprintf(summary, "%s: %s on %s (%s %s, %d×%d per page)\n", o.Output, printjob.Plural(len(job.Fronts), "card"), printjob.Plural(pages, "page"), l.Paper.Name, orient, l.Cols, l.Rows)
	return nil
}
