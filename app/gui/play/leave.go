package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Section is the Play section as the app window holds it.
type Section struct{ p *playSection }

// Object is the section's canvas object.
func (s *Section) Object() fyne.CanvasObject { return s.p.Object() }

// ConfirmLeave calls then at once when no unfinished match is being played; otherwise it asks
// first, offering Save, Leave without saving and Cancel (the app calls it when its window closes).
func (s *Section) ConfirmLeave(then func()) { s.p.confirmLeave(then) }

// leaveQuestion is the dialog asking what to do with an unfinished match before leaving it.
type leaveQuestion struct {
	Save, Discard, Cancel *widget.Button
	dlg                   dialog.Dialog
}

// confirmLeave calls then when there is nothing to lose: no match, a finished one, or one without
// a move yet. Otherwise it asks: Save (then leave once saved), Leave without saving, or Cancel.
func (p *playSection) confirmLeave(then func()) {
	if p.Match == nil || p.Match.Ctrl.Match.Table.Over() || len(p.Match.Ctrl.Match.Log.Moves) == 0 {
		then()
		return
	}
	q := &leaveQuestion{}
	done := func(f func()) func() {
		return func() {
			q.dlg.Hide()
			p.Leaving = nil
			if f != nil {
				f()
			}
		}
	}
	q.Save = widget.NewButtonWithIcon(lang.L("Save…"), theme.DocumentSaveIcon(), done(func() { p.askSaveThen(then) }))
	q.Save.Importance = widget.HighImportance
	q.Discard = widget.NewButtonWithIcon(lang.L("Leave without saving"), theme.LogoutIcon(), done(then))
	q.Discard.Importance = widget.DangerImportance
	q.Cancel = widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), done(nil))
	text := widget.NewLabel(lang.L("The match is not over. Save its log before leaving, to resume it later?"))
	text.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(text, container.NewHBox(q.Save, q.Discard, q.Cancel))
	q.dlg = dialog.NewCustomWithoutButtons(lang.L("Leave the match?"), body, p.win)
	q.dlg.Resize(fyne.NewSize(520, 160))
	p.Leaving = q
	q.dlg.Show()
}
