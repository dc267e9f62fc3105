package code

import (
	"math"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// The symbol box of action cards, in mm: a square centred across the card.
const (
	symbolSize = 36
	symbolX    = (CardWidth - symbolSize) / 2
	symbolY    = 22
)

// actionFace draws an action card: its name at the top, its symbol in the middle, its one-line
// rule at the bottom.
func actionFace(c Card, l i18n.Language) face.Face {
	f := face.Face{Width: CardWidth, Height: CardHeight, Background: actionBg}
	f.Add(&face.Rect{X: 3, Y: 3, W: CardWidth - 6, H: CardHeight - 6, Radius: 3, Stroke: actionText, StrokeWidth: 0.8})
	name := c.NameIn(l)
	f.Add(&face.Text{X: 3, Y: 7, W: CardWidth - 6, H: 11, Text: name, Size: face.FitText(name, 22, 12, true, CardWidth-10), Bold: true, Color: actionText, Align: face.AlignCenter})
	f.Add(&face.Group{Name: "symbol:" + c.String(), Items: symbol(c)})
	lines := face.WrapText(c.RuleIn(l), 9, false, CardWidth-12)
	f.Add(textLines(lines, 64, 4.6, 9, false, actionText)...)
	return f
}

// symbol draws the vector symbol of an action card in the symbol box.
func symbol(c Card) []face.Item {
	cx, cy := float64(symbolX+symbolSize/2), float64(symbolY+symbolSize/2)
	accent := colourOf(Yellow)
	switch c {
	case Swap: // two arrows passing each other: take a card from a pile into the hand
		return []face.Item{
			arrow(symbolX+3, cy-7, symbolX+symbolSize-3, cy-7, 4, colourOf(Blue)),
			arrow(symbolX+symbolSize-3, cy+7, symbolX+3, cy+7, 4, colourOf(Red)),
		}
	case Reverse: // two arcs turning round each other
		return []face.Item{
			arcArrow(cx, cy, 14, 4, 200, 340, colourOf(Blue)),
			arcArrow(cx, cy, 14, 4, 20, 160, colourOf(Red)),
		}
	case Skip: // a no-entry sign
		return []face.Item{
			&face.Ellipse{X: cx - 15, Y: cy - 15, W: 30, H: 30, Stroke: colourOf(Red), StrokeWidth: 4},
			&face.Line{X1: cx - 10.6, Y1: cy + 10.6, X2: cx + 10.6, Y2: cy - 10.6, Stroke: colourOf(Red), StrokeWidth: 4},
		}
	case Joker: // a star in the four colours' middle
		return []face.Item{&face.Polygon{Points: star(cx, cy, 17, 7), Fill: accent, Stroke: actionText, StrokeWidth: 0.6}}
	case PlusTwo: // two cards and a +2
		return []face.Item{
			&face.Rect{X: cx - 13, Y: cy - 13, W: 16, H: 22, Radius: 1.5, Fill: colourOf(Purple), Stroke: actionText, StrokeWidth: 0.6},
			&face.Rect{X: cx - 4, Y: cy - 8, W: 16, H: 22, Radius: 1.5, Fill: colourOf(Blue), Stroke: actionText, StrokeWidth: 0.6},
			&face.Text{X: cx - 4, Y: cy - 8, W: 16, H: 22, Text: "+2", Size: 16, Bold: true, Color: actionText, Align: face.AlignCenter},
		}
	case Gift: // a parcel with a ribbon and a bow
		return []face.Item{
			&face.Rect{X: cx - 14, Y: cy - 6, W: 28, H: 20, Fill: colourOf(Red)},
			&face.Rect{X: cx - 16, Y: cy - 11, W: 32, H: 6, Fill: colourOf(Red), Stroke: actionBg, StrokeWidth: 0.6},
			&face.Rect{X: cx - 2, Y: cy - 11, W: 4, H: 25, Fill: accent},
			&face.Ellipse{X: cx - 10, Y: cy - 17, W: 9, H: 6, Stroke: accent, StrokeWidth: 1.6},
			&face.Ellipse{X: cx + 1, Y: cy - 17, W: 9, H: 6, Stroke: accent, StrokeWidth: 1.6},
		}
	case Reset: // a circular arrow round a code
		return []face.Item{
			arcArrow(cx, cy, 15, 3.5, 60, 390, accent),
			&face.Text{X: cx - 12, Y: cy - 5, W: 24, H: 10, Text: "????", Size: 13, Bold: true, Color: actionText, Align: face.AlignCenter},
		}
	}
	return nil
}

// arrow is a straight arrow from (x1,y1) to (x2,y2) with a shaft w mm thick, as one polygon.
func arrow(x1, y1, x2, y2, w float64, col face.Color) *face.Polygon {
	dx, dy := x2-x1, y2-y1
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l // along
	nx, ny := -uy, ux    // across
	head := 2.2 * w
	bx, by := x2-ux*head, y2-uy*head
	pt := func(x, y, across float64) face.Point { return face.Point{X: x + nx*across, Y: y + ny*across} }
	return &face.Polygon{Fill: col, Points: []face.Point{
		pt(x1, y1, w/2), pt(bx, by, w/2), pt(bx, by, w*1.3), {X: x2, Y: y2},
		pt(bx, by, -w*1.3), pt(bx, by, -w/2), pt(x1, y1, -w/2),
	}}
}

// arcArrow is an arc of radius r round (cx,cy) from angle a0 to a1 (degrees, clockwise from
// 3 o'clock on screen), w mm thick, with an arrowhead at a1, as one polygon.
func arcArrow(cx, cy, r, w, a0, a1 float64, col face.Color) *face.Polygon {
	const steps = 16
	rad := func(a float64) float64 { return a * math.Pi / 180 }
	at := func(a, radius float64) face.Point {
		return face.Point{X: cx + radius*math.Cos(rad(a)), Y: cy + radius*math.Sin(rad(a))}
	}
	headLen := 2.2 * w * 180 / (math.Pi * r) // the head's length in degrees
	end := a1 - headLen
	var pts []face.Point
	for i := 0; i <= steps; i++ {
		pts = append(pts, at(a0+(end-a0)*float64(i)/steps, r+w/2))
	}
	pts = append(pts, at(end, r+w*1.3), at(a1, r), at(end, r-w*1.3))
	for i := steps; i >= 0; i-- {
		pts = append(pts, at(a0+(end-a0)*float64(i)/steps, r-w/2))
	}
	return &face.Polygon{Points: pts, Fill: col}
}

// star returns the points of a five-pointed star round (cx,cy), point up.
func star(cx, cy, outer, inner float64) []face.Point {
	pts := make([]face.Point, 10)
	for i := range pts {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts[i] = face.Point{X: cx + r*math.Cos(a), Y: cy + r*math.Sin(a)}
	}
	return pts
}
