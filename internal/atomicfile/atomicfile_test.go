package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteReplacesOnlyWhenComplete(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "deck.yaml")
	if err := Write(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("disk full")
	err := WriteFunc(path, 0o644, func(w io.Writer) error {
		io.WriteString(w, "half")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v, want the writer's error", err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != "old" {
		t.Fatalf("content = %q after a failed write, want the old content", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("%d files left in the folder, want only the target", len(entries))
	}
	if err := Write(path, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "new" {
		t.Fatalf("content = %q, want new", got)
	}
}

func TestWriteToMissingFolderFails(t *testing.T) {
	target := filepath.Join(t.TempDir(), "no", "such", "x.pdf")
	err := Write(target, []byte("x"), 0o644)
	if err == nil {
		t.Fatal("writing into a missing folder succeeded")
	}
	if want := target + ": cannot write: no such file or directory"; err.Error() != want {
		t.Fatalf("error %q, want %q (the target named, not the temporary file)", err, want)
	}
}
