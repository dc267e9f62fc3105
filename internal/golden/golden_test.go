package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a testing.TB that keeps the failures instead of failing the test.
type recorder struct {
	testing.TB
	errors []string
	fatal  bool
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	r.fatal = true
}

// inTempDir runs the test in an empty directory holding testdata/faces/a.txt = "one\ntwo\n".
func inTempDir(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.MkdirAll("testdata/faces", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("testdata/faces/a.txt", []byte("one\ntwo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func TestAMatchingOutputPassesAndLeavesNothing(t *testing.T) {
	inTempDir(t)
	r := &recorder{}
	if !CheckString(r, "testdata/faces/a.txt", "one\ntwo\n") || len(r.errors) != 0 {
		t.Fatalf("a matching output failed: %v", r.errors)
	}
	if exists("testdata/failed") {
		t.Error("a passing check wrote testdata/failed")
	}
}

func TestADifferingOutputFailsAndIsWrittenToFailed(t *testing.T) {
	inTempDir(t)
	r := &recorder{}
	if CheckString(r, "testdata/faces/a.txt", "one\nthree\n") || len(r.errors) != 1 {
		t.Fatalf("a differing output passed: %v", r.errors)
	}
	if msg := r.errors[0]; !strings.Contains(msg, "line 2") || !strings.Contains(msg, `"three"`) || !strings.Contains(msg, filepath.Join("testdata", "failed", "faces", "a.txt")) {
		t.Errorf("the message does not say where and what: %s", msg)
	}
	got, err := os.ReadFile("testdata/failed/faces/a.txt")
	if err != nil || string(got) != "one\nthree\n" {
		t.Errorf("failed output %q, %v", got, err)
	}
	if want, _ := os.ReadFile("testdata/faces/a.txt"); string(want) != "one\ntwo\n" {
		t.Errorf("the golden file changed without -update: %q", want)
	}
	// Once the output is right again, the failed output is cleared away.
	r = &recorder{}
	if !CheckString(r, "testdata/faces/a.txt", "one\ntwo\n") {
		t.Fatalf("the fixed output failed: %v", r.errors)
	}
	if exists("testdata/failed") {
		t.Error("the stale failed output was kept")
	}
}

func TestAMissingGoldenFileFails(t *testing.T) {
	inTempDir(t)
	r := &recorder{}
	if Check(r, "testdata/new/b.bin", []byte{1, 2}) || len(r.errors) != 1 || !strings.Contains(r.errors[0], "-update") {
		t.Fatalf("a missing golden file: %v", r.errors)
	}
	if got, _ := os.ReadFile("testdata/failed/new/b.bin"); string(got) != "\x01\x02" {
		t.Errorf("failed output %q", got)
	}
}

func TestUpdateRewritesTheGoldenFile(t *testing.T) {
	inTempDir(t)
	*update = true
	defer func() { *update = false }()
	if !Update() {
		t.Fatal("Update is false with the flag set")
	}
	r := &recorder{}
	if !CheckString(r, "testdata/faces/a.txt", "new\n") || !CheckString(r, "testdata/more/deep/c.txt", "c\n") || len(r.errors) != 0 {
		t.Fatalf("update failed: %v", r.errors)
	}
	for path, want := range map[string]string{"testdata/faces/a.txt": "new\n", "testdata/more/deep/c.txt": "c\n"} {
		if got, _ := os.ReadFile(path); string(got) != want {
			t.Errorf("%s = %q, want %q", path, got, want)
		}
	}
}

func TestFailedPath(t *testing.T) {
	tests := []struct{ path, want string }{
		{"testdata/a.txt", "testdata/failed/a.txt"},
		{"testdata/faces/x/a.txt", "testdata/failed/faces/x/a.txt"},
		{"../../flask/testdata/faces/a.txt", "../../flask/testdata/failed/faces/a.txt"},
		{"presets/red.yaml", "testdata/failed/presets/red.yaml"},
	}
	for _, tt := range tests {
		if got := filepath.ToSlash(FailedPath(filepath.FromSlash(tt.path))); got != tt.want {
			t.Errorf("FailedPath(%q) = %q, want %q", tt.path, got, tt.want)
		}
	}
}

func TestFirstDifference(t *testing.T) {
	tests := []struct{ want, got, says string }{
		{"a\nb\n", "a\nc\n", `line 2: got "c", want "b"`},
		{"a\n", "a\nb\n", `line 2: got "b", want ""`},
		{"a", "a\n", `line 2: got "", want ""`},
	}
	for _, tt := range tests {
		if got := firstDifference([]byte(tt.want), []byte(tt.got)); !strings.Contains(got, tt.says) {
			t.Errorf("firstDifference(%q, %q) = %q, want it to say %q", tt.want, tt.got, got, tt.says)
		}
	}
}
