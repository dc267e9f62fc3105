package widgets

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"fyne.io/fyne/v2/canvas"
	"github.com/flaskdeck/flaskdeck/cards/face"
	"golang.org/x/image/vector"
)

// Fyne has no canvas object for an arbitrary polygon, so face polygons (and ellipses that are not
// circles) are rasterized with golang.org/x/image/vector into a canvas.Raster covering their
// bounding box, at the pixel size the canvas asks for: sharp at every zoom, regenerated only when
// the face is resized.

// mmBox is a box in millimetres.
type mmBox struct{ X, Y, W, H float64 }

// shapeRaster is a filled and/or stroked outline in mm.
type shapeRaster struct {
	points       []face.Point
	fill, stroke face.Color
	strokeWidth  float64
	box          mmBox
}

// newShapeRaster prepares the raster of an outline; its box includes half the stroke.
func newShapeRaster(points []face.Point, fill, stroke face.Color, strokeWidth float64) *shapeRaster {
	if !stroke.Visible() {
		strokeWidth = 0
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range points {
		minX, minY = math.Min(minX, p.X), math.Min(minY, p.Y)
		maxX, maxY = math.Max(maxX, p.X), math.Max(maxY, p.Y)
	}
	pad := strokeWidth/2 + 0.05
	return &shapeRaster{points: points, fill: fill, stroke: stroke, strokeWidth: strokeWidth,
		box: mmBox{X: minX - pad, Y: minY - pad, W: maxX - minX + 2*pad, H: maxY - minY + 2*pad}}
}

// ellipsePoints approximates an ellipse by a polygon.
func ellipsePoints(e *face.Ellipse) []face.Point {
	const n = 48
	pts := make([]face.Point, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = face.Point{X: e.X + e.W/2*(1+math.Cos(a)), Y: e.Y + e.H/2*(1+math.Sin(a))}
	}
	return pts
}

// raster returns the canvas object drawing the shape.
func (s *shapeRaster) raster() *canvas.Raster {
	return canvas.NewRaster(s.render)
}

// render draws the shape into a w×h pixel image of its box.
func (s *shapeRaster) render(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	if w <= 0 || h <= 0 || len(s.points) < 2 {
		return img
	}
	sx, sy := float64(w)/s.box.W, float64(h)/s.box.H
	px := func(p face.Point) (float32, float32) {
		return float32((p.X - s.box.X) * sx), float32((p.Y - s.box.Y) * sy)
	}
	if s.fill.Visible() {
		r := vector.NewRasterizer(w, h)
		x, y := px(s.points[0])
		r.MoveTo(x, y)
		for _, p := range s.points[1:] {
			x, y := px(p)
			r.LineTo(x, y)
		}
		r.ClosePath()
		r.Draw(img, img.Bounds(), image.NewUniform(ToNRGBA(s.fill)), image.Point{})
	}
	if s.strokeWidth > 0 {
		r := vector.NewRasterizer(w, h)
		half := s.strokeWidth / 2
		for i := range s.points {
			strokeEdge(r, s.points[i], s.points[(i+1)%len(s.points)], half, px)
		}
		r.Draw(img, img.Bounds(), image.NewUniform(ToNRGBA(s.stroke)), image.Point{})
	}
	return img
}

// strokeEdge adds a quad of half-width half around the edge a→b (every quad turns the same way, so
// overlapping quads add up instead of cancelling).
func strokeEdge(r *vector.Rasterizer, a, b face.Point, half float64, px func(face.Point) (float32, float32)) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*half, dx/l*half
	ex, ey := dx/l*half*0.5, dy/l*half*0.5 // a little overlap hides the seams at joins
	quad := []face.Point{
		{X: a.X - ex + nx, Y: a.Y - ey + ny}, {X: b.X + ex + nx, Y: b.Y + ey + ny},
		{X: b.X + ex - nx, Y: b.Y + ey - ny}, {X: a.X - ex - nx, Y: a.Y - ey - ny},
	}
	x, y := px(quad[0])
	r.MoveTo(x, y)
	for _, p := range quad[1:] {
		x, y := px(p)
		r.LineTo(x, y)
	}
	r.ClosePath()
}

// ToNRGBA converts a face colour.
func ToNRGBA(c face.Color) color.NRGBA { return color.NRGBA{R: c.R, G: c.G, B: c.B, A: c.A} }

// grayImage returns a grey copy of img (pictures in the black-and-white preview).
func grayImage(img image.Image) image.Image {
	g := image.NewGray(img.Bounds())
	draw.Draw(g, g.Bounds(), img, img.Bounds().Min, draw.Src)
	return g
}
