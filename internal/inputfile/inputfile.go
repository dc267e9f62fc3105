// Package inputfile opens files a user names as inputs (decks, setups, logs, code lists, play areas,
// pictures) as untrusted: only regular files are read (a device such as /dev/zero would be read
// forever, a FIFO would block), and never more than a stated number of bytes.
package inputfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// DefaultLimit is the size limit of text inputs (decks, logs, setups): 256 MiB, far above any real
// deck (a 10,000-card JSON deck is about 5 MB) and small enough to read into memory.
const DefaultLimit = 256 << 20

// ErrNotRegular is wrapped by the error for a path that is not a regular file.
var ErrNotRegular = msgerr.New("not a regular file")

// ErrTooLarge is wrapped by the error for a file above its limit.
var ErrTooLarge = msgerr.New("file too large")

// Open opens path for reading when it is a regular file of at most limit bytes. The error reads
// "PATH: REASON" with a reason a user understands (no Go type names).
func Open(path string, limit int64) (*os.File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, msgerr.Errorf("%s: %w", path, reason(err))
	}
	if err := check(path, st, limit); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, msgerr.Errorf("%s: %w", path, reason(err))
	}
	// The file may have been replaced between Stat and Open: check what was opened.
	if st, err = f.Stat(); err != nil || check(path, st, limit) != nil {
		f.Close()
		if err == nil {
			err = check(path, st, limit)
		}
		return nil, err
	}
	return f, nil
}

// Read reads a whole regular file of at most limit bytes.
func Read(path string, limit int64) ([]byte, error) {
	f, err := Open(path, limit)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, msgerr.Errorf("%s: %w", path, reason(err))
	}
	if int64(len(data)) > limit {
		return nil, msgerr.Errorf("%s: %w (more than %s)", path, ErrTooLarge, Size(limit))
	}
	return data, nil
}

func check(path string, st fs.FileInfo, limit int64) error {
	switch {
	case st.IsDir():
		return msgerr.Errorf("%s: %w (a folder)", path, ErrNotRegular)
	case !st.Mode().IsRegular():
		return msgerr.Errorf("%s: %w (%s)", path, ErrNotRegular, kind(st.Mode()))
	case st.Size() > limit:
		return msgerr.Errorf("%s: %w (%s, more than %s)", path, ErrTooLarge, Size(st.Size()), Size(limit))
	}
	return nil
}

// kind names a file type for messages.
func kind(m fs.FileMode) error {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return msgerr.New("a named pipe")
	case m&fs.ModeSocket != 0:
		return msgerr.New("a socket")
	case m&fs.ModeCharDevice != 0:
		return msgerr.New("a character device")
	case m&fs.ModeDevice != 0:
		return msgerr.New("a device")
	}
	return msgerr.New("a special file")
}

// Size writes a byte count for people: "512 bytes", "3.2 MB", "256 MB".
func Size(n int64) string {
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d bytes", n)
	case n < 1<<20:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	case n < 1<<30:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
}

// reason strips the path from a file system error: the caller names the file once.
func reason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Reason is an error of this package without its leading "PATH: ", for callers that word the
// message themselves ("PATH: cannot read deck: REASON"); it keeps the wrapped errors.
func Reason(path string, err error) error {
	if s := err.Error(); strings.HasPrefix(s, path+": ") {
		return &trimmed{msg: s[len(path)+2:], path: path, err: err}
	}
	return err
}

type trimmed struct {
	msg  string
	path string
	err  error
}

// TextIn writes the reason in language l, without the path (msgerr.Translatable).
func (t *trimmed) TextIn(l i18n.Language) string {
	return strings.TrimPrefix(msgerr.Text(t.err, l), t.path+": ")
}

func (t *trimmed) Error() string { return t.msg }
func (t *trimmed) Unwrap() error { return t.err }
