package raster

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

// Text is drawn from the glyph outlines of the Go fonts (face.GlyphOf), placed where
// face.Text.Placement says with the advances face.TextWidth measures, unhinted and unkerned, so a
// line fills the width the face builders fitted it to at every resolution, as in the PDF. Italic
// text is the upright font slanted, as in the PDF.

// italicSlant is the horizontal shift per unit of height of italic text (tan 12°).
var italicSlant = math.Tan(12 * math.Pi / 180)

// text draws one line of text.
func (c *canvas) text(t *face.Text) {
	if t.Text == "" || !t.Color.Visible() || t.Size <= 0 {
		return
	}
	x, baseline := t.Placement()
	em := c.d(t.Size * face.PointMM) // pixels per em
	px, py := c.x(x), c.y(baseline)
	slant := 0.0
	if t.Italic {
		slant = italicSlant
	}
	at := func(p face.Point) (float64, float64) {
		gx, gy := p.X*em, p.Y*em
		return px + gx - gy*slant, py + gy
	}
	for _, r := range t.Text {
		g := face.GlyphOf(r, t.Bold)
		for _, s := range g.Segments {
			switch s.Op {
			case face.MoveTo:
				c.dc.MoveTo(at(s.Points[0]))
			case face.LineTo:
				c.dc.LineTo(at(s.Points[0]))
			case face.QuadTo:
				x1, y1 := at(s.Points[0])
				x2, y2 := at(s.Points[1])
				c.dc.QuadraticTo(x1, y1, x2, y2)
			case face.CubeTo:
				x1, y1 := at(s.Points[0])
				x2, y2 := at(s.Points[1])
				x3, y3 := at(s.Points[2])
				c.dc.CubicTo(x1, y1, x2, y2, x3, y3)
			}
		}
		c.dc.ClosePath()
		px += g.Advance * em
	}
	c.dc.SetFillRuleWinding()
	c.dc.SetColor(nrgba(t.Color))
	c.dc.Fill()
}
