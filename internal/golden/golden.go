// Package golden compares a test's output with a golden file in testdata/, the one way every test
// of flaskdeck does it. Run the tests with -update to rewrite the golden files with this run's
// output (then review them with git diff). When an output differs, it is written to the mirror
// path under testdata/failed/ (as Fyne's test package does with images), so it can be diffed
// against the golden file; testdata/failed/ is ignored by git.
package golden

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// update is the one -update flag of every test binary that imports this package.
var update = flag.Bool("update", false, "rewrite golden files in testdata/ with this run's output")

// Update tells whether the run was asked to rewrite golden files (go test -update). Tests that
// make their golden files in a special way (gzipped, or from another source) write them with
// Write when it is true.
func Update() bool { return *update }

// Check compares got with the golden file at path. With -update it rewrites the file instead.
// When they differ, or the file is missing, the test fails and got is written to FailedPath(path);
// when they agree, a failed output left there by an earlier run is removed. It reports whether
// got matched (or was written).
func Check(t testing.TB, path string, got []byte) bool {
	t.Helper()
	if *update {
		Write(t, path, got)
		return true
	}
	failed := FailedPath(path)
	want, err := os.ReadFile(path)
	if err == nil && bytes.Equal(want, got) {
		if err := os.Remove(failed); err == nil {
			removeEmptyDirs(filepath.Dir(failed))
		}
		return true
	}
	if werr := write(failed, got); werr != nil {
		t.Errorf("golden: cannot keep the output for %s: %v", path, werr)
	}
	if err != nil {
		t.Errorf("%v (the output is in %s; run go test -update to write the golden file)", err, failed)
		return false
	}
	t.Errorf("%s differs from this run's output (%s), written to %s; diff them, and run go test -update if the change is right",
		path, firstDifference(want, got), failed)
	return false
}

// CheckString is Check for text.
func CheckString(t testing.TB, path, got string) bool {
	t.Helper()
	return Check(t, path, []byte(got))
}

// Write writes data to the golden file at path, making its directory; a failure fails the test.
func Write(t testing.TB, path string, data []byte) {
	t.Helper()
	if err := write(path, data); err != nil {
		t.Fatalf("golden: %v", err)
	}
}

func write(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

// FailedPath returns where Check writes a differing output for the golden file at path: the same
// path with its testdata directory replaced by testdata/failed ("testdata/faces/a.txt" →
// "testdata/failed/faces/a.txt"). A path outside any testdata directory goes to
// testdata/failed/ with the whole path below it.
func FailedPath(path string) string {
	parts := strings.Split(filepath.ToSlash(filepath.Clean(path)), "/")
	for i := len(parts) - 2; i >= 0; i-- {
		if parts[i] == "testdata" {
			out := append(append(append([]string{}, parts[:i+1]...), "failed"), parts[i+1:]...)
			return filepath.FromSlash(strings.Join(out, "/"))
		}
	}
	return filepath.Join(append([]string{"testdata", "failed"}, parts...)...)
}

// removeEmptyDirs removes dir and its parents up to the testdata/failed directory while they are
// empty, so a passing run leaves no empty directories behind.
func removeEmptyDirs(dir string) {
	for {
		if err := os.Remove(dir); err != nil || filepath.Base(dir) == "failed" {
			return
		}
		dir = filepath.Dir(dir)
	}
}

// firstDifference describes where got first departs from want: the line number and both lines.
func firstDifference(want, got []byte) string {
	wl, gl := bytes.Split(want, []byte("\n")), bytes.Split(got, []byte("\n"))
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g []byte
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if i >= len(wl) || i >= len(gl) || !bytes.Equal(w, g) {
			return fmt.Sprintf("first difference at line %d: got %q, want %q", i+1, clip(g), clip(w))
		}
	}
	return "the same lines, different bytes"
}

// clip shortens a line for a failure message.
func clip(b []byte) string {
	const max = 120
	if len(b) > max {
		return string(b[:max]) + "…"
	}
	return string(b)
}
