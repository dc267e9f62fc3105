package i18n

import (
	"strings"
	"testing"
)

// FuzzChoose: any --lang value and any locale environment give a language flaskdeck speaks (or
// None, English) or, for the flag only, one error line; a language's code parses back to itself.
func FuzzChoose(f *testing.F) {
	f.Add("de", "", "it_IT.UTF-8")
	f.Add("", "de:en", "C")
	f.Add("Deutsch", "fr_FR", "")
	f.Add("", "", "de_AT@euro")
	f.Add("x\n", "POSIX", "en-GB")
	f.Fuzz(func(t *testing.T, flag, language, lang string) {
		env := map[string]string{"LANGUAGE": language, "LANG": lang}
		l, err := Choose(flag, func(k string) string { return env[k] })
		if err != nil {
			if flag == "" || strings.ContainsRune(err.Error(), '\n') {
				t.Fatalf("Choose(%q, %v): %v", flag, env, err)
			}
			return
		}
		if l < None || l >= numLanguages {
			t.Fatalf("Choose(%q, %v) = %d", flag, env, l)
		}
		if back, err := Parse(l.Resolved().Code()); err != nil || back != l.Resolved() {
			t.Fatalf("%v: code %q parses as %v, %v", l, l.Resolved().Code(), back, err)
		}
	})
}
