package i18n

import (
	"encoding/json"
	"sync"
	"testing"

	"golang.org/x/text/language"
)

// flaskdeck's patch: message files are parsed on the first lookup in their language, with the
// same results as parsing them at once, later files still overriding earlier ones.
func TestMessageFilesParsedOnFirstUseTranslateAsBefore(t *testing.T) {
	b := NewBundle(language.English)
	b.RegisterUnmarshalFunc("json", json.Unmarshal)
	files := []struct{ path, buf string }{
		{"translations/en.json", `{"Cancel": "Cancel", "items": {"one": "{{.PluralCount}} item", "other": "{{.PluralCount}} items"}}`},
		{"translations/de.json", `{"Cancel": "Abbrechen", "items": {"one": "{{.PluralCount}} Ding", "other": "{{.PluralCount}} Dinge"}}`},
		{"app.de.json", `{"Cancel": "Abbruch"}`},
		{"translations/fr.json", `{"Cancel": `},
	}
	for _, f := range files {
		mf, err := b.ParseMessageFileBytes([]byte(f.buf), f.path)
		if err != nil {
			t.Fatalf("%s: %v", f.path, err)
		}
		if mf.Messages != nil {
			t.Errorf("%s was parsed at once", f.path)
		}
	}
	if got := b.LanguageTags(); len(got) != 3 || got[0] != language.English || got[1] != language.German || got[2] != language.French {
		t.Errorf("tags %v, want [en de fr]", got)
	}
	if b.npending.Load() != 4 {
		t.Errorf("%d files pending before any lookup, want 4", b.npending.Load())
	}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			de := NewLocalizer(b, "de")
			if got := de.MustLocalize(&LocalizeConfig{MessageID: "Cancel"}); got != "Abbruch" {
				t.Errorf("de Cancel %q, want the later file's Abbruch", got)
			}
			if got := de.MustLocalize(&LocalizeConfig{MessageID: "items", PluralCount: 2}); got != "2 Dinge" {
				t.Errorf("de items %q", got)
			}
		}()
	}
	wg.Wait()
	if got := NewLocalizer(b, "en").MustLocalize(&LocalizeConfig{MessageID: "items", PluralCount: 1}); got != "1 item" {
		t.Errorf("en items %q", got)
	}
	if b.npending.Load() != 1 {
		t.Errorf("%d files pending after de and en, want fr's 1", b.npending.Load())
	}
	// fr's broken file: its messages are left out (English instead), its error kept.
	got, err := NewLocalizer(b, "fr").Localize(&LocalizeConfig{MessageID: "Cancel"})
	if got != "Cancel" || err == nil {
		t.Errorf("fr Cancel %q, %v: want English and a not-found error", got, err)
	}
	if b.Errors() == nil {
		t.Error("fr's broken file reported no error")
	}
	// Errors parses what is left.
	b3 := NewBundle(language.English)
	if _, err := b3.ParseMessageFileBytes([]byte(`{"Cancel": `), "it.json"); err != nil {
		t.Fatal(err)
	}
	if b3.Errors() == nil || b3.npending.Load() != 0 {
		t.Errorf("Errors left %d files and found no error in a broken one", b3.npending.Load())
	}
	// AddMessages after a pending file overrides it, as when files were parsed at once.
	b2 := NewBundle(language.English)
	if _, err := b2.ParseMessageFileBytes([]byte(`{"Cancel": "Abbrechen"}`), "de.json"); err != nil {
		t.Fatal(err)
	}
	b2.MustAddMessages(language.German, &Message{ID: "Cancel", Other: "Halt"})
	if got := NewLocalizer(b2, "de").MustLocalize(&LocalizeConfig{MessageID: "Cancel"}); got != "Halt" {
		t.Errorf("de Cancel %q after AddMessages, want Halt", got)
	}
}
