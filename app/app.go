// Package app holds flaskdeck's two front ends and what they share: the command line (app/cli),
// the desktop app (app/gui and its sections), the list of games (app/games), the lab's runs and
// reports (app/lab) and print jobs (app/printjob). This package itself holds only what every one of
// them names: the program version and the usage error. See docs/architecture.md.
package app

import "fmt"

// Version is the program version, printed by --version and written into match logs.
var Version = "0.1.0"

// UsageError marks an error as wrong usage (an unknown game, a flag value out of range, a request
// that does not go together): the command line exits with code 2 for it, the app shows it on its
// form.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// Usagef builds a UsageError from a format.
func Usagef(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}
