package deckeditor

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/flask"
)

// Card actions of the deck pane, the Edit menu and the shortcuts. Each is one undoable edit.

// addCard adds a blank card after the selected one and selects it.
func (e *Editor) addCard() {
	e.pending.flush()
	i, err := e.coll.Insert(e.selected+1, flask.NewCard(lang.L("New card"), flask.Composition{}))
	if err != nil {
		e.showError(err)
		return
	}
	e.selected = i
	e.refresh()
}

// duplicateCard copies the selected card right after it and selects the copy.
func (e *Editor) duplicateCard() {
	e.pending.flush()
	if e.selected < 0 {
		return
	}
	i, err := e.coll.Duplicate(e.selected)
	if err != nil {
		e.showError(err)
		return
	}
	e.selected = i
	e.refresh()
}

// deleteCard removes the selected card (undo brings it back).
func (e *Editor) deleteCard() {
	e.pending.flush()
	if e.selected < 0 {
		return
	}
	if err := e.coll.Remove(e.selected); err != nil {
		e.showError(err)
	}
}

// moveCard moves the selected card up (-1) or down (+1) the deck and keeps it selected.
func (e *Editor) moveCard(by int) { e.moveCardFrom(e.selected, by) }

// moveCardFrom moves card from by places (negative: up; clamped to the deck) and selects it.
func (e *Editor) moveCardFrom(from, by int) {
	e.pending.flush()
	if from < 0 || from >= e.coll.Len() {
		return
	}
	to := min(max(from+by, 0), e.coll.Len()-1)
	if to == from {
		return
	}
	old := e.selected
	e.selected = to
	if err := e.coll.Move(from, to); err != nil {
		e.selected = old
		e.showError(err)
	}
}

// confirmDiscard runs then at once when the collection has no unsaved changes, and otherwise
// after asking whether to save them first, discard them or cancel.
func (e *Editor) confirmDiscard(then func()) {
	e.pending.flush()
	if !e.coll.Dirty() {
		then()
		return
	}
	msg := widget.NewLabel(lang.L("{{.Name}} has changes that are not saved.", map[string]string{"Name": strconv.Quote(e.coll.Name())}))
	d := dialog.NewCustomWithoutButtons(lang.L("Unsaved changes"), msg, e.win)
	d.SetButtons([]fyne.CanvasObject{
		widget.NewButton(lang.L("Cancel"), d.Hide),
		widget.NewButton(lang.L("Don't save"), func() { d.Hide(); then() }),
		&widget.Button{Text: lang.L("Save"), Importance: widget.HighImportance, OnTapped: func() { d.Hide(); e.save(then) }},
	})
	d.Show()
}
