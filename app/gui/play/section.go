package play

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/flaskdeck/flaskdeck/cards"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// NewSection builds the Play section of the app window for the given games. When $FLASKDECK_OPEN
// names a match to open (see openEnv), it opens it and calls show, once the window runs, to bring
// the section to the front; a problem shows in a dialog.
func NewSection(win fyne.Window, games []cards.Game, show func()) *Section {
	p := newPlaySection(win, games)
	if spec := os.Getenv(openEnv); spec != "" {
		if err := p.openFromSpec(spec); err != nil {
			dialog.ShowError(uilang.Error(err), win)
		} else {
			// The tab is appended after the section is built: select it once the window runs.
			go fyne.Do(show)
		}
	}
	return &Section{p: p}
}
