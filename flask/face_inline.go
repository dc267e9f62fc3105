package flask

import (
	"github.com/flaskdeck/flaskdeck/cards/face"
)

// InlineFace sets one line of text with resource symbols ("💥📘 → +💰💰💰") on a transparent face
// just wide enough for it, so a user interface can show costs and effects drawn exactly as the cards
// draw them. size is in points; ink is the colour of the text.
func InlineFace(text string, size float64, ink face.Color) face.Face {
	st := richStyle{size: size, color: ink}
	words := parseRich(text)
	w := 0.0
	if len(words) > 0 {
		for _, p := range st.pieces(words) {
			w += st.pieceWidth(p)
		}
	}
	h := st.lineHeight() * 1.1
	f := face.Face{Width: w + 0.4, Height: h}
	if len(words) > 0 {
		f.Add(st.draw(words, 0.2, 0, w, h, face.AlignLeft, newPalette(false))...)
	}
	return f
}
