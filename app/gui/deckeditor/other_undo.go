package deckeditor

import "fyne.io/fyne/v2"

// OtherUndo is what the window's Edit ▸ Undo (and Ctrl+Z) does while a tab other than the Editor
// is shown: the Play tab's "Undo my move", or nothing.
type OtherUndo struct {
	Label string // the menu item's label
	Run   func() // the undo; nil: the item is disabled
}

// SetAway tells the Editor that another tab is shown, and what Edit ▸ Undo and Ctrl+Z do there;
// nil: the Editor is shown again. While away, the deck's edits wait (undo, redo, add, duplicate,
// delete, move, and their shortcuts), so a key pressed on another tab never changes the deck out
// of sight.
func (e *Editor) SetAway(undo *OtherUndo) {
	e.away = undo
	e.refreshMenu()
}

// textUndo gives Ctrl+Z to the text field that has the focus, when it is not one of the deck's own
// fields (a card's name or notes, the deck's name: their typing is an edit of the deck, undone as
// one step): a search, a form's or a dialog's field undoes its own typing, and the deck stays as it
// is. The window's menu sees Ctrl+Z before any field does, so Edit ▸ Undo asks this first. It
// reports whether the field took it.
func (e *Editor) textUndo() bool {
	focused := e.win.Canvas().Focused()
	f, ok := focused.(fyne.Shortcutable)
	if !ok || focused == fyne.Focusable(e.form.name) || focused == fyne.Focusable(e.form.notes) || focused == fyne.Focusable(e.deckPane.name) {
		return false
	}
	f.TypedShortcut(&fyne.ShortcutUndo{})
	return true
}
