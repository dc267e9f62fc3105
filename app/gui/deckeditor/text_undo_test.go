package deckeditor

import (
	"testing"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Ctrl+Z in a text field that is not the deck's own (a dialog's, a search) undoes that field's
// typing and leaves the deck alone: the window's menu sees the key first, so Edit ▸ Undo hands it
// on. In a card's name it undoes the typing as the deck's step.
func TestCtrlZInAnotherTextFieldUndoesItsTyping(t *testing.T) {
	g, e := newTestGUI(t, preset(t, "red"))
	e.duplicateCard()
	undo := menuItem(t, g, "Edit", "Undo")
	edited := undo.Label
	field := widget.NewEntry()
	d := dialog.NewCustom("A dialog", "Close", field, g.Window)
	d.Show()
	g.Window.Canvas().Focus(field)
	test.Type(field, "abc")
	undo.Action() // what the desktop driver does with Ctrl+Z: the menu first
	if field.Text == "abc" {
		t.Errorf("Ctrl+Z left the field's typing %q", field.Text)
	}
	if undo.Label != edited {
		t.Errorf("Ctrl+Z in the dialog's field undid the deck's edit: Edit ▸ Undo reads %q, want %q", undo.Label, edited)
	}
	d.Hide()
	g.Window.Canvas().Focus(e.form.name)
	undo.Action()
	if undo.Label == edited {
		t.Errorf("Ctrl+Z in the card's name did not undo the deck's last edit (%q)", undo.Label)
	}
}
