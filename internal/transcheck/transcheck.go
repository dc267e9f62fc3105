// Package transcheck checks translation files in go-i18n's JSON format (the format of Fyne's lang
// package and of github.com/nicksnyder/go-i18n): every language has exactly the keys of the English
// file, the same plural forms, and every translation uses the same {{.Placeholders}} as the English
// text. Tests call it; nothing reads translations through it at run time.
package transcheck

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// Messages are one language's translations: key → plural form ("other" for a plain string) → text.
type Messages map[string]map[string]string

// Parse reads one go-i18n JSON file: each value is a string or an object of plural forms
// (zero, one, two, few, many, other), optionally with a "description" that is not a translation.
func Parse(data []byte) (Messages, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, err
	}
	out := Messages{}
	for key, v := range raw {
		var s string
		if json.Unmarshal(v, &s) == nil {
			out[key] = map[string]string{"other": s}
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(v, &forms); err != nil {
			return nil, fmt.Errorf("key %q: neither a string nor plural forms", key)
		}
		delete(forms, "description")
		if forms["other"] == "" {
			return nil, fmt.Errorf("key %q: no \"other\" form", key)
		}
		out[key] = forms
	}
	return out, nil
}

// placeholder matches a template action such as {{.Count}}.
var placeholder = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)

// Placeholders are the names of the template fields a text uses, sorted and without repeats.
func Placeholders(text string) []string {
	var names []string
	for _, m := range placeholder.FindAllStringSubmatch(text, -1) {
		names = append(names, m[1])
	}
	sort.Strings(names)
	return slices.Compact(names)
}

// Compare lists how other differs from the English messages en: keys missing or extra, plural
// forms missing, placeholders that differ from English's. lang names the language in the messages.
func Compare(en, other Messages, lang string) []string {
	var problems []string
	for _, key := range sortedKeys(en) {
		forms, ok := other[key]
		if !ok {
			problems = append(problems, fmt.Sprintf("%s: key %q is missing", lang, key))
			continue
		}
		want := strings.Join(Placeholders(en[key]["other"]), ",")
		for form := range en[key] {
			if _, ok := forms[form]; !ok {
				problems = append(problems, fmt.Sprintf("%s: key %q has no %q form", lang, key, form))
			}
		}
		for _, form := range sortedKeys(forms) {
			got := Placeholders(forms[form])
			if !samePlaceholders(got, Placeholders(en[key]["other"]), form) {
				problems = append(problems, fmt.Sprintf("%s: key %q (%s) has placeholders [%s], English has [%s]", lang, key, form, strings.Join(got, ","), want))
			}
		}
	}
	for _, key := range sortedKeys(other) {
		if _, ok := en[key]; !ok {
			problems = append(problems, fmt.Sprintf("%s: key %q is not in English", lang, key))
		}
	}
	return problems
}

// samePlaceholders tells whether a translation's placeholders got fit English's want: the same,
// except that a "one" form may leave some out ("eine Karte" for "{{.Count}} cards").
func samePlaceholders(got, want []string, form string) bool {
	if form != "one" {
		return slices.Equal(got, want)
	}
	for _, g := range got {
		if !slices.Contains(want, g) {
			return false
		}
	}
	return true
}

// CheckDir compares every file NAME.json in dir of fsys (the languages) with en.json there and
// returns the problems found, each prefixed by the file's path.
func CheckDir(fsys fs.FS, dir string) ([]string, error) {
	read := func(name string) (Messages, error) {
		data, err := fs.ReadFile(fsys, path.Join(dir, name))
		if err != nil {
			return nil, err
		}
		m, err := Parse(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path.Join(dir, name), err)
		}
		return m, nil
	}
	en, err := read("en.json")
	if err != nil {
		return nil, err
	}
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, err
	}
	var problems []string
	for _, e := range entries {
		name := e.Name()
		if name == "en.json" || !strings.HasSuffix(name, ".json") {
			continue
		}
		m, err := read(name)
		if err != nil {
			return nil, err
		}
		problems = append(problems, Compare(en, m, path.Join(dir, name))...)
	}
	return problems, nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
