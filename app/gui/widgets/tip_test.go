package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// A cut-off label shows its whole text in a tooltip; one that fits shows none.
func TestTipLabelShowsItsWholeTextWhenCutOff(t *testing.T) {
	test.NewTempApp(t)
	long := NewTipLabel("Deck has 3 copies of Reboot: at most 2 copies of a card are allowed in a deck")
	short := NewTipLabel("ok")
	w := test.NewWindow(nil)
	w.SetContent(AddTipLayer(container.NewVBox(container.NewGridWithColumns(2, long, short)), w.Canvas()))
	defer w.Close()
	w.Resize(fyne.NewSize(300, 200))
	if !long.CutOff() || short.CutOff() {
		t.Fatalf("cut off: long %v, short %v", long.CutOff(), short.CutOff())
	}
	long.MouseIn(&desktop.MouseEvent{})
	if !long.tip.shown() || w.Canvas().Overlays().Top() != nil {
		t.Fatal("the cut-off label shows no tooltip in the window's layer")
	}
	// The tip lies under the label, inside the window, and no overlay takes the pointer away.
	tipPos := long.tip.panel.Position() // in the layer, which covers the window
	if labelPos := fyne.CurrentApp().Driver().AbsolutePositionForObject(long); tipPos.Y < labelPos.Y+long.Size().Height {
		t.Errorf("the tip at %v is not under the label at %v", tipPos, labelPos)
	}
	long.MouseOut()
	if long.tip.shown() {
		t.Error("the tooltip stays after the pointer left")
	}
	short.MouseIn(&desktop.MouseEvent{})
	if short.tip.shown() {
		t.Error("a label that fits shows a tooltip")
	}
}

// A toolbar action shows an icon button with its tooltip.
func TestToolbarActionHasATooltip(t *testing.T) {
	test.NewTempApp(t)
	tapped := false
	b, ok := NewToolbarAction(theme.DeleteIcon(), "Delete card", func() { tapped = true }).ToolbarObject().(*IconButton)
	if !ok || b.Tip != "Delete card" {
		t.Fatalf("the toolbar shows %T without the tooltip", b)
	}
	test.Tap(b)
	if !tapped {
		t.Error("tapping the button did nothing")
	}
}
