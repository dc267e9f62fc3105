package flask

import (
	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// facePalette holds every colour a card face uses, so the colour and the black-and-white faces are
// drawn by the same code.
type facePalette struct {
	bw         bool
	background face.Color
	ink        face.Color // names, titles, rule text
	muted      face.Color // code, version, "free"
	glass      face.Color // the emblem's flask glass
	glyph      face.Color // the sign on a resource symbol
	resource   [Any + 1]face.Color
	set        *RuleSet // the rule set of the cards drawn (never nil)
	lang       i18n.Language
}

// with returns the palette for cards of rule set rs: colour faces take the set's resource colours.
func (p facePalette) with(rs *RuleSet) facePalette {
	p.set = rs
	if !p.bw {
		for _, r := range Resources {
			p.resource[r] = rs.colours[r]
		}
	}
	return p
}

// Resource colours of the faces: red 💥, blue 📘, green 💚, yellow 💰 and a grey for ❔.
var (
	colourRed    = face.RGB(0xd6, 0x45, 0x3d)
	colourBlue   = face.RGB(0x2f, 0x72, 0xc4)
	colourGreen  = face.RGB(0x3b, 0x9a, 0x4c)
	colourYellow = face.RGB(0xe3, 0xa9, 0x1c)
	colourAny    = face.RGB(0x8f, 0x8f, 0x8f)
	colourNeutre = face.RGB(0x7b, 0x68, 0x57) // frames of mixed or blank cards
)

func newPalette(bw bool) facePalette {
	if bw {
		grey := func(v uint8) face.Color { return face.RGB(v, v, v) }
		return facePalette{
			bw: true, background: grey(255), ink: grey(0), muted: grey(0x55), glass: grey(255), glyph: grey(0),
			// light greys, told apart by the symbols' signs and the emblem's labels: little ink
			resource: [Any + 1]face.Color{grey(0x70), grey(0x8c), grey(0x6c), grey(0xb0), grey(0xd0), grey(0xc0)},
			set:      Standard,
		}
	}
	return facePalette{
		background: face.RGB(0xfb, 0xf8, 0xf1),
		ink:        face.RGB(0x2a, 0x25, 0x21),
		muted:      face.RGB(0x80, 0x76, 0x6c),
		glass:      face.RGB(0xff, 0xff, 0xff),
		glyph:      face.RGB(0xff, 0xff, 0xff),
		resource:   [Any + 1]face.Color{colourNeutre, colourRed, colourBlue, colourGreen, colourYellow, colourAny},
		set:        Standard,
	}
}

// colour returns the fill of a resource (ResourceNone gives the neutral frame colour).
func (p facePalette) colour(r Resource) face.Color {
	if r < 0 || r > Any {
		r = ResourceNone
	}
	return p.resource[r]
}

// tint returns c mixed with white: amount 0 is c, 1 is white. Black-and-white faces stay white.
func (p facePalette) tint(c face.Color, amount float64) face.Color {
	if p.bw {
		return p.background
	}
	return mix(c, face.RGB(255, 255, 255), amount)
}

// shade returns c mixed with black by amount.
func shade(c face.Color, amount float64) face.Color { return mix(c, face.RGB(0, 0, 0), amount) }

func mix(a, b face.Color, t float64) face.Color {
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return face.Color{R: m(a.R, b.R), G: m(a.G, b.G), B: m(a.B, b.B), A: a.A}
}

// dominantColour returns the colour of most of a composition's base cards, ResourceNone on a tie or
// for a blank card.
func (rs *RuleSet) dominantColour(c Composition) Resource {
	best, n, tie := ResourceNone, 0, false
	for _, r := range Resources {
		k := 0
		for _, b := range rs.order {
			if rs.bases[b].colour == r {
				k += int(c[b])
			}
		}
		switch {
		case k > n:
			best, n, tie = r, k, false
		case k == n && k > 0:
			tie = true
		}
	}
	if tie {
		return ResourceNone
	}
	return best
}

// ResourceColour returns the colour the faces give a resource (a neutral brown for ResourceNone),
// for user interfaces that mark things by resource.
func ResourceColour(r Resource) face.Color { return newPalette(false).colour(r) }

// ResourceColour returns the colour the set's faces give a resource (a neutral brown for none).
func (rs *RuleSet) ResourceColour(r Resource) face.Color { return newPalette(false).with(rs).colour(r) }
