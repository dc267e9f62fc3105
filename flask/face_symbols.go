package flask

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

// Resource symbols are drawn as small vector icons, never as emoji (the face font has none, and the
// printer must draw exactly what the screen shows): a coloured disc with a white sign — a burst for
// red 💥, an open book for blue 📘, a heart for green 💚, a coin for yellow 💰 and a question mark
// for any ❔. The signs tell the resources apart in black and white too, where the disc is white
// with a black outline and a black sign.

// symbolIcon draws the symbol of r as a group named "symbol:<resource>" in a circle of diameter d
// centred on (cx, cy).
func symbolIcon(r Resource, cx, cy, d float64, pal facePalette) *face.Group {
	fill, stroke, sign := pal.colour(r), shade(pal.colour(r), 0.25), pal.glyph
	if pal.bw {
		fill, stroke = pal.background, pal.ink
	}
	g := &face.Group{Name: "symbol:" + r.String()}
	g.Items = append(g.Items, &face.Ellipse{X: cx - d/2, Y: cy - d/2, W: d, H: d, Fill: fill, Stroke: stroke, StrokeWidth: d * 0.07})
	switch r {
	case Red:
		g.Items = append(g.Items, &face.Polygon{Points: starPoints(cx, cy, 0.36*d, 0.16*d, 8), Fill: sign})
	case Blue:
		g.Items = append(g.Items, bookSign(cx, cy, d, sign)...)
	case Green:
		g.Items = append(g.Items, &face.Polygon{Points: heartPoints(cx, cy+0.02*d, 0.62*d), Fill: sign})
	case Yellow:
		g.Items = append(g.Items,
			&face.Ellipse{X: cx - 0.24*d, Y: cy - 0.24*d, W: 0.48 * d, H: 0.48 * d, Stroke: sign, StrokeWidth: 0.08 * d},
			&face.Rect{X: cx - 0.045*d, Y: cy - 0.13*d, W: 0.09 * d, H: 0.26 * d, Fill: sign})
	default:
		size := 0.8 * d / face.PointMM
		g.Items = append(g.Items, &face.Text{X: cx - d/2, Y: cy - d/2, W: d, H: d, Text: "?", Size: size, Bold: true, Color: sign, Align: face.AlignCenter})
	}
	return g
}

// starPoints returns a star of n spikes between radius outer and inner, one spike pointing up.
func starPoints(cx, cy, outer, inner float64, n int) []face.Point {
	pts := make([]face.Point, 0, 2*n)
	for i := 0; i < 2*n; i++ {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := -math.Pi/2 + float64(i)*math.Pi/float64(n)
		pts = append(pts, face.Point{X: cx + r*math.Cos(a), Y: cy + r*math.Sin(a)})
	}
	return pts
}

// heartPoints returns a heart of height about h centred on (cx, cy).
func heartPoints(cx, cy, h float64) []face.Point {
	const n = 24
	s := h / 30 // the curve below spans about 30 units from top to bottom
	pts := make([]face.Point, 0, n)
	for i := range n {
		t := 2 * math.Pi * float64(i) / n
		x := 16 * math.Pow(math.Sin(t), 3)
		y := 13*math.Cos(t) - 5*math.Cos(2*t) - 2*math.Cos(3*t) - math.Cos(4*t)
		pts = append(pts, face.Point{X: cx + x*s, Y: cy - (y+2.5)*s})
	}
	return pts
}

// bookSign draws an open book: two slanted pages with a gap for the spine.
func bookSign(cx, cy, d float64, c face.Color) []face.Item {
	page := func(side float64) *face.Polygon {
		return &face.Polygon{Fill: c, Points: []face.Point{
			{X: cx + side*0.04*d, Y: cy - 0.16*d},
			{X: cx + side*0.31*d, Y: cy - 0.23*d},
			{X: cx + side*0.31*d, Y: cy + 0.17*d},
			{X: cx + side*0.04*d, Y: cy + 0.24*d},
		}}
	}
	return []face.Item{page(-1), page(1)}
}
