package cli

import "strings"

// isUnknownCommand tells whether cobra rejected the command line itself (an unknown command or
// subcommand), which is wrong usage rather than invalid input.
func isUnknownCommand(err error) bool {
	msg := err.Error()
	return strings.HasPrefix(msg, "unknown command") || strings.HasPrefix(msg, "unknown flag") ||
		strings.HasPrefix(msg, "unknown shorthand flag")
}
