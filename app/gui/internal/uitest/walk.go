package uitest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Walk calls visit for o and every visible object under it, through containers and the objects
// widgets' renderers draw, parents first. visit returns false to skip what lies under an object.
func Walk(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	if o == nil || !o.Visible() || !visit(o) {
		return
	}
	switch v := o.(type) {
	case *fyne.Container:
		for _, c := range v.Objects {
			Walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			Walk(c, visit)
		}
	}
}

// Buttons returns the visible buttons under o that match.
func Buttons(o fyne.CanvasObject, match func(*widget.Button) bool) []*widget.Button {
	var found []*widget.Button
	Walk(o, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.Button); ok && match(b) {
			found = append(found, b)
		}
		return true
	})
	return found
}
