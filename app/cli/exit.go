package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/internal/listtext"
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

// reportError prints err as one line on w, unless the command already reported it. Whatever an
// error holds (a library's multi-line message, a whole file quoted back), the line stays one line
// of at most about listtext.MaxLine characters.
func reportError(w io.Writer, err error) {
	if err == nil || errors.Is(err, ErrReported) {
		return
	}
	fmt.Fprintf(w, "flaskdeck: %s\n", oneLine(err.Error()))
}

// oneLine joins a message's lines with "; " and clips it to listtext.MaxLine characters.
func oneLine(msg string) string {
	lines := strings.Split(msg, "\n")
	kept := lines[:0]
	for _, l := range lines {
		if l = strings.TrimSpace(l); l != "" {
			kept = append(kept, strings.TrimSuffix(l, ":"))
		}
	}
	return listtext.Clip(strings.Join(kept, "; "), listtext.MaxLine)
}
