// Package atomicfile writes files like a careful editor: a reader sees either the old content or the
// new one, never half of it. The data goes to a temporary file beside the target, which is then
// renamed over it. Beyond that:
//
//   - a symbolic link is written through: its target is replaced (atomically), the link stays;
//   - a replaced file keeps its permission bits (a 0600 file stays 0600);
//   - only regular files are replaced: a device, a FIFO, a socket or a folder is refused;
//   - the temporary file is removed on every error, and on SIGINT, SIGTERM or SIGHUP during the
//     write (the signal is then delivered as it would have been);
//   - temporary files left by a process that was killed (kill -9, a power cut) are removed by the
//     next write beside them: their names carry the writer's process id.
package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// ErrNotRegular is wrapped by the error for a target that exists and is not a regular file.
var ErrNotRegular = errors.New("not a regular file")

// maxLinks bounds the symbolic links followed to the real target (as the kernel's ELOOP).
const maxLinks = 40

// Write writes data to path atomically with permission perm (for a new file).
func Write(path string, data []byte, perm os.FileMode) error {
	return WriteFunc(path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteFunc writes the output of write to path atomically; perm is the permission of a new file (a
// replaced file keeps its own). If write fails, the target is left as it was and the temporary file
// is removed. Errors name path, never the temporary file.
func WriteFunc(path string, perm os.FileMode, write func(io.Writer) error) (err error) {
	target, err := resolve(path)
	if err != nil {
		return fmt.Errorf("%s: cannot write: %w", path, reason(err))
	}
	if st, err := os.Lstat(target); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s: cannot write: %w (%s), not replaced", path, ErrNotRegular, kind(st.Mode()))
		}
		perm = st.Mode().Perm()
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	removeStale(dir, base)
	tmp, err := os.CreateTemp(dir, tempPrefix(base)+strconv.Itoa(os.Getpid())+"-*")
	if err != nil {
		return fmt.Errorf("%s: cannot write: %w", path, reason(err))
	}
	track(tmp.Name())
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
		untrack(tmp.Name())
	}()
	if err = write(tmp); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("%s: %w", path, reason(err))
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, reason(err))
	}
	if err = os.Chmod(tmp.Name(), perm); err != nil {
		return fmt.Errorf("%s: %w", path, reason(err))
	}
	if err = os.Rename(tmp.Name(), target); err != nil {
		return fmt.Errorf("%s: cannot write: %w", path, reason(err))
	}
	return nil
}

// resolve follows symbolic links from path to the file to replace (which may not exist yet: a
// dangling link names the file it will create).
func resolve(path string) (string, error) {
	for range maxLinks {
		st, err := os.Lstat(path)
		if errors.Is(err, fs.ErrNotExist) {
			return path, nil
		}
		if err != nil {
			return "", err
		}
		if st.Mode()&fs.ModeSymlink == 0 {
			return path, nil
		}
		link, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(path), link)
		}
		path = link
	}
	return "", errors.New("too many levels of symbolic links")
}

// tempPrefix is the start of the temporary files' names for base: hidden, and telling what they are.
func tempPrefix(base string) string { return "." + base + ".tmp-" }

// staleAge is the age after which a temporary file whose writer cannot be told apart (an older name
// without a process id, or a process id now reused) is removed.
const staleAge = 24 * time.Hour

// removeStale removes the temporary files beside base left by writers that are gone.
func removeStale(dir, base string) {
	prefix := tempPrefix(base)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, prefix) || !e.Type().IsRegular() {
			continue
		}
		pidText, _, hasPid := strings.Cut(name[len(prefix):], "-")
		pid, perr := strconv.Atoi(pidText)
		stale := hasPid && perr == nil && pid != os.Getpid() && !alive(pid)
		if !stale {
			if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > staleAge && pid != os.Getpid() {
				stale = true
			}
		}
		if stale {
			os.Remove(filepath.Join(dir, name))
		}
	}
}

// kind names a file type for messages.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// reason strips the temporary file's name from a file system error: users know only the target.
func reason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
