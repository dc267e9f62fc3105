// Package i18n is flaskdeck's language model outside the desktop app's widgets: the Language a user
// chooses (English, German or Italian), read from a --lang flag or the environment's locale, and
// Catalogs of translated texts that the game packages (card faces, rules help), the printer and the
// terminal look their display texts up in. It never imports Fyne: the app passes its chosen language
// down with Parse(code).
//
// Only display text is translated. Notation, match logs, deck files and every other file flaskdeck
// reads or writes stay in English, so a match played in Italian replays in German.
//
// A catalog's texts are go-i18n JSON files (github.com/nicksnyder/go-i18n, the format of Fyne's
// lang package) named en.json, de.json and it.json in a directory translations/ of the package that
// uses them, embedded in the binary: a key maps to its text, or to {"one": …, "other": …} for a
// text with a count. Placeholders are written {{.Name}}.
package i18n

import (
	"fmt"
	"strings"
)

// Language is a language flaskdeck speaks. The zero value None means "none chosen": texts are in
// English, the default.
type Language int

// The languages, in menu order after None.
const (
	None Language = iota
	English
	German
	Italian
	numLanguages
)

var (
	codes = [numLanguages]string{"", "en", "de", "it"}
	names = [numLanguages]string{"", "English", "Deutsch", "Italiano"}
)

// Languages lists the languages flaskdeck speaks, English first.
func Languages() []Language { return []Language{English, German, Italian} }

// String returns the language's ISO 639-1 code ("en", "de", "it"), or "none".
func (l Language) String() string {
	if l <= None || l >= numLanguages {
		return "none"
	}
	return codes[l]
}

// Code returns the ISO 639-1 code of the language texts are in: "en" for None.
func (l Language) Code() string { return codes[l.Resolved()] }

// Name returns the language's own name ("Deutsch"), as a menu lists it.
func (l Language) Name() string { return names[l.Resolved()] }

// Resolved returns the language texts are in: English for None (or an unknown value).
func (l Language) Resolved() Language {
	if l <= None || l >= numLanguages {
		return English
	}
	return l
}

// Parse reads a language: a code ("de"), a locale ("de_DE.UTF-8", "it-IT"), or a name in English
// or in the language itself ("german", "Deutsch", "italiano"), in any case. "" gives None.
func Parse(s string) (Language, error) {
	if s == "" {
		return None, nil
	}
	if l := fromLocale(s); l != None {
		return l, nil
	}
	switch strings.ToLower(s) {
	case "english":
		return English, nil
	case "german", "deutsch":
		return German, nil
	case "italian", "italiano":
		return Italian, nil
	}
	return None, fmt.Errorf("unknown language %q (want en, de or it)", s)
}

// fromLocale returns the language of a locale value such as "de_DE.UTF-8", "it", "en-GB" or
// "de_AT@euro"; None for anything else (C, POSIX, a language flaskdeck does not speak).
func fromLocale(s string) Language {
	code := strings.ToLower(s)
	if i := strings.IndexAny(code, "_-.@"); i >= 0 {
		code = code[:i]
	}
	for l := English; l < numLanguages; l++ {
		if code == codes[l] {
			return l
		}
	}
	return None
}

// FromEnv returns the language of the environment as getenv reads it (os.Getenv; a map in tests):
// the first of LANGUAGE (its first entry), LC_ALL, LC_MESSAGES and LANG that is set, as gettext
// looks; None when that names no language flaskdeck speaks (C, POSIX, French…).
func FromEnv(getenv func(string) string) Language {
	if first, _, _ := strings.Cut(getenv("LANGUAGE"), ":"); first != "" {
		if l := fromLocale(first); l != None {
			return l
		}
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			return fromLocale(v)
		}
	}
	return None
}

// Choose returns the language of a --lang flag's value, or the environment's when flag is "".
// An unknown flag value is an error; an unknown environment gives None (English).
func Choose(flag string, getenv func(string) string) (Language, error) {
	if flag != "" {
		return Parse(flag)
	}
	return FromEnv(getenv), nil
}
