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
