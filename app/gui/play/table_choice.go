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

// choiceOption is one answer of a choice: the button's text and the move it plays (a typed move of
// the game's engine), and optionally a card face shown above the button (a starter's side, an
// objective).
type choiceOption struct {
	Label string
	Move  fmt.Stringer
	Face  *face.Face
	Icon  fyne.Resource // shown on the button, e.g. a resource's colour
}

// choiceDialog asks the player to move by picking one of a few answers, in a modal dialog. A choice
// the game asks (which counter pays, which opponent, whether to trigger a reaction pile) has no close
// button: the game waits for an answer. A choice the player opened before moving (which pile a Swap
// takes from) can be cancelled, with its Cancel button or Esc, and nothing is played.
type choiceDialog struct {
	Question    string
	Buttons     []*widget.Button
	Cancellable bool
	dialog      dialog.Dialog
	taps        []func() // the buttons' taps, by number key
}

// showChoice shows a choice the game asks over win; play is called with the chosen move after the
// dialog closes.
func showChoice(win fyne.Window, title, question string, options []choiceOption, play func(fmt.Stringer)) *choiceDialog {
	return newChoice(win, title, question, options, play, false)
}

// showCancellableChoice shows the choice of a move the player has not made yet (the pile a Swap
// takes from, whose code a Reset changes): it can be closed without an answer, and then nothing is
// played.
func showCancellableChoice(win fyne.Window, title, question string, options []choiceOption, play func(fmt.Stringer)) *choiceDialog {
	return newChoice(win, title, question, options, play, true)
}

func newChoice(win fyne.Window, title, question string, options []choiceOption, play func(fmt.Stringer), cancellable bool) *choiceDialog {
	c := &choiceDialog{Question: question, Cancellable: cancellable}
	box := container.NewVBox()
	if question != "" {
		q := widget.NewLabel(question)
		q.Wrapping = fyne.TextWrapWord
		box.Add(container.New(atLeastWide{choiceQuestionWidth}, q))
	}
	buttons := container.NewGridWithColumns(min(len(options), 4))
	for _, o := range options {
		move := o.Move
		b := widget.NewButton(o.Label, func() {
			c.Hide()
			play(move)
		})
		if o.Icon != nil {
			b.SetIcon(o.Icon)
		}
		c.Buttons = append(c.Buttons, b)
		if o.Face != nil {
			width := float32(220)
			if len(options) > 3 {
				width = 110
			}
			face := widgets.NewFaceView(*o.Face, width)
			face.OnTapped = b.OnTapped
			buttons.Add(container.NewVBox(face, b))
			continue
		}
		buttons.Add(b)
	}
	c.taps = numberButtons(c.Buttons, 0)
	box.Add(scrollWhenTall(buttons, win))
	if cancellable {
		c.dialog = dialog.NewCustom(title, lang.L("Cancel"), box, win)
		c.dialog.SetOnClosed(func() { c.dialog = nil })
	} else {
		c.dialog = dialog.NewCustomWithoutButtons(title, box, win)
	}
	c.dialog.Show()
	// A question that wraps learns its height only once laid out at the dialog's width: a second
	// sizing gives the dialog that height, so the answers do not spill out under a long question.
	c.dialog.Resize(c.dialog.MinSize())
	return c
}

// choiceQuestionWidth is the least width a choice's question wraps at: a question over one or two
// short answers (whose code a Reset changes, a card's second +2) reads in two lines, not in a
// narrow column of five.
const choiceQuestionWidth = 440

// atLeastWide lays out its objects over its whole space and asks for their size, at least width
// wide.
type atLeastWide struct{ width float32 }

// MinSize is the objects' largest size, widened to the width.
func (l atLeastWide) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var size fyne.Size
	for _, o := range objects {
		size = size.Max(o.MinSize())
	}
	size.Width = max(size.Width, l.width)
	return size
}

// Layout gives every object the whole space.
func (l atLeastWide) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	fillAll(objects, size)
}

// choiceChrome is the height a choice dialog needs beside its answers: the window's margin, the
// dialog's title, the question and the paddings.
const choiceChrome = 240

// minChoiceScroll is the least height answers that scroll are given, however small the window.
const minChoiceScroll = 160

// scrollWhenTall puts the answers in a vertical scroll that asks for their whole height while the
// window has room for it, and no more than the window leaves beside the dialog's chrome (but at least
// minChoiceScroll) when it has not: a choice among many cards (a Gift from a hand of sixty) keeps the
// dialog inside the window, and follows the window when it is resized while the choice is open.
func scrollWhenTall(answers fyne.CanvasObject, win fyne.Window) fyne.CanvasObject {
	return container.New(windowCap{win: win, content: answers}, container.NewVScroll(answers))
}

// windowCap lays out its one object (the answers' scroll) over its whole space, and asks for the
// answers' size with the height capped by the window's.
type windowCap struct {
	win     fyne.Window
	content fyne.CanvasObject
}

// MinSize is the answers' size, no taller than the window leaves (a window not yet sized caps nothing).
func (l windowCap) MinSize([]fyne.CanvasObject) fyne.Size {
	need := l.content.MinSize()
	if limit := l.win.Canvas().Size().Height - choiceChrome; limit > 0 && need.Height > limit {
		need.Height = max(limit, minChoiceScroll)
	}
	return need
}

// Layout gives the scroll the whole space.
func (l windowCap) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	fillAll(objects, size)
}

// Hide closes the dialog (nil-safe, so tables can hide whatever choice was up).
func (c *choiceDialog) Hide() {
	if c != nil && c.dialog != nil {
		d := c.dialog
		c.dialog = nil
		d.Hide()
	}
}

// Open tells whether the dialog is shown.
func (c *choiceDialog) Open() bool { return c != nil && c.dialog != nil }
