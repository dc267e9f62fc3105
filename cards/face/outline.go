package face

import (
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Renderers that draw text as shapes (the image renderer) take the glyph outlines from here, from
// the same parsed fonts and with the same fallback as TextWidth, so text drawn this way has exactly
// the measured advances.

// SegmentOp is the kind of a glyph outline segment.
type SegmentOp int

// Segment kinds: a move starts a closed contour.
const (
	MoveTo SegmentOp = iota
	LineTo
	QuadTo // one control point, then the end point
	CubeTo // two control points, then the end point
)

// String returns moveto, lineto, quadto or cubeto.
func (o SegmentOp) String() string { return [...]string{"moveto", "lineto", "quadto", "cubeto"}[o] }

// Segment is one segment of a glyph outline: its points in em, from the pen position on the
// baseline, y growing down. A MoveTo and LineTo use Points[0], a QuadTo [0] and [1], a CubeTo all.
type Segment struct {
	Op     SegmentOp
	Points [3]Point
}

// Glyph is a glyph's outline (non-zero winding) and its advance, in em.
type Glyph struct {
	Segments []Segment
	Advance  float64
}

// GlyphOf returns the outline of r in the regular or bold face font; a rune the font lacks is drawn
// as '?', as TextWidth measures it. Glyphs are cached; the result must not be changed.
func GlyphOf(r rune, bold bool) *Glyph {
	m := fontMetrics(bold)
	if g, ok := m.glyphs.Load(r); ok {
		return g.(*Glyph)
	}
	b := m.buf.Get().(*sfnt.Buffer)
	defer m.buf.Put(b)
	idx, err := m.font.GlyphIndex(b, r)
	if err != nil || idx == 0 {
		idx, _ = m.font.GlyphIndex(b, '?')
	}
	ppem := fixed.I(int(m.upem))
	g := &Glyph{Advance: 0.5}
	if adv, err := m.font.GlyphAdvance(b, idx, ppem, font.HintingNone); err == nil {
		g.Advance = float64(adv) / 64 / m.upem
	}
	if segs, err := m.font.LoadGlyph(b, idx, ppem, nil); err == nil {
		g.Segments = make([]Segment, len(segs))
		for i, s := range segs {
			switch s.Op {
			case sfnt.SegmentOpLineTo:
				g.Segments[i].Op = LineTo
			case sfnt.SegmentOpQuadTo:
				g.Segments[i].Op = QuadTo
			case sfnt.SegmentOpCubeTo:
				g.Segments[i].Op = CubeTo
			}
			for j, p := range s.Args {
				g.Segments[i].Points[j] = Point{X: float64(p.X) / 64 / m.upem, Y: float64(p.Y) / 64 / m.upem}
			}
		}
	}
	actual, _ := m.glyphs.LoadOrStore(r, g)
	return actual.(*Glyph)
}
