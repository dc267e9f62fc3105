package play

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/cards/face"
)

// previewWidth is how wide a card is drawn in its preview, in Fyne units: every line of its text
// is legible there.
const previewWidth = 340

// cardPreview shows one card large in a dialog, so its small print can be read, with the moves
// that use it (e.g. "Play") as buttons beside Close.
type cardPreview struct {
	Buttons []*widget.Button
	dialog  dialog.Dialog
}

// showCardPreview shows face large; each option is a button that closes the preview and plays its move.
func showCardPreview(win fyne.Window, title string, face face.Face, options []choiceOption, play func(fmt.Stringer)) *cardPreview {
	p := &cardPreview{}
	width := float32(previewWidth)
	if face.Width > face.Height { // landscape cards (Codex) get the same area
		width *= 1.4
	}
	buttons := container.NewHBox()
	for _, o := range options {
		move := o.Move
		b := widget.NewButton(o.Label, func() {
			p.dialog.Hide()
			play(move)
		})
		b.Importance = widget.HighImportance
		p.Buttons = append(p.Buttons, b)
		buttons.Add(b)
	}
	body := container.NewVBox(container.NewCenter(widgets.NewFaceView(face, width)), container.NewCenter(buttons))
	p.dialog = dialog.NewCustom(title, "Close", body, win)
	p.dialog.Show()
	return p
}
