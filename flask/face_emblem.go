package flask

import (
	"hash/fnv"
	"math"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

// A card without a usable picture gets an emblem drawn from its composition alone, the same every
// time: a ring with one segment per base card (in code order, coloured like the base card, darker
// for the second card of a colour, labelled with its code) around a flask whose liquid is layered by
// the colours of the base cards, with rays behind it in the card's colour. A blank card shows an
// empty flask in a plain ring.

// emblem draws the emblem of a composition in the box, as a group named "emblem".
func emblem(comp Composition, box face.Rect, pal facePalette) *face.Group {
	g := &face.Group{Name: "emblem"}
	dom := pal.colour(pal.set.dominantColour(comp))
	bg := &face.Rect{X: box.X, Y: box.Y, W: box.W, H: box.H, Radius: pictureRadius, Fill: pal.tint(dom, 0.84)}
	if pal.bw {
		bg.Stroke, bg.StrokeWidth = pal.muted, 0.25
	}
	g.Items = append(g.Items, bg)
	cx, cy := box.X+box.W/2, box.Y+box.H/2
	outer := box.H/2 - 2
	inner := outer - 3.4
	g.Items = append(g.Items, rays(cx, cy, outer+1.2, box, pal.tint(dom, 0.6), comp)...)
	g.Items = append(g.Items, ring(comp, cx, cy, outer, inner, pal)...)
	g.Items = append(g.Items, flaskShape(comp, cx, cy+0.2, inner-0.9, pal)...)
	return g
}

// rays draws thin lines from the ring to the box's edge; their number depends on the composition.
func rays(cx, cy, from float64, box face.Rect, c face.Color, comp Composition) []face.Item {
	n := 12 + 4*(comp.Size()%3)
	halfW, halfH := box.W/2-1.5, box.H/2-1.5
	items := make([]face.Item, 0, n)
	for i := range n {
		a := 2*math.Pi*float64(i)/float64(n) + math.Pi/float64(n)
		dx, dy := math.Cos(a), math.Sin(a)
		t := math.Inf(1)
		if dx != 0 {
			t = math.Min(t, halfW/math.Abs(dx))
		}
		if dy != 0 {
			t = math.Min(t, halfH/math.Abs(dy))
		}
		if t <= from {
			continue
		}
		items = append(items, &face.Line{X1: cx + from*dx, Y1: cy + from*dy, X2: cx + t*dx, Y2: cy + t*dy, Stroke: c, StrokeWidth: 0.35})
	}
	return items
}

// ring draws one labelled segment per base card, starting at the top and going clockwise.
func ring(comp Composition, cx, cy, outer, inner float64, pal facePalette) []face.Item {
	var bases []Base
	for _, b := range pal.set.order {
		for i := 0; i < int(comp[b]); i++ {
			bases = append(bases, b)
		}
	}
	if len(bases) == 0 {
		mid := (outer + inner) / 2
		return []face.Item{&face.Ellipse{X: cx - mid, Y: cy - mid, W: 2 * mid, H: 2 * mid, Stroke: pal.muted, StrokeWidth: 0.5}}
	}
	n := float64(len(bases))
	gap := 0.0
	if len(bases) > 1 {
		gap = 0.07
	}
	items := make([]face.Item, 0, 2*len(bases))
	for i, b := range bases {
		a0 := -math.Pi/2 + 2*math.Pi*float64(i)/n + gap/2
		a1 := -math.Pi/2 + 2*math.Pi*float64(i+1)/n - gap/2
		fill := pal.colour(pal.set.BaseColour(b))
		if pal.set.isSecondOfColour(b) && !pal.bw {
			fill = shade(fill, 0.25)
		}
		seg := &face.Polygon{Points: annulusSector(cx, cy, outer, inner, a0, a1), Fill: fill}
		label := pal.glyph
		if pal.bw {
			seg.Stroke, seg.StrokeWidth = pal.ink, 0.2
			if fill.R > 0x90 {
				label = pal.ink
			} else {
				label = pal.background
			}
		}
		mid, rm := (a0+a1)/2, (outer+inner)/2
		size := math.Min(5.2, (a1-a0)*rm/face.PointMM/1.35)
		lx, ly := cx+rm*math.Cos(mid), cy+rm*math.Sin(mid)
		items = append(items, seg, &face.Text{X: lx - 3, Y: ly - 2, W: 6, H: 4, Text: pal.set.BaseCode(b), Size: size, Bold: true, Color: label, Align: face.AlignCenter})
	}
	return items
}

// isSecondOfColour tells the base cards numbered 2 (Y2, R2, B2, G2 in v0.4.2): their code ends in 2.
func (rs *RuleSet) isSecondOfColour(b Base) bool {
	code := rs.BaseCode(b)
	return len(code) == 2 && code[1] == '2'
}

// annulusSector returns the outline of the ring between radii inner and outer from angle a0 to a1.
func annulusSector(cx, cy, outer, inner, a0, a1 float64) []face.Point {
	steps := int(math.Ceil((a1-a0)/0.12)) + 1
	pts := make([]face.Point, 0, 2*(steps+1))
	for i := 0; i <= steps; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(steps)
		pts = append(pts, face.Point{X: cx + outer*math.Cos(a), Y: cy + outer*math.Sin(a)})
	}
	for i := steps; i >= 0; i-- {
		a := a0 + (a1-a0)*float64(i)/float64(steps)
		pts = append(pts, face.Point{X: cx + inner*math.Cos(a), Y: cy + inner*math.Sin(a)})
	}
	return pts
}

// flaskShape draws a round-bottomed flask fitting in a circle of radius room around (cx, cy),
// filled with layers of liquid, one per colour of the composition, bottom up in the order of
// Resources, with a few bubbles placed by the composition's code.
func flaskShape(comp Composition, cx, cy, room float64, pal facePalette) []face.Item {
	rb := room * 0.66          // body radius
	by := cy + room - rb - 0.2 // body centre
	hw := rb * 0.33            // half the neck's width
	top := cy - room + 1.2     // the neck's top
	outline := flaskOutline(cx, by, rb, hw, top)
	items := []face.Item{&face.Polygon{Points: outline, Fill: pal.glass}}

	colours := pal.set.ColourCount(comp)
	total := 0
	for _, r := range Resources {
		total += colours[r]
	}
	rl := rb - 0.45
	if total > 0 {
		level := 0.55 + 0.35*math.Min(1, float64(comp.Size())/6)
		y := by + rl
		height := 2 * rl * level
		for _, r := range Resources {
			if colours[r] == 0 {
				continue
			}
			h := height * float64(colours[r]) / float64(total)
			fill := pal.colour(r)
			if !pal.bw {
				fill = mix(fill, pal.glass, 0.1)
			}
			items = append(items, &face.Polygon{Points: circleBand(cx, by, rl, y-h, y), Fill: fill})
			y -= h
		}
		items = append(items, bubbles(comp, cx, by, rl, y, pal)...)
	}
	stroke := pal.ink
	items = append(items,
		&face.Ellipse{X: cx - rb*0.62, Y: by - rb*0.62, W: rb * 0.36, H: rb * 0.5, Fill: face.Color{R: 255, G: 255, B: 255, A: 150}},
		&face.Polygon{Points: outline, Stroke: stroke, StrokeWidth: 0.45},
		&face.Rect{X: cx - hw - 0.8, Y: top - 0.8, W: 2*hw + 1.6, H: 1.5, Radius: 0.5, Fill: pal.glass, Stroke: stroke, StrokeWidth: 0.4},
	)
	return items
}

// flaskOutline returns the outline of a flask: a neck of half-width hw from top down into a circle
// of radius r around (cx, cy).
func flaskOutline(cx, cy, r, hw, top float64) []face.Point {
	t0 := math.Asin(hw / r)
	pts := []face.Point{{X: cx - hw, Y: top}}
	const steps = 36
	start, end := -math.Pi/2-t0, -5*math.Pi/2+t0
	for i := 0; i <= steps; i++ {
		a := start + (end-start)*float64(i)/steps
		pts = append(pts, face.Point{X: cx + r*math.Cos(a), Y: cy + r*math.Sin(a)})
	}
	return append(pts, face.Point{X: cx + hw, Y: top})
}

// circleBand returns the part of the circle of radius r around (cx, cy) between heights y0 < y1.
func circleBand(cx, cy, r, y0, y1 float64) []face.Point {
	y0, y1 = math.Max(y0, cy-r), math.Min(y1, cy+r)
	const steps = 10
	half := func(y float64) float64 { return math.Sqrt(math.Max(0, r*r-(y-cy)*(y-cy))) }
	pts := make([]face.Point, 0, 2*(steps+1))
	for i := 0; i <= steps; i++ {
		y := y0 + (y1-y0)*float64(i)/steps
		pts = append(pts, face.Point{X: cx - half(y), Y: y})
	}
	for i := steps; i >= 0; i-- {
		y := y0 + (y1-y0)*float64(i)/steps
		pts = append(pts, face.Point{X: cx + half(y), Y: y})
	}
	return pts
}

// bubbles draws a few bubbles in the liquid below height surface, placed by a hash of the code.
func bubbles(comp Composition, cx, cy, r, surface float64, pal facePalette) []face.Item {
	h := fnv.New64a()
	h.Write([]byte(comp.Code()))
	seed := h.Sum64() | 1
	next := func() float64 { // xorshift: a fixed sequence per code
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return float64(seed>>11) / (1 << 53)
	}
	n := 2 + comp.Size()%4
	fill := face.Color{R: 255, G: 255, B: 255, A: 170}
	var items []face.Item
	for range n {
		br := 0.35 + 0.45*next()
		y := surface + br + 0.4 + (cy+r*0.7-surface-br)*next()
		half := math.Sqrt(math.Max(0, r*r-(y-cy)*(y-cy))) - br - 0.4
		if half <= 0 {
			continue
		}
		x := cx - half + 2*half*next()
		e := &face.Ellipse{X: x - br, Y: y - br, W: 2 * br, H: 2 * br, Fill: fill}
		if pal.bw {
			e.Fill, e.Stroke, e.StrokeWidth = pal.background, pal.ink, 0.15
		}
		items = append(items, e)
	}
	return items
}
