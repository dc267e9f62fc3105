// Package uilang chooses the desktop app's language (English, German or Italian) and loads its
// translations into Fyne's lang package, once at start-up before any widget is built. The app's
// strings go through lang.L, lang.N and lang.X with the English text as key; the translations are
// the JSON files in translations/ (go-i18n's format, one file per language, en.json the reference).
//
// By default the app follows the system's language; a choice stored in the app's preferences
// (PrefKey) overrides it. Fyne (v2.7) has no call to choose a language, so an override loads the
// chosen file under the language tags Fyne's lang would pick for the system.
package uilang

import (
	"embed"
	"encoding/json"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"golang.org/x/text/language"
)

// PrefKey is the app preference that holds the chosen language's code ("" follows the system).
const PrefKey = "language"

//go:embed translations/*.json
var files embed.FS

// Language is one language the app speaks.
type Language struct {
	Code string // ISO 639-1: "en", "de", "it"
	Name string // the language's own name, as the Settings menu shows it
}

// Languages are the app's languages, English first.
var Languages = []Language{{"en", "English"}, {"de", "Deutsch"}, {"it", "Italiano"}}

// current is the code of the language Setup loaded.
var current = "en"

// Current is the code of the language the app speaks ("en", "de" or "it"), to pass on to card
// faces and rules help.
func Current() string { return current }

// Known tells whether code is one of Languages.
func Known(code string) bool {
	for _, l := range Languages {
		if l.Code == code {
			return true
		}
	}
	return false
}

// Setup loads the translations: for the language code chosen ("en", "de" or "it"), or for the
// system's language when choice is "" or unknown. Call it once, before building any widget.
func Setup(choice string) error {
	if !Known(choice) {
		current = systemLanguage()
		return lang.AddTranslationsFS(files, "translations")
	}
	current = choice
	data, err := files.ReadFile("translations/" + choice + ".json")
	if err != nil {
		return err
	}
	// Fyne's lang picks the system's language if it has translations for it, else English: the
	// chosen texts go under both tags, with every plural form the system language may ask for.
	for _, tag := range []string{lang.SystemLocale().LanguageString(), "en"} {
		forms, err := allPluralForms(data)
		if err != nil {
			return fmt.Errorf("translations/%s.json: %w", choice, err)
		}
		if err := lang.AddTranslationsForLocale(forms, fyne.Locale(tag)); err != nil {
			return fmt.Errorf("translations/%s.json: %w", choice, err)
		}
	}
	return nil
}

// systemLanguage is the app language closest to the system's.
func systemLanguage() string {
	tags := make([]language.Tag, len(Languages))
	for i, l := range Languages {
		tags[i] = language.Make(l.Code)
	}
	_, i, _ := language.NewMatcher(tags).Match(language.Make(lang.SystemLocale().String()))
	return Languages[i].Code
}

// allPluralForms copies each message's "other" form into the plural forms it lacks (zero, two,
// few, many), so that a language with more plural forms than ours (Polish, Russian…) finds one.
func allPluralForms(data []byte) ([]byte, error) {
	var msgs map[string]any
	if err := json.Unmarshal(data, &msgs); err != nil {
		return nil, err
	}
	for _, v := range msgs {
		forms, ok := v.(map[string]any)
		if !ok {
			continue
		}
		for _, f := range []string{"zero", "one", "two", "few", "many"} {
			if _, ok := forms[f]; !ok {
				forms[f] = forms["other"]
			}
		}
	}
	return json.Marshal(msgs)
}

// Colour names one of the games' four standard colours (Flask's resources, Codex's colours) in the
// app's language; any other name (a rule set's own) stays as it is.
func Colour(name string) string {
	switch strings.ToLower(name) {
	case "red":
		return lang.L("red")
	case "blue":
		return lang.L("blue")
	case "green":
		return lang.L("green")
	case "yellow":
		return lang.L("yellow")
	case "purple":
		return lang.L("purple")
	}
	return name
}

// Game is the app's language as the game packages take it (card faces, rules help, CODE's names).
func Game() i18n.Language {
	l, err := i18n.Parse(current)
	if err != nil {
		return i18n.English
	}
	return l
}

// ErrorText is how the app words an error, in its language: the game and rule packages' messages
// (deck problems, file errors with their FILE:LINE frame, setup and print layout errors, illegal
// moves) are translated through msgerr; anything else keeps its own text. Every error the app shows
// (dialogs, status lines, inline problems) goes through it.
func ErrorText(err error) string { return msgerr.Text(err, Game()) }

// Error is err with the text ErrorText gives it, for dialog.ShowError; errors.Is and errors.As
// still see err. nil stays nil.
func Error(err error) error {
	if err == nil {
		return nil
	}
	return &shownError{text: ErrorText(err), err: err}
}

type shownError struct {
	text string
	err  error
}

func (e *shownError) Error() string { return e.text }
func (e *shownError) Unwrap() error { return e.err }
