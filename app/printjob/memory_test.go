package printjob

import (
	"runtime"
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/printing"
)

// Issue 14: printing 10,000 cards of a real deck must stay within 600 MB. A test cannot print
// 10,000 cards on a shared machine, nor time it; it measures what the printer keeps per card on
// smaller runs and extrapolates, which is linear: the document is built in memory (fpdf keeps
// each page's content until the output), so the live heap at the last page grows with the cards.
// The whole-process figure is in docs/printing.md (/usr/bin/time -v, 667 copies of the red deck).

// TestEqualCardsShareOneFace: the red deck named 40 times prints 600 cards with its five faces
// (each deck's cards used to be faces of their own: 3,335 templates for 667 decks, 305 MB).
func TestEqualCardsShareOneFace(t *testing.T) {
	job, err := flaskSource(repeat("red", 40), Selection{})
	if err != nil {
		t.Fatal(err)
	}
	distinct := map[*face.Item]bool{}
	for _, f := range job.Fronts {
		distinct[&f.Items[0]] = true
	}
	if len(job.Fronts) != 600 || len(distinct) != 5 {
		t.Errorf("%d cards with %d distinct faces, want 600 with 5", len(job.Fronts), len(distinct))
	}
}

// TestTenThousandCardsFitIn600MB extrapolates the peak memory of printing 10,000 cards from the
// live heap at the last page of two smaller runs (after a collection, so garbage does not count):
// peak ≈ runtime base + 2 × live (Go lets the heap grow to twice the live data, GOGC=100) + 3 ×
// the PDF (fpdf's output buffer, the copy with canonical boxes, the file's write buffer).
func TestTenThousandCardsFitIn600MB(t *testing.T) {
	const (
		cards    = 10_000
		limit    = 600 << 20
		baseline = 40 << 20 // the Go runtime, the program and its fonts (maximum resident size of `print red`: ~31 MB)
	)
	live := func(decks int) (heap, pdf float64, n int) {
		job, err := flaskSource(repeat("red", decks), Selection{})
		if err != nil {
			t.Fatal(err)
		}
		runtime.GC()
		var before, last runtime.MemStats
		runtime.ReadMemStats(&before)
		data, err := printing.RenderPDF(job, printing.Options{Date: time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC), Guides: printing.CropMarks},
			func(done, total int) {
				if done == total-1 { // every page drawn, the output not yet made
					runtime.GC()
					runtime.ReadMemStats(&last)
				}
			})
		if err != nil {
			t.Fatal(err)
		}
		return float64(last.HeapAlloc) - float64(before.HeapAlloc), float64(len(data)), len(job.Fronts)
	}
	h1, p1, n1 := live(30)
	h2, p2, n2 := live(90)
	perCard := (h2 - h1) / float64(n2-n1)
	pdfPerCard := p2 / float64(n2)
	peak := baseline + 2*(h2+perCard*float64(cards-n2)) + 3*pdfPerCard*cards
	t.Logf("live heap %.0f bytes per card (%d cards: %.1f MB, %d: %.1f MB), PDF %.0f bytes per card; %d cards: about %.0f MB",
		perCard, n1, h1/1e6, n2, h2/1e6, pdfPerCard, cards, peak/(1<<20))
	if peak > limit || perCard <= 0 || p1 >= p2 {
		t.Errorf("printing %d cards would take about %.0f MB (%.0f bytes per card), more than %d MB", cards, peak/(1<<20), perCard, limit>>20)
	}
}

// repeat returns n copies of arg.
func repeat(arg string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = arg
	}
	return out
}
