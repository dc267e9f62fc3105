// Package uitest helps the app's tests drive a section headless: a Loop stands in for the UI
// goroutine.
package uitest

import (
	"testing"
	"time"
)

// Loop stands in for the UI goroutine in tests: computer players and lab runs post their work to
// it, and the test goroutine runs it, as the real driver runs fyne.Do functions on its own goroutine.
type Loop struct{ ch chan func() }

// NewLoop returns an empty loop.
func NewLoop() *Loop { return &Loop{ch: make(chan func(), 256)} }

// Post queues f to run on the loop.
func (l *Loop) Post(f func()) { l.ch <- f }

// RunUntil runs posted functions until cond holds; it fails the test after timeout.
func (l *Loop) RunUntil(t *testing.T, what string, cond func() bool, timeout time.Duration) {
	t.Helper()
	deadline := time.After(timeout)
	for !cond() {
		select {
		case f := <-l.ch:
			f()
		case <-deadline:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}
