package deckeditor

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
