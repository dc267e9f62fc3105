package deckeditor

import (
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"github.com/flaskdeck/flaskdeck/flask"
)

// editorMenus are the Editor's menus and the items whose label or state changes.
type editorMenus struct {
	main         *fyne.MainMenu
	undo, redo   *fyne.MenuItem
	add          *fyne.MenuItem
	recent       *fyne.MenuItem
	blackWhite   *fyne.MenuItem
	editingItems []*fyne.MenuItem // disabled without a selected card
}

// shortcut builds Ctrl+key (Cmd on macOS), with Shift if shift.
func shortcut(key fyne.KeyName, shift bool) *desktop.CustomShortcut {
	m := fyne.KeyModifierShortcutDefault
	if shift {
		m |= fyne.KeyModifierShift
	}
	return &desktop.CustomShortcut{KeyName: key, Modifier: m}
}

func item(label string, sc fyne.Shortcut, action func()) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, action)
	it.Shortcut = sc
	return it
}

// mainMenu builds the window's menu: File, Edit, View, Deck.
func (e *Editor) mainMenu() *fyne.MainMenu {
	m := &e.menus
	presets := fyne.NewMenuItem(lang.L("New from preset"), nil)
	var presetItems []*fyne.MenuItem
	for _, label := range presetLabels() {
		presetItems = append(presetItems, fyne.NewMenuItem(label, func() { e.openPreset(strings.ToLower(label)) }))
	}
	presets.ChildMenu = fyne.NewMenu("", presetItems...)
	m.recent = fyne.NewMenuItem(lang.L("Open recent"), nil)
	m.recent.ChildMenu = fyne.NewMenu("")
	// Our own Quit (Fyne's would quit without asking about unsaved changes).
	quit := item(lang.L("Quit"), shortcut(fyne.KeyQ, false), e.askClose)
	quit.IsQuit = true
	file := fyne.NewMenu(lang.L("File"),
		item(lang.L("New"), shortcut(fyne.KeyN, false), e.newDeck),
		presets,
		item(lang.L("Open…"), shortcut(fyne.KeyO, false), e.askOpen),
		m.recent,
		fyne.NewMenuItemSeparator(),
		item(lang.L("Save"), shortcut(fyne.KeyS, false), func() { e.save(nil) }),
		item(lang.L("Save As…"), shortcut(fyne.KeyS, true), func() { e.askSaveAs(nil) }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("Import original JSON…"), e.askImport),
		fyne.NewMenuItem(lang.L("Export original JSON…"), e.askExport),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Print…"), shortcut(fyne.KeyP, false), e.print),
		fyne.NewMenuItem(lang.L("Export images…"), func() {
			e.export(lang.L("Export images"), e.dialogs.ExportImages, "flaskdeck export images DECK.yaml -o DIR")
		}),
		fyne.NewMenuItem(lang.L("Export for Tabletop Simulator…"), func() {
			e.export(lang.L("Export for Tabletop Simulator"), e.dialogs.ExportTTS, "flaskdeck export tts DECK.yaml -o DIR")
		}),
		fyne.NewMenuItemSeparator(),
		quit,
	)
	// Ctrl+Z reaches a window as fyne.ShortcutUndo (the desktop driver turns it into that, not into
	// a CustomShortcut), so the item answers to that one; Ctrl+Y (fyne.ShortcutRedo) redoes too
	// (installShortcuts).
	m.undo = item(lang.L("Undo"), &fyne.ShortcutUndo{}, e.undo)
	m.redo = item(lang.L("Redo"), shortcut(fyne.KeyZ, true), e.redo)
	// The deck's edits wait while another tab is shown: a shortcut runs a menu item's action even
	// when the item is disabled.
	here := func(edit func()) func() {
		return func() {
			if e.away == nil {
				edit()
			}
		}
	}
	add := item(lang.L("Add card"), shortcut(fyne.KeyM, false), here(e.addCard))
	dup := item(lang.L("Duplicate card"), shortcut(fyne.KeyD, false), here(e.duplicateCard))
	del := fyne.NewMenuItem(lang.L("Delete card (Delete)"), here(e.deleteCard))
	up := item(lang.L("Move card up"), shortcut(fyne.KeyUp, true), here(func() { e.moveCard(-1) }))
	down := item(lang.L("Move card down"), shortcut(fyne.KeyDown, true), here(func() { e.moveCard(+1) }))
	m.add, m.editingItems = add, []*fyne.MenuItem{dup, del, up, down}
	edit := fyne.NewMenu(lang.L("Edit"), m.undo, m.redo, fyne.NewMenuItemSeparator(),
		add, dup, del, fyne.NewMenuItemSeparator(), up, down)
	m.blackWhite = fyne.NewMenuItem(lang.L("Black and white"), func() { e.bwCheck.SetChecked(!e.blackWhite) })
	view := fyne.NewMenu(lang.L("View"), m.blackWhite, fyne.NewMenuItemSeparator(), e.languageMenu())
	lab := fyne.NewMenu(lang.L("Deck"),
		fyne.NewMenuItem(lang.L("Play this deck"), e.playDeck),
		item(lang.L("Test this deck"), shortcut(fyne.KeyT, false), e.testDeck),
		fyne.NewMenuItem(lang.L("Suggest changes…"), e.suggestChanges))
	m.main = fyne.NewMainMenu(file, edit, view, lab)
	e.refreshMenu()
	return m.main
}

// refreshMenu updates the undo and redo labels, the recent files and the enabled items.
func (e *Editor) refreshMenu() {
	m := &e.menus
	if m.main == nil {
		return
	}
	m.undo.Label, m.undo.Disabled = lang.L("Undo"), !e.coll.CanUndo()
	if l := e.coll.UndoLabel(); l != "" {
		m.undo.Label = lang.L("Undo {{.Edit}}", map[string]string{"Edit": l})
	}
	m.redo.Label, m.redo.Disabled = lang.L("Redo"), !e.coll.CanRedo()
	if l := e.coll.RedoLabel(); l != "" {
		m.redo.Label = lang.L("Redo {{.Edit}}", map[string]string{"Edit": l})
	}
	for _, it := range m.editingItems {
		it.Disabled = e.selected < 0
	}
	m.add.Disabled = false
	if o := e.away; o != nil { // another tab is shown: the deck's edits wait
		m.undo.Label, m.undo.Disabled = o.Label, o.Run == nil
		m.redo.Label, m.redo.Disabled = lang.L("Redo"), true
		m.add.Disabled = true
		for _, it := range m.editingItems {
			it.Disabled = true
		}
	}
	m.blackWhite.Checked = e.blackWhite
	var recent []*fyne.MenuItem
	for _, p := range e.recentFiles() {
		recent = append(recent, fyne.NewMenuItem(filepath.Base(p)+"  ("+filepath.Dir(p)+")", func() { e.openFile(p) }))
	}
	if len(recent) == 0 {
		none := fyne.NewMenuItem(lang.L("(none yet)"), nil)
		none.Disabled = true
		recent = append(recent, none)
	}
	m.recent.ChildMenu.Items = recent
	m.main.Refresh()
}

// installShortcuts adds the shortcuts to the window's canvas too (the menu handles them on a
// desktop; the canvas when no menu is shown, as in tests) and Delete for the selected card when
// no text field has the focus.
func (e *Editor) installShortcuts() {
	c := e.win.Canvas()
	for _, menu := range e.menus.main.Items {
		for _, it := range menu.Items {
			if it.Shortcut != nil && it.Action != nil {
				action := it.Action
				c.AddShortcut(it.Shortcut, func(fyne.Shortcut) { action() })
			}
		}
	}
	c.AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { e.redo() }) // Ctrl+Y
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyDelete && c.Focused() == nil && c.Overlays().Top() == nil { // not behind a dialog
			e.deleteCard()
		}
	})
}

// print opens the print dialog on the open collection.
func (e *Editor) print() {
	e.pending.flush()
	if e.dialogs.Print == nil {
		dialog.ShowInformation(lang.L("Print"), lang.L("Printing from the app is not available in this build;\nuse {{.Command}}", map[string]string{"Command": "flaskdeck print DECK.yaml -o cards.pdf"}), e.win)
		return
	}
	e.dialogs.Print(e.win, e.coll.Deck())
}

// export opens an export dialog of the open collection, in colour whatever the preview shows.
func (e *Editor) export(title string, show func(fyne.Window, flask.Deck, flask.FaceOptions), command string) {
	e.pending.flush()
	if show == nil {
		dialog.ShowInformation(title, lang.L("Exporting from the app is not available in this build;\nuse {{.Command}}", map[string]string{"Command": command}), e.win)
		return
	}
	opts := e.faceOptions()
	opts.BlackAndWhite = false
	show(e.win, e.coll.Deck(), opts)
}

// askClose closes the window, asking first about unsaved changes.
func (e *Editor) askClose() {
	e.confirmDiscard(func() {
		e.autosave.stop()
		e.autosave.discard()
		e.win.Close()
	})
}
