package cli

import (
	"errors"
	"fmt"
	"io"

	"github.com/flaskdeck/flaskdeck/app"
)

// Exit codes of flaskdeck, decided here and nowhere else (see spec/product.md).
const (
	// ExitOK means success.
	ExitOK = 0
	// ExitInvalid means the input is invalid: a deck breaks a rule, a file does not parse, an illegal move.
	ExitInvalid = 1
	// ExitUsage means wrong usage: an unknown flag, a missing argument.
	ExitUsage = 2
)

// ErrReported is returned by a command that has already printed its problems to stderr
// (one line each) and only needs the run to exit with ExitInvalid.
var ErrReported = errors.New("problems reported")

// ExitCode maps an error returned by a command to the process exit code.
func ExitCode(err error) int {
	var usage *app.UsageError
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &usage):
		return ExitUsage
	default:
		return ExitInvalid
	}
}

// reportError prints err as one line on w, unless the command already reported it.
func reportError(w io.Writer, err error) {
	if err == nil || errors.Is(err, ErrReported) {
		return
	}
	fmt.Fprintf(w, "flaskdeck: %v\n", err)
}
