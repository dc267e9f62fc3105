package uitest

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
)

// UntippedIconButtons returns the visible buttons under o that show only an icon and have no
// tooltip (an icon alone does not say what a button does), named by their icon. The drop-down
// button of Fyne's own select entry is left out: the control is known by its look.
func UntippedIconButtons(o fyne.CanvasObject) []string {
	var bad []string
	Walk(o, func(o fyne.CanvasObject) bool {
		switch v := o.(type) {
		case *widget.SelectEntry:
			return false
		case *widgets.IconButton:
			if v.Tip == "" {
				bad = append(bad, iconName(v.Icon))
			}
			return false
		case *widget.Button:
			if v.Text == "" && v.Icon != nil {
				bad = append(bad, iconName(v.Icon))
			}
			return false
		}
		return true
	})
	return bad
}

func iconName(r fyne.Resource) string {
	if r == nil {
		return "(no icon)"
	}
	return fmt.Sprintf("icon %s", r.Name())
}
