package printdlg

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/printing"
)

func newTestPrintDialog(t *testing.T) *printDialog {
	t.Helper()
	a := test.NewApp()
	t.Cleanup(a.Quit)
	deck, ok := flask.Preset("red")
	if !ok {
		t.Fatal("no red preset")
	}
	win := a.NewWindow("test")
	win.Resize(fyne.NewSize(1000, 700))
	d := newPrintDialog(win, deck)
	win.SetContent(d.content)
	return d
}

// previewFaces counts the faces the preview shows.
func previewFaces(d *printDialog) int {
	n := 0
	for _, o := range test.WidgetRenderer(d.preview).Objects() {
		if _, ok := o.(*widgets.FaceView); ok {
			n++
		}
	}
	return n
}

func TestPrintDialogSettings(t *testing.T) {
	d := newTestPrintDialog(t)
	steps := []struct {
		name    string
		act     func()
		status  string
		faces   int
		canSave bool
	}{
		{"defaults", func() {}, "15 cards, 9 per page (3×3, A4 portrait): 2 pages.", 9, true},
		{"letter, bleed 3", func() { d.paper.SetText("Letter"); d.bleed.SetText("3") }, "15 cards, 6 per page (3×2, Letter landscape): 3 pages.", 6, true}, // 267.4/69.5=3.8, 203.9/94.9=2.1,
		{"fold-over shows backs beside the faces", func() { d.bleed.SetText("0"); d.backs.SetSelectedIndex(2) }, "15 cards, 4 per page (2×2, Letter landscape): 4 pages.", 8, true},
		{"duplex", func() { d.backs.SetSelectedIndex(1) }, "15 cards, 9 per page (3×3, Letter portrait): 4 pages.", 9, true},
		{"one each, mini cards", func() { d.backs.SetSelectedIndex(0); d.oneEach.SetChecked(true); d.card.SetText("mini") }, "5 cards, 18 per page (6×3, Letter landscape): 1 page.", 5, true},
		{"negative bleed", func() { d.bleed.SetText("-1") }, "Cannot print: bleed -1 mm is negative", 0, false},
		{"not a number", func() { d.bleed.SetText("lots") }, `Cannot print: bleed "lots" is not a number of mm`, 0, false},
		{"unknown paper", func() { d.bleed.SetText("0"); d.paper.SetText("A5") }, `Cannot print: unknown paper "A5" (a4, letter or WxH`, 0, false},
		{"card larger than the page", func() { d.paper.SetText("A4"); d.card.SetText("300x300") }, "Cannot print: card 300×300 mm does not fit on A4 paper", 0, false},
		{"custom card fits again", func() { d.card.SetText("90x120") }, "5 cards, 4 per page (2×2, A4 portrait): 2 pages.", 4, true},
		{"a selection of cards", func() { d.oneEach.SetChecked(false); d.selection.SetText("1, triple attack") }, "6 cards, 4 per page", 4, true},
		{"an unknown card", func() { d.selection.SetText("9") }, "Cannot print: card 9 is out of range (1-5)", 0, false},
	}
	for _, s := range steps {
		s.act()
		if !strings.HasPrefix(d.status.Text, s.status) {
			t.Errorf("%s: status %q, want %q", s.name, d.status.Text, s.status)
		}
		if got := previewFaces(d); got != s.faces {
			t.Errorf("%s: preview shows %d faces, want %d", s.name, got, s.faces)
		}
		if d.save.Disabled() == s.canSave {
			t.Errorf("%s: Save PDF enabled = %v, want %v", s.name, !d.save.Disabled(), s.canSave)
		}
	}
}

func TestPrintDialogDuplexControls(t *testing.T) {
	d := newTestPrintDialog(t)
	if !d.flip.Disabled() || !d.offsetX.Disabled() {
		t.Error("flip and offset are enabled without duplex backs")
	}
	d.backs.SetSelectedIndex(1)
	if d.flip.Disabled() || d.offsetX.Disabled() || d.offsetY.Disabled() {
		t.Error("flip and offset are disabled with duplex backs")
	}
	d.offsetX.SetText("1,5") // a decimal comma
	d.offsetY.SetText("-2")
	if d.opts.OffsetX != 1.5 || d.opts.OffsetY != -2 {
		t.Errorf("offset %v,%v, want 1.5,-2", d.opts.OffsetX, d.opts.OffsetY)
	}
}

func TestPrintDialogExport(t *testing.T) {
	d := newTestPrintDialog(t)
	path := filepath.Join(t.TempDir(), "red.pdf")
	d.path.SetText(path)
	d.backs.SetSelectedIndex(1)
	done := make(chan error, 1)
	d.onSaved = func(err error) { done <- err }
	d.askSave()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("export did not finish")
	}
	data, err := os.ReadFile(path)
	if err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatalf("no PDF written: %v", err)
	}
	if n := bytes.Count(data, []byte("/Type /Page\n")); n != 4 {
		t.Errorf("%d pages, want 4 (2 of faces, 2 of backs)", n)
	}
	if d.status.Text != "Saved "+path || d.progress.Visible() || d.save.Disabled() {
		t.Errorf("after export: status %q, progress visible %v, save disabled %v", d.status.Text, d.progress.Visible(), d.save.Disabled())
	}
	if d.progress.Value != 1 {
		t.Errorf("progress ended at %v, want 1", d.progress.Value)
	}

	// A folder that does not exist: the error is shown, nothing is written.
	bad := filepath.Join(t.TempDir(), "missing", "red.pdf")
	d.path.SetText(bad)
	d.askSave()
	if err := <-done; err == nil || !strings.HasPrefix(d.status.Text, "Not saved: ") {
		t.Errorf("export to a missing folder: err %v, status %q", err, d.status.Text)
	}
}

func TestDefaultPrintPath(t *testing.T) {
	if got := defaultPrintPath(flask.Deck{Name: "Red", Path: "/decks/red.yaml"}); got != "/decks/red.pdf" {
		t.Errorf("beside the deck: %q", got)
	}
	if got := defaultPrintPath(flask.Deck{Name: "A/B: new"}); filepath.Base(got) != "A-B- new.pdf" {
		t.Errorf("unsaved deck: %q", got)
	}
}

// previewTestFace is a face of shapes and text of our own, so the golden image changes only when
// the preview (or the face renderer) does, not when a game's card design does.
func previewTestFace(name string, bg face.Color) face.Face {
	f := face.Face{Width: 63.5, Height: 88.9, Background: bg}
	f.Add(&face.Rect{X: 3, Y: 3, W: 57.5, H: 82.9, Radius: 3, Stroke: face.RGB(0x30, 0x30, 0x30), StrokeWidth: 1},
		&face.Text{X: 3, Y: 6, W: 57.5, H: 10, Text: name, Size: 14, Bold: true, Color: face.RGB(0x10, 0x10, 0x10), Align: face.AlignCenter},
		&face.Ellipse{X: 16.75, Y: 30, W: 30, H: 30, Fill: face.RGB(0xc0, 0x30, 0x30)},
		&face.Line{X1: 8, Y1: 70, X2: 55.5, Y2: 70, Stroke: face.RGB(0x30, 0x30, 0x30), StrokeWidth: 0.5})
	return f
}

func TestPagePreviewImage(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	job := printing.Job{Title: "Preview", Backs: []face.Face{previewTestFace("BACK", face.RGB(0x20, 0x30, 0x60))}}
	for _, n := range []string{"One", "Two", "Three", "Four", "Five"} {
		job.Fronts = append(job.Fronts, previewTestFace(n, face.RGB(0xf4, 0xe8, 0xc8)))
	}
	l, err := printing.NewLayout(printing.Options{Backs: printing.Fold, Guides: printing.CutLines, Bleed: 2, Gap: 3})
	if err != nil {
		t.Fatal(err)
	}
	p := NewPagePreview()
	p.Layout, p.Page, p.Job = l, l.Pages(len(job.Fronts))[0], job
	w := test.NewWindow(p)
	defer w.Close()
	w.Resize(fyne.NewSize(600, 440))
	test.AssertImageMatches(t, "print_preview_fold.png", w.Canvas().Capture())
}

// At 1024×700 every setting of the dialog lies inside the window, none behind a scrollbar.
func TestEverySettingIsInViewAt1024x700(t *testing.T) {
	a := test.NewApp()
	t.Cleanup(a.Quit)
	deck, _ := flask.Preset("red")
	win := a.NewWindow("test")
	win.SetContent(widget.NewLabel("the editor"))
	win.Resize(fyne.NewSize(1024, 700))
	d := showPrintDialog(win, deck)
	room := win.Canvas().Size()
	drv := fyne.CurrentApp().Driver()
	settings := []fyne.CanvasObject{d.paper, d.orientation, d.card, d.bleed, d.gap, d.guides, d.backs, d.flip,
		d.offsetX, d.offsetY, d.selection, d.oneEach, d.bw, d.path, d.save, d.pageSel, d.preview}
	for _, o := range settings {
		pos, size := drv.AbsolutePositionForObject(o), o.Size()
		if size.Width < 20 || size.Height < 20 || pos.X < 0 || pos.Y < 0 || pos.X+size.Width > room.Width || pos.Y+size.Height > room.Height {
			t.Errorf("%T at %v size %v is not in view in a %v window", o, pos, size, room)
		}
	}
	// No scroll between the dialog's content and the settings (widgets' own insides aside).
	var walk func(o fyne.CanvasObject, scrolled bool)
	walk = func(o fyne.CanvasObject, scrolled bool) {
		switch v := o.(type) {
		case *container.Scroll:
			walk(v.Content, true)
		case *container.Split:
			walk(v.Leading, scrolled)
			walk(v.Trailing, scrolled)
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c, scrolled)
			}
		case *widget.Form:
			if scrolled {
				t.Error("the settings are in a scroll container")
			}
		}
	}
	walk(d.content, false)
}

// The page selector previews any page, the pages of backs too.
func TestPreviewOfAnyPageBacksIncluded(t *testing.T) {
	d := newTestPrintDialog(t)
	d.backs.SetSelectedIndex(1) // duplex
	if n := len(d.pageSel.Options); n < 4 || !strings.HasSuffix(d.pageSel.Options[1], "(backs)") || strings.HasSuffix(d.pageSel.Options[0], "(backs)") {
		t.Fatalf("the page selector offers %q", d.pageSel.Options)
	}
	d.pageSel.SetSelectedIndex(1)
	if !d.preview.Page.Backs || !strings.Contains(d.status.Text, "Preview of page 2.") || previewFaces(d) == 0 {
		t.Errorf("page 2 previews backs %v, %d faces, status %q", d.preview.Page.Backs, previewFaces(d), d.status.Text)
	}
	last := len(d.pageSel.Options) - 1
	d.pageSel.SetSelectedIndex(last)
	if d.preview.Page.Cards == nil || !strings.Contains(d.status.Text, fmt.Sprintf("Preview of page %d.", last+1)) {
		t.Errorf("the last page is not previewed: %q", d.status.Text)
	}
	d.backs.SetSelectedIndex(0) // fewer pages: the preview moves to the last one there is
	if n := len(d.pageSel.Options); d.pageSel.SelectedIndex() != n-1 || d.preview.Page.Backs {
		t.Errorf("without backs: %d pages, page %d selected", n, d.pageSel.SelectedIndex()+1)
	}
}
