// Package deckeditor is the app's Editor section: the open card collection (editor.Collection,
// which keeps the undo history and the dirty flag) and its views, laid out as
//
//	deck pane (name, cards, add…) | selected card, large | card form + composition controls
//	deck status (count, colour, problems: click one to select the card at fault)
//
// Every control edits the collection; every change of the collection (edit, undo, redo, load, save)
// refreshes every view from it, so the views never disagree with the model. Text typed into the
// name and notes fields shows at once on the preview and becomes one undoable edit when the typing
// pauses (or before any other action).
package deckeditor

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/editor"
	"github.com/flaskdeck/flaskdeck/flask"
)

// Editor is the Editor section.
type Editor struct {
	app fyne.App
	win fyne.Window
	// dialogs open the dialogs of File ▸ Print… and the exports.
	dialogs Dialogs
	coll    *editor.Collection
	// selected is the index of the selected card, -1 when the collection is empty.
	selected int
	// blackWhite shows the faces as the black-and-white print mode draws them.
	blackWhite bool
	// set is the rule set the cards are shown and checked under (v0.4.2 by default); setView
	// edits it.
	set     *flask.RuleSet
	setView *rulesetView

	deckPane *deckPane
	preview  *widgets.FaceView
	form     *cardForm
	comp     *compositionPanel
	status   *deckStatus
	faces    *faceCache
	pending  pendingEdits
	autosave *autosaver
	menus    editorMenus
	root     fyne.CanvasObject
	// away is set while another tab is shown (SetAway): what Edit ▸ Undo and Ctrl+Z do there.
	away *OtherUndo

	// lab is the last Test this deck or Suggest changes run; labSettings how they run.
	lab         *labRun
	labSettings labSettings

	position   *widget.Label // "card 2 of 5"
	bwCheck    *widget.Check
	refreshing bool // set while views are filled from the model, so their callbacks do not edit
}

// startPreset is the preset the Editor opens on: a legal deck, so the first look is a finished one
// (the others, and the base palette, are a click away in the deck pane's preset list).
const startPreset = "red"

// Dialogs open the dialogs of the File menu that live in packages of their own. A nil field makes
// its menu item say it is not available.
type Dialogs struct {
	// Print opens the print dialog of a deck (File ▸ Print…).
	Print func(win fyne.Window, deck flask.Deck)
	// ExportImages and ExportTTS open the export dialogs (File ▸ Export images…, File ▸ Export for
	// Tabletop Simulator…); opts are the options the deck's faces are drawn with.
	ExportImages, ExportTTS func(win fyne.Window, deck flask.Deck, opts flask.FaceOptions)
	// Play starts a match of the deck in file path against a computer (Deck ▸ Play this deck).
	Play func(path string) error
}

// New builds the Editor on the start preset, in window win of app a, with the File menu's dialogs.
func New(a fyne.App, win fyne.Window, dialogs Dialogs) *Editor {
	e := &Editor{app: a, win: win, dialogs: dialogs, faces: newFaceCache(), set: flask.Standard, labSettings: defaultLab}
	start, ok := flask.Preset(startPreset)
	if !ok {
		start = flask.Deck{Name: lang.L("Untitled")}
	}
	e.coll = editor.New(start)
	e.coll.OnChange(func(editor.Change) { e.refresh() })
	e.selected = 0
	e.build()
	e.autosave = newAutosaver(e)
	e.refresh()
	a.Settings().AddListener(func(fyne.Settings) { // the system switched between light and dark
		fyne.Do(func() {
			e.comp.restyle()
			e.refresh()
		})
	})
	return e
}

// Object is the section's content.
func (e *Editor) Object() fyne.CanvasObject { return e.root }

func (e *Editor) build() {
	e.deckPane = newDeckPane(e)
	e.preview = widgets.NewFaceView(face.Face{}, 240)
	e.form = newCardForm(e)
	e.comp = newCompositionPanel(e)
	e.status = newDeckStatus(e)
	e.position = widget.NewLabel("")
	e.bwCheck = widget.NewCheck(lang.L("Black and white"), func(on bool) {
		e.pending.flush()
		e.blackWhite = on
		e.faces.clear()
		e.refresh()
	})
	e.setView = newRulesetView(e)
	center := container.NewBorder(nil, container.NewHBox(e.position, layoutSpacer(), e.setView.button, e.bwCheck), nil, nil, e.preview)
	right := container.NewVScroll(container.NewVBox(e.form.Top(), e.comp.Object(), widget.NewSeparator(), e.form.Bottom()))
	inner := container.NewHSplit(center, right)
	inner.Offset = 0.48
	outer := container.NewHSplit(e.deckPane.Object(), inner)
	outer.Offset = 0.25
	e.root = container.NewBorder(nil, e.status.Object(), nil, nil, outer)
}

// faceOptions returns how the open collection's faces are drawn.
func (e *Editor) faceOptions() flask.FaceOptions {
	opts := flask.FaceOptions{BlackAndWhite: e.blackWhite, RuleSet: e.set, Lang: uilang.Game()}
	if p := e.coll.Path(); p != "" {
		opts.PictureDir = filepath.Dir(p)
	}
	return opts
}

// face returns the face of a card in the current options.
func (e *Editor) face(c flask.Card) face.Face { return e.faces.face(c, e.faceOptions()) }

// card returns the selected card (ok false when none).
func (e *Editor) card() (flask.Card, bool) {
	c, err := e.coll.Card(e.selected)
	return c, err == nil
}

// refresh fills every view from the collection.
func (e *Editor) refresh() {
	if n := e.coll.Len(); e.selected >= n {
		e.selected = n - 1
	}
	if e.selected < 0 && e.coll.Len() > 0 {
		e.selected = 0
	}
	e.refreshing = true
	defer func() { e.refreshing = false }()
	e.deckPane.refresh()
	c, ok := e.card()
	e.form.show(c, ok)
	e.comp.show(c.Composition, ok)
	e.showPreview(c, ok)
	e.status.refresh()
	e.refreshTitle()
	e.refreshMenu()
	if ok {
		e.position.SetText(lang.L("Card {{.N}} of {{.Total}}", map[string]int{"N": e.selected + 1, "Total": e.coll.Len()}))
	} else {
		e.position.SetText(lang.L("No card: add one"))
	}
}

// showPreview draws a card (maybe with typing not yet committed) in the large view.
func (e *Editor) showPreview(c flask.Card, ok bool) {
	e.preview.Grey = e.blackWhite
	if !ok {
		e.preview.SetFace(face.Face{})
		return
	}
	e.preview.SetFace(e.face(c))
}

// refreshTitle shows the collection's name and file in the window title, with • when unsaved.
func (e *Editor) refreshTitle() {
	title := e.coll.Name()
	if p := e.coll.Path(); p != "" {
		title += " — " + filepath.Base(p)
	}
	if e.coll.Dirty() {
		title = "• " + title
	}
	e.win.SetTitle(title + " — flaskdeck")
}

// selectCard makes card i the selected one.
func (e *Editor) selectCard(i int) {
	if i == e.selected || i < 0 || i >= e.coll.Len() {
		return
	}
	e.pending.flush()
	e.selected = i
	e.refresh()
}

// editSelected applies an edit to the selected card; a refused edit is shown, not lost silently.
func (e *Editor) editSelected(edit func(i int) error) {
	if e.refreshing || e.selected < 0 {
		return
	}
	e.pending.flush()
	if err := edit(e.selected); err != nil {
		e.showError(err)
		e.refresh()
	}
}

// showError shows an error in a dialog.
func (e *Editor) showError(err error) { dialog.ShowError(uilang.Error(err), e.win) }

// undo takes back the last edit (typing not yet committed first becomes an edit).
func (e *Editor) undo() {
	if e.textUndo() {
		return
	}
	if o := e.away; o != nil {
		if o.Run != nil {
			o.Run()
		}
		return
	}
	e.pending.flush()
	e.coll.Undo()
}

// redo does the last undone edit again.
func (e *Editor) redo() {
	if e.away != nil {
		return
	}
	e.pending.flush()
	e.coll.Redo()
}
