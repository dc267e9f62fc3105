package uilang

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"github.com/flaskdeck/flaskdeck/internal/transcheck"
)

// Every language has every key of English, with the same placeholders and plural forms.
func TestTranslationsAreComplete(t *testing.T) {
	problems, err := transcheck.CheckDir(files, "translations")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
	for _, l := range Languages {
		if _, err := files.ReadFile("translations/" + l.Code + ".json"); err != nil {
			t.Errorf("no translations for %s: %v", l.Name, err)
		}
	}
}

// call matches a translation call with a literal key: lang.L("…"), lang.N("…", lang.X("…".
var call = regexp.MustCompile(`lang\.(?:L|N|X|XN)\(\s*("(?:[^"\\]|\\.)*"|` + "`[^`]*`" + `)`)

// Every key the app's code asks for (a literal in lang.L, lang.N, lang.X) is in the English file,
// hence, by the test above, in every language.
func TestEveryKeyInTheCodeIsTranslated(t *testing.T) {
	var en map[string]json.RawMessage
	data, err := files.ReadFile("translations/en.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &en); err != nil {
		t.Fatal(err)
	}
	found := 0
	err = filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range call.FindAllStringSubmatchIndex(string(src), -1) {
			key, err := strconv.Unquote(string(src[m[2]:m[3]]))
			if err != nil {
				t.Errorf("%s: %v", path, err)
				continue
			}
			found++
			if _, ok := en[key]; !ok {
				line := 1 + strings.Count(string(src[:m[0]]), "\n")
				t.Errorf("%s:%d: key %q is not in translations/en.json", path, line, key)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 {
		t.Error("found no translation calls in app/gui: is the pattern wrong?")
	}
}

// The app follows the system's language unless one is chosen; a choice wins over the system's,
// for the app's texts and for Fyne's own (dialog buttons).
func TestSetupFollowsTheSystemUnlessChosen(t *testing.T) {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANGUAGE"} {
		t.Setenv(v, "")
	}
	t.Setenv("LANG", "it_IT.UTF-8")
	check := func(what, wantCode, play, cancel string) {
		t.Helper()
		if Current() != wantCode || lang.L("Play") != play || lang.L("Cancel") != cancel {
			t.Errorf("%s: language %q, Play %q, Cancel %q; want %q, %q, %q", what, Current(), lang.L("Play"), lang.L("Cancel"), wantCode, play, cancel)
		}
	}
	if err := Setup(""); err != nil {
		t.Fatal(err)
	}
	check("Italian system", "it", "Gioca", "Annulla")
	if err := Setup("de"); err != nil {
		t.Fatal(err)
	}
	check("German chosen on an Italian system", "de", "Spielen", "Abbrechen")
	t.Setenv("LANG", "pl_PL.UTF-8") // Fyne speaks Polish, and Polish has more plural forms
	if err := Setup("en"); err != nil {
		t.Fatal(err)
	}
	check("English chosen on a Polish system", "en", "Play", "Cancel")
	if got := lang.N("{{.Count}} cards", 5, map[string]int{"Count": 5}); got != "5 cards" {
		t.Errorf("plural on a Polish system: %q", got)
	}
}
