package transcheck

import (
	"strings"
	"testing"
	"testing/fstest"
)

// The check finds each kind of mistake a translator can make, and passes a correct set.
func TestCompareFindsMistakes(t *testing.T) {
	en := `{"Save": "Save", "Opened {{.Name}}": "Opened {{.Name}}", "{{.Count}} cards": {"one": "{{.Count}} card", "other": "{{.Count}} cards"}}`
	good := `{"Save": "Speichern", "Opened {{.Name}}": "{{.Name}} geöffnet", "{{.Count}} cards": {"one": "eine Karte", "other": "{{.Count}} Karten"}}`
	cases := map[string]struct{ file, want string }{
		"good":              {good, ""},
		"missing key":       {`{"Save": "Speichern", "{{.Count}} cards": {"one": "eine Karte", "other": "{{.Count}} Karten"}}`, `key "Opened {{.Name}}" is missing`},
		"extra key":         {strings.Replace(good, `{"Save"`, `{"Quit": "Beenden", "Save"`, 1), `key "Quit" is not in English`},
		"wrong placeholder": {strings.Replace(good, "{{.Name}} geöffnet", "{{.File}} geöffnet", 1), `has placeholders [File], English has [Name]`},
		"lost placeholder":  {strings.Replace(good, "{{.Count}} Karten", "viele Karten", 1), `(other) has placeholders [], English has [Count]`},
		"missing plural":    {strings.Replace(good, `{"one": "eine Karte", "other"`, `{"other"`, 1), `has no "one" form`},
	}
	for name, c := range cases {
		fsys := fstest.MapFS{"tr/en.json": {Data: []byte(en)}, "tr/de.json": {Data: []byte(c.file)}}
		problems, err := CheckDir(fsys, "tr")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		all := strings.Join(problems, "\n")
		if c.want == "" && all != "" || c.want != "" && !strings.Contains(all, c.want) {
			t.Errorf("%s: problems %q, want %q", name, all, c.want)
		}
	}
}

// A file that is not go-i18n JSON is an error, not a silent pass.
func TestParseRejectsBadFiles(t *testing.T) {
	for _, bad := range []string{`[1]`, `{"a": 3}`, `{"a": {"one": "x"}}`, `{`} {
		if _, err := Parse([]byte(bad)); err == nil {
			t.Errorf("Parse(%s) accepted it", bad)
		}
	}
}

// FuzzParse: any bytes give messages or an error, never a panic.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"a": "b", "c": {"one": "d", "other": "e {{.N}}"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if m, err := Parse(data); err == nil {
			Compare(m, m, "self")
		}
	})
}
