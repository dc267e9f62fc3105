package deckeditor

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/flaskdeck/flaskdeck/editor"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/atomicfile"
)

// Autosave: every few seconds, a collection with unsaved edits is written (YAML, atomically) to
// the app's storage, with the file it belongs to (an absolute path) and the time in the
// preferences. Saving, opening another collection or closing without saving on purpose removes it.
// A crash or a kill leaves it behind, and the next start offers to recover it, however the app is
// started (with a deck file too): until the user answers, nothing removes or overwrites it.

// autosaveEvery is how often unsaved edits are written to the app's storage.
const autosaveEvery = 3 * time.Second

// Preference keys of the autosave.
const (
	autosaveFileKey = "autosaveFile" // the deck file the autosave belongs to ("" if none)
	autosaveTimeKey = "autosaveTime" // when it was written (RFC 3339)
)

// autosaver writes the open collection's unsaved edits to the app's storage.
type autosaver struct {
	e       *Editor
	changed bool // edited since the last autosave
	stopc   chan struct{}
	// inherited is set while an autosave left by an earlier run waits for the user's decision.
	inherited bool
}

func newAutosaver(e *Editor) *autosaver {
	a := &autosaver{e: e}
	if p := a.path(); p != "" {
		if _, err := os.Stat(p); err == nil {
			a.inherited = true
		}
	}
	e.coll.OnChange(func(ch editor.Change) {
		if ch.Kind == editor.ChangeEdit || ch.Kind == editor.ChangeUndo || ch.Kind == editor.ChangeRedo {
			a.changed = true
		}
	})
	return a
}

// path returns the autosave file in the app's storage ("" if the app has no file storage).
func (a *autosaver) path() string {
	dir := storageDir(a.e.app)
	if dir == "" {
		return ""
	}
	return filepath.Join(dir, "autosave.yaml")
}

// storageDir is the folder of the app's own files ("" if it has none); tests replace it (Fyne's
// test apps all share /tmp).
var storageDir = func(app fyne.App) string {
	root := app.Storage().RootURI()
	if root == nil || root.Scheme() != "file" {
		return ""
	}
	return root.Path()
}

// start writes unsaved edits every autosaveEvery until stop.
func (a *autosaver) start() {
	a.stopc = make(chan struct{})
	go func(stop chan struct{}) {
		t := time.NewTicker(autosaveEvery)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				fyne.Do(func() { _ = a.write() })
			}
		}
	}(a.stopc)
}

// stop ends the periodic autosave.
func (a *autosaver) stop() {
	if a.stopc != nil {
		close(a.stopc)
		a.stopc = nil
	}
}

// write saves the collection to the autosave file if it has edits not yet autosaved.
func (a *autosaver) write() error {
	e := a.e
	if !a.changed || !e.coll.Dirty() || a.inherited {
		return nil
	}
	path := a.path()
	if path == "" {
		return nil
	}
	data, err := flask.EncodeDeckYAML(e.coll.Deck())
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := atomicfile.Write(path, data, 0o644); err != nil {
		return err
	}
	prefs := e.app.Preferences()
	prefs.SetString(autosaveFileKey, absPath(e.coll.Path()))
	prefs.SetString(autosaveTimeKey, time.Now().Format(time.RFC3339))
	a.changed = false
	return nil
}

// discard removes the autosave (the collection was saved, replaced or closed on purpose).
func (a *autosaver) discard() {
	a.changed = false
	if a.inherited {
		return // an earlier run's autosave: only the user's answer removes it
	}
	if path := a.path(); path != "" {
		if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
			fyne.LogError("cannot remove the autosave", err)
		}
	}
	a.e.app.Preferences().RemoveValue(autosaveFileKey)
	a.e.app.Preferences().RemoveValue(autosaveTimeKey)
}

// pending returns the autosaved collection left by a run that did not end well, if any.
func (a *autosaver) pending() (flask.Deck, bool) {
	path := a.path()
	if path == "" {
		return flask.Deck{}, false
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return flask.Deck{}, false
	}
	d, err := flask.DecodeDeckYAML(path, data)
	if err != nil {
		fyne.LogError("the autosave does not decode; it is ignored", err)
		return flask.Deck{}, false
	}
	d.Path = absPath(a.e.app.Preferences().String(autosaveFileKey))
	return d, true
}

// offerRecovery asks whether to recover the autosave left by the last run.
func (e *Editor) offerRecovery() {
	d, ok := e.autosave.pending()
	if !ok {
		e.autosave.inherited = false // none, or one that does not decode: the next autosave replaces it
		return
	}
	when := e.app.Preferences().String(autosaveTimeKey)
	if t, err := time.Parse(time.RFC3339, when); err == nil {
		when = t.Local().Format(lang.L("Mon 2 Jan 15:04"))
	}
	where := lang.L("a deck never saved")
	if d.Path != "" {
		where = d.Path
	}
	msg := lang.L("flaskdeck was closed with unsaved changes to {{.Name}}\n({{.Where}}), autosaved {{.When}}.\nRecover them?",
		map[string]string{"Name": strconv.Quote(d.Name), "Where": where, "When": when})
	dialog.ShowConfirm(lang.L("Recover unsaved changes"), msg, func(yes bool) { e.decideRecovery(d, yes) }, e.win)
}

// decideRecovery carries out the user's answer about an earlier run's autosave: recover it as
// unsaved edits, or remove it.
func (e *Editor) decideRecovery(d flask.Deck, yes bool) {
	if yes {
		e.recover(d) // the old autosave stays until this run's next autosave replaces it
		e.autosave.inherited = false
		e.autosave.changed = true
		return
	}
	e.autosave.inherited = false
	e.autosave.discard()
}

// absPath makes a deck path absolute, so that a recovered deck is saved where it came from
// whatever the current folder of the next run.
func absPath(p string) string {
	if p == "" {
		return ""
	}
	if abs, err := filepath.Abs(p); err == nil {
		return abs
	}
	return p
}

// recover opens an autosaved collection as unsaved edits of its file: the file's content (or an
// empty deck) is the saved version and the recovered cards are edits on it (a few undoable
// steps), so Save writes them and Undo goes back to what the file held.
func (e *Editor) recover(d flask.Deck) {
	base := flask.Deck{Name: d.Name, Path: d.Path}
	if d.Path != "" {
		if saved, err := flask.LoadDeck(d.Path); err == nil {
			base = saved
		}
	}
	e.replace(base)
	_ = e.coll.Rename(d.Name)
	for e.coll.Len() > 0 {
		_ = e.coll.Remove(e.coll.Len() - 1)
	}
	for _, c := range d.Cards {
		_, _ = e.coll.Add(c)
	}
	e.selected = 0
	e.refresh()
	e.status.say(lang.L("Recovered the autosave: save to keep it"))
}
