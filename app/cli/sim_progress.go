package cli

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// simProgress draws the run's progress bar with a time estimate on stderr.
type simProgress struct {
	bar *progressbar.ProgressBar
	w   io.Writer
}

// newSimProgress returns a progress bar on w for total matches, or nil when quiet or when w is
// not a terminal (a log file or a pipe gets no bar).
func newSimProgress(w io.Writer, total int, quiet bool) *simProgress {
	if quiet || !isTerminal(w) {
		return nil
	}
	bar := progressbar.NewOptions64(int64(total),
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("matches"),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("matches"),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionSetWidth(30),
		progressbar.OptionOnCompletion(func() { fmt.Fprintln(w) }),
	)
	return &simProgress{bar: bar, w: w}
}

// Update shows done matches; it is safe on a nil bar.
func (p *simProgress) Update(done, _ int) {
	if p != nil {
		_ = p.bar.Set(done)
	}
}

// Finish ends the bar's line (also after an interrupted run).
func (p *simProgress) Finish() {
	if p != nil && !p.bar.IsFinished() {
		_ = p.bar.Exit()
		fmt.Fprintln(p.w)
	}
}

// isTerminal tells whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
