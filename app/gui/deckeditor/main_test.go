package deckeditor

import (
	"os"
	"sync"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// TestMain loads the English texts and gives each test app its own storage folder: Fyne's test apps all use /tmp, so autosaves
// of one test (or of another process) would show up in the next.
func TestMain(m *testing.M) {
	if err := uilang.Setup("en"); err != nil { // the app's English texts, as at start-up
		panic(err)
	}
	var mu sync.Mutex
	dirs := map[fyne.App]string{}
	storageDir = func(a fyne.App) string {
		mu.Lock()
		defer mu.Unlock()
		if d, ok := dirs[a]; ok {
			return d
		}
		d, err := os.MkdirTemp("", "deckeditor-storage-")
		if err != nil {
			panic(err)
		}
		dirs[a] = d
		return d
	}
	code := m.Run()
	for _, d := range dirs {
		os.RemoveAll(d)
	}
	os.Exit(code)
}
