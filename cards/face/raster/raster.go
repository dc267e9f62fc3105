// Package raster draws card faces (the display list of package cards) into images, in pure Go: no
// display, no cgo, so the same pixels come out on a desktop, a server and CI. Shapes are filled and
// stroked with the gg 2-D library (git.sr.ht/~sbinet/gg), text is drawn from the outlines of the Go
// fonts the face builders measure with, so a line of text lands exactly where the PDF printer puts
// it, and pictures are scaled with golang.org/x/image/draw to cover their box.
package raster

import (
	"image"
	"image/color"
	"math"
	"sync"

	"git.sr.ht/~sbinet/gg"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

// MMPerInch is the length of an inch in millimetres.
const MMPerInch = 25.4

// Pixels returns the number of pixels a length of mm millimetres spans at dpi dots per inch, rounded
// to the nearest pixel (a poker card with 3 mm bleed, 69.5 mm wide, is 821 px at 300 dpi).
func Pixels(mm, dpi float64) int { return int(math.Round(mm / MMPerInch * dpi)) }

// Size is a card size in millimetres.
type Size struct{ W, H float64 }

// Renderer draws faces. It keeps the pictures it has decoded, so faces sharing a picture decode it
// once; the zero value is ready, and a Renderer is safe for concurrent use.
type Renderer struct {
	mu       sync.Mutex
	pictures map[pictureKey]*picture
}

// Card returns an image of the face as a printed card: card (the trimmed size, in mm) plus bleed on
// every side at dpi, filled with the face's background (which so runs into the bleed), the face
// scaled uniformly to fit the trimmed card and centred in it.
func (r *Renderer) Card(f face.Face, card Size, bleed, dpi float64) *image.RGBA {
	w, h := Pixels(card.W+2*bleed, dpi), Pixels(card.H+2*bleed, dpi)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	scale := dpi / MMPerInch // pixels per mm
	r.Draw(img, f, FitTransform(f, image.Rect(0, 0, w, h), bleed*scale, scale))
	return img
}

// Transform maps a face's millimetres to an image's pixels: x px = OX + x mm × Scale.
type Transform struct {
	Scale  float64 // pixels per mm
	OX, OY float64 // where the face's top-left corner lands, in pixels
	// Clip is the rectangle the face's background fills (the card with its bleed).
	Clip image.Rectangle
}

// FitTransform places a face in the pixel rectangle box with bleed pixels around the trimmed card:
// the face is scaled uniformly to fit the trimmed part (at most scale pixels per mm) and centred.
func FitTransform(f face.Face, box image.Rectangle, bleed, scale float64) Transform {
	tw, th := float64(box.Dx())-2*bleed, float64(box.Dy())-2*bleed
	if f.Width > 0 && f.Height > 0 {
		scale = math.Min(tw/f.Width, th/f.Height)
	}
	return Transform{Scale: scale, Clip: box,
		OX: float64(box.Min.X) + bleed + (tw-f.Width*scale)/2,
		OY: float64(box.Min.Y) + bleed + (th-f.Height*scale)/2}
}

// Draw paints the face onto img: its background over the transform's clip rectangle, then its
// items in order.
func (r *Renderer) Draw(img *image.RGBA, f face.Face, t Transform) {
	if f.Background.Visible() {
		fillRect(img, t.Clip, nrgba(f.Background))
	}
	c := &canvas{r: r, img: img, dc: gg.NewContextForRGBA(img), t: t}
	c.items(f.Items)
}

// canvas draws the items of one face.
type canvas struct {
	r   *Renderer
	img *image.RGBA
	dc  *gg.Context
	t   Transform
}

func (c *canvas) x(v float64) float64 { return c.t.OX + v*c.t.Scale }
func (c *canvas) y(v float64) float64 { return c.t.OY + v*c.t.Scale }
func (c *canvas) d(v float64) float64 { return v * c.t.Scale }

func (c *canvas) items(items []face.Item) {
	for _, it := range items {
		switch v := it.(type) {
		case *face.Rect:
			c.rect(v)
		case *face.Ellipse:
			c.ellipse(v)
		case *face.Line:
			c.line(v)
		case *face.Polygon:
			c.polygon(v)
		case *face.Text:
			c.text(v)
		case *face.Image:
			c.image(v)
		case *face.Group:
			c.items(v.Items)
		}
	}
}

func nrgba(c face.Color) color.NRGBA { return color.NRGBA{R: c.R, G: c.G, B: c.B, A: c.A} }

// fillRect paints a rectangle of img with a colour, blending it over what is there.
func fillRect(img *image.RGBA, r image.Rectangle, c color.NRGBA) {
	r = r.Intersect(img.Rect)
	if r.Empty() || c.A == 0 {
		return
	}
	if c.A == 255 {
		row := make([]uint8, 4*r.Dx())
		for i := 0; i < len(row); i += 4 {
			row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, 255
		}
		for y := r.Min.Y; y < r.Max.Y; y++ {
			copy(img.Pix[img.PixOffset(r.Min.X, y):], row)
		}
		return
	}
	dc := gg.NewContextForRGBA(img)
	dc.SetColor(c)
	dc.DrawRectangle(float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()))
	dc.Fill()
}

// Image returns a w × h pixel image of the face scaled to fit and centred, its background filling
// the whole image (a cell of a deck sheet, an icon).
func (r *Renderer) Image(f face.Face, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	r.Draw(img, f, FitTransform(f, img.Rect, 0, 1))
	return img
}
