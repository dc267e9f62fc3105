package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// matchLogFilter shows match logs in the file dialogs.
var matchLogFilter = storage.NewExtensionFileFilter([]string{".yaml", ".yml"})

// askSave asks where to save the match log and writes it there.
func (p *playSection) askSave() { p.askSaveThen(nil) }

// askSaveThen asks where to save the match log, writes it there and then calls then (when the
// log was written).
func (p *playSection) askSaveThen(then func()) {
	save := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil || wc == nil {
			return
		}
		path := wc.URI().Path()
		wc.Close()
		if err := p.SaveLog(path); err != nil {
			p.showError(err)
			return
		}
		if then != nil {
			then()
		}
	}, p.win)
	save.SetFileName("match.yaml")
	save.SetFilter(matchLogFilter)
	save.Show()
}

// askResume asks for a saved match log and plays on from its end.
func (p *playSection) askResume() { p.askOpen(false) }

// askReplay asks for a match log and replays it step by step.
func (p *playSection) askReplay() { p.askOpen(true) }

func (p *playSection) askOpen(replay bool) {
	open := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil || rc == nil {
			return
		}
		path := rc.URI().Path()
		rc.Close()
		if err := p.OpenLog(path, replay); err != nil {
			p.showError(err)
		}
	}, p.win)
	open.SetFilter(matchLogFilter)
	open.Show()
}

// showError shows an error in a dialog over the window.
func (p *playSection) showError(err error) { dialog.ShowError(uilang.Error(err), p.win) }
