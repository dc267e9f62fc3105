package export

import (
	"bytes"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/face/raster"
)

// BenchmarkCodexCardImage draws one Codex card at 300 dpi with 3 mm bleed and encodes it as the
// export does: the work per file of `flaskdeck export images --game codex` (one processor).
func BenchmarkCodexCardImage(b *testing.B) {
	s := codexSet()
	f := s.Decks[1].Cards[4].Front // a gold card: corners, points, requirement
	var r raster.Renderer
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		img := r.Card(f, raster.Size{W: f.Width, H: f.Height}, 3, 300)
		buf.Reset()
		if err := encodePNG(&buf, img, 300); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len())/1024, "KiB/image")
}
