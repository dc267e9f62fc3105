package exportdlg

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/flask"
)

// newTestDialog builds a dialog of the red preset in a headless window, exporting into a temporary
// folder.
func newTestDialog(t *testing.T, k kind) (*exportDialog, string) {
	t.Helper()
	a := test.NewTempApp(t)
	deck, ok := flask.Preset("red")
	if !ok {
		t.Fatal("no red preset")
	}
	win := a.NewWindow("test")
	t.Cleanup(win.Close)
	win.Resize(fyne.NewSize(700, 400))
	d := newDialog(win, deck, flask.FaceOptions{}, k)
	win.SetContent(d.content)
	dir := filepath.Join(t.TempDir(), "out")
	d.folder.SetText(dir)
	return d, dir
}

// runExport taps Export and waits for the export to end, which the dialog runs in the background.
func runExport(t *testing.T, d *exportDialog) error {
	t.Helper()
	done := make(chan error, 1)
	d.onDone = func(err error) { done <- err }
	test.Tap(d.run)
	select {
	case err := <-done:
		return err
	case <-time.After(60 * time.Second):
		t.Fatal("the export did not end")
		return nil
	}
}

func TestExportImagesDialog(t *testing.T) {
	d, dir := newTestDialog(t, images)
	d.dpi.SetText("100")
	d.backs.SetChecked(true)
	if err := runExport(t, d); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(d.status.Text, "Wrote 6 images (274×374 px) and index.csv") || d.run.Disabled() || d.progress.Visible() {
		t.Errorf("after the export: status %q, button disabled %v, progress shown %v", d.status.Text, d.run.Disabled(), d.progress.Visible())
	}
	f, err := os.Open(filepath.Join(dir, "index.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil || len(rows) != 6 {
		t.Fatalf("index: %d rows, %v", len(rows), err)
	}
}

func TestExportImagesDialogChecksItsSettings(t *testing.T) {
	d, dir := newTestDialog(t, images)
	for _, c := range []struct{ dpi, card, status string }{
		{"lots", "", `Cannot export: resolution "lots" is not a number`},
		{"300", "huge", `Cannot export: unknown card size "huge"`},
	} {
		d.dpi.SetText(c.dpi)
		d.card.SetText(c.card)
		test.Tap(d.run)
		if !strings.HasPrefix(d.status.Text, c.status) || d.busy {
			t.Errorf("status %q (busy %v), want %q", d.status.Text, d.busy, c.status)
		}
	}
	d.card.SetText("")
	d.dpi.SetText("5000")
	if err := runExport(t, d); err == nil || !strings.Contains(d.status.Text, "Not exported: bad export options") {
		t.Errorf("error %v, status %q", err, d.status.Text)
	}
	if _, err := os.Stat(dir); err == nil {
		t.Error("a folder was created for an impossible export")
	}
}

func TestExportTTSDialog(t *testing.T) {
	d, dir := newTestDialog(t, tts)
	if err := runExport(t, d); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(d.status.Text, "Wrote 1 sheet and the saved object red.json") {
		t.Errorf("status %q", d.status.Text)
	}
	for _, f := range []string{"red.json", "red.png", "1-red-1.png", "1-red-back.png"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
}
