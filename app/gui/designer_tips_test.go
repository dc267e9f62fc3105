package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
)

// iconButtonTipped returns the visible icon button under o whose tooltip is tip, nil if none.
func iconButtonTipped(o fyne.CanvasObject, tip string) *widgets.IconButton {
	var found *widgets.IconButton
	uitest.Walk(o, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widgets.IconButton); ok && b.Tip == tip && found == nil {
			found = b
		}
		return found == nil
	})
	return found
}

// The designer's dialogs (Test this deck, Suggest changes), opened from the Editor's toolbar,
// have no icon-only button without a tooltip.
func TestDesignerDialogsHaveTooltips(t *testing.T) {
	g := New(uitest.NewApp(t), games.Builtin())
	t.Cleanup(g.Window.Close)
	g.Window.Resize(fyne.NewSize(1024, 700))
	for _, tip := range []string{"Suggest changes…", "Test this deck"} {
		b := iconButtonTipped(g.Tabs.Items[0].Content, tip)
		if b == nil {
			t.Fatalf("the Editor's toolbar has no %q button", tip)
		}
		test.Tap(b)
		top := g.Window.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("%q opened no dialog", tip)
		}
		if bad := uitest.UntippedIconButtons(top); len(bad) > 0 {
			t.Errorf("the %q dialog has icon buttons without a tooltip: %v", tip, bad)
		}
		for _, close := range uitest.Buttons(top, func(b *widget.Button) bool { return b.Text == "Close" }) {
			test.Tap(close) // closing stops the test under way
		}
		if g.Window.Canvas().Overlays().Top() == top {
			t.Fatalf("the %q dialog did not close", tip)
		}
	}
}
