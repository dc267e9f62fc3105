package printing

import (
	"bytes"
	"fmt"
	"math"

	"codeberg.org/go-pdf/fpdf"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

// fontFamily is the name the Go fonts are registered under in the PDF.
const fontFamily = "go"

// hairline is the width of a stroke given as 0 mm.
const hairline = 0.1

// italicSkew is the slant, in degrees, of text marked italic (the Go fonts embedded have no italic).
const italicSkew = 12

// pdfCanvas draws face.Face items on the current page of an fpdf document, mapping face millimetres
// to page millimetres with a scale and an origin.
type pdfCanvas struct {
	pdf      *fpdf.Fpdf
	pictures pictureCache
	gray     bool
	scale    float64
	ox, oy   float64
	alpha    float64 // current fill/stroke alpha
}

// newPDFCanvas draws on pdf; pictures are shared by the canvases of one document. gray turns
// pictures grey (items are greyed by the caller).
func newPDFCanvas(pdf *fpdf.Fpdf, pictures pictureCache, gray bool) *pdfCanvas {
	return &pdfCanvas{pdf: pdf, pictures: pictures, gray: gray, scale: 1, alpha: 1}
}

// faceTransform fits a face into a trimmed rectangle: scaled uniformly, centred.
func faceTransform(f face.Face, trim Rect) (scale, ox, oy float64) {
	scale = 1
	if f.Width > 0 && f.Height > 0 {
		scale = math.Min(trim.W/f.Width, trim.H/f.Height)
		ox = trim.X + (trim.W-f.Width*scale)/2
		oy = trim.Y + (trim.H-f.Height*scale)/2
		return scale, ox, oy
	}
	return scale, trim.X, trim.Y
}

func (c *pdfCanvas) x(v float64) float64 { return c.ox + v*c.scale }
func (c *pdfCanvas) y(v float64) float64 { return c.oy + v*c.scale }
func (c *pdfCanvas) d(v float64) float64 { return v * c.scale }

func (c *pdfCanvas) items(items []face.Item) {
	for _, it := range items {
		switch v := it.(type) {
		case *face.Rect:
			c.shape(v.Fill, v.Stroke, v.StrokeWidth, func(style string) {
				x, y, w, h := c.x(v.X), c.y(v.Y), c.d(v.W), c.d(v.H)
				if r := math.Min(c.d(v.Radius), math.Min(w, h)/2); r > 0 {
					c.pdf.RoundedRect(x, y, w, h, r, "1234", style)
				} else {
					c.pdf.Rect(x, y, w, h, style)
				}
			})
		case *face.Ellipse:
			c.shape(v.Fill, v.Stroke, v.StrokeWidth, func(style string) {
				c.pdf.Ellipse(c.x(v.X+v.W/2), c.y(v.Y+v.H/2), c.d(v.W/2), c.d(v.H/2), 0, style)
			})
		case *face.Line:
			c.shape(face.Color{}, v.Stroke, v.StrokeWidth, func(string) {
				c.pdf.Line(c.x(v.X1), c.y(v.Y1), c.x(v.X2), c.y(v.Y2))
			})
		case *face.Polygon:
			if len(v.Points) < 2 {
				continue
			}
			pts := make([]fpdf.PointType, len(v.Points))
			for i, p := range v.Points {
				pts[i] = fpdf.PointType{X: c.x(p.X), Y: c.y(p.Y)}
			}
			c.shape(v.Fill, v.Stroke, v.StrokeWidth, func(style string) { c.pdf.Polygon(pts, style) })
		case *face.Text:
			c.text(v)
		case *face.Image:
			c.image(v)
		case *face.Group:
			c.items(v.Items)
		}
	}
}

// shape fills and strokes a path drawn by draw with an fpdf style ("F", "D" or "FD"). A fill and a
// stroke of different transparency are drawn in two passes.
func (c *pdfCanvas) shape(fill, stroke face.Color, width float64, draw func(style string)) {
	hasFill, hasStroke := fill.Visible(), stroke.Visible()
	if hasStroke {
		if width <= 0 {
			width = hairline / c.scale
		}
		c.pdf.SetDrawColor(int(stroke.R), int(stroke.G), int(stroke.B))
		c.pdf.SetLineWidth(c.d(width))
	}
	if hasFill {
		c.pdf.SetFillColor(int(fill.R), int(fill.G), int(fill.B))
	}
	switch {
	case hasFill && hasStroke && fill.A == stroke.A:
		c.setAlpha(float64(fill.A) / 255)
		draw("FD")
	case hasFill && hasStroke:
		c.setAlpha(float64(fill.A) / 255)
		draw("F")
		c.setAlpha(float64(stroke.A) / 255)
		draw("D")
	case hasFill:
		c.setAlpha(float64(fill.A) / 255)
		draw("F")
	case hasStroke:
		c.setAlpha(float64(stroke.A) / 255)
		draw("D")
	}
}

// setAlpha changes the transparency only when it changes (each change is a graphics state).
func (c *pdfCanvas) setAlpha(a float64) {
	if math.Abs(a-c.alpha) > 1e-3 {
		c.pdf.SetAlpha(a, "Normal")
		c.alpha = a
	}
}

func (c *pdfCanvas) fillRect(r Rect, fill face.Color) {
	c.pdf.SetFillColor(int(fill.R), int(fill.G), int(fill.B))
	c.setAlpha(float64(fill.A) / 255)
	c.pdf.Rect(r.X, r.Y, r.W, r.H, "F")
}

// text draws one line of real text in the embedded Go font.
func (c *pdfCanvas) text(t *face.Text) {
	if t.Text == "" || !t.Color.Visible() || t.Size <= 0 {
		return
	}
	style := ""
	if t.Bold {
		style = "B"
	}
	c.pdf.SetFont(fontFamily, style, t.Size*c.scale)
	c.pdf.SetTextColor(int(t.Color.R), int(t.Color.G), int(t.Color.B))
	// The fill colour fpdf remembers may have been undone by the end of a clip (Q); setting it to the
	// text colour makes fpdf write the colour out and paint the text with it.
	c.pdf.SetFillColor(int(t.Color.R), int(t.Color.G), int(t.Color.B))
	c.setAlpha(float64(t.Color.A) / 255)
	x, baseline := t.Placement()
	x, baseline = c.x(x), c.y(baseline)
	if t.Italic {
		c.pdf.TransformBegin()
		c.pdf.TransformSkewX(italicSkew, x, baseline)
	}
	c.pdf.Text(x, baseline, t.Text)
	if t.Italic {
		c.pdf.TransformEnd()
	}
}

// registerPicture loads a picture and adds it to the document once, returning its fpdf name, or ""
// when it cannot be read (by Go or by fpdf).
func (c *pdfCanvas) registerPicture(im *face.Image) (string, *picture) {
	p := c.pictures.get(im, c.gray)
	if p == nil {
		return "", nil
	}
	name := fmt.Sprintf("picture%d", p.id)
	if c.pdf.GetImageInfo(name) == nil {
		c.pdf.RegisterImageOptionsReader(name, fpdf.ImageOptions{ImageType: p.format}, bytes.NewReader(p.encoded))
		if c.pdf.Err() {
			// fpdf rejected a picture Go could decode: draw the placeholder instead.
			c.pdf.ClearError()
			c.pictures[keyOf(im, c.gray)] = nil
			return "", nil
		}
	}
	return name, p
}

// image draws a picture scaled to cover its box and clipped to it, or a placeholder.
func (c *pdfCanvas) image(im *face.Image) {
	if im.W <= 0 || im.H <= 0 {
		return
	}
	name, p := c.registerPicture(im)
	if p == nil {
		c.items(face.PicturePlaceholder(im))
		return
	}
	box := Rect{c.x(im.X), c.y(im.Y), c.d(im.W), c.d(im.H)}
	dst := cover(box, p.w, p.h)
	c.setAlpha(1)
	c.pdf.ClipRect(box.X, box.Y, box.W, box.H, false)
	c.pdf.ImageOptions(name, dst.X, dst.Y, dst.W, dst.H, false, fpdf.ImageOptions{ImageType: p.format, AllowNegativePosition: true}, 0, "")
	c.pdf.ClipEnd()
}
