package i18n

import (
	"io/fs"
	"os"
	"path"
	"testing"

	"github.com/flaskdeck/flaskdeck/internal/transcheck"
)

// TestEveryTranslationDirectory checks every directory named translations in the module (the
// games', the terminal's and the desktop app's message files; not third_party's copies of other
// modules, Fyne's among them): each language has exactly English's keys and plural forms, with
// English's placeholders. It fails when a key is missing anywhere.
func TestEveryTranslationDirectory(t *testing.T) {
	root := os.DirFS("../..")
	var dirs []string
	err := fs.WalkDir(root, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || d.Name() == ".git" || d.Name() == "node_modules" || d.Name() == "third_party") {
			return fs.SkipDir
		}
		if d.IsDir() && d.Name() == "translations" {
			dirs = append(dirs, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) < 2 {
		t.Fatalf("found only %v: the walk is broken", dirs)
	}
	for _, dir := range dirs {
		for _, l := range Languages() {
			if _, err := fs.Stat(root, path.Join(dir, l.Code()+".json")); err != nil {
				t.Errorf("%s: no %s.json", dir, l.Code())
			}
		}
		problems, err := transcheck.CheckDir(root, dir)
		if err != nil {
			t.Errorf("%s: %v", dir, err)
		}
		for _, p := range problems {
			t.Error(p)
		}
	}
	t.Logf("checked %v", dirs)
}
