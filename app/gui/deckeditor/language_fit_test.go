package deckeditor

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// German's long words must not widen the editor past the smallest window the app supports
// (1024×700): a translation that does fails here, before a screenshot shows it cut off.
func TestEditorFitsTheSmallestWindowInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { _ = uilang.Setup("en") })
	for _, l := range uilang.Languages {
		if err := uilang.Setup(l.Code); err != nil {
			t.Fatal(err)
		}
		g, _ := newTestGUI(t, preset(t, "red"))
		if w := g.Window.Content().MinSize().Width; w > 1024 {
			t.Errorf("%s: the editor needs %.0f units of width, more than 1024", l.Name, w)
		}
	}
}
