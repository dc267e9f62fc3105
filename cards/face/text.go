package face

import (
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Card faces are set in the Go fonts (regular and bold). The GUI and the printer use the same font
// files, so text measured here fits the same way on screen and on paper.

// FontRegular returns the TrueType data of the face font.
func FontRegular() []byte { return goregular.TTF }

// FontBold returns the TrueType data of the bold face font.
func FontBold() []byte { return gobold.TTF }

// PointMM is the size of a typographic point in millimetres.
const PointMM = 25.4 / 72

type metrics struct {
	font  *sfnt.Font
	upem  float64
	ascii [128]float64 // advance of each ASCII rune in em
	other sync.Map     // rune → float64 advance in em
	buf   sync.Pool
	// lineCentre is (ascent − descent)/2 in em: a text line's baseline sits this far below the
	// middle of its box, so the line (descender to ascender) is centred vertically.
	lineCentre float64
	glyphs     sync.Map // rune → *Glyph
}

var (
	metricsOnce sync.Once
	regular     *metrics
	bold        *metrics
)

func loadMetrics(ttf []byte) *metrics {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		panic("face: embedded Go font does not parse: " + err.Error())
	}
	m := &metrics{font: f, upem: float64(f.UnitsPerEm())}
	m.buf.New = func() any { return new(sfnt.Buffer) }
	for r := range rune(128) {
		m.ascii[r] = m.advance(r)
	}
	m.lineCentre = 0.35
	if fm, err := f.Metrics(nil, fixed.I(int(m.upem)), font.HintingNone); err == nil {
		m.lineCentre = (float64(fm.Ascent) - float64(fm.Descent)) / 64 / m.upem / 2
	}
	return m
}

func (m *metrics) advance(r rune) float64 {
	b := m.buf.Get().(*sfnt.Buffer)
	defer m.buf.Put(b)
	idx, err := m.font.GlyphIndex(b, r)
	if err != nil || idx == 0 {
		idx, _ = m.font.GlyphIndex(b, '?')
	}
	adv, err := m.font.GlyphAdvance(b, idx, fixed.I(int(m.upem)), font.HintingNone)
	if err != nil {
		return 0.5
	}
	return float64(adv) / 64 / m.upem
}

func (m *metrics) width(s string) float64 {
	w := 0.0
	for _, r := range s {
		if r < 128 {
			w += m.ascii[r]
			continue
		}
		if v, ok := m.other.Load(r); ok {
			w += v.(float64)
			continue
		}
		a := m.advance(r)
		m.other.Store(r, a)
		w += a
	}
	return w
}

func fontMetrics(isBold bool) *metrics {
	metricsOnce.Do(func() {
		regular = loadMetrics(goregular.TTF)
		bold = loadMetrics(gobold.TTF)
	})
	if isBold {
		return bold
	}
	return regular
}

// TextWidth returns the width in mm of s set in the face font at size points.
func TextWidth(s string, size float64, isBold bool) float64 {
	return fontMetrics(isBold).width(s) * size * PointMM
}

// HasGlyph tells whether the face font can draw r (emoji, for instance, it cannot).
func HasGlyph(r rune) bool {
	m := fontMetrics(false)
	b := m.buf.Get().(*sfnt.Buffer)
	defer m.buf.Put(b)
	idx, err := m.font.GlyphIndex(b, r)
	return err == nil && idx != 0
}

// WrapText breaks s into lines no wider than width mm at the given size, breaking at spaces
// (a single word wider than the line stands alone on its line).
func WrapText(s string, size float64, isBold bool, width float64) []string {
	words := strings.Fields(s)
	if len(words) == 0 {
		return nil
	}
	m := fontMetrics(isBold)
	scale := size * PointMM
	space := m.width(" ") * scale
	var lines []string
	line, lineW := words[0], m.width(words[0])*scale
	for _, w := range words[1:] {
		ww := m.width(w) * scale
		if lineW+space+ww <= width {
			line += " " + w
			lineW += space + ww
			continue
		}
		lines = append(lines, line)
		line, lineW = w, ww
	}
	return append(lines, line)
}

// FitText returns the largest size from max down to min (in steps of 0.5 pt) at which s fits on
// one line of width mm, and min if none does.
func FitText(s string, max, min float64, isBold bool, width float64) float64 {
	w := fontMetrics(isBold).width(s) * PointMM
	for size := max; size > min; size -= 0.5 {
		if w*size <= width {
			return size
		}
	}
	return min
}
