package inputfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestReadRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	for _, path := range []string{"/dev/zero", fifo, dir} {
		_, err := Read(path, DefaultLimit) // a hang or an endless read fails the test by timeout
		if !errors.Is(err, ErrNotRegular) {
			t.Errorf("Read(%s) = %v, want ErrNotRegular", path, err)
		}
		if err != nil && !strings.HasPrefix(err.Error(), path+": ") {
			t.Errorf("error %q does not start with the path", err)
		}
	}
}

func TestReadRefusesFilesAboveTheLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big")
	os.WriteFile(path, make([]byte, 2000), 0o644)
	if _, err := Read(path, 1000); !errors.Is(err, ErrTooLarge) {
		t.Errorf("err = %v, want ErrTooLarge", err)
	}
	data, err := Read(path, 2000)
	if err != nil || len(data) != 2000 {
		t.Errorf("Read at the limit = %d bytes, %v", len(data), err)
	}
}

func TestReadFollowsSymlinksToRegularFiles(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "real"), []byte("x"), 0o644)
	os.Symlink("real", filepath.Join(dir, "link"))
	if data, err := Read(filepath.Join(dir, "link"), 10); err != nil || string(data) != "x" {
		t.Errorf("Read(link) = %q, %v", data, err)
	}
}
