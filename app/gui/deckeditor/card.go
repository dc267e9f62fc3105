package deckeditor

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/flask"
)

// cardForm edits the selected card's name, amount, rule-text flag (the original editor's "show
// description": the rule texts are printed when they fit), picture and notes.
type cardForm struct {
	e        *Editor
	name     *widget.Entry
	amount   *widget.RadioGroup
	ruleText *widget.Check
	picture  *pictureField
	notes    *widget.Entry
	top      fyne.CanvasObject
	bottom   fyne.CanvasObject
}

func newCardForm(e *Editor) *cardForm {
	f := &cardForm{e: e}
	f.name = widget.NewEntry()
	f.name.SetPlaceHolder(lang.L("Card name"))
	f.name.OnChanged = func(s string) { f.typed("name", s, (*Editor).commitName) }
	f.amount = widget.NewRadioGroup([]string{"1", "2", "3"}, func(s string) {
		n, err := strconv.Atoi(s)
		if err != nil {
			return // a radio group may be cleared; an amount never is
		}
		e.editSelected(func(i int) error { return e.coll.SetAmount(i, n) })
	})
	f.amount.Horizontal = true
	f.amount.Required = true
	f.ruleText = widget.NewCheck(lang.L("Rule text"), func(on bool) {
		e.editSelected(func(i int) error { return e.coll.SetShowDescription(i, on) })
	})
	f.picture = newPictureField(e)
	f.notes = widget.NewMultiLineEntry()
	f.notes.SetPlaceHolder(lang.L("Notes (not printed)"))
	f.notes.Wrapping = fyne.TextWrapWord
	f.notes.SetMinRowsVisible(2)
	f.notes.OnChanged = func(s string) { f.typed("notes", s, (*Editor).commitNotes) }
	f.top = widget.NewForm(
		widget.NewFormItem(lang.L("Name"), f.name),
		widget.NewFormItem(lang.L("Amount"), container.NewBorder(nil, nil, f.amount, f.ruleText)),
	)
	f.bottom = widget.NewForm(
		widget.NewFormItem(lang.L("Picture"), f.picture.Object()),
		widget.NewFormItem(lang.L("Notes"), f.notes),
	)
	return f
}

// Top is the part of the form above the composition: name and amount.
func (f *cardForm) Top() fyne.CanvasObject { return f.top }

// Bottom is the part below the composition: picture, notes, rule text.
func (f *cardForm) Bottom() fyne.CanvasObject { return f.bottom }

// typed shows typing at once on the preview and commits it when the typing pauses.
func (f *cardForm) typed(field, text string, commit func(*Editor, int, string)) {
	e := f.e
	if e.refreshing || e.selected < 0 {
		return
	}
	i := e.selected
	e.pending.set(field, func() { commit(e, i, text) })
	if c, ok := e.card(); ok {
		switch field {
		case "name":
			c.Name = text
		case "notes":
			c.Notes = text
		}
		e.showPreview(c, true)
	}
}

func (e *Editor) commitName(i int, s string) {
	if err := e.coll.SetName(i, s); err != nil {
		e.showError(err)
	}
}

func (e *Editor) commitNotes(i int, s string) {
	if err := e.coll.SetNotes(i, s); err != nil {
		e.showError(err)
	}
}

// show fills the form from a card (ok false: no card, the form is disabled).
func (f *cardForm) show(c flask.Card, ok bool) {
	enableAll(ok, f.name, f.amount, f.ruleText, f.notes)
	if f.name.Text != c.Name {
		f.name.SetText(c.Name)
	}
	if amount := strconv.Itoa(c.Amount); f.amount.Selected != amount && ok {
		f.amount.SetSelected(amount)
	}
	f.ruleText.SetChecked(c.HasDesc)
	if f.notes.Text != c.Notes {
		f.notes.SetText(c.Notes)
	}
	f.picture.show(c, ok)
}

// enableAll enables or disables widgets together.
func enableAll(on bool, ws ...fyne.Disableable) {
	for _, w := range ws {
		if on {
			w.Enable()
		} else {
			w.Disable()
		}
	}
}
