package deckeditor

import (
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"

	"github.com/flaskdeck/flaskdeck/flask"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// Files of the Editor: decks are saved as YAML (Save, Save As); the original editor's JSON is
// imported (the deck then has no file until saved as YAML) and exported. Opening or importing a
// file reads it completely before anything changes: a broken file shows a dialog naming the file
// and the problem, and the open collection stays as it was. Unsaved changes are asked about
// before a collection is replaced.

// recentKey is the preference holding the recent files, newest first.
const (
	recentKey = "recentFiles"
	recentMax = 8
)

// newDeck replaces the collection with an untitled deck of one blank card.
func (e *Editor) newDeck() {
	e.confirmDiscard(func() {
		e.replace(flask.Deck{Name: lang.L("Untitled"), Cards: []flask.Card{flask.NewCard(lang.L("New card"), flask.Composition{})}})
		e.status.say(lang.L("New deck"))
	})
}

// openPreset replaces the collection with a copy of a built-in deck (it has no file).
func (e *Editor) openPreset(name string) {
	d, ok := flask.Preset(name)
	if !ok {
		return
	}
	e.confirmDiscard(func() {
		e.replace(d)
		e.status.say(lang.L("Preset {{.Name}}: Save As to keep your changes", map[string]string{"Name": d.Name}))
	})
}

// replace makes d the open collection, clean, with the first card selected.
func (e *Editor) replace(d flask.Deck) {
	e.pending.flush()
	e.coll.Replace(d)
	e.selected = 0
	e.faces.clear()
	e.autosave.discard()
	if d.Set != nil { // a deck file naming its rule set opens under it
		e.setRuleSet(d.Set)
		if e.setView.win != nil {
			e.setView.load(d.Set.Source(), "")
		}
	}
	e.refresh()
}

// askOpen asks for a deck file (YAML or the original JSON) and opens it.
func (e *Editor) askOpen() {
	e.pending.flush()
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			e.showError(err)
			return
		}
		if r == nil {
			return
		}
		path := r.URI().Path()
		r.Close()
		e.openFile(path)
	}, e.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".yaml", ".yml", ".json"}))
	d.Show()
}

// openFile opens a deck file. A broken file leaves the open collection as it was and shows why.
func (e *Editor) openFile(path string) {
	d, err := flask.LoadDeck(path)
	if err != nil {
		e.showFileError(lang.L("Cannot open deck"), path, err)
		return
	}
	e.confirmDiscard(func() {
		e.replace(d)
		e.addRecent(path)
		e.status.say(lang.L("Opened {{.Name}}", map[string]string{"Name": filepath.Base(path)}))
	})
}

// showFileError shows a dialog naming the file and the problem.
func (e *Editor) showFileError(title, path string, err error) {
	msg := uilang.ErrorText(err)
	if !strings.Contains(msg, path) && !strings.Contains(msg, filepath.Base(path)) {
		msg = path + ": " + msg
	}
	dialog.ShowInformation(title, wrapLines(msg, 80), e.win)
}

// askImport asks for an original editor JSON file and opens it as a collection without a file.
func (e *Editor) askImport() {
	e.pending.flush()
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		path := r.URI().Path()
		r.Close()
		e.importFile(path)
	}, e.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// importFile opens an original editor JSON file as a new collection that has no file yet.
func (e *Editor) importFile(path string) {
	d, err := flask.LoadDeck(path)
	if err != nil {
		e.showFileError(lang.L("Cannot import deck"), path, err)
		return
	}
	d.Path = ""
	e.confirmDiscard(func() {
		e.replace(d)
		e.status.say(lang.L("Imported {{.Name}}: Save As to keep it as YAML", map[string]string{"Name": filepath.Base(path)}))
	})
}

// save writes the collection to its file (asking for one if it has none), then runs then.
func (e *Editor) save(then func()) {
	e.pending.flush()
	if e.coll.Path() == "" {
		e.askSaveAs(then)
		return
	}
	if err := e.coll.Save(); err != nil {
		e.showFileError(lang.L("Cannot save deck"), e.coll.Path(), err)
		return
	}
	e.saved(e.coll.Path())
	if then != nil {
		then()
	}
}

// askSaveAs asks where to save the collection as YAML.
func (e *Editor) askSaveAs(then func()) {
	e.pending.flush()
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		path := w.URI().Path()
		w.Close()
		if e.saveAs(path) && then != nil {
			then()
		}
	}, e.win)
	d.SetFileName(fileNameOf(e.coll.Name()) + ".yaml")
	d.SetFilter(storage.NewExtensionFileFilter([]string{".yaml", ".yml"}))
	d.Show()
}

// saveAs writes the collection to path (YAML unless the path ends in .json) and makes it the
// collection's file; pictures are copied next to it. It reports whether it saved.
func (e *Editor) saveAs(path string) bool {
	if filepath.Ext(path) == "" {
		path += ".yaml"
	}
	oldDir := ""
	if p := e.coll.Path(); p != "" {
		oldDir = filepath.Dir(p)
	}
	e.adoptPictures(oldDir, filepath.Dir(path))
	if err := e.coll.SaveAs(path); err != nil {
		removeIfEmpty(path) // the save dialog created it
		e.showFileError(lang.L("Cannot save deck"), path, err)
		return false
	}
	e.saved(path)
	return true
}

// saved records a successful save.
func (e *Editor) saved(path string) {
	e.addRecent(path)
	e.autosave.discard()
	msg := lang.L("Saved {{.Name}}", map[string]string{"Name": filepath.Base(path)})
	if n := len(e.set.Validate(e.coll.Deck())); n > 0 {
		msg = lang.L("Saved {{.Name}} (not a legal deck yet)", map[string]string{"Name": filepath.Base(path)})
	}
	e.faces.clear() // pictures now resolve against the file's folder
	e.refresh()
	e.status.say(msg)
}

// askExport asks where to write the collection in the original editor's JSON format.
func (e *Editor) askExport() {
	e.pending.flush()
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		path := w.URI().Path()
		w.Close()
		e.exportFile(path)
	}, e.win)
	d.SetFileName(fileNameOf(e.coll.Name()) + ".json")
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// exportFile writes the collection as the original editor's JSON; the collection keeps its file.
func (e *Editor) exportFile(path string) {
	if !strings.EqualFold(filepath.Ext(path), ".json") {
		path += ".json"
	}
	if err := flask.SaveDeck(path, e.coll.Deck()); err != nil {
		removeIfEmpty(path)
		e.showFileError(lang.L("Cannot export deck"), path, err)
		return
	}
	e.status.say(lang.L("Exported {{.Name}}", map[string]string{"Name": filepath.Base(path)}))
}

// recentFiles returns the recent files, newest first.
func (e *Editor) recentFiles() []string {
	return e.app.Preferences().StringList(recentKey)
}

// addRecent puts path first in the recent files.
func (e *Editor) addRecent(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	list := []string{path}
	for _, p := range e.recentFiles() {
		if p != path && len(list) < recentMax {
			list = append(list, p)
		}
	}
	e.app.Preferences().SetStringList(recentKey, list)
	e.refreshMenu()
}

// fileNameOf turns a deck name into a file name.
func fileNameOf(name string) string {
	name = strings.TrimSpace(name)
	if name == "" {
		return "deck"
	}
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) {
			return '-'
		}
		return r
	}, name)
}

// removeIfEmpty deletes a file the save dialog created but nothing was written to.
func removeIfEmpty(path string) {
	if st, err := os.Stat(path); err == nil && st.Size() == 0 {
		os.Remove(path)
	}
}

// wrapLines breaks a long message at spaces so a dialog stays narrow.
func wrapLines(s string, width int) string {
	var out []string
	for line := range strings.SplitSeq(s, "\n") {
		runes := []rune(line)
		for len(runes) > width {
			cut := width
			for cut > 0 && runes[cut] != ' ' {
				cut--
			}
			if cut == 0 {
				cut = width
			}
			out = append(out, string(runes[:cut]))
			runes = []rune(strings.TrimLeft(string(runes[cut:]), " "))
		}
		out = append(out, string(runes))
	}
	return strings.Join(out, "\n")
}
