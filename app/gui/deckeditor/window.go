package deckeditor

import (
	"path/filepath"

	"fyne.io/fyne/v2/lang"
	"github.com/flaskdeck/flaskdeck/flask"
)

// Attach gives the editor its window's main menu (File, Edit, View), keyboard shortcuts and close
// button, which asks about unsaved changes. The app calls it once, after setting the content.
func (e *Editor) Attach() {
	e.win.SetMainMenu(e.mainMenu())
	e.installShortcuts()
	e.win.SetCloseIntercept(e.askClose)
}

// AskClose closes the window, asking first about unsaved changes (the window's close button).
func (e *Editor) AskClose() { e.askClose() }

// Open opens a deck file, as `flaskdeck gui DECK` asks (a problem shows in a dialog).
func (e *Editor) Open(path string) { e.openFile(absPath(path)) }

// Start offers to recover the work autosaved before a crash and starts autosaving.
func (e *Editor) Start() {
	e.offerRecovery()
	e.autosave.start()
}

// OpenLast opens the deck file opened or saved last, as the app does when it starts without one;
// it tells whether it did (nothing happens when there is none or it no longer loads).
func (e *Editor) OpenLast() bool {
	recent := e.recentFiles()
	if len(recent) == 0 {
		return false
	}
	d, err := flask.LoadDeck(recent[0])
	if err != nil {
		return false
	}
	e.replace(d)
	e.status.say(lang.L("Opened {{.Name}}", map[string]string{"Name": filepath.Base(recent[0])}))
	return true
}
