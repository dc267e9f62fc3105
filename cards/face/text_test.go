package face

import (
	"math"
	"strings"
	"testing"
)

func TestTextWidthScalesWithSizeAndLength(t *testing.T) {
	w10 := TextWidth("Attack", 10, false)
	w20 := TextWidth("Attack", 20, false)
	if math.Abs(w20-2*w10) > 1e-9 {
		t.Fatalf("width at 20pt = %v, want twice %v", w20, w10)
	}
	if TextWidth("Attack Attack", 10, false) <= 2*w10 {
		t.Fatal("two words with a space are not wider than twice one word")
	}
	if TextWidth("Attack", 10, true) <= w10 {
		t.Fatal("bold is not wider than regular")
	}
	// The Go font's "M" is about 0.8 em wide: at 72 pt (one inch), between 15 and 25 mm.
	if w := TextWidth("M", 72, false); w < 15 || w > 25 {
		t.Fatalf("M at 72pt = %.1f mm, want 15..25", w)
	}
}

func TestWrapTextKeepsEveryLineWithinTheWidth(t *testing.T) {
	text := "Every further card the player plays this turn goes under it instead of resolving."
	for _, width := range []float64{20, 35, 50, 80} {
		lines := WrapText(text, 8, false, width)
		if strings.Join(lines, " ") != text {
			t.Fatalf("width %v: lines %q lose words", width, lines)
		}
		for _, l := range lines {
			if TextWidth(l, 8, false) > width && strings.Contains(l, " ") {
				t.Fatalf("width %v: line %q is %.1f mm wide", width, l, TextWidth(l, 8, false))
			}
		}
	}
	if got := WrapText("  ", 8, false, 30); got != nil {
		t.Fatalf("blank text wraps to %q", got)
	}
}

func TestFitTextShrinksUntilItFits(t *testing.T) {
	name := "Returning Double Attack"
	size := FitText(name, 14, 6, true, 40)
	if TextWidth(name, size, true) > 40 {
		t.Fatalf("size %v does not fit", size)
	}
	if size < 14 && TextWidth(name, size+0.5, true) <= 40 {
		t.Fatalf("size %v is not the largest that fits", size)
	}
	if got := FitText(strings.Repeat("W", 200), 14, 6, true, 40); got != 6 {
		t.Fatalf("overlong text got size %v, want the minimum 6", got)
	}
}

func TestHasGlyph(t *testing.T) {
	for _, r := range "Aéßπ" {
		if !HasGlyph(r) {
			t.Errorf("the Go font lacks %q", r)
		}
	}
	if HasGlyph('💥') {
		t.Error("the Go font claims an emoji glyph; resource symbols must be drawn as icons")
	}
}

func BenchmarkTextWidth(b *testing.B) {
	for i := 0; i < b.N; i++ {
		TextWidth("Returning Double Attack", 12, true)
	}
}
