package widgets

import "fyne.io/fyne/v2/widget"

// SetEnabled enables or disables a button.
func SetEnabled(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}
