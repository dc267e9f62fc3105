package cli

import (
	"regexp"
	"strings"
	"sync"

	"github.com/flaskdeck/flaskdeck/app"
)

// isUnknownCommand tells whether cobra rejected the command line itself (an unknown command or
// subcommand), which is wrong usage rather than invalid input.
func isUnknownCommand(err error) bool {
	msg := err.Error()
	return strings.HasPrefix(msg, "unknown command") || strings.HasPrefix(msg, "unknown flag") ||
		strings.HasPrefix(msg, "unknown shorthand flag")
}

// numberFlagError matches pflag's message for a number flag given something else, which quotes
// the Go function that failed ("strconv.ParseUint: parsing "3.5": invalid syntax"); compiled on
// first use.
var numberFlagError = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^invalid argument "(.*)" for "(?:-\w, )?(--[\w-]+)" flag: strconv\.Parse(Int|Uint|Float|Bool|Duration)?\w*: parsing ".*": (invalid syntax|value out of range)$`)
})

// flagError is the usage error for a flag cobra rejected, in the user's terms rather than Go's:
// `--seed: "3.5" is not a whole number of 0 or more`.
func flagError(err error) error {
	m := numberFlagError().FindStringSubmatch(err.Error())
	if m == nil {
		return &app.UsageError{Err: err}
	}
	value, flag, kind, why := m[1], m[2], m[3], m[4]
	want := map[string]string{
		"Int":   "a whole number",
		"Uint":  "a whole number of 0 or more",
		"Float": "a number",
		"Bool":  "true or false",
	}[kind]
	if want == "" {
		want = "a valid value"
	}
	if why == "value out of range" {
		return app.Usagef("%s: %q is out of range", flag, value)
	}
	return app.Usagef("%s: %q is not %s", flag, value, want)
}
