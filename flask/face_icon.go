package flask

import "github.com/flaskdeck/flaskdeck/cards/face"

// IconSize is the side of the app icon's face in mm (any unit: icons are drawn at pixel sizes).
const IconSize = 64.0

// IconFace draws flaskdeck's app icon from the card back's emblem: the ring of the eight base cards
// around a flask layered in the four colours, on a rounded night-blue tile with a gold edge. The
// ring's labels are left out: at 16 pixels they would be noise. The corners are transparent.
func IconFace() face.Face {
	pal := newPalette(false)
	night, gold := face.RGB(0x2b, 0x25, 0x3f), face.RGB(0xe3, 0xc0, 0x6a)
	f := face.Face{Width: IconSize, Height: IconSize}
	f.Add(&face.Rect{X: 2, Y: 2, W: IconSize - 4, H: IconSize - 4, Radius: 12, Fill: night, Stroke: gold, StrokeWidth: 2.5})
	cx, cy := IconSize/2, IconSize/2
	outer := IconSize/2 - 6
	inner := outer - 6.5
	for _, it := range ring(backComposition, cx, cy, outer, inner, pal) {
		if _, label := it.(*face.Text); !label {
			f.Add(it)
		}
	}
	f.Add(flaskShape(backComposition, cx, cy+0.3, inner-1.2, pal)...)
	return f
}
