package app

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/flaskdeck/flaskdeck/printing"
)

func init() { registerCommand(newPrintCommand) }

// printOptions are the flags of `flaskdeck print`, as typed.
type printOptions struct {
	game        string
	output      string
	cards       string
	oneEach     bool
	paper       string
	orientation string
	card        string
	bleed       float64
	gap         float64
	margin      float64
	guides      string
	backs       string
	flip        string
	offset      string
	bw          bool
	noFooter    bool
	date        string
}

// printSource builds the print job of one game from the command's arguments.
type printSource struct {
	// args describes the arguments in the help, "" when the game takes none.
	args string
	job  func(args []string, sel printSelection) (printing.Job, error)
}

// printSelection is what the user picked from the game's cards.
type printSelection struct {
	cards   string // --cards: indices (from 1), ranges and names, comma-separated; "" for all
	oneEach bool   // ignore amounts: one copy of each card
	bw      bool   // black-and-white faces
}

// printSources holds the games that can print, added by the cmd_print_<game>.go files.
var printSources = map[string]printSource{}

func newPrintCommand(s *Streams) *cobra.Command {
	o := &printOptions{}
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
  flaskdeck print my.yaml --paper letter --bleed 3 --guides lines --backs duplex --offset 1,-0.5
  flaskdeck print base --cards 1,3-5,"Quick Reaction" --backs fold --bw
  flaskdeck print --game codex -o codex.pdf`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runPrint(s, o, args) },
	}
	f := cmd.Flags()
	f.StringVar(&o.game, "game", "flask", "game whose cards to print: "+strings.Join(printGameNames(), ", "))
	f.StringVarP(&o.output, "output", "o", "cards.pdf", "PDF file to write")
	f.StringVar(&o.cards, "cards", "", "print only these cards: numbers from 1, ranges (2-4) or names, comma-separated")
	f.BoolVar(&o.oneEach, "one-each", false, "print one copy of each card, whatever its amount")
	f.StringVar(&o.paper, "paper", "a4", "paper: a4, letter or WxH in mm (300x450)")
	f.StringVar(&o.orientation, "orientation", "auto", "auto (the one that fits more cards), portrait or landscape")
	f.StringVar(&o.card, "card", "", "card size: poker (63.5x88.9), bridge (57.2x88.9), mini (44x63), tarot (70x120) or WxH in mm (default: the game's own, poker for Flask)")
	f.Float64Var(&o.bleed, "bleed", 0, "mm of background printed beyond each card's edge (3 is usual)")
	f.Float64Var(&o.gap, "gap", 0, "mm between cards")
	f.Float64Var(&o.margin, "margin", printing.MinMargin, "minimum margin in mm (at least 6)")
	f.StringVar(&o.guides, "guides", "marks", "cut guides: marks (crop marks in the margins), lines (full-length cut lines) or none")
	f.StringVar(&o.backs, "backs", "none", "card backs: none, duplex (a mirrored page of backs after each page) or fold (back beside its face)")
	f.StringVar(&o.flip, "flip", "long", "duplex: the edge your printer flips on, long or short")
	f.StringVar(&o.offset, "offset", "0,0", "duplex: X,Y mm to move the backs by (right and down are positive) when your printer misaligns")
	f.BoolVar(&o.bw, "bw", false, "black and white")
	f.BoolVar(&o.noFooter, "no-footer", false, "leave out the footer (deck name, date, page number)")
	f.StringVar(&o.date, "date", "", "date in the footer and the PDF, YYYY-MM-DD (default: today, or $SOURCE_DATE_EPOCH)")
	return cmd
}

func runPrint(s *Streams, o *printOptions, args []string) error {
	src, ok := printSources[strings.ToLower(o.game)]
	if !ok {
		return usageErrorf("cannot print game %q (can print: %s)", o.game, strings.Join(printGameNames(), ", "))
	}
	if src.args == "" && len(args) > 0 {
		return usageErrorf("--game %s takes no arguments (got %q)", o.game, args[0])
	}
	if src.args != "" && len(args) == 0 {
		return usageErrorf("which cards? give %s", src.args)
	}
	opts, err := o.printingOptions(time.Now)
	if err != nil {
		return err
	}
	if o.card != "" {
		if _, err := printing.NewLayout(opts); err != nil {
			return err // before reading any deck: the layout alone is impossible
		}
	}
	job, err := src.job(args, printSelection{cards: o.cards, oneEach: o.oneEach, bw: o.bw})
	if err != nil {
		return err
	}
	if o.card == "" && len(job.Fronts) > 0 {
		opts.Card = cardSizeOf(job.Fronts[0].Width, job.Fronts[0].Height)
	}
	l, err := printing.NewLayout(opts)
	if err != nil {
		return err
	}
	if err := printing.SavePDF(o.output, job, opts, nil); err != nil {
		return err
	}
	pages := len(l.Pages(len(job.Fronts)))
	orient := "portrait"
	if l.Landscape {
		orient = "landscape"
	}
	fmt.Fprintf(s.Out, "%s: %s on %s (%s %s, %d×%d per page)\n", o.output, plural(len(job.Fronts), "card"), plural(pages, "page"), l.Paper.Name, orient, l.Cols, l.Rows)
	return nil
}

// printingOptions turns the flags into printing.Options. Words and sizes that do not parse are
// usage errors; numbers are checked by the layout (invalid input).
func (o *printOptions) printingOptions(now func() time.Time) (printing.Options, error) {
	var (
		opts printing.Options
		err  error
	)
	usage := func(flag string, err error) error { return &UsageError{Err: fmt.Errorf("--%s: %w", flag, err)} }
	if opts.Paper, err = printing.ParsePaper(o.paper); err != nil {
		return opts, usage("paper", err)
	}
	if o.card != "" {
		if opts.Card, err = printing.ParseCardSize(o.card); err != nil {
			return opts, usage("card", err)
		}
	}
	if opts.Orientation, err = printing.ParseOrientation(o.orientation); err != nil {
		return opts, usage("orientation", err)
	}
	if opts.Guides, err = printing.ParseGuides(o.guides); err != nil {
		return opts, usage("guides", err)
	}
	if opts.Backs, err = printing.ParseBacks(o.backs); err != nil {
		return opts, usage("backs", err)
	}
	if opts.Flip, err = printing.ParseFlip(o.flip); err != nil {
		return opts, usage("flip", err)
	}
	if opts.OffsetX, opts.OffsetY, err = parseOffset(o.offset); err != nil {
		return opts, usage("offset", err)
	}
	if opts.Date, err = printDate(o.date, now); err != nil {
		return opts, usage("date", err)
	}
	opts.Bleed, opts.Gap, opts.Margin = o.bleed, o.gap, o.margin
	opts.Grayscale, opts.NoFooter = o.bw, o.noFooter
	return opts, nil
}

// cardSizeOf names the size the game's faces are drawn at (poker for Flask), for printing them
// at their own size when --card is not given.
func cardSizeOf(w, h float64) printing.CardSize {
	for _, c := range printing.CardSizes {
		if c.W == w && c.H == h {
			return c
		}
	}
	return printing.CardSize{Name: fmt.Sprintf("%gx%g", w, h), Size: printing.Size{W: w, H: h}}
}

// parseOffset reads "X,Y" in mm.
func parseOffset(s string) (x, y float64, err error) {
	xs, ys, ok := strings.Cut(s, ",")
	if ok {
		x, err = strconv.ParseFloat(strings.TrimSpace(xs), 64)
		if err == nil {
			y, err = strconv.ParseFloat(strings.TrimSpace(ys), 64)
		}
	}
	if !ok || err != nil {
		return 0, 0, fmt.Errorf("offset %q is not X,Y in mm (such as 1.5,-0.5)", s)
	}
	return x, y, nil
}

// printDate is the footer date: the flag, else $SOURCE_DATE_EPOCH (reproducible builds), else today.
// It is a day at midnight UTC, so the same cards printed on one day give the same bytes.
func printDate(flag string, now func() time.Time) (time.Time, error) {
	if flag != "" {
		d, err := time.Parse("2006-01-02", flag)
		if err != nil {
			return time.Time{}, fmt.Errorf("date %q is not YYYY-MM-DD", flag)
		}
		return d, nil
	}
	t := now()
	if epoch := os.Getenv("SOURCE_DATE_EPOCH"); epoch != "" {
		if sec, err := strconv.ParseInt(epoch, 10, 64); err == nil {
			t = time.Unix(sec, 0)
		}
	}
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC), nil
}

// printGameNames lists the games that can print.
func printGameNames() []string {
	names := make([]string, 0, len(printSources))
	for n := range printSources {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// errBadSelection is wrapped by --cards values naming no card.
var errBadSelection = errors.New("bad card selection")
