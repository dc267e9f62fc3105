package listtext

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestJoin(t *testing.T) {
	items := []string{"a", "b", "c", "d"}
	if got := Join(items, ", ", 4); got != "a, b, c, d" {
		t.Errorf("got %q", got)
	}
	if got := Join(items, ", ", 2); got != "a, b and 2 more" {
		t.Errorf("got %q", got)
	}
}

func TestClip(t *testing.T) {
	if got := Clip("short", 10); got != "short" {
		t.Errorf("got %q", got)
	}
	long := strings.Repeat("é", 400)
	got := Clip(long, MaxLine)
	if len(got) > MaxLine || !utf8.ValidString(got) || !strings.HasSuffix(got, "…") {
		t.Errorf("Clip = %d bytes, valid %v", len(got), utf8.ValidString(got))
	}
}
