package atomicfile

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestWriteGoesThroughSymlinks(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "real"), 0o755)
	real := filepath.Join(dir, "real", "deck.yaml")
	os.WriteFile(real, []byte("old"), 0o644)
	link := filepath.Join(dir, "deck.yaml")
	os.Symlink("real/deck.yaml", link)
	if err := Write(link, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Error("the symbolic link was replaced by a file")
	}
	if got, _ := os.ReadFile(real); string(got) != "new" {
		t.Errorf("target holds %q, want new", got)
	}
	// A dangling link creates the file it names.
	dangling := filepath.Join(dir, "new.yaml")
	os.Symlink("real/created.yaml", dangling)
	if err := Write(dangling, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "real", "created.yaml")); string(got) != "x" {
		t.Errorf("dangling link: target holds %q", got)
	}
}

func TestWriteKeepsTheReplacedFilesMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "secret.yaml")
	os.WriteFile(path, []byte("old"), 0o600)
	os.Chmod(path, 0o600)
	if err := Write(path, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v after saving, want 0600", st.Mode().Perm())
	}
}

func TestWriteRefusesToReplaceWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	targets := []string{dir, "/dev/null"}
	if syscall.Mkfifo(fifo, 0o600) == nil {
		targets = append(targets, fifo)
	}
	for _, p := range targets {
		before, _ := os.Lstat(p)
		err := Write(p, []byte("x"), 0o644)
		if !errors.Is(err, ErrNotRegular) || !strings.HasPrefix(err.Error(), p+": ") {
			t.Errorf("Write(%s) = %v, want a refusal naming it", p, err)
		}
		if after, _ := os.Lstat(p); after.Mode() != before.Mode() {
			t.Errorf("%s was replaced", p)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) > 1 {
		t.Errorf("files left: %v", entries)
	}
}

func TestWriteRemovesStaleTemporaryFilesOfDeadWriters(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "deck.yaml")
	// A writer that is gone: a finished child process's id.
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Skip(err)
	}
	dead := filepath.Join(dir, ".deck.yaml.tmp-"+strconv.Itoa(cmd.Process.Pid)+"-123")
	old := filepath.Join(dir, ".deck.yaml.tmp-987654321") // an older name without a process id
	mine := filepath.Join(dir, ".deck.yaml.tmp-"+strconv.Itoa(os.Getpid())+"-77")
	other := filepath.Join(dir, ".notes.yaml.tmp-"+strconv.Itoa(cmd.Process.Pid)+"-1") // another file's
	for _, p := range []string{dead, old, mine, other} {
		os.WriteFile(p, []byte("half"), 0o644)
	}
	os.Chtimes(old, time.Now().Add(-48*time.Hour), time.Now().Add(-48*time.Hour))
	if err := Write(path, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for p, want := range map[string]bool{dead: false, old: false, mine: true, other: true} {
		if _, err := os.Stat(p); (err == nil) != want {
			t.Errorf("%s exists = %v, want %v", filepath.Base(p), err == nil, want)
		}
	}
}

// TestSignalDuringAWriteRemovesTheTemporaryFile runs a child process (this test binary) that
// starts writing and is sent SIGTERM mid-write: it must die of the signal, leaving the old file and
// no temporary file.
func TestSignalDuringAWriteRemovesTheTemporaryFile(t *testing.T) {
	if dir := os.Getenv("ATOMICFILE_CHILD_DIR"); dir != "" {
		WriteFunc(filepath.Join(dir, "deck.yaml"), 0o644, func(w io.Writer) error {
			io.WriteString(w, "half")
			syscall.Kill(os.Getpid(), syscall.SIGTERM)
			time.Sleep(5 * time.Second)
			return nil
		})
		os.Exit(0) // not reached when the signal ends the process
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "deck.yaml"), []byte("old"), 0o644)
	cmd := exec.Command(os.Args[0], "-test.run=^TestSignalDuringAWriteRemovesTheTemporaryFile$")
	cmd.Env = append(os.Environ(), "ATOMICFILE_CHILD_DIR="+dir)
	err := cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("child: %v, want death by SIGTERM", err)
	}
	if ws, ok := ee.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGTERM {
		t.Errorf("child ended with %v, want SIGTERM", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("files left: %v, want only deck.yaml", entries)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "deck.yaml")); string(got) != "old" {
		t.Errorf("deck.yaml = %q, want old", got)
	}
}
