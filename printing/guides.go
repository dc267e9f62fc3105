package printing

import "math"

// Segment is a straight line on a page in mm.
type Segment struct{ X1, Y1, X2, Y2 float64 }

// Guide geometry, in mm.
const (
	// markOffset is the distance from the cards' bleed edge to where a crop mark starts.
	markOffset = 1.0
	// markMaxLength is the length of a crop mark when the margin has room.
	markMaxLength = 5.0
	// edgeClearance is kept free between crop marks and the paper edge (the footer goes there).
	edgeClearance = 3.0
)

// cuts returns the positions of the cuts across one axis: both trimmed edges of every unit, merged
// when two units touch.
func cuts(start, cell, unit, gap, bleed float64, n int) []float64 {
	var out []float64
	for i := range n {
		lo := start + float64(i)*(cell+gap) + bleed
		for _, v := range []float64{lo, lo + unit} {
			if len(out) == 0 || math.Abs(out[len(out)-1]-v) > 1e-9 {
				out = append(out, v)
			}
		}
	}
	return out
}

// verticalCuts are the x positions of the cuts between columns.
func (l Layout) verticalCuts() []float64 {
	return cuts(l.Block.X, l.cell().W, l.unit().W, l.Gap, l.Bleed, l.Cols)
}

// horizontalCuts are the y positions of the cuts between rows.
func (l Layout) horizontalCuts() []float64 {
	return cuts(l.Block.Y, l.cell().H, l.unit().H, l.Gap, l.Bleed, l.Rows)
}

// markLength is the length of crop marks in a margin of that width.
func markLength(space float64) float64 {
	return math.Min(markMaxLength, space-markOffset-edgeClearance)
}

// FooterBand is the strip along the bottom edge, below the crop marks, where the footer goes.
func (l Layout) FooterBand() Rect {
	top := l.Block.Y + l.Block.H + markOffset + markLength(l.Block.Y)
	return Rect{0, top, l.Page.W, l.Page.H - top}
}

// CropMarks are the short marks in the margins, in line with every cut, starting markOffset outside
// the bleed: above and below the cards for the vertical cuts, left and right for the horizontal ones.
func (l Layout) CropMarks() []Segment {
	b := l.Block
	lenX, lenY := markLength(b.X), markLength(b.Y)
	var out []Segment
	for _, x := range l.verticalCuts() {
		out = append(out,
			Segment{x, b.Y - markOffset - lenY, x, b.Y - markOffset},
			Segment{x, b.Y + b.H + markOffset, x, b.Y + b.H + markOffset + lenY})
	}
	for _, y := range l.horizontalCuts() {
		out = append(out,
			Segment{b.X - markOffset - lenX, y, b.X - markOffset, y},
			Segment{b.X + b.W + markOffset, y, b.X + b.W + markOffset + lenX, y})
	}
	return out
}

// CutLines are lines along every cut from paper edge to paper edge (vertical ones stop at the footer
// band), interrupted where they would cross a card, so they never print on a card.
func (l Layout) CutLines() []Segment {
	return l.fullLines(l.verticalCuts(), l.horizontalCuts())
}

// fullLines draws vertical lines at xs and horizontal lines at ys across the page, skipping the
// trimmed units.
func (l Layout) fullLines(xs, ys []float64) []Segment {
	cell, u := l.cell(), l.unit()
	var rowSpans, colSpans [][2]float64
	for r := 0; r < l.Rows; r++ {
		y := l.Block.Y + float64(r)*(cell.H+l.Gap) + l.Bleed
		rowSpans = append(rowSpans, [2]float64{y, y + u.H})
	}
	for c := 0; c < l.Cols; c++ {
		x := l.Block.X + float64(c)*(cell.W+l.Gap) + l.Bleed
		colSpans = append(colSpans, [2]float64{x, x + u.W})
	}
	var out []Segment
	for _, x := range xs {
		for _, s := range between(0, l.FooterBand().Y, rowSpans) {
			out = append(out, Segment{x, s[0], x, s[1]})
		}
	}
	for _, y := range ys {
		for _, s := range between(0, l.Page.W, colSpans) {
			out = append(out, Segment{s[0], y, s[1], y})
		}
	}
	return out
}

// between returns the parts of [from, to] outside the sorted spans, dropping empty parts.
func between(from, to float64, spans [][2]float64) [][2]float64 {
	var out [][2]float64
	pos := from
	for _, s := range spans {
		if s[0]-pos > 1e-9 {
			out = append(out, [2]float64{pos, s[0]})
		}
		pos = s[1]
	}
	if to-pos > 1e-9 {
		out = append(out, [2]float64{pos, to})
	}
	return out
}

// FoldLines are where each front meets its back in fold mode: short marks in the top and bottom
// margins, or with cut lines, full lines between the cards. Drawn dashed. Nil unless Backs is Fold.
func (l Layout) FoldLines() []Segment {
	if l.Backs != Fold {
		return nil
	}
	var xs []float64
	for c := 0; c < l.Cols; c++ {
		xs = append(xs, l.Front(c).X+l.Card.W)
	}
	if l.Guides == CutLines {
		return l.fullLines(xs, nil)
	}
	b := l.Block
	lenY := markLength(b.Y)
	var out []Segment
	for _, x := range xs {
		out = append(out,
			Segment{x, b.Y - markOffset - lenY, x, b.Y - markOffset},
			Segment{x, b.Y + b.H + markOffset, x, b.Y + b.H + markOffset + lenY})
	}
	return out
}

// Filled is the layout cut down to the rows and columns that hold a card on a page of n cards (laid
// out row by row from the top-left), so that guides are drawn for those only: a partial last page
// gets no crop marks or cut lines for its empty rows. The block keeps its top-left corner; the page,
// boxes and footer of the full layout are unchanged. With n ≥ PerPage (or n < 1) it is l itself.
func (l Layout) Filled(n int) Layout {
	if n < 1 || n >= l.PerPage() {
		return l
	}
	cols, rows := min(n, l.Cols), (n+l.Cols-1)/l.Cols
	cell := l.cell()
	l.Block.W = float64(cols)*cell.W + float64(cols-1)*l.Gap
	l.Block.H = float64(rows)*cell.H + float64(rows-1)*l.Gap
	l.Cols, l.Rows = cols, rows
	return l
}

// GuideLines returns the cut guides of a page of fronts for the layout's Guides setting.
func (l Layout) GuideLines() []Segment {
	switch l.Guides {
	case CropMarks:
		return l.CropMarks()
	case CutLines:
		return l.CutLines()
	}
	return nil
}
