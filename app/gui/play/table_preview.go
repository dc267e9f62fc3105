package play

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
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
	Rules   *widget.Label // the card's rules written out, nil when none
	dialog  dialog.Dialog
	taps    []func() // the buttons' taps, by number key
	open    bool
}

// Open tells whether the preview is shown (nil-safe).
func (p *cardPreview) Open() bool { return p != nil && p.open }

// Hide closes the preview (nil-safe).
func (p *cardPreview) Hide() {
	if p.Open() {
		p.dialog.Hide()
	}
}

// showCardPreview shows face large with its rules written out beside it (rules: the card's full
// text, "" for none); each option is a button that closes the preview and plays its move.
func showCardPreview(win fyne.Window, title string, face face.Face, rules string, options []choiceOption, play func(fmt.Stringer)) *cardPreview {
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
	var card fyne.CanvasObject = widgets.NewFaceView(face, width)
	if rules != "" {
		text := widget.NewLabel(rules)
		text.Wrapping = fyne.TextWrapWord
		p.Rules = text
		card = container.NewHBox(widgets.NewFaceView(face, width), container.NewGridWrap(fyne.NewSize(300, face2height(width, face)), text))
	}
	p.taps = numberButtons(p.Buttons, 0)
	body := container.NewVBox(container.NewCenter(card), container.NewCenter(buttons))
	p.dialog = dialog.NewCustom(title, lang.L("Close"), body, win)
	p.dialog.SetOnClosed(func() { p.open = false })
	p.open = true
	p.dialog.Show()
	return p
}

// face2height is the height a face is drawn at for width.
func face2height(width float32, f face.Face) float32 {
	if f.Width <= 0 {
		return width
	}
	return width * float32(f.Height/f.Width)
}
