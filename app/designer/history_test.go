package designer

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// The same test run twice changes nothing, whatever the rounding of the rates the history keeps.
func TestTheSameTestAgainSaysNoChange(t *testing.T) {
	r := &Report{Level: "greedy", Overall: sim.Interval{Rate: 0.35225},
		Opponents: []Opponent{{Name: "Green", Win: sim.Interval{Rate: 0.4155}}, {Name: "Red", Win: sim.Interval{Rate: 0.19949}}}}
	got := Changes(EntryOf(r, time.Now()), r)
	if len(got) != 1 || got[0] != "no change since the last test" {
		t.Fatalf("the same test again: %q", got)
	}
	r2 := *r
	r2.Opponents = []Opponent{{Name: "Green", Win: sim.Interval{Rate: 0.4775}}, {Name: "Red", Win: sim.Interval{Rate: 0.19949}}}
	got = Changes(EntryOf(r, time.Now()), &r2)
	if len(got) != 1 || got[0] != "+6.2 points against Green since the last test" {
		t.Fatalf("after a change against Green: %q", got)
	}
}

// Issue 14: a history file is untrusted like any input: only a regular file of at most 1 MiB is
// read (/dev/zero used to be read up to the limit, a FIFO blocked deck test), errors are one line
// FILE:LINE: problem, and a missing file is an empty history.
func TestLoadHistoryRefusesWhatIsNotAHistory(t *testing.T) {
	dir := t.TempDir()
	if h, err := LoadHistory(filepath.Join(dir, "none.test.yaml")); err != nil || len(h.Tests) != 0 {
		t.Errorf("missing file: %v, %v", h, err)
	}
	if _, err := LoadHistory("/dev/zero"); !errors.Is(err, ErrBadHistory) || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("/dev/zero: %v", err)
	}
	bad := filepath.Join(dir, "bad.test.yaml")
	os.WriteFile(bad, []byte("tests:\n  - level: normal\n    games: many\n"), 0o644)
	if _, err := LoadHistory(bad); err == nil || err.Error() != bad+`:3: bad test history: expected a whole number, found text "many"` {
		t.Errorf("bad field: %v", err)
	}
	good := filepath.Join(dir, "good.test.yaml")
	h := History{Tests: []Entry{{When: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC), Level: "normal", Games: 40, Overall: 51.5}}}
	if err := h.Save(good); err != nil {
		t.Fatal(err)
	}
	if back, err := LoadHistory(good); err != nil || len(back.Tests) != 1 || back.Tests[0].Games != 40 {
		t.Errorf("written and read back: %+v, %v", back, err)
	}
}

// FuzzDecodeHistory: any bytes as a history file are refused with one line naming the file, or
// read into a history that can be written and read back.
func FuzzDecodeHistory(f *testing.F) {
	f.Add([]byte("tests:\n  - when: 2026-11-23T12:00:00Z\n    level: normal\n    games: 40\n    overall: 51.5\n    opponents: {red: 48, blue: 55.5}\n"))
	f.Add([]byte("# Tests of the deck\ntests: []\n"))
	f.Add([]byte("tests:\n  - games: many\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := DecodeHistory("h.test.yaml", data)
		if err != nil {
			if msg := err.Error(); !strings.HasPrefix(msg, "h.test.yaml") || strings.Contains(msg, "\n") || !errors.Is(err, ErrBadHistory) {
				t.Fatalf("error %q", msg)
			}
			return
		}
		path := filepath.Join(t.TempDir(), "h.test.yaml")
		if err := h.Save(path); err != nil {
			t.Fatalf("save: %v", err)
		}
		if _, err := LoadHistory(path); err != nil {
			t.Fatalf("written history does not read back: %v", err)
		}
	})
}
