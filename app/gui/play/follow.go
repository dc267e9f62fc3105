package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// followEnd lays out a vertical scroll that follows its end, as a feed does: when its box changes
// size (the window is resized, the result panel appears above it at the match's end, the reveal is
// opened), a scroll that showed its last line shows it still; one the player scrolled back keeps
// its place.
type followEnd struct {
	scroll *container.Scroll
}

// MinSize is the scroll's.
func (f followEnd) MinSize([]fyne.CanvasObject) fyne.Size { return f.scroll.MinSize() }

// Layout gives the scroll the whole space, and scrolls it to its end if it was there, or if it
// was never laid out (a match opened with its moves already played starts at their end).
func (f followEnd) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	h := f.scroll.Size().Height
	atEnd := h == 0 || f.scroll.Offset.Y+h >= f.scroll.Content.MinSize().Height-1
	f.scroll.Move(fyne.NewPos(0, 0))
	f.scroll.Resize(size)
	if atEnd {
		f.scroll.ScrollToBottom()
	}
}

// followMark lays out the replay's list of moves so that the current move stays in view when the
// step or the box changes: mark is where that move starts, as a fraction of the list's text (its
// wrapped lines are about as long as the text's share), negative for none.
type followMark struct {
	scroll *container.Scroll
	mark   *float32
}

// MinSize is the scroll's.
func (f followMark) MinSize([]fyne.CanvasObject) fyne.Size { return f.scroll.MinSize() }

// Layout gives the scroll the whole space and brings the current move into view.
func (f followMark) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	f.scroll.Move(fyne.NewPos(0, 0))
	f.scroll.Resize(size)
	f.show()
}

// show scrolls the current move to a third of the box's height, within the list.
func (f followMark) show() {
	if *f.mark < 0 {
		return
	}
	content, h := f.scroll.Content.MinSize().Height, f.scroll.Size().Height
	y := max(0, min(*f.mark*content-h/3, content-h))
	f.scroll.ScrollToOffset(fyne.NewPos(0, y))
}
