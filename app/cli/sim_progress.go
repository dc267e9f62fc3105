package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"golang.org/x/term"
)

// simProgress draws the run's progress bar with a time estimate on stderr: one line, redrawn in
// place at most every 100 ms, as "matches  42% |████████      | (4200/10000, 1234 matches/s)
// [3s:4s]" (elapsed and estimated time left).
type simProgress struct {
	w           io.Writer
	total       int
	start       time.Time
	last        time.Time // the last redraw
	now         func() time.Time
	done, shown int
	finished    bool
}

// simProgressWidth is the bar's width in cells.
const simProgressWidth = 30

// newSimProgress returns a progress bar on w for total matches, or nil when quiet or when w is
// not a terminal (a log file or a pipe gets no bar).
func newSimProgress(w io.Writer, total int, quiet bool) *simProgress {
	if quiet || !isTerminal(w) {
		return nil
	}
	return newProgressBar(w, total, time.Now)
}

// newProgressBar returns a bar on w for total matches, timed by now.
func newProgressBar(w io.Writer, total int, now func() time.Time) *simProgress {
	t := now()
	return &simProgress{w: w, total: total, start: t, now: now}
}

// Update shows done matches; it is safe on a nil bar.
func (p *simProgress) Update(done, _ int) {
	if p == nil || p.finished {
		return
	}
	p.done = min(max(done, 0), p.total)
	t := p.now()
	if p.done < p.total && p.shown > 0 && t.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = t
	p.draw(t)
	if p.done == p.total {
		p.finished = true
		fmt.Fprintln(p.w)
	}
}

// Finish ends the bar's line (also after an interrupted run).
func (p *simProgress) Finish() {
	if p != nil && !p.finished {
		p.finished = true
		p.draw(p.now())
		fmt.Fprintln(p.w)
	}
}

// draw writes the bar's line over the previous one.
func (p *simProgress) draw(t time.Time) {
	p.shown++
	frac := 1.0
	if p.total > 0 {
		frac = float64(p.done) / float64(p.total)
	}
	cells := int(frac * simProgressWidth)
	elapsed := t.Sub(p.start)
	rate, left := 0.0, time.Duration(0)
	if s := elapsed.Seconds(); s > 0 && p.done > 0 {
		rate = float64(p.done) / s
		left = time.Duration(float64(p.total-p.done) / rate * float64(time.Second))
	}
	fmt.Fprintf(p.w, "\rmatches %3d%% |%s%s| (%d/%d, %.0f matches/s) [%s:%s]",
		int(frac*100), strings.Repeat("█", cells), strings.Repeat(" ", simProgressWidth-cells),
		p.done, p.total, rate, roundDuration(elapsed), roundDuration(left))
}

// roundDuration rounds d to the second below a minute, else to the minute.
func roundDuration(d time.Duration) time.Duration {
	if d < time.Minute {
		return d.Round(time.Second)
	}
	return d.Round(time.Minute)
}

// isTerminal tells whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
