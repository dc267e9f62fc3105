package codex

import (
	"strconv"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// objectiveFace draws an objective: its points at the top, the pattern as a little diagram of
// cards in their kingdom colours (pattern objectives) or the symbols of one set (count
// objectives), and the objective in words at the bottom.
func objectiveFace(c *Card, l i18n.Language) face.Face {
	f := face.Face{Width: CardWidth, Height: CardHeight, Background: objectivePap}
	f.Add(&face.Group{Name: "frame", Items: []face.Item{
		&face.Rect{X: frameInset, Y: frameInset, W: CardWidth - 2*frameInset, H: CardHeight - 2*frameInset, Radius: 2, Stroke: objectInk, StrokeWidth: 0.8},
	}})
	f.Add(&face.Group{Name: "points", Items: []face.Item{
		&face.Rect{X: CardWidth/2 - 5, Y: 1.8, W: 10, H: 7, Radius: 1.5, Fill: white, Stroke: goldAccent, StrokeWidth: 0.5},
		&face.Text{X: CardWidth/2 - 5, Y: 1.8, W: 10, H: 7, Text: strconv.Itoa(c.Points), Size: 13, Bold: true, Color: ink, Align: face.AlignCenter},
	}})
	if c.Objective == PatternObjective {
		f.Add(patternItem(c))
	} else {
		f.Add(countItem(c))
	}
	desc := &face.Group{Name: "description"}
	lines := face.WrapText(c.DescriptionIn(l), 6, false, CardWidth-8)
	top := CardHeight - 3 - 2.6*float64(len(lines))
	for i, l := range lines {
		desc.Items = append(desc.Items, &face.Text{X: 4, Y: top + 2.6*float64(i), W: CardWidth - 8, H: 2.6, Text: l, Size: 6, Italic: true, Color: ink, Align: face.AlignCenter})
	}
	f.Add(desc)
	f.Add(&face.Text{X: 3, Y: 2.5, W: 12, H: 3, Text: strconv.Itoa(c.ID), Size: 5.5, Color: ink})
	return f
}

// patternItem draws the cells of a pattern as small overlapping cards on the half-card grid.
func patternItem(c *Card) *face.Group {
	const cw, ch = 9.0, 6.0 // a little card
	const sx, sy = cw * 0.72, ch * 0.62
	minX, maxX, minY, maxY := 0, 0, 0, 0
	for _, cell := range c.Cells {
		minX, maxX = min(minX, cell.DX), max(maxX, cell.DX)
		minY, maxY = min(minY, cell.DY), max(maxY, cell.DY)
	}
	w := float64(maxX-minX)*sx + cw
	h := float64(maxY-minY)*sy + ch
	ox, oy := CardWidth/2-w/2, 10.5+(CardHeight-10.5-9-h)/2
	g := &face.Group{Name: "pattern"}
	for _, cell := range c.Cells {
		x := ox + float64(cell.DX-minX)*sx
		y := oy + float64(maxY-cell.DY)*sy
		g.Items = append(g.Items, &face.Rect{X: x, Y: y, W: cw, H: ch, Radius: 0.8, Fill: KingdomColour(cell.Kingdom), Stroke: ink, StrokeWidth: 0.35})
	}
	return g
}

// countItem draws the symbols of one set: a triangle of three, a pair, or the three objects.
func countItem(c *Card) *face.Group {
	var syms []Symbol
	for _, s := range AllSymbols {
		for i := 0; i < int(c.Requires[s]); i++ {
			syms = append(syms, s)
		}
	}
	g := &face.Group{Name: "set"}
	const d = 8.0
	cx, cy := CardWidth/2, 20.0
	switch {
	case len(syms) == 3 && syms[0] == syms[2]: // three of a kingdom: a triangle
		g.Items = append(g.Items,
			SymbolIcon(syms[0], cx, cy-4.2, d),
			SymbolIcon(syms[1], cx-4.8, cy+4, d),
			SymbolIcon(syms[2], cx+4.8, cy+4, d))
	default: // a row
		w := float64(len(syms))*d + float64(len(syms)-1)*1.5
		for i, s := range syms {
			g.Items = append(g.Items, SymbolIcon(s, cx-w/2+d/2+float64(i)*(d+1.5), cy, d))
		}
	}
	return g
}

// objectiveBack is the common back of the objective cards.
func objectiveBack(l i18n.Language) face.Face {
	f := face.Face{Width: CardWidth, Height: CardHeight, Background: tint(objectInk, 0.35)}
	f.Add(&face.Group{Name: "frame", Items: []face.Item{
		&face.Rect{X: frameInset, Y: frameInset, W: CardWidth - 2*frameInset, H: CardHeight - 2*frameInset, Radius: 2, Stroke: goldAccent, StrokeWidth: 0.8},
		&face.Ellipse{X: CardWidth/2 - 11, Y: CardHeight/2 - 11, W: 22, H: 22, Fill: objectivePap, Stroke: goldAccent, StrokeWidth: 0.8},
		&face.Text{X: CardWidth/2 - 11, Y: CardHeight/2 - 3, W: 22, H: 6, Text: texts.T(l, "face.objective"), Size: 8, Bold: true, Color: objectInk, Align: face.AlignCenter},
	}})
	return f
}
