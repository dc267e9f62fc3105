package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// IconButton is a button showing only an icon, with a tooltip: its Tip shows in a small pop-up
// under the button while the pointer rests on it (Fyne has no tooltips of its own).
type IconButton struct {
	widget.Button
	// Tip says what the button does.
	Tip string

	tip *widget.PopUp
}

// NewIconButton returns an icon button with a tooltip.
func NewIconButton(icon fyne.Resource, tip string, tapped func()) *IconButton {
	b := &IconButton{Tip: tip}
	b.Icon, b.OnTapped = icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn shows the tooltip.
func (b *IconButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	c := fyne.CurrentApp().Driver().CanvasForObject(b)
	if c == nil || b.Tip == "" {
		return
	}
	if b.tip == nil {
		b.tip = widget.NewPopUp(widget.NewLabel(b.Tip), c)
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	b.tip.ShowAtPosition(pos.Add(fyne.NewPos(0, b.Size().Height+2)))
}

// MouseOut hides the tooltip.
func (b *IconButton) MouseOut() {
	b.Button.MouseOut()
	b.HideTip()
}

// HideTip hides the tooltip if it shows.
func (b *IconButton) HideTip() {
	if b.tip != nil {
		b.tip.Hide()
	}
}

// Tapped hides the tooltip and taps the button.
func (b *IconButton) Tapped(e *fyne.PointEvent) {
	b.HideTip()
	b.Button.Tapped(e)
}
