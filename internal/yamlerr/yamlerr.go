// Package yamlerr turns gopkg.in/yaml.v3 errors into what a user reads: one line, the file and line
// first, the problem in words without Go type names ("line 3: cannot unmarshal !!str `x` into
// codex.AreaFile" becomes "FILE:3: expected a mapping, found text \"x\""), and "and N more" when the
// library found several problems.
package yamlerr

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/internal/listtext"
)

// Error is a problem at a line of a YAML file. It wraps the sentinel of the loader that found it.
type Error struct {
	File     string
	Line     int // 1-based; 0 when unknown
	Msg      string
	Sentinel error // what errors.Is matches, e.g. codex.ErrBadAreaFile; may be nil
}

// Error writes "FILE:LINE: SENTINEL: problem" ("x.yaml:3: bad match log: unknown key \"colour\""),
// without the line when it is unknown and without the sentinel when there is none.
func (e *Error) Error() string {
	msg := e.Msg
	if e.Sentinel != nil {
		msg = e.Sentinel.Error() + ": " + msg
	}
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, msg)
	}
	return fmt.Sprintf("%s: %s", e.File, msg)
}

// Unwrap returns the sentinel.
func (e *Error) Unwrap() error { return e.Sentinel }

// New builds an Error; what is the loader's word for the file ("bad play area") or "".
func New(file string, line int, sentinel error, format string, args ...any) error {
	return &Error{File: file, Line: line, Msg: listtext.Clip(fmt.Sprintf(format, args...), listtext.MaxLine), Sentinel: sentinel}
}

// Wrap turns a yaml.v3 decoding error into an Error naming file; sentinel is wrapped.
func Wrap(file string, sentinel error, err error) error {
	line, msg := Problem(err)
	return &Error{File: file, Line: line, Msg: msg, Sentinel: sentinel}
}

// problemREs are the patterns of yaml.v3's messages, compiled on first use (not at every start).
var problemREs = sync.OnceValue(func() (r struct{ line, unmarshal, unknown, twice, mapping *regexp.Regexp }) {
	r.line = regexp.MustCompile(`^(?:yaml: )?line (\d+): (.*)$`)
	r.unmarshal = regexp.MustCompile("^cannot unmarshal !!(\\w+)(?: `(.*)`)? into (.+)$")
	r.unknown = regexp.MustCompile(`^field (\S+) not found in type .*$`)
	r.twice = regexp.MustCompile(`^field (\S+) already set in type .*$`)
	r.mapping = regexp.MustCompile(`^mapping key "(.*)" already defined at line (\d+)$`)
	return r
})

// Problem returns the line (0 if unknown) and a one-line message for a yaml.v3 error (or any error:
// other errors keep their text, on one line).
func Problem(err error) (int, string) {
	var parts []string
	var te *yaml.TypeError
	if errors.As(err, &te) {
		parts = te.Errors
	} else {
		text := err.Error()
		parts = []string{strings.TrimPrefix(text, "yaml: ")}
		if strings.HasPrefix(text, "yaml: ") {
			l, m := one(parts[0])
			return syntaxLine(l, m), listtext.Clip(m, listtext.MaxLine)
		}
	}
	line := 0
	msgs := make([]string, 0, len(parts))
	for _, p := range parts {
		l, m := one(p)
		if line == 0 {
			line = l
		}
		if l > 0 && l != line {
			m = fmt.Sprintf("line %d: %s", l, m)
		}
		msgs = append(msgs, m)
	}
	msg := msgs[0]
	if len(msgs) > 1 {
		msg += fmt.Sprintf(" (and %d more)", len(msgs)-1)
	}
	return line, listtext.Clip(msg, listtext.MaxLine)
}

// parserProblems are problems of yaml.v3's parser (parserc.go), as opposed to its scanner's.
var parserProblems = []string{"did not find expected ',' or ']'", "did not find expected ',' or '}'",
	"did not find expected '-' indicator", "did not find expected <document start>", "did not find expected key",
	"found duplicate %TAG directive", "found duplicate %YAML directive", "found incompatible YAML document",
	"found undefined tag handle"}

// syntaxLine corrects the line yaml.v3 gives a syntax error: its marks count lines from 0 and it
// adds 1 only for the scanner's problems, so a parser's problem is a line early ("did not find
// expected key" names the line above the bad indentation), and a problem on the first line has
// none. "did not find expected node content" is left as it is: it is found at the end of the
// input, and yaml.v3's number is then the last line.
func syntaxLine(line int, msg string) int {
	for _, p := range parserProblems {
		if msg == p {
			return line + 1
		}
	}
	return max(line, 1)
}

// one translates a single yaml.v3 problem.
func one(p string) (int, string) {
	p = strings.Join(strings.Fields(p), " ")
	line := 0
	re := problemREs()
	if m := re.line.FindStringSubmatch(p); m != nil {
		line, _ = strconv.Atoi(m[1])
		p = m[2]
	}
	switch m := []([]string){re.unmarshal.FindStringSubmatch(p), re.unknown.FindStringSubmatch(p), re.twice.FindStringSubmatch(p), re.mapping.FindStringSubmatch(p)}; {
	case m[0] != nil:
		return line, fmt.Sprintf("expected %s, found %s", goType(m[0][3]), found(m[0][1], m[0][2]))
	case m[1] != nil:
		return line, fmt.Sprintf("unknown key %q", m[1][1])
	case m[2] != nil:
		return line, fmt.Sprintf("key %q given twice", m[2][1])
	case m[3] != nil:
		return line, fmt.Sprintf("key %q given twice (first at line %s)", m[3][1], m[3][2])
	}
	return line, p
}

// found says what a YAML value is: its kind and, for a scalar, the value (clipped).
func found(tag, value string) string {
	value = listtext.Clip(value, 40)
	switch tag {
	case "str":
		return fmt.Sprintf("text %q", value)
	case "int", "float":
		return "the number " + value
	case "bool":
		return value
	case "null":
		return "nothing"
	case "seq":
		return "a list"
	case "map":
		return "a mapping"
	}
	return value
}

// goType says in words what a Go type holds.
func goType(t string) string {
	switch {
	case strings.HasPrefix(t, "[]"):
		return "a list"
	case strings.HasPrefix(t, "map["):
		return "a mapping"
	case strings.HasPrefix(t, "int"), strings.HasPrefix(t, "uint"):
		return "a whole number"
	case strings.HasPrefix(t, "float"):
		return "a number"
	case t == "string":
		return "text"
	case t == "bool":
		return "true or false"
	case t == "*yaml.Node", t == "yaml.Node", t == "interface {}":
		return "a value"
	}
	return "a mapping" // a struct of the loader
}
