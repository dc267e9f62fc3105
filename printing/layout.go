package printing

import (
	"fmt"
	"math"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Rect is a rectangle in mm on a page, origin at the page's top-left corner, y growing down.
type Rect struct{ X, Y, W, H float64 }

// Grow returns the rectangle enlarged by d on every side.
func (r Rect) Grow(d float64) Rect { return Rect{r.X - d, r.Y - d, r.W + 2*d, r.H + 2*d} }

// Layout is the arithmetic of a print run: page size, grid of cards, and where every front and back
// lands, in mm. It is computed once from Options by NewLayout and used by the PDF writer and the
// preview alike.
type Layout struct {
	Paper     Paper
	Page      Size // oriented page size
	Landscape bool
	Card      Size // trimmed card size
	Bleed     float64
	Gap       float64
	Cols      int
	Rows      int
	Backs     Backs
	Flip      Flip
	OffsetX   float64
	OffsetY   float64
	Guides    Guides
	// Block is the cards' area including bleed, centred on the page.
	Block Rect
}

// fitEpsilon absorbs rounding in the cards-per-line division (sizes are given to 0.01 mm).
const fitEpsilon = 1e-6

// NewLayout checks the options and lays out as many cards per page as fit, centred.
// Errors wrap ErrLayout (or ErrBadOption for an enum out of range).
func NewLayout(o Options) (Layout, error) {
	o = o.withDefaults()
	if err := o.check(); err != nil {
		return Layout{}, err
	}
	portrait := Size{math.Min(o.Paper.W, o.Paper.H), math.Max(o.Paper.W, o.Paper.H)}
	landscape := Size{portrait.H, portrait.W}
	l := Layout{Paper: o.Paper, Card: o.Card.Size, Bleed: o.Bleed, Gap: o.Gap, Backs: o.Backs,
		Flip: o.Flip, OffsetX: o.OffsetX, OffsetY: o.OffsetY, Guides: o.Guides}
	pc, pr := l.fit(portrait, o.Margin)
	lc, lr := l.fit(landscape, o.Margin)
	switch {
	case o.Orientation == Landscape, o.Orientation == OrientationAuto && lc*lr > pc*pr:
		l.Page, l.Landscape, l.Cols, l.Rows = landscape, true, lc, lr
	default:
		l.Page, l.Cols, l.Rows = portrait, pc, pr
	}
	if l.Cols < 1 || l.Rows < 1 {
		return Layout{}, l.noFitError(o, pc*pr, lc*lr)
	}
	cell := l.cell()
	bw := float64(l.Cols)*cell.W + float64(l.Cols-1)*l.Gap
	bh := float64(l.Rows)*cell.H + float64(l.Rows-1)*l.Gap
	l.Block = Rect{(l.Page.W - bw) / 2, (l.Page.H - bh) / 2, bw, bh}
	return l, nil
}

func (l Layout) noFitError(o Options, portrait, landscape int) error {
	what := "card " + l.Card.String()
	if l.Backs == Fold {
		what = "front and back side by side (" + Size{2 * l.Card.W, l.Card.H}.String() + ")"
	}
	if l.Bleed > 0 {
		what += " with " + mm(l.Bleed) + " mm bleed"
	}
	where := fmt.Sprintf("%s paper (%s) with %s mm margins", o.Paper.Name, o.Paper.Size, mm(o.Margin))
	switch {
	case o.Orientation == Portrait && landscape > 0:
		return msgerr.Errorf("%w: %s does not fit on portrait %s; it fits in landscape", ErrLayout, what, where)
	case o.Orientation == Landscape && portrait > 0:
		return msgerr.Errorf("%w: %s does not fit on landscape %s; it fits in portrait", ErrLayout, what, where)
	}
	return msgerr.Errorf("%w: %s does not fit on %s", ErrLayout, what, where)
}

// fit counts the columns and rows that fit on a page of that size within the margin.
func (l Layout) fit(page Size, margin float64) (cols, rows int) {
	cell := l.cell()
	count := func(avail, cell float64) int {
		n := int(math.Floor((avail+l.Gap)/(cell+l.Gap) + fitEpsilon))
		return max(n, 0)
	}
	return count(page.W-2*margin, cell.W), count(page.H-2*margin, cell.H)
}

// unit is the trimmed size of what is cut out: a card, or a front and its back side by side.
func (l Layout) unit() Size {
	if l.Backs == Fold {
		return Size{2 * l.Card.W, l.Card.H}
	}
	return l.Card
}

// cell is a unit with its bleed.
func (l Layout) cell() Size {
	u := l.unit()
	return Size{u.W + 2*l.Bleed, u.H + 2*l.Bleed}
}

// PerPage is the number of cards on a page.
func (l Layout) PerPage() int { return l.Cols * l.Rows }

// unitRect is the trimmed rectangle of grid position i (row by row from the top-left).
func (l Layout) unitRect(i int) Rect {
	c, r := i%l.Cols, i/l.Cols
	cell, u := l.cell(), l.unit()
	return Rect{
		X: l.Block.X + float64(c)*(cell.W+l.Gap) + l.Bleed,
		Y: l.Block.Y + float64(r)*(cell.H+l.Gap) + l.Bleed,
		W: u.W, H: u.H,
	}
}

// Front is the trimmed rectangle of the i-th card of a page (0 ≤ i < PerPage).
func (l Layout) Front(i int) Rect {
	r := l.unitRect(i)
	r.W = l.Card.W
	return r
}

// Back is where the back of the i-th card of a page goes, and whether it is drawn turned by 180°.
// Fold: beside the front on the same page. Duplex: on the following page, mirrored for the flip
// edge and moved by the user's offset. Without backs it returns the front's rectangle.
func (l Layout) Back(i int) (r Rect, upsideDown bool) {
	f := l.Front(i)
	switch l.Backs {
	case Fold:
		f.X += l.Card.W
		return f, false
	case Duplex:
		return l.mirror(f), l.Flip == FlipShort
	}
	return f, false
}

// mirror moves a rectangle of a front page to where it lands on the back page.
func (l Layout) mirror(r Rect) Rect {
	if l.Flip == FlipShort {
		r.Y = l.Page.H - r.Y - r.H
	} else {
		r.X = l.Page.W - r.X - r.W
	}
	r.X += l.OffsetX
	r.Y += l.OffsetY
	return r
}

// TrimBox is the trimmed area of the whole grid on a page of fronts (or backs), for the PDF's TrimBox.
func (l Layout) TrimBox(backs bool) Rect {
	r := l.Block.Grow(-l.Bleed)
	if backs && l.Backs == Duplex {
		r = l.mirror(r)
	}
	return r
}

// BleedBox is the trim box with the bleed around it, for the PDF's BleedBox.
func (l Layout) BleedBox(backs bool) Rect { return l.TrimBox(backs).Grow(l.Bleed) }

// Page is one page of a print run.
type Page struct {
	Number int   // from 1
	Backs  bool  // a page of backs (duplex)
	Cards  []int // indices of the job's cards, in grid order
}

// Pages splits n cards into pages: each page of fronts is followed by its page of backs in duplex.
func (l Layout) Pages(n int) []Page {
	var pages []Page
	per := l.PerPage()
	for start := 0; start < n; start += per {
		idx := make([]int, 0, per)
		for i := start; i < n && i < start+per; i++ {
			idx = append(idx, i)
		}
		pages = append(pages, Page{Number: len(pages) + 1, Cards: idx})
		if l.Backs == Duplex {
			pages = append(pages, Page{Number: len(pages) + 1, Backs: true, Cards: idx})
		}
	}
	return pages
}
