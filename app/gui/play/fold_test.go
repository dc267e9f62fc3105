package play

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TestAFoldOpensAndClosesUnderItsHeader checks that a fold starts closed, that tapping its header
// opens it and tapping again closes it, its arrow pointing the way the content will go.
func TestAFoldOpensAndClosesUnderItsHeader(t *testing.T) {
	test.NewTempApp(t)
	content := widget.NewLabel("hidden until opened")
	f := newFold("Revealed", content)
	if content.Visible() || f.Header.Icon.Name() != theme.MenuDropDownIcon().Name() {
		t.Fatalf("a new fold: content visible %v, icon %s; want closed, pointing down", content.Visible(), f.Header.Icon.Name())
	}
	test.Tap(f.Header)
	if !content.Visible() || f.Header.Icon.Name() != theme.MenuDropUpIcon().Name() {
		t.Fatalf("tapped once: content visible %v, icon %s; want open, pointing up", content.Visible(), f.Header.Icon.Name())
	}
	if f.Object().MinSize().Height <= f.Header.MinSize().Height {
		t.Errorf("open, the fold asks for %v, no more than its header", f.Object().MinSize())
	}
	test.Tap(f.Header)
	if content.Visible() {
		t.Errorf("tapped twice: the content is still shown")
	}
}
