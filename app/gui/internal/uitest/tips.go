package uitest

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
)

// UntippedIconButtons returns the visible buttons under o that show only an icon and have no
// tooltip (an icon alone does not say what a button does), named by their icon. The drop-down
// button of Fyne's own select entry is left out: the control is known by its look.
func UntippedIconButtons(o fyne.CanvasObject) []string {
	var bad []string
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch v := o.(type) {
		case *widget.SelectEntry:
		case *widgets.IconButton:
			if v.Tip == "" {
				bad = append(bad, iconName(v.Icon))
			}
		case *widget.Button:
			if v.Text == "" && v.Icon != nil {
				bad = append(bad, iconName(v.Icon))
			}
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return bad
}

func iconName(r fyne.Resource) string {
	if r == nil {
		return "(no icon)"
	}
	return fmt.Sprintf("icon %s", r.Name())
}
