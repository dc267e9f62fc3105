package flask

import (
	"github.com/flaskdeck/flaskdeck/cards/face"
)

// backComposition is the composition the card back's emblem shows: one of every base card.
var backComposition = Composition{G2: 1, Y1: 1, B1: 1, B2: 1, G1: 1, R1: 1, R2: 1, Y2: 1}

// BackFace draws the back shared by every Flask card: the game's name over an emblem holding all
// eight base cards, and the rules version.
func BackFace(opts FaceOptions) face.Face {
	pal := newPalette(opts.BlackAndWhite).with(opts.faceSet())
	night, gold := face.RGB(0x2b, 0x25, 0x3f), face.RGB(0xe3, 0xc0, 0x6a)
	if pal.bw {
		night, gold = pal.background, pal.ink
	}
	f := face.Face{Width: FaceWidth, Height: FaceHeight, Background: night}
	f.Add(
		&face.Rect{X: faceInset, Y: faceInset, W: FaceWidth - 2*faceInset, H: FaceHeight - 2*faceInset, Radius: 3, Stroke: gold, StrokeWidth: faceFrame},
		&face.Rect{X: faceInset + 1.6, Y: faceInset + 1.6, W: FaceWidth - 2*faceInset - 3.2, H: FaceHeight - 2*faceInset - 3.2, Radius: 2, Stroke: gold, StrokeWidth: 0.3},
		&face.Text{X: contentX, Y: 9, W: contentW, H: 12, Text: "FLASK", Size: 26, Bold: true, Color: gold, Align: face.AlignCenter},
		&face.Text{X: contentX, Y: 20, W: contentW, H: 5, Text: "Alchemy of the four Elements", Size: 8, Italic: true, Color: gold, Align: face.AlignCenter},
	)
	box := face.Rect{X: contentX, Y: 27.5, W: contentW, H: 44}
	back := backComposition
	if !pal.set.standard {
		back = Composition{}
		for _, b := range pal.set.order {
			back[b] = 1
		}
	}
	em := emblem(back, box, pal)
	em.Items = em.Items[1:] // no panel behind the emblem on the back: it sits on the night sky
	f.Add(em)
	f.Add(symbolRow(Resources, FaceWidth/2, 76.3, 5, 2.2, pal)...)
	f.Add(&face.Text{X: contentX, Y: footerY, W: contentW, H: footerH, Text: pal.set.Name(), Size: footerSize, Color: gold, Align: face.AlignCenter})
	return f
}

// symbolRow draws the symbols of rs centred on (cx, cy), diameter d, gap apart.
func symbolRow(rs []Resource, cx, cy, d, gap float64, pal facePalette) []face.Item {
	total := float64(len(rs))*(d+gap) - gap
	x := cx - total/2 + d/2
	items := make([]face.Item, len(rs))
	for i, r := range rs {
		items[i] = symbolIcon(r, x, cy, d, pal)
		x += d + gap
	}
	return items
}
