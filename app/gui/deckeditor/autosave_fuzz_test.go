package deckeditor

import (
	"os"
	"testing"

	"fyne.io/fyne/v2/test"
)

// FuzzAutosaveRecovery: any bytes left as the autosave (a crash mid-disk-write, a hand edit) are
// recovered as a deck or ignored; never a panic at the next start.
func FuzzAutosaveRecovery(f *testing.F) {
	f.Add([]byte("name: Red\ncards:\n  - name: Attack\n    composition: R1\n"), "/tmp/red.yaml")
	f.Add([]byte("name: [\n"), "")
	f.Add([]byte("\uFEFFcards: []\n"), "relative/deck.yaml")
	a := test.NewApp()
	g := newGUI(a)
	path := g.Editor.autosave.path()
	f.Fuzz(func(t *testing.T, data []byte, deckPath string) {
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		a.Preferences().SetString(autosaveFileKey, deckPath)
		d, ok := g.Editor.autosave.pending()
		if !ok {
			return
		}
		if d.Path != "" && d.Path[0] != '/' {
			t.Fatalf("recovered path %q is not absolute", d.Path)
		}
		g.Editor.recover(d)
	})
}
