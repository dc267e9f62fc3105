package raster

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

// Hairline is the width in mm of a stroke given as 0 (as the PDF printer draws it).
const Hairline = 0.1

// strokeWidth returns the width in pixels of a visible stroke.
func (c *canvas) strokeWidth(w float64) float64 {
	if w <= 0 {
		return Hairline * c.t.Scale
	}
	return c.d(w)
}

// rect fills a rectangle and strokes it centred on its outline. The stroke is the ring between the
// outline grown and shrunk by half its width, so square corners stay square (mitred) as in the PDF.
func (c *canvas) rect(v *face.Rect) {
	x, y, w, h := c.x(v.X), c.y(v.Y), c.d(v.W), c.d(v.H)
	if w <= 0 || h <= 0 {
		return
	}
	r := math.Min(c.d(v.Radius), math.Min(w, h)/2)
	if v.Fill.Visible() {
		c.dc.SetFillRuleWinding()
		roundedRect(c, x, y, w, h, r)
		c.dc.SetColor(nrgba(v.Fill))
		c.dc.Fill()
	}
	if v.Stroke.Visible() {
		half := c.strokeWidth(v.StrokeWidth) / 2
		c.dc.SetFillRuleEvenOdd()
		roundedRect(c, x-half, y-half, w+2*half, h+2*half, r+half)
		if w > 2*half && h > 2*half {
			roundedRect(c, x+half, y+half, w-2*half, h-2*half, math.Max(r-half, 0))
		}
		c.dc.SetColor(nrgba(v.Stroke))
		c.dc.Fill()
		c.dc.SetFillRuleWinding()
	}
}

// roundedRect adds a rectangle with corners of radius r (square when r is 0) to the path.
func roundedRect(c *canvas, x, y, w, h, r float64) {
	if r <= 0 {
		c.dc.DrawRectangle(x, y, w, h)
		return
	}
	c.dc.DrawRoundedRectangle(x, y, w, h, r)
}

// ellipse fills an ellipse and strokes it as the ring between the ellipse grown and shrunk by half
// the stroke (exact for a circle).
func (c *canvas) ellipse(v *face.Ellipse) {
	cx, cy, rx, ry := c.x(v.X+v.W/2), c.y(v.Y+v.H/2), c.d(v.W/2), c.d(v.H/2)
	if rx <= 0 || ry <= 0 {
		return
	}
	if v.Fill.Visible() {
		c.dc.DrawEllipse(cx, cy, rx, ry)
		c.dc.SetColor(nrgba(v.Fill))
		c.dc.Fill()
	}
	if v.Stroke.Visible() {
		half := c.strokeWidth(v.StrokeWidth) / 2
		c.dc.SetFillRuleEvenOdd()
		c.dc.DrawEllipse(cx, cy, rx+half, ry+half)
		if rx > half && ry > half {
			c.dc.DrawEllipse(cx, cy, rx-half, ry-half)
		}
		c.dc.SetColor(nrgba(v.Stroke))
		c.dc.Fill()
		c.dc.SetFillRuleWinding()
	}
}

// line strokes a straight line with butt ends.
func (c *canvas) line(v *face.Line) {
	if !v.Stroke.Visible() {
		return
	}
	c.dc.SetLineCapButt()
	c.dc.SetLineWidth(c.strokeWidth(v.StrokeWidth))
	c.dc.DrawLine(c.x(v.X1), c.y(v.Y1), c.x(v.X2), c.y(v.Y2))
	c.dc.SetColor(nrgba(v.Stroke))
	c.dc.Stroke()
}

// polygon fills a closed polygon (non-zero winding) and strokes it with round joins.
func (c *canvas) polygon(v *face.Polygon) {
	if len(v.Points) < 2 {
		return
	}
	path := func() {
		c.dc.NewSubPath()
		for i, p := range v.Points {
			if i == 0 {
				c.dc.MoveTo(c.x(p.X), c.y(p.Y))
			} else {
				c.dc.LineTo(c.x(p.X), c.y(p.Y))
			}
		}
		c.dc.ClosePath()
	}
	if v.Fill.Visible() {
		path()
		c.dc.SetColor(nrgba(v.Fill))
		c.dc.Fill()
	}
	if v.Stroke.Visible() {
		path()
		c.dc.SetLineJoinRound()
		c.dc.SetLineWidth(c.strokeWidth(v.StrokeWidth))
		c.dc.SetColor(nrgba(v.Stroke))
		c.dc.Stroke()
	}
}
