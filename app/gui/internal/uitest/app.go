package uitest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// NewApp returns a headless test app whose storage is the test's own temporary folder. Fyne's test
// app keeps its files in os.TempDir, which every test process on the machine shares: the Editor's
// autosave file of one package's tests would be written and removed by another's.
func NewApp(t testing.TB) fyne.App {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	return test.NewTempApp(t)
}
