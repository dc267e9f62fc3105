package printing

import (
	"sync"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// lineCentre is (ascent − descent)/2 of the Go fonts in em: a text line's baseline sits this far
// below the middle of its box, so the line (from descender to ascender) is centred vertically like
// the app's text. It is the same for the regular and bold fonts.
var lineCentre = sync.OnceValue(func() float64 {
	f, err := sfnt.Parse(face.FontRegular())
	if err != nil {
		return 0.35
	}
	upem := f.UnitsPerEm()
	m, err := f.Metrics(nil, fixed.I(int(upem)), font.HintingNone)
	if err != nil {
		return 0.35
	}
	ascent, descent := float64(m.Ascent)/64/float64(upem), float64(m.Descent)/64/float64(upem)
	return (ascent - descent) / 2
})

// textPlacement returns where a face.Text line starts (left of its first glyph) and its baseline, in
// the face's mm, following the Text contract: aligned horizontally in its box, centred vertically.
// Widths come from face.TextWidth, the metrics the face builders wrap and fit text with.
func textPlacement(t *face.Text) (x, baseline float64) {
	w := face.TextWidth(t.Text, t.Size, t.Bold)
	switch t.Align {
	case face.AlignCenter:
		x = t.X + (t.W-w)/2
	case face.AlignRight:
		x = t.X + t.W - w
	default:
		x = t.X
	}
	return x, t.Y + t.H/2 + lineCentre()*t.Size*face.PointMM
}
