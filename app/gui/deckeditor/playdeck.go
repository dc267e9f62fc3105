package deckeditor

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/flaskdeck/flaskdeck/flask"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// playDeck starts a match of the open deck, unsaved edits included, against a computer in the
// Play section (Deck ▸ Play this deck).
func (e *Editor) playDeck() {
	e.pending.flush()
	if e.dialogs.Play == nil {
		dialog.ShowInformation(lang.L("Play this deck"), lang.L("Playing from the editor is not available in this build."), e.win)
		return
	}
	path, err := e.deckToPlay()
	if err == nil {
		err = e.dialogs.Play(path)
	}
	if err != nil {
		dialog.ShowError(uilang.Error(fmt.Errorf("%s: %w", lang.L("Cannot play this deck"), err)), e.win)
	}
}

// deckToPlay returns the file a match reads the open deck from: its own file when it has no
// unsaved edits, otherwise a copy with the edits in the app's storage (played/NAME-TIME.yaml),
// which a saved match log names, so that it can be resumed.
func (e *Editor) deckToPlay() (string, error) {
	if p := e.coll.Path(); p != "" && !e.coll.Dirty() {
		return p, nil
	}
	dir := storageDir(e.app)
	if dir == "" {
		return "", errors.New("the app has no storage for the unsaved deck: save it first")
	}
	dir = filepath.Join(dir, "played")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	d := e.coll.Deck()
	path := filepath.Join(dir, fileNameOf(d.Name)+"-"+time.Now().Format("20060102-150405")+".yaml")
	if err := flask.SaveDeck(path, d); err != nil {
		return "", err
	}
	return path, nil
}
