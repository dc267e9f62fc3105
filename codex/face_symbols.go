package codex

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

// Colours of the faces: one per kingdom, a gold accent, the starter's and objectives' papers.
var (
	kingdomColours = map[Symbol]face.Color{
		Fungi:  face.RGB(0xc0, 0x39, 0x2b),
		Plant:  face.RGB(0x3c, 0x8d, 0x3f),
		Animal: face.RGB(0x2e, 0x78, 0xb8),
		Insect: face.RGB(0x8e, 0x44, 0xad),
	}
	objectInk    = face.RGB(0x6b, 0x4a, 0x2b)
	objectPaper  = face.RGB(0xf7, 0xee, 0xd6)
	goldAccent   = face.RGB(0xd4, 0xaf, 0x37)
	starterPaper = face.RGB(0xf3, 0xea, 0xd2)
	objectivePap = face.RGB(0xf1, 0xe4, 0xc4)
	ink          = face.RGB(0x2b, 0x2b, 0x2b)
	white        = face.RGB(0xff, 0xff, 0xff)
	cornerPaper  = face.RGB(0xfb, 0xf7, 0xec)
)

// KingdomColour returns the colour of a kingdom (ink for anything else).
func KingdomColour(k Symbol) face.Color {
	if c, ok := kingdomColours[k]; ok {
		return c
	}
	return ink
}

// tint mixes c with white: f = 0 gives c, f = 1 white.
func tint(c face.Color, f float64) face.Color {
	mix := func(v uint8) uint8 { return uint8(float64(v) + (255-float64(v))*f) }
	return face.RGB(mix(c.R), mix(c.G), mix(c.B))
}

// SymbolIcon draws symbol s as a small vector icon of diameter d centred on (cx, cy), in a group
// named "symbol:NAME" (kingdoms: a white sign on a disc of their colour; objects: a brown sign on
// a paper disc).
func SymbolIcon(s Symbol, cx, cy, d float64) *face.Group {
	g := &face.Group{Name: "symbol:" + s.String()}
	r := d / 2
	disc, sign := KingdomColour(s), white
	if s.IsObject() {
		disc, sign = objectPaper, objectInk
	}
	g.Items = append(g.Items, &face.Ellipse{X: cx - r, Y: cy - r, W: d, H: d, Fill: disc, Stroke: ink, StrokeWidth: d * 0.04})
	u := d / 10 // sign unit
	switch s {
	case Fungi: // a mushroom: cap and stem
		g.Items = append(g.Items,
			&face.Polygon{Points: arc(cx, cy+0.5*u, 3.6*u, 3.2*u, math.Pi, 2*math.Pi, 12), Fill: sign},
			&face.Rect{X: cx - 1.1*u, Y: cy + 0.5*u, W: 2.2 * u, H: 3 * u, Radius: 0.5 * u, Fill: sign})
	case Plant: // a leaf with its vein
		g.Items = append(g.Items,
			&face.Polygon{Points: leaf(cx, cy, 3.8*u, 2.2*u), Fill: sign},
			&face.Line{X1: cx - 2.6*u, Y1: cy + 2.6*u, X2: cx + 2.4*u, Y2: cy - 2.4*u, Stroke: disc, StrokeWidth: 0.4 * u})
	case Animal: // a paw print
		g.Items = append(g.Items, &face.Ellipse{X: cx - 2*u, Y: cy - 0.2*u, W: 4 * u, H: 3.2 * u, Fill: sign})
		for _, t := range [][2]float64{{-2.9, -1.4}, {-1.1, -3}, {1.1, -3}, {2.9, -1.4}} {
			g.Items = append(g.Items, &face.Ellipse{X: cx + (t[0]-0.8)*u, Y: cy + (t[1]-0.9)*u, W: 1.6 * u, H: 1.8 * u, Fill: sign})
		}
	case Insect: // a butterfly: four wings and a body
		for _, w := range [][4]float64{{-3.6, -3, 3.2, 3.2}, {0.4, -3, 3.2, 3.2}, {-3, 0.2, 2.6, 2.6}, {0.4, 0.2, 2.6, 2.6}} {
			g.Items = append(g.Items, &face.Ellipse{X: cx + w[0]*u, Y: cy + w[1]*u, W: w[2] * u, H: w[3] * u, Fill: sign})
		}
		g.Items = append(g.Items, &face.Line{X1: cx, Y1: cy - 3*u, X2: cx, Y2: cy + 3*u, Stroke: disc, StrokeWidth: 0.7 * u})
	case Quill: // a feather with its shaft
		g.Items = append(g.Items,
			&face.Polygon{Points: leaf(cx+0.4*u, cy-0.4*u, 3.6*u, 1.3*u), Fill: sign},
			&face.Line{X1: cx - 3.6*u, Y1: cy + 3.6*u, X2: cx + 2.6*u, Y2: cy - 2.6*u, Stroke: sign, StrokeWidth: 0.35 * u})
	case Inkwell: // a pot with a neck
		g.Items = append(g.Items,
			&face.Rect{X: cx - 3*u, Y: cy - 0.8*u, W: 6 * u, H: 3.6 * u, Radius: 1.2 * u, Fill: sign},
			&face.Rect{X: cx - 1.4*u, Y: cy - 2.6*u, W: 2.8 * u, H: 2 * u, Fill: sign},
			&face.Rect{X: cx - 1.9*u, Y: cy - 3.2*u, W: 3.8 * u, H: 0.8 * u, Fill: sign})
	case Manuscript: // a scroll: a sheet between two rolls
		g.Items = append(g.Items,
			&face.Rect{X: cx - 2.6*u, Y: cy - 2.4*u, W: 5.2 * u, H: 4.8 * u, Fill: sign},
			&face.Ellipse{X: cx - 3.4*u, Y: cy - 3.4*u, W: 6.8 * u, H: 1.6 * u, Fill: sign, Stroke: disc, StrokeWidth: 0.2 * u},
			&face.Ellipse{X: cx - 3.4*u, Y: cy + 1.8*u, W: 6.8 * u, H: 1.6 * u, Fill: sign, Stroke: disc, StrokeWidth: 0.2 * u},
			&face.Line{X1: cx - 1.6*u, Y1: cy - 0.6*u, X2: cx + 1.6*u, Y2: cy - 0.6*u, Stroke: disc, StrokeWidth: 0.25 * u},
			&face.Line{X1: cx - 1.6*u, Y1: cy + 0.6*u, X2: cx + 1.6*u, Y2: cy + 0.6*u, Stroke: disc, StrokeWidth: 0.25 * u})
	}
	return g
}

// arc returns points of an elliptical arc from angle a0 to a1 (y down), closed by its chord.
func arc(cx, cy, rx, ry, a0, a1 float64, n int) []face.Point {
	pts := make([]face.Point, 0, n+1)
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		pts = append(pts, face.Point{X: cx + rx*math.Cos(a), Y: cy + ry*math.Sin(a)})
	}
	return pts
}

// leaf returns a pointed leaf shape along the rising diagonal through (cx, cy).
func leaf(cx, cy, length, width float64) []face.Point {
	const n = 8
	pts := make([]face.Point, 0, 2*n)
	dx, dy := math.Sqrt2/2, -math.Sqrt2/2 // along the leaf
	px, py := -dy, dx                     // across it
	for side := -1.0; side <= 1; side += 2 {
		for i := range n {
			t := float64(i) / float64(n-1)
			if side > 0 {
				t = 1 - t
			}
			along := (t*2 - 1) * length
			across := side * width * math.Sin(math.Pi*t)
			pts = append(pts, face.Point{X: cx + along*dx + across*px, Y: cy + along*dy + across*py})
		}
	}
	return pts
}
