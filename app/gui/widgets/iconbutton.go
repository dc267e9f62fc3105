package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// Fyne v2.7 has no tooltips of its own, and the add-on github.com/dweymouth/fyne-tooltip is not
// served by the Go module proxy this project builds from: the app's few tooltips are this small
// pop-up under the widget the pointer rests on.

// tooltip is a small pop-up under a widget, showing what it does or its whole text.
type tooltip struct{ popup *widget.PopUp }

// show shows text under o (nothing when o is on no canvas or text is empty).
func (t *tooltip) show(o fyne.CanvasObject, text string) {
	app := fyne.CurrentApp()
	if app == nil || text == "" {
		return
	}
	c := app.Driver().CanvasForObject(o)
	if c == nil {
		return
	}
	label := widget.NewLabel(text)
	if t.popup == nil || t.popup.Canvas != c {
		t.popup = widget.NewPopUp(label, c)
	} else {
		t.popup.Content = label
	}
	pos := app.Driver().AbsolutePositionForObject(o).Add(fyne.NewPos(0, o.Size().Height+2))
	size := t.popup.MinSize()
	if room := c.Size(); pos.X+size.Width > room.Width { // keep it inside the window
		pos.X = max(0, room.Width-size.Width)
	}
	t.popup.ShowAtPosition(pos)
}

// hide hides the tooltip if it shows.
func (t *tooltip) hide() {
	if t.popup != nil {
		t.popup.Hide()
	}
}

// IconButton is a button showing only an icon, with a tooltip: its Tip shows in a small pop-up
// under the button while the pointer rests on it.
type IconButton struct {
	widget.Button
	// Tip says what the button does.
	Tip string

	tip tooltip
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
	b.tip.show(b, b.Tip)
}

// MouseOut hides the tooltip.
func (b *IconButton) MouseOut() {
	b.Button.MouseOut()
	b.HideTip()
}

// HideTip hides the tooltip if it shows.
func (b *IconButton) HideTip() { b.tip.hide() }

// Tapped hides the tooltip and taps the button.
func (b *IconButton) Tapped(e *fyne.PointEvent) {
	b.HideTip()
	b.Button.Tapped(e)
}

// ToolbarAction is a toolbar button with a tooltip (widget.ToolbarAction has none).
type ToolbarAction struct {
	Icon        fyne.Resource
	Tip         string
	OnActivated func()
}

// NewToolbarAction returns a toolbar button with a tooltip.
func NewToolbarAction(icon fyne.Resource, tip string, activated func()) *ToolbarAction {
	return &ToolbarAction{Icon: icon, Tip: tip, OnActivated: activated}
}

// ToolbarObject returns the button the toolbar shows: an icon button, flat as toolbars draw them.
func (a *ToolbarAction) ToolbarObject() fyne.CanvasObject {
	b := NewIconButton(a.Icon, a.Tip, func() {
		if a.OnActivated != nil {
			a.OnActivated()
		}
	})
	b.Importance = widget.LowImportance
	return b
}
