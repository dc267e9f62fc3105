package app

import (
	"errors"
	"fmt"
	"io"
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

// UsageError marks an error as wrong usage of the command line (exit code 2).
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// usageErrorf builds a UsageError from a format.
func usageErrorf(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}

// ErrReported is returned by a command that has already printed its problems to stderr
// (one line each) and only needs the run to exit with ExitInvalid.
var ErrReported = errors.New("problems reported")

// ExitCode maps an error returned by a command to the process exit code.
func ExitCode(err error) int {
	var usage *UsageError
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
