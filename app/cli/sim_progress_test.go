package cli

import (
	"strings"
	"testing"
	"time"
)

// TestTheProgressBarRedrawsAtMostEveryTenthOfASecond drives the bar with a fake clock.
func TestTheProgressBarRedrawsAtMostEveryTenthOfASecond(t *testing.T) {
	var out strings.Builder
	now := time.Date(2026, 11, 24, 3, 0, 0, 0, time.UTC)
	p := newProgressBar(&out, 1000, func() time.Time { return now })
	for done := 0; done <= 1000; done += 10 {
		p.Update(done, 1000)
		now = now.Add(20 * time.Millisecond) // 2 s in all: a redraw every fifth update
	}
	p.Finish() // after the end: nothing more
	lines := strings.Split(out.String(), "\r")[1:]
	if n := len(lines); n < 15 || n > 25 {
		t.Errorf("%d redraws for 101 updates over 2 s, want about 21:\n%q", n, out.String())
	}
	last := lines[len(lines)-1]
	want := "matches 100% |" + strings.Repeat("█", simProgressWidth) + "| (1000/1000, 500 matches/s) [2s:0s]\n"
	if last != want {
		t.Errorf("last line %q, want %q", last, want)
	}
	if !strings.HasPrefix(lines[0], "matches   0% |"+strings.Repeat(" ", simProgressWidth)+"| (0/1000, 0 matches/s)") {
		t.Errorf("first line %q", lines[0])
	}
	if mid := lines[len(lines)/2]; !strings.Contains(mid, "█ ") {
		t.Errorf("middle line %q", mid)
	}
}

func TestAnInterruptedProgressBarEndsItsLine(t *testing.T) {
	var out strings.Builder
	now := time.Date(2026, 11, 24, 3, 0, 0, 0, time.UTC)
	p := newProgressBar(&out, 100, func() time.Time { return now })
	p.Update(5, 100)
	now = now.Add(time.Second)
	p.Update(30, 100) // drawn: a second later
	now = now.Add(10 * time.Millisecond)
	p.Update(31, 100) // not drawn
	p.Finish()
	p.Finish()
	got := out.String()
	if !strings.HasSuffix(got, "(31/100, 31 matches/s) [1s:2s]\n") || strings.Count(got, "\n") != 1 {
		t.Errorf("got %q", got)
	}
	var nilBar *simProgress
	nilBar.Update(1, 2)
	nilBar.Finish()
}
