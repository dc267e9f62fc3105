package flask

import (
	"strings"
	"unicode/utf8"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

// Titles and rule texts hold resource symbols ("+💰💰💰", "Add 📘📘 to your counters."). They are
// set as rich text: runs of words in the face font with symbol icons in between, wrapped and
// aligned like plain text, so no emoji ever reaches a renderer.

// richPiece is a run of text or one resource symbol.
type richPiece struct {
	text string
	res  Resource // a symbol when not ResourceNone
}

// richWord is what lies between two spaces; it never breaks across lines.
type richWord []richPiece

// richStyle is the type a rich text is set in.
type richStyle struct {
	size  float64 // points
	bold  bool
	color face.Color
}

// iconSize returns the diameter of a symbol icon in mm: a little over the font's em.
func (st richStyle) iconSize() float64 { return st.size * face.PointMM * 1.08 }

// iconAdvance returns the room one icon takes on a line.
func (st richStyle) iconAdvance() float64 { return st.iconSize() * 1.14 }

// iconDrop lowers icons from the middle of the line box to the middle of lower-case letters and
// of "+", which sit below it.
func (st richStyle) iconDrop() float64 { return st.size * face.PointMM * 0.07 }

// lineHeight returns the distance between two baselines.
func (st richStyle) lineHeight() float64 { return st.size * face.PointMM * 1.22 }

// parseRich splits s into words and each word into text runs and symbols.
func parseRich(s string) []richWord {
	var words []richWord
	for field := range strings.FieldsSeq(s) {
		var w richWord
		text := ""
		for len(field) > 0 {
			if r, n := symbolPrefix(field); n > 0 {
				if text != "" {
					w = append(w, richPiece{text: text})
					text = ""
				}
				w = append(w, richPiece{res: r})
				field = field[n:]
				continue
			}
			_, size := utf8.DecodeRuneInString(field)
			text += field[:size]
			field = field[size:]
		}
		if text != "" {
			w = append(w, richPiece{text: text})
		}
		words = append(words, w)
	}
	return words
}

// symbolPrefix returns the resource whose symbol starts s and the symbol's length in bytes.
func symbolPrefix(s string) (Resource, int) {
	for r := Red; r <= Any; r++ {
		if sym := r.Symbol(); sym != "" && strings.HasPrefix(s, sym) {
			n := len(sym)
			if strings.HasPrefix(s[n:], "\ufe0f") { // an emoji presentation selector
				n += len("\ufe0f")
			}
			return r, n
		}
	}
	return ResourceNone, 0
}

// width returns the width of a word in mm.
func (st richStyle) width(w richWord) float64 {
	total := 0.0
	for _, p := range w {
		if p.res != ResourceNone {
			total += st.iconAdvance()
		} else {
			total += face.TextWidth(p.text, st.size, st.bold)
		}
	}
	return total
}

// wrap breaks words into lines no wider than width (a word wider than a line stands alone).
func (st richStyle) wrap(words []richWord, width float64) [][]richWord {
	if len(words) == 0 {
		return nil
	}
	space := face.TextWidth(" ", st.size, st.bold)
	var lines [][]richWord
	line, lineW := []richWord{words[0]}, st.width(words[0])
	for _, w := range words[1:] {
		ww := st.width(w)
		if lineW+space+ww <= width {
			line = append(line, w)
			lineW += space + ww
			continue
		}
		lines = append(lines, line)
		line, lineW = []richWord{w}, ww
	}
	return append(lines, line)
}

// pieces joins the words of a line with spaces and merges neighbouring text runs.
func (st richStyle) pieces(line []richWord) []richPiece {
	var out []richPiece
	add := func(p richPiece) {
		if n := len(out); n > 0 && p.res == ResourceNone && out[n-1].res == ResourceNone {
			out[n-1].text += p.text
			return
		}
		out = append(out, p)
	}
	for i, w := range line {
		if i > 0 {
			add(richPiece{text: " "})
		}
		for _, p := range w {
			add(p)
		}
	}
	return out
}

// draw sets one line in the box (x, y, w, h), aligned horizontally and centred vertically.
func (st richStyle) draw(line []richWord, x, y, w, h float64, align face.Align, pal facePalette) []face.Item {
	pieces := st.pieces(line)
	total := 0.0
	for _, p := range pieces {
		total += st.pieceWidth(p)
	}
	if total > w && w > 0 { // one word wider than the line (a long run of symbols): set it smaller
		smaller := st
		smaller.size *= w / total * 0.999
		return smaller.draw(line, x, y, w, h, align, pal)
	}
	switch align {
	case face.AlignCenter:
		x += (w - total) / 2
	case face.AlignRight:
		x += w - total
	}
	items := make([]face.Item, 0, len(pieces))
	for _, p := range pieces {
		pw := st.pieceWidth(p)
		if p.res != ResourceNone {
			items = append(items, symbolIcon(p.res, x+pw/2, y+h/2+st.iconDrop(), st.iconSize(), pal))
		} else {
			items = append(items, &face.Text{X: x, Y: y, W: pw, H: h, Text: p.text, Size: st.size, Bold: st.bold, Color: st.color})
		}
		x += pw
	}
	return items
}

func (st richStyle) pieceWidth(p richPiece) float64 {
	if p.res != ResourceNone {
		return st.iconAdvance()
	}
	return face.TextWidth(p.text, st.size, st.bold)
}
