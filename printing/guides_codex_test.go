package printing

import (
	"regexp"
	"testing"

	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// The real Codex print run (102 cards at their own size, A4, 3×6 a page) draws crop marks on its
// partial last page for the cuts of the cards there only: 12 cards fill 4 rows of 3, so 4 cuts
// across (top and bottom margins) and 5 down (left and right margins), 18 marks; a full page has
// 4 cuts across and 7 down, 22 marks. Marks for the empty rows would make the last page 22 too.
func TestCodexLastPageMarksItsCardsOnly(t *testing.T) {
	fronts, backs := codex.AllFacesIn(i18n.English)
	job := Job{Title: "Codex Naturalis", Fronts: fronts, Backs: backs}
	card := CardSize{Name: "codex", Size: Size{W: fronts[0].Width, H: fronts[0].Height}}
	data, err := RenderPDF(job, Options{Date: testDate, Guides: CropMarks, Card: card}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := parsePDF(t, data)
	if len(p.pages) != 6 {
		t.Fatalf("%d pages, want 6 (3×6 cards a page)", len(p.pages))
	}
	for i, pg := range p.pages {
		want := 22
		if i == len(p.pages)-1 {
			want = 18
		}
		if got := len(cropMarks(pg)); got != want {
			t.Errorf("page %d has %d crop marks, want %d", i+1, got, want)
		}
	}
}

// cropMarks returns the crop marks drawn on the page: black 0.2 mm (0.57 pt) lines. The faces
// draw thin lines of their own, in their colours (Codex objectives: light arrows).
func cropMarks(pg parsedPage) []string {
	return regexp.MustCompile(`0\.000 G\n0\.57 w\n[-\d.]+ [-\d.]+ m [-\d.]+ [-\d.]+ l S`).FindAllString(pg.content, -1)
}
