package face

import (
	"math"
	"testing"
)

// Glyph advances add up to TextWidth, so text drawn from outlines fills the measured width.
func TestGlyphAdvancesMatchTextWidth(t *testing.T) {
	for _, bold := range []bool{false, true} {
		s := "Returning Double Attack – 3× €"
		sum := 0.0
		for _, r := range s {
			sum += GlyphOf(r, bold).Advance
		}
		if want := TextWidth(s, 10, bold) / (10 * PointMM); math.Abs(sum-want) > 1e-9 {
			t.Errorf("bold=%v: advances sum to %.6f em, TextWidth says %.6f", bold, sum, want)
		}
	}
}

// An outline starts with a move, lies around the baseline (capitals above it: y < 0) and a rune the
// font lacks is drawn as '?'.
func TestGlyphOutlines(t *testing.T) {
	h := GlyphOf('H', false)
	if len(h.Segments) == 0 || h.Segments[0].Op != MoveTo {
		t.Fatalf("H: %d segments, first %v", len(h.Segments), h.Segments)
	}
	minY, maxY := 0.0, -1.0
	for _, s := range h.Segments {
		minY, maxY = math.Min(minY, s.Points[0].Y), math.Max(maxY, s.Points[0].Y)
	}
	if minY > -0.6 || minY < -0.9 || maxY > 0.01 {
		t.Errorf("H spans y %.2f..%.2f em, want a cap height of about 0.7 above the baseline", minY, maxY)
	}
	emoji, question := GlyphOf('🙂', false), GlyphOf('?', false)
	if emoji.Advance != question.Advance || len(emoji.Segments) != len(question.Segments) {
		t.Error("a missing glyph is not drawn as '?'")
	}
}
