package printjob

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/printing"
)

// Settings are a print run as the command line's flags and the print dialog give it: the words and
// sizes as typed, so both check them the same way (Options).
type Settings struct {
	Game        string        // the game whose cards to print (--game)
	Output      string        // the PDF file to write
	Cards       string        // --cards: numbers from 1, ranges and names, comma-separated; "" for all
	OneEach     bool          // one copy of each card, whatever its amount
	Paper       string        // a4, letter or WxH in mm
	Orientation string        // auto, portrait or landscape
	Card        string        // card size name or WxH in mm; "" for the game's own
	Bleed       float64       // mm
	Gap         float64       // mm
	Margin      float64       // mm
	Guides      string        // marks, lines or none
	Backs       string        // none, duplex or fold
	Flip        string        // long or short
	Offset      string        // "X,Y" in mm
	BW          bool          // black and white
	NoFooter    bool          // leave out the footer
	Date        string        // YYYY-MM-DD; "" for today or $SOURCE_DATE_EPOCH
	RuleSet     string        // Flask: --ruleset, a rule set's name or file
	Lang        i18n.Language // the language of the cards' texts (--lang; None: English)
}

// Selection is what the settings pick from the game's cards.
func (o *Settings) Selection() Selection {
	return Selection{Cards: o.Cards, OneEach: o.OneEach, BW: o.BW, RuleSet: o.RuleSet, Lang: o.Lang}
}

// ErrBadSelection is wrapped by --cards values naming no card.
var ErrBadSelection = msgerr.New("bad card selection")

// Options turns the settings into printing.Options. Words and sizes that do not parse are
// usage errors, and so are numbers that are not finite (NaN, Inf); ranges are checked by the
// layout (invalid input).
func (o *Settings) Options(now func() time.Time) (printing.Options, error) {
	var (
		opts printing.Options
		err  error
	)
	usage := func(flag string, err error) error { return &app.UsageError{Err: fmt.Errorf("--%s: %w", flag, err)} }
	if opts.Paper, err = printing.ParsePaper(o.Paper); err != nil {
		return opts, usage("paper", err)
	}
	if o.Card != "" {
		if opts.Card, err = printing.ParseCardSize(o.Card); err != nil {
			return opts, usage("card", err)
		}
	}
	if opts.Orientation, err = printing.ParseOrientation(o.Orientation); err != nil {
		return opts, usage("orientation", err)
	}
	if opts.Guides, err = printing.ParseGuides(o.Guides); err != nil {
		return opts, usage("guides", err)
	}
	if opts.Backs, err = printing.ParseBacks(o.Backs); err != nil {
		return opts, usage("backs", err)
	}
	if opts.Flip, err = printing.ParseFlip(o.Flip); err != nil {
		return opts, usage("flip", err)
	}
	if opts.OffsetX, opts.OffsetY, err = parseOffset(o.Offset); err != nil {
		return opts, usage("offset", err)
	}
	if opts.Date, err = FooterDate(o.Date, now); err != nil {
		return opts, usage("date", err)
	}
	opts.Lang = o.Lang
	for _, n := range []struct {
		flag string
		v    float64
	}{{"bleed", o.Bleed}, {"gap", o.Gap}, {"margin", o.Margin}} {
		if math.IsNaN(n.v) || math.IsInf(n.v, 0) {
			return opts, usage(n.flag, msgerr.Errorf("%v is not a number of mm", n.v))
		}
	}
	opts.Bleed, opts.Gap, opts.Margin = o.Bleed, o.Gap, o.Margin
	opts.Grayscale, opts.NoFooter = o.BW, o.NoFooter
	return opts, nil
}

// CardSizeOf names the size the game's faces are drawn at (poker for Flask), for printing them
// at their own size when --card is not given.
func CardSizeOf(w, h float64) printing.CardSize {
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
	finite := func(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
	if !ok || err != nil || !finite(x) || !finite(y) {
		return 0, 0, msgerr.Errorf("offset %q is not X,Y in mm (such as 1.5,-0.5)", s)
	}
	return x, y, nil
}

// FooterDate is the footer date: the flag, else $SOURCE_DATE_EPOCH (reproducible builds), else today.
// It is a day at midnight UTC, so the same cards printed on one day give the same bytes.
func FooterDate(flag string, now func() time.Time) (time.Time, error) {
	if flag != "" {
		d, err := time.Parse("2006-01-02", flag)
		if err != nil {
			return time.Time{}, msgerr.Errorf("date %q is not YYYY-MM-DD", flag)
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

// Plural writes a count with its noun, as the print summaries do: "1 card", "3 pages".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
