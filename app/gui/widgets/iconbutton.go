package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Fyne v2.7 has no tooltips of its own, and the add-on github.com/dweymouth/fyne-tooltip is not
// served by the Go module proxy this project builds from: the app's tooltips are a small panel
// drawn in a layer over the window's content (AddTipLayer). A pop-up would not do: it covers the
// whole window, so the widget under the pointer loses it at once and the tip vanishes.

// tipLayers are the tooltip layers of the windows, by canvas.
var tipLayers = map[fyne.Canvas]*fyne.Container{}

// AddTipLayer returns the window content with a layer above it where tooltips show; the app
// sets it as its window's content. Without a layer (a dialog's content, a test window) widgets
// show no tooltips.
func AddTipLayer(content fyne.CanvasObject, c fyne.Canvas) fyne.CanvasObject {
	layer := container.NewWithoutLayout()
	tipLayers[c] = layer
	return container.NewStack(content, layer)
}

// tooltip is a small panel under a widget, showing what it does or its whole text.
type tooltip struct {
	panel fyne.CanvasObject
	layer *fyne.Container
}

// show shows text under o, in the tooltip layer of o's window (nothing when there is none or
// text is empty).
func (t *tooltip) show(o fyne.CanvasObject, text string) {
	t.hide()
	app := fyne.CurrentApp()
	if app == nil || text == "" {
		return
	}
	c := app.Driver().CanvasForObject(o)
	layer := tipLayers[c]
	if c == nil || layer == nil {
		return
	}
	label := widget.NewLabel(text)
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = theme.Color(theme.ColorNameShadow), 1, 4
	panel := container.NewStack(bg, label)
	size := panel.MinSize()
	origin := app.Driver().AbsolutePositionForObject(layer)
	pos := app.Driver().AbsolutePositionForObject(o).Subtract(origin).Add(fyne.NewPos(0, o.Size().Height+2))
	room := layer.Size()
	if pos.X+size.Width > room.Width { // keep it inside the window
		pos.X = max(0, room.Width-size.Width)
	}
	if pos.Y+size.Height > room.Height { // above the widget when there is no room below
		pos.Y = max(0, pos.Y-o.Size().Height-size.Height-4)
	}
	panel.Resize(size)
	panel.Move(pos)
	t.panel, t.layer = panel, layer
	layer.Add(panel)
}

// hide hides the tooltip if it shows.
func (t *tooltip) hide() {
	if t.panel != nil {
		t.layer.Remove(t.panel)
		t.panel, t.layer = nil, nil
	}
}

// Shown tells whether the tooltip shows.
func (t *tooltip) shown() bool { return t.panel != nil }

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
