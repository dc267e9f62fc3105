package play

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// handLayout lays out a hand of cards in the space it is given: as many rows as needed, each card
// as large as lets every card fit (never larger than maxWidth), so a hand of 10 cards fits a
// 1024×700 window without a scrollbar. Each object is a card cell: the face (aspect height/width)
// above a row of extra height (its button or name).
type handLayout struct {
	maxWidth float32 // the largest card width
	minWidth float32 // the smallest card width; below it the hand overflows
	aspect   float32 // card height by width
	extra    float32 // the height under each face (its button or name)
	width    float32 // the width of the last layout: MinSize asks for the rows cards of minWidth need in it
}

// cell returns the card width and columns that fit n cards in size.
func (l *handLayout) cell(n int, size fyne.Size) (width float32, cols int) {
	pad := theme.Padding()
	best, bestCols := l.minWidth, n
	for c := 1; c <= n; c++ {
		rows := (n + c - 1) / c
		w := (size.Width - float32(c-1)*pad) / float32(c)
		h := (size.Height-float32(rows-1)*pad)/float32(rows) - l.extra
		w = float32(math.Min(float64(w), float64(h/l.aspect)))
		w = min(w, l.maxWidth)
		if w > best {
			best, bestCols = w, c
		}
	}
	if best <= l.minWidth { // nothing fits: cards of the smallest width, wrapped, rather than run off the side
		bestCols = l.minCols(n, size.Width)
	}
	return best, bestCols
}

// minCols is how many cards of the smallest width fit side by side in width (at least 1, at most n).
func (l *handLayout) minCols(n int, width float32) int {
	pad := theme.Padding()
	return max(1, min(n, int((width+pad)/(l.minWidth+pad))))
}

// Layout places the cells row by row, left-aligned.
func (l *handLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	n := len(objects)
	if n == 0 {
		return
	}
	pad := theme.Padding()
	l.width = size.Width
	w, cols := l.cell(n, size)
	h := w*l.aspect + l.extra
	for i, o := range objects {
		r, c := i/cols, i%cols
		o.Move(fyne.NewPos(float32(c)*(w+pad), float32(r)*(h+pad)))
		o.Resize(fyne.NewSize(w, h))
	}
}

// MinSize is one card of the smallest width, or as many rows of them as the width of the last layout
// needs (a narrow hand in a scroll, once the match is over): the hand shrinks into whatever space is
// left, and wraps when even the smallest cards do not fit side by side.
func (l *handLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	n := len(objects)
	if n == 0 {
		return fyne.NewSize(0, 0)
	}
	rows := 1
	if l.width > 0 {
		cols := l.minCols(n, l.width)
		rows = (n + cols - 1) / cols
	}
	cellH := l.minWidth*l.aspect + l.extra
	return fyne.NewSize(l.minWidth, float32(rows)*cellH+float32(rows-1)*theme.Padding())
}
