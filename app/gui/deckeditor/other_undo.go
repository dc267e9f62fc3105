package deckeditor

// OtherUndo is what the window's Edit ▸ Undo (and Ctrl+Z) does while a tab other than the Editor
// is shown, so that a key pressed there never changes the deck out of sight: the Play tab's "Undo
// my move", or nothing. Redo waits for the Editor.
type OtherUndo struct {
	Label string // the menu item's label
	Run   func() // the undo; nil: the item is disabled
}

// SetOtherUndo makes Edit ▸ Undo and Ctrl+Z do o while another tab is shown; nil gives them back
// to the deck's edits (the Editor tab is shown again).
func (e *Editor) SetOtherUndo(o *OtherUndo) {
	e.otherUndo = o
	e.refreshMenu()
}
