package deckeditor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// languageMenu is View ▸ Language: the system's language or one of the app's, stored in the
// app's preferences; it takes effect when the app starts again (every widget takes its texts when
// it is built).
func (e *Editor) languageMenu() *fyne.MenuItem {
	menu := fyne.NewMenuItem(lang.L("Language"), nil)
	sub := fyne.NewMenu("")
	choose := func(code string) {
		e.app.Preferences().SetString(uilang.PrefKey, code)
		msg := lang.L("flaskdeck follows the system's language from its next start.")
		for _, l := range uilang.Languages {
			if l.Code == code {
				msg = lang.L("flaskdeck speaks {{.Language}} from its next start.", map[string]string{"Language": l.Name})
			}
		}
		for _, it := range sub.Items {
			it.Checked = it.Label == languageLabel(code)
		}
		dialog.ShowInformation(lang.L("Language"), msg, e.win)
	}
	chosen := e.app.Preferences().String(uilang.PrefKey)
	for _, code := range append([]string{""}, languageCodes()...) {
		it := fyne.NewMenuItem(languageLabel(code), func() { choose(code) })
		it.Checked = code == chosen || code == "" && !uilang.Known(chosen)
		sub.Items = append(sub.Items, it)
	}
	menu.ChildMenu = sub
	return menu
}

// languageCodes are the codes of the app's languages.
func languageCodes() []string {
	var codes []string
	for _, l := range uilang.Languages {
		codes = append(codes, l.Code)
	}
	return codes
}

// languageLabel names a language choice in the menu: its own name, or the system's language.
func languageLabel(code string) string {
	for _, l := range uilang.Languages {
		if l.Code == code {
			return l.Name
		}
	}
	return lang.L("System language")
}
