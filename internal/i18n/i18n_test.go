package i18n

import (
	"os"
	"testing"
	"testing/fstest"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

// A --lang value or a locale names a language; anything else is an error or None.
func TestParse(t *testing.T) {
	for in, want := range map[string]Language{
		"": None, "en": English, "de": German, "it": Italian, "DE": German, "de_DE.UTF-8": German,
		"it-IT": Italian, "en_GB": English, "de_AT@euro": German, "Deutsch": German, "italiano": Italian, "english": English,
	} {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"fr", "C", "xx_YY", "deu"} {
		if l, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", bad, l)
		}
	}
}

// The environment is read as gettext reads it: LANGUAGE, then the first set of LC_ALL, LC_MESSAGES, LANG.
func TestFromEnv(t *testing.T) {
	cases := []struct {
		env  map[string]string
		want Language
	}{
		{map[string]string{}, None},
		{map[string]string{"LANG": "de_DE.UTF-8"}, German},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "it_IT.UTF-8"}, Italian},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "it_IT"}, English},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_ALL": "C"}, None},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, None},
		{map[string]string{"LANG": "en_US.UTF-8", "LANGUAGE": "it:en"}, Italian},
		{map[string]string{"LANG": "de_DE.UTF-8", "LANGUAGE": "fr"}, German},
	}
	for _, c := range cases {
		if got := FromEnv(env(c.env)); got != c.want {
			t.Errorf("FromEnv(%v) = %v, want %v", c.env, got, c.want)
		}
	}
	if l, err := Choose("it", env(map[string]string{"LANG": "de_DE"})); err != nil || l != Italian {
		t.Errorf("Choose: the flag wins over LANG, got %v, %v", l, err)
	}
	if l, err := Choose("", env(map[string]string{"LANG": "de_DE"})); err != nil || l != German {
		t.Errorf("Choose: LANG without a flag, got %v, %v", l, err)
	}
	if _, err := Choose("klingon", env(nil)); err == nil {
		t.Error("Choose accepted an unknown --lang")
	}
}

// None is English; the names and codes of the languages.
func TestLanguageNames(t *testing.T) {
	if None.String() != "none" || None.Code() != "en" || None.Name() != "English" || Language(99).String() != "none" {
		t.Errorf("None: %q %q %q", None.String(), None.Code(), None.Name())
	}
	got := ""
	for _, l := range Languages() {
		got += l.String() + "=" + l.Name() + " "
	}
	if got != "en=English de=Deutsch it=Italiano " {
		t.Errorf("languages: %q", got)
	}
}

// Texts come in the language asked for, with their placeholders and plural forms; a key missing
// in a language falls back to English, one missing everywhere to the key.
func TestCatalog(t *testing.T) {
	c := NewCatalog(os.DirFS("testdata"), "translations")
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		l         Language
		key, want string
		args      []any
	}{
		{None, "greeting", "Hello", nil},
		{German, "greeting", "Hallo", nil},
		{Italian, "greeting", "Ciao", nil},
		{German, "greeting", "Hallo", nil}, // cached
		{English, "draw", "Draw 1 card", []any{"Count", 1}},
		{English, "draw", "Draw 3 cards", []any{"Count", 3}},
		{German, "draw", "Ziehe eine Karte", []any{"Count", 1}},
		{German, "draw", "Ziehe 2 Karten", []any{"Count", 2}},
		{Italian, "draw", "Pesca 5 carte", []any{"Count", 5}},
		{German, "only.en", "Only English", nil},
		{Italian, "no.such.key", "no.such.key", nil},
	}
	for _, cs := range cases {
		if got := c.T(cs.l, cs.key, cs.args...); got != cs.want {
			t.Errorf("T(%v, %q, %v) = %q, want %q", cs.l, cs.key, cs.args, got, cs.want)
		}
	}
	if got := c.For(Italian)("greeting"); got != "Ciao" {
		t.Errorf("For(it) = %q", got)
	}
}

// A catalog whose files are missing or broken says so; its texts are their keys, never a panic.
func TestCatalogErrors(t *testing.T) {
	broken := fstest.MapFS{"tr/en.json": {Data: []byte(`{"a": "A"}`)}, "tr/de.json": {Data: []byte(`{`)}, "tr/it.json": {Data: []byte(`{"a": "A"}`)}}
	c := NewCatalog(broken, "tr")
	if c.Err() == nil {
		t.Error("a broken de.json loaded without error")
	}
	if got := c.T(English, "a"); got != "A" {
		t.Errorf("English of a catalog with a broken German file: %q", got)
	}
	if NewCatalog(fstest.MapFS{}, "tr").Err() == nil {
		t.Error("missing files loaded without error")
	}
}
