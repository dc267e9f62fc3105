package printing

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// ErrBadOption is wrapped by errors about an option value that is not one of the accepted words or
// forms (an unknown paper name, a malformed size).
var ErrBadOption = msgerr.New("bad print option")

// optionError is an ErrBadOption with a message of its own (the sentinel's text is not repeated).
type optionError struct{ msg *msgerr.Error }

func (e *optionError) Error() string                 { return e.msg.Error() }
func (e *optionError) TextIn(l i18n.Language) string { return e.msg.TextIn(l) }
func (e *optionError) Is(target error) bool          { return target == ErrBadOption }
func (e *optionError) Unwrap() error                 { return e.msg }

func badOption(format string, args ...any) error {
	return &optionError{msgerr.Errorf(format, args...)}
}

// ErrLayout is wrapped by errors about options that cannot be laid out (a card larger than the page,
// a negative bleed, a margin under 6 mm, backs asked for but none given).
var ErrLayout = msgerr.New("impossible print layout")

// MinMargin is the smallest margin around the cards in mm: room for crop marks and the footer, and
// more than most home printers leave blank anyway.
const MinMargin = 6.0

// Orientation of the paper. The zero value picks the one that fits more cards (portrait on a tie).
type Orientation int

// Orientations.
const (
	OrientationAuto Orientation = iota
	Portrait
	Landscape
)

var orientationNames = []string{"auto", "portrait", "landscape"}

// String returns auto, portrait or landscape.
func (o Orientation) String() string { return enumName(orientationNames, int(o)) }

// ParseOrientation reads auto, portrait or landscape.
func ParseOrientation(s string) (Orientation, error) {
	i, err := parseEnum("orientation", orientationNames, s)
	return Orientation(i), err
}

// Guides are the cut guides drawn outside the cards. The zero value draws none.
type Guides int

// Cut guides.
const (
	GuidesNone Guides = iota
	// CropMarks are short marks in the margins in line with every cut.
	CropMarks
	// CutLines are lines along every cut across the whole sheet, interrupted only by the cards, so
	// that guides are left for the next cuts once the first cut has removed a margin.
	CutLines
)

var guidesNames = []string{"none", "marks", "lines"}

// String returns none, marks or lines.
func (g Guides) String() string { return enumName(guidesNames, int(g)) }

// ParseGuides reads none, marks or lines.
func ParseGuides(s string) (Guides, error) {
	i, err := parseEnum("cut guides", guidesNames, s)
	return Guides(i), err
}

// Backs tells how card backs are printed. The zero value prints no backs.
type Backs int

// Ways of printing backs.
const (
	BacksNone Backs = iota
	// Duplex follows each page of fronts with a page of their backs, mirrored so that each back lands
	// behind its front when the sheet is printed double-sided.
	Duplex
	// Fold puts each back beside its front, joined along a fold line: cut the pair out, fold, glue.
	Fold
)

var backsNames = []string{"none", "duplex", "fold"}

// String returns none, duplex or fold.
func (b Backs) String() string { return enumName(backsNames, int(b)) }

// ParseBacks reads none, duplex or fold.
func ParseBacks(s string) (Backs, error) {
	i, err := parseEnum("backs", backsNames, s)
	return Backs(i), err
}

// Flip is the edge a duplex printer turns the sheet over. The zero value is the long edge, the usual
// default of printers for portrait pages.
type Flip int

// Duplex flips.
const (
	// FlipLong mirrors the back page left to right.
	FlipLong Flip = iota
	// FlipShort mirrors the back page top to bottom and turns each back upside down, so it reads the
	// right way up behind its front.
	FlipShort
)

var flipNames = []string{"long", "short"}

// String returns long or short.
func (f Flip) String() string { return enumName(flipNames, int(f)) }

// ParseFlip reads long or short.
func ParseFlip(s string) (Flip, error) {
	i, err := parseEnum("duplex flip", flipNames, s)
	return Flip(i), err
}

// Options describe a print run. The zero value prints poker cards on A4 with no bleed, no gap, the
// minimum margin, no guides and no backs.
type Options struct {
	Paper       Paper       // zero: A4
	Orientation Orientation // zero: the orientation that fits more cards
	Card        CardSize    // zero: poker
	Bleed       float64     // mm of background printed beyond each card's edge, to hide cutting errors
	Gap         float64     // mm between neighbouring cards (between their bleeds)
	Margin      float64     // minimum mm between the paper edge and the cards; zero: MinMargin
	Guides      Guides
	Backs       Backs
	Flip        Flip    // duplex only
	OffsetX     float64 // duplex only: mm added to every back's position (right is positive)
	OffsetY     float64 // duplex only: mm added to every back's position (down is positive)
	Grayscale   bool    // print in shades of grey
	NoFooter    bool    // leave out the footer (title, date, page number)
	// Date goes into the footer and the PDF's creation date. The zero value leaves the date out of
	// the footer and stamps the PDF with DefaultDate, so output is the same on every run.
	Date time.Time
	// Lang is the language of the footer's words ("page 1 of 2", "Seite 1 von 2"); the cards'
	// faces come in their language already.
	Lang i18n.Language
}

// DefaultDate is the PDF creation date when Options.Date is zero.
var DefaultDate = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// withDefaults fills zero values.
func (o Options) withDefaults() Options {
	if o.Paper.W == 0 && o.Paper.H == 0 {
		o.Paper = A4
	}
	if o.Card.W == 0 && o.Card.H == 0 {
		o.Card = Poker
	}
	if o.Margin == 0 {
		o.Margin = MinMargin
	}
	return o
}

// check reports the first option that is out of range (before any layout arithmetic).
func (o Options) check() error {
	finite := func(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
	switch {
	case !(o.Paper.W > 0 && o.Paper.H > 0) || !finite(o.Paper.W) || !finite(o.Paper.H):
		return msgerr.Errorf("%w: paper %s has no area", ErrLayout, o.Paper.Size)
	case !(o.Card.W > 0 && o.Card.H > 0) || !finite(o.Card.W) || !finite(o.Card.H):
		return msgerr.Errorf("%w: card %s has no area", ErrLayout, o.Card.Size)
	case CheckBleed(o.Bleed) != nil:
		return CheckBleed(o.Bleed)
	case !finite(o.Gap):
		return msgerr.Errorf("%w: gap %v is not a number of mm", ErrLayout, o.Gap)
	case !(o.Gap >= 0):
		return msgerr.Errorf("%w: gap %s mm is negative", ErrLayout, mm(o.Gap))
	case !(o.Margin >= MinMargin) || !finite(o.Margin):
		return msgerr.Errorf("%w: margin %s mm is under the minimum of %s mm", ErrLayout, mm(o.Margin), mm(MinMargin))
	case !finite(o.OffsetX) || !finite(o.OffsetY) || math.Abs(o.OffsetX) > 20 || math.Abs(o.OffsetY) > 20:
		return msgerr.Errorf("%w: back offset %s,%s mm is more than 20 mm", ErrLayout, mm(o.OffsetX), mm(o.OffsetY))
	case o.Orientation < OrientationAuto || o.Orientation > Landscape:
		return badOption("unknown orientation %d", o.Orientation)
	case o.Guides < GuidesNone || o.Guides > CutLines:
		return badOption("unknown cut guides %d", o.Guides)
	case o.Backs < BacksNone || o.Backs > Fold:
		return badOption("unknown backs %d", o.Backs)
	case o.Flip < FlipLong || o.Flip > FlipShort:
		return badOption("unknown flip %d", o.Flip)
	}
	return nil
}

// MaxBleed is the largest bleed in mm.
const MaxBleed = 20.0

// CheckBleed reports a bleed that is negative, not a number or more than MaxBleed (wrapping
// ErrLayout); card images check their bleed with it too.
func CheckBleed(bleed float64) error {
	switch {
	case math.IsNaN(bleed) || math.IsInf(bleed, 0):
		return msgerr.Errorf("%w: bleed %v is not a number of mm", ErrLayout, bleed)
	case !(bleed >= 0):
		return msgerr.Errorf("%w: bleed %s mm is negative", ErrLayout, mm(bleed))
	case bleed > MaxBleed:
		return msgerr.Errorf("%w: bleed %s mm is more than %s mm", ErrLayout, mm(bleed), mm(MaxBleed))
	}
	return nil
}

func enumName(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return fmt.Sprintf("unknown(%d)", i)
	}
	return names[i]
}

func parseEnum(what string, names []string, s string) (int, error) {
	for i, n := range names {
		if strings.EqualFold(s, n) {
			return i, nil
		}
	}
	return 0, badOption("unknown %s %q (%s)", what, s, strings.Join(names, ", "))
}
