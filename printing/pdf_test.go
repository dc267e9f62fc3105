package printing

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/golden"
)

func TestPDFPagesBoxesAndText(t *testing.T) {
	// 11 cards, duplex, 3 mm bleed on A4: landscape 4×2 (see TestCardsPerPageWithBleedGapAndFold with
	// no gap: 285/69.5 = 4.1, 198/94.9 = 2.09), so 2 sheets of fronts, each followed by its backs.
	data, err := RenderPDF(testJob(11), Options{Date: testDate, Guides: CropMarks, Backs: Duplex, Bleed: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := parsePDF(t, data)
	if len(p.pages) != 4 {
		t.Fatalf("%d pages, want 4", len(p.pages))
	}
	// Block 278×189.8 at (9.5, 10.1); trimmed 272×183.8 at (12.5, 13.1); PDF y from the bottom:
	// 210 − 13.1 − 183.8 = 13.1 (symmetric).
	wantBox := map[string][4]string{
		"MediaBox": {"0.00", "0.00", mmToPt(297), mmToPt(210)},
		"TrimBox":  {mmToPt(12.5), mmToPt(13.1), mmToPt(284.5), mmToPt(196.9)},
		"BleedBox": {mmToPt(9.5), mmToPt(10.1), mmToPt(287.5), mmToPt(199.9)},
	}
	for i, pg := range p.pages {
		for name, want := range wantBox {
			b, ok := pg.boxes[name]
			if !ok {
				t.Errorf("page %d has no %s", i+1, name)
				continue
			}
			for k := range want {
				if got := mmToPtF(b[k]); got != want[k] {
					t.Errorf("page %d %s[%d] = %s, want %s", i+1, name, k, got, want[k])
				}
			}
		}
	}
	checkTexts(t, p.pages[0].text, "Carte n° 1", "Carte n° 8", "Gain € 2 → Éclair, naïve, ß, ∑", "Right and italic",
		"Test deck · 2026-11-22 · page 1 of 4")
	checkTexts(t, p.pages[1].text, "FLASK", "Test deck · 2026-11-22 · page 2 of 4 · backs")
	checkTexts(t, p.pages[2].text, "Carte n° 9", "Carte n° 11", "page 3 of 4")
	if n := strings.Count(strings.Join(p.pages[1].text, "\n"), "FLASK"); n != 8 {
		t.Errorf("page 2 has %d backs, want 8", n)
	}
	if n := strings.Count(strings.Join(p.pages[3].text, "\n"), "FLASK"); n != 3 {
		t.Errorf("page 4 has %d backs, want 3", n)
	}
	// The fonts are embedded once each however many pages; the picture shared by the cards once.
	if n := bytes.Count(data, []byte("/FontFile2")); n != 2 {
		t.Errorf("%d embedded font files, want 2 (regular and bold)", n)
	}
	if n := bytes.Count(data, []byte("/Subtype /Image")); n != 1 {
		t.Errorf("%d embedded pictures, want 1", n)
	}
	// The shared back is stored once and placed by reference 11 times; the 11 fronts (their names
	// differ) are printed once each, so they are drawn on their pages.
	if n := bytes.Count(data, []byte("/Subtype /Form")); n != 1 {
		t.Errorf("%d form XObjects, want 1", n)
	}
	if got := p.pages[0].forms + p.pages[1].forms + p.pages[2].forms + p.pages[3].forms; got != 11 {
		t.Errorf("%d faces placed, want 11 backs", got)
	}
}

func TestLastPageHasCropMarksForItsCardsOnly(t *testing.T) {
	// A4 portrait poker 3×3, 11 cards: page 1 is full (4 cuts each way, 2 marks per cut = 16); page 2
	// holds two cards side by side in the first row, cut at x = 3 places and y = 2 places: 10 marks.
	data, err := RenderPDF(testJob(11), Options{Date: testDate, Guides: CropMarks}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := parsePDF(t, data)
	if len(p.pages) != 2 {
		t.Fatalf("%d pages, want 2", len(p.pages))
	}
	// A crop mark is a 0.2 mm (0.57 pt) stroked line.
	mark := regexp.MustCompile(`0\.57 w\n[-\d.]+ [-\d.]+ m [-\d.]+ [-\d.]+ l S`)
	for i, want := range []int{16, 10} {
		if got := len(mark.FindAllString(p.pages[i].content, -1)); got != want {
			t.Errorf("page %d has %d crop marks, want %d", i+1, got, want)
		}
	}
}

func mmToPtF(v float64) string {
	return strings.TrimSpace(strings.Replace(mmToPt(v*25.4/72), "-0.00", "0.00", 1))
}

func checkTexts(t *testing.T, got []string, want ...string) {
	t.Helper()
	all := "\n" + strings.Join(got, "\n") + "\n"
	for _, w := range want {
		if !strings.Contains(all, w) {
			t.Errorf("text %q missing from %q", w, got)
		}
	}
}

func TestPDFIsDeterministicAndMatchesGolden(t *testing.T) {
	job := testJob(5)
	o := Options{Paper: Letter, Date: testDate, Guides: CutLines, Gap: 2, Bleed: 2, Backs: Fold}
	a, err := RenderPDF(job, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		b, err := RenderPDF(job, o, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Fatalf("run %d differs from the first (%d vs %d bytes)", i+2, len(b), len(a))
		}
	}
	golden.Check(t, filepath.Join("testdata", "fold_letter.pdf"), a)
}

func TestGrayscalePrintsNoColour(t *testing.T) {
	data, err := RenderPDF(testJob(2), Options{Grayscale: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := parsePDF(t, data)
	content := p.pages[0].content
	rg := regexp.MustCompile(`([\d.]+) ([\d.]+) ([\d.]+) (rg|RG)`)
	for _, m := range rg.FindAllStringSubmatch(content, -1) {
		if m[1] != m[2] || m[2] != m[3] {
			t.Fatalf("colour %q in a black-and-white PDF", m[0])
		}
	}
	if !strings.Contains(content, " g") {
		t.Error("no grey fills at all: the test would pass on an empty page")
	}
	colour, err := RenderPDF(testJob(2), Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	pc := parsePDF(t, colour)
	if !rg.MatchString(pc.pages[0].content) {
		t.Error("the colour PDF has no colour either: the check above proves nothing")
	}
}

func TestBadJobsAndOptionsWriteNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "cards.pdf")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		job  Job
		o    Options
	}{
		{"card larger than page", testJob(1), Options{Card: CardSize{"300x300", Size{300, 300}}}},
		{"negative bleed", testJob(1), Options{Bleed: -3}},
		{"duplex without backs", Job{Fronts: testJob(2).Fronts}, Options{Backs: Duplex}},
		{"backs miscounted", Job{Fronts: testJob(3).Fronts, Backs: testJob(2).Fronts}, Options{}},
		{"no cards", Job{}, Options{}},
	}
	for _, tt := range tests {
		err := SavePDF(path, tt.job, tt.o, nil)
		if !errors.Is(err, ErrLayout) {
			t.Errorf("%s: error %v, want ErrLayout", tt.name, err)
		}
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Errorf("the existing file was touched: %q", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("left files behind: %v", entries)
	}
	if err := SavePDF(filepath.Join(dir, "missing", "cards.pdf"), testJob(1), Options{}, nil); err == nil || !strings.Contains(err.Error(), "cannot write") {
		t.Errorf("unwritable path: error %v, want cannot write", err)
	}
	if err := SavePDF(path, testJob(1), Options{}, nil); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); !bytes.HasPrefix(got, []byte("%PDF")) {
		t.Errorf("file not replaced by the PDF: %.10q", got)
	}
}

func TestUnreadablePicturesGetAPlaceholder(t *testing.T) {
	f := face.Face{Width: 63.5, Height: 88.9}
	f.Add(&face.Image{X: 5, Y: 5, W: 50, H: 30, Data: []byte("not a picture")},
		&face.Image{X: 5, Y: 40, W: 50, H: 30, Data: testPNG[:len(testPNG)/2]}, // truncated
		&face.Image{X: 5, Y: 75, W: 50, H: 10, Path: filepath.Join(t.TempDir(), "gone.jpg")})
	data, err := RenderPDF(Job{Fronts: []face.Face{f}}, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(data, []byte("/Subtype /Image")); n != 0 {
		t.Errorf("%d pictures embedded, want none", n)
	}
	p := parsePDF(t, data)
	content := p.pages[0].content
	// Each placeholder is a filled and stroked box (re … B) and two diagonals.
	if n := strings.Count(content, " re B"); n != 3 {
		t.Errorf("%d placeholder boxes, want 3", n)
	}
}

func TestProgressCountsPages(t *testing.T) {
	var steps [][2]int
	_, err := RenderPDF(testJob(10), Options{Backs: Duplex}, func(done, total int) { steps = append(steps, [2]int{done, total}) })
	if err != nil {
		t.Fatal(err)
	}
	// 10 cards, 9 a page: 4 pages, then writing.
	want := [][2]int{{1, 5}, {2, 5}, {3, 5}, {4, 5}, {5, 5}}
	if len(steps) != len(want) {
		t.Fatalf("progress %v, want %v", steps, want)
	}
	for i := range want {
		if steps[i] != want[i] {
			t.Errorf("progress %v, want %v", steps, want)
			break
		}
	}
}

func TestRepeatedFacesAreStoredOnce(t *testing.T) {
	// One face printed nine times, its highlight translucent: the opaque parts before and after the
	// highlight are two forms, each stored once and placed nine times; the highlight is drawn on
	// the page (form resources cannot carry transparency) with its graphics state.
	f := testBack()
	f.Add(&face.Ellipse{X: 20, Y: 10, W: 10, H: 5, Fill: face.Color{R: 255, G: 255, B: 255, A: 128}},
		&face.Text{X: 0, Y: 70, W: 63.5, H: 8, Text: "after", Size: 10, Color: face.RGB(255, 255, 255), Align: face.AlignCenter})
	job := Job{Title: "Nine", Fronts: []face.Face{f, f, f, f, f, f, f, f, f}}
	data, err := RenderPDF(job, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(data, []byte("/Subtype /Form")); n != 2 {
		t.Errorf("%d forms stored, want 2", n)
	}
	p := parsePDF(t, data)
	if got := p.pages[0].forms; got != 18 {
		t.Errorf("%d forms placed, want 18", got)
	}
	if n := strings.Count(p.pages[0].content, "/GS1 gs"); n != 9 {
		t.Errorf("translucent highlight drawn %d times, want 9", n)
	}
	if n := strings.Count(strings.Join(p.pages[0].text, "\n"), "after"); n != 9 {
		t.Errorf("text after the highlight shown %d times, want 9", n)
	}
	if !bytes.Contains(data, []byte("<</Type /ExtGState /ca 0.502 /CA 0.502 /BM /Normal>>")) {
		t.Errorf("no graphics state with alpha 128/255 in the document")
	}
}

func TestShortEdgeBacksAreTurned(t *testing.T) {
	turn := regexp.MustCompile(`-1\.00000 -?0\.00000 -?0\.00000 -1\.00000 -?[\d.]+ -?[\d.]+ cm`)
	for _, tt := range []struct {
		flip Flip
		want int
	}{{FlipLong, 0}, {FlipShort, 5}} {
		data, err := RenderPDF(testJob(5), Options{Backs: Duplex, Flip: tt.flip}, nil)
		if err != nil {
			t.Fatal(err)
		}
		p := parsePDF(t, data)
		if n := len(turn.FindAllString(p.pages[0].content, -1)); n != 0 {
			t.Errorf("flip %s: %d fronts turned", tt.flip, n)
		}
		if n := len(turn.FindAllString(p.pages[1].content, -1)); n != tt.want {
			t.Errorf("flip %s: %d backs turned by 180°, want %d", tt.flip, n, tt.want)
		}
	}
}
