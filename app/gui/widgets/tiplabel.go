package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TipLabel is a label cut off with an ellipsis when it is too long for its place, whose whole
// text shows in a tooltip while the pointer rests on it (only when it is cut off).
type TipLabel struct {
	widget.Label
	tip tooltip
}

// NewTipLabel returns a one-line label that is cut off with an ellipsis and shows its whole
// text in a tooltip.
func NewTipLabel(text string) *TipLabel {
	l := &TipLabel{}
	l.Text = text
	l.Truncation = fyne.TextTruncateEllipsis
	l.ExtendBaseWidget(l)
	return l
}

// CutOff tells whether the text is wider than the label, so that it shows cut off.
func (l *TipLabel) CutOff() bool {
	textSize := theme.TextSize()
	if l.SizeName != "" {
		textSize = theme.Size(l.SizeName)
	}
	size := fyne.MeasureText(l.Text, textSize, l.TextStyle)
	return size.Width+2*theme.InnerPadding() > l.Size().Width+0.5
}

// MouseIn shows the whole text when it is cut off.
func (l *TipLabel) MouseIn(*desktop.MouseEvent) {
	if l.CutOff() {
		l.tip.show(l, l.Text)
	}
}

// MouseMoved does nothing: the tooltip stays while the pointer is on the label.
func (l *TipLabel) MouseMoved(*desktop.MouseEvent) {}

// MouseOut hides the tooltip.
func (l *TipLabel) MouseOut() { l.tip.hide() }
