package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// reservedHeight lays out a wrapped prompt and asks for at least the height another text (its
// reserve) takes at the same width. A prompt whose words change with the selection keeps the
// height of its longest words, so the hand under it does not move while cards are selected.
type reservedHeight struct {
	reserve *widget.Label // measured, never drawn
}

// newReservedPrompt returns the prompt in a container that keeps the height of the reserve's
// text, and the reserve label whose text sets it.
func newReservedPrompt(prompt *widget.Label) (*fyne.Container, *widget.Label) {
	reserve := widget.NewLabelWithStyle("", prompt.Alignment, prompt.TextStyle)
	reserve.Wrapping = prompt.Wrapping
	return container.New(&reservedHeight{reserve: reserve}, prompt), reserve
}

// MinSize is the prompt's, made as tall as the reserve's text at the width last laid out.
func (l *reservedHeight) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var min fyne.Size
	for _, o := range objects {
		min = min.Max(o.MinSize())
	}
	if h := l.reserve.MinSize().Height; h > min.Height {
		min.Height = h
	}
	return min
}

// Layout gives the prompt the whole space and measures the reserve at its width.
func (l *reservedHeight) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	l.reserve.Resize(fyne.NewSize(size.Width, l.reserve.MinSize().Height))
	fillAll(objects, size)
}
