package raster

import (
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Text is drawn from the glyph outlines of the Go fonts (the faces' fonts), placed with the advances
// cards.TextWidth measures, unhinted and unkerned, so a line fills the width the face builders fitted
// it to at every resolution. Italic text is the upright font slanted, as in the PDF.

// italicSlant is the horizontal shift per unit of height of italic text (tan 12°).
var italicSlant = math.Tan(12 * math.Pi / 180)

// glyph is a glyph's outline and advance in em, y growing down from the baseline.
type glyph struct {
	segs    []sfnt.Segment // coordinates in font units × 64
	advance float64        // em
}

// outlines caches the glyphs of one font.
type outlines struct {
	font       *sfnt.Font
	upem       float64
	lineCentre float64 // (ascent − descent)/2 in em
	mu         sync.Mutex
	glyphs     map[rune]*glyph
	buf        sfnt.Buffer
}

var (
	fontsOnce       sync.Once
	regularOutlines *outlines
	boldOutlines    *outlines
)

func loadOutlines(ttf []byte) *outlines {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		panic("raster: embedded Go font does not parse: " + err.Error())
	}
	o := &outlines{font: f, upem: float64(f.UnitsPerEm()), glyphs: map[rune]*glyph{}}
	if m, err := f.Metrics(&o.buf, fixed.I(int(o.upem)), font.HintingNone); err == nil {
		o.lineCentre = (float64(m.Ascent) - float64(m.Descent)) / 64 / o.upem / 2
	}
	return o
}

func fontOutlines(bold bool) *outlines {
	fontsOnce.Do(func() {
		regularOutlines = loadOutlines(cards.FontRegular())
		boldOutlines = loadOutlines(cards.FontBold())
	})
	if bold {
		return boldOutlines
	}
	return regularOutlines
}

// glyph returns the outline of r ('?' for a rune the font lacks, as cards.TextWidth measures it).
func (o *outlines) glyph(r rune) *glyph {
	o.mu.Lock()
	defer o.mu.Unlock()
	if g, ok := o.glyphs[r]; ok {
		return g
	}
	g := &glyph{advance: 0.5}
	idx, err := o.font.GlyphIndex(&o.buf, r)
	if err != nil || idx == 0 {
		idx, _ = o.font.GlyphIndex(&o.buf, '?')
	}
	ppem := fixed.I(int(o.upem))
	if adv, err := o.font.GlyphAdvance(&o.buf, idx, ppem, font.HintingNone); err == nil {
		g.advance = float64(adv) / 64 / o.upem
	}
	if segs, err := o.font.LoadGlyph(&o.buf, idx, ppem, nil); err == nil {
		g.segs = append([]sfnt.Segment(nil), segs...)
	}
	o.glyphs[r] = g
	return g
}

// text draws one line of text: aligned in its box by the width cards.TextWidth gives, its line
// (descender to ascender) centred vertically, as the PDF printer places it.
func (c *canvas) text(t *cards.Text) {
	if t.Text == "" || !t.Color.Visible() || t.Size <= 0 {
		return
	}
	o := fontOutlines(t.Bold)
	w := cards.TextWidth(t.Text, t.Size, t.Bold)
	x := t.X
	switch t.Align {
	case cards.AlignCenter:
		x += (t.W - w) / 2
	case cards.AlignRight:
		x += t.W - w
	}
	em := t.Size * cards.PointMM // mm per em
	baseline := t.Y + t.H/2 + o.lineCentre*em
	px, py, scale := c.x(x), c.y(baseline), c.d(em)/o.upem/64 // pixels per font unit × 64
	slant := 0.0
	if t.Italic {
		slant = italicSlant
	}
	at := func(p fixed.Point26_6) (float64, float64) {
		gx, gy := float64(p.X)*scale, float64(p.Y)*scale
		return px + gx - gy*slant, py + gy
	}
	for _, r := range t.Text {
		g := o.glyph(r)
		for _, s := range g.segs {
			switch s.Op {
			case sfnt.SegmentOpMoveTo:
				c.dc.MoveTo(at(s.Args[0]))
			case sfnt.SegmentOpLineTo:
				c.dc.LineTo(at(s.Args[0]))
			case sfnt.SegmentOpQuadTo:
				x1, y1 := at(s.Args[0])
				x2, y2 := at(s.Args[1])
				c.dc.QuadraticTo(x1, y1, x2, y2)
			case sfnt.SegmentOpCubeTo:
				x1, y1 := at(s.Args[0])
				x2, y2 := at(s.Args[1])
				x3, y3 := at(s.Args[2])
				c.dc.CubicTo(x1, y1, x2, y2, x3, y3)
			}
		}
		c.dc.ClosePath()
		px += g.advance * c.d(em)
	}
	c.dc.SetFillRuleWinding()
	c.dc.SetColor(nrgba(t.Color))
	c.dc.Fill()
}
