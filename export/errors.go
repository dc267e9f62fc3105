package export

import (
	"errors"
	"io/fs"
)

// unwrapPath strips the path from a file system error: the message names the folder itself.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
