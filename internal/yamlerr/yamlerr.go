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

	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/listtext"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Error is a problem at a line of a YAML file. It wraps the sentinel of the loader that found it.
type Error struct {
	File     string
	Line     int // 1-based; 0 when unknown
	Msg      string
	Sentinel error // what errors.Is matches, e.g. codex.ErrBadAreaFile; may be nil
	msg      error // Msg, translatable (nil: Msg as it is)
}

// TextIn writes the error in language l (msgerr.Translatable): the frame, the sentinel and our own
// words translated; yaml.v3's own wording, names and quoted content as they are.
func (e *Error) TextIn(l i18n.Language) string {
	var msg error = errors.New(e.Msg)
	if e.msg != nil {
		msg = e.msg
	}
	if e.Sentinel != nil {
		msg = msgerr.Errorf("%v: %v", e.Sentinel, msg)
	}
	return msgerr.InFile(e.File, e.Line, msg).TextIn(l)
}

// clipLine clips a problem to one line's length.
func clipLine(s string) string { return listtext.Clip(s, listtext.MaxLine) }

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
	msg := msgerr.Clip(msgerr.Errorf(format, args...), clipLine)
	return &Error{File: file, Line: line, Msg: msg.Error(), Sentinel: sentinel, msg: msg}
}

// Wrap turns a yaml.v3 decoding error into an Error naming file; sentinel is wrapped.
func Wrap(file string, sentinel error, err error) error {
	line, msg := ProblemErr(err)
	return &Error{File: file, Line: line, Msg: msg.Error(), Sentinel: sentinel, msg: msg}
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
	line, msg := ProblemErr(err)
	return line, msg.Error()
}

// ProblemErr is Problem with the message as an error whose text translates (msgerr): our own
// words are translated, yaml.v3's own wording stays as it is.
func ProblemErr(err error) (int, error) {
	var parts []string
	var te *yaml.TypeError
	if errors.As(err, &te) {
		parts = te.Errors
	} else {
		text := err.Error()
		parts = []string{strings.TrimPrefix(text, "yaml: ")}
		if strings.HasPrefix(text, "yaml: ") {
			l, m := one(parts[0])
			return syntaxLine(l, m.Error()), msgerr.Clip(m, clipLine)
		}
	}
	line := 0
	msgs := make([]error, 0, len(parts))
	for _, p := range parts {
		l, m := one(p)
		if line == 0 {
			line = l
		}
		if l > 0 && l != line {
			m = msgerr.Errorf("line %d: %v", l, m)
		}
		msgs = append(msgs, m)
	}
	msg := msgs[0]
	if len(msgs) > 1 {
		msg = msgerr.Errorf("%v (and %d more)", msg, len(msgs)-1)
	}
	return line, msgerr.Clip(msg, clipLine)
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
func one(p string) (int, error) {
	p = strings.Join(strings.Fields(p), " ")
	line := 0
	re := problemREs()
	if m := re.line.FindStringSubmatch(p); m != nil {
		line, _ = strconv.Atoi(m[1])
		p = m[2]
	}
	switch m := []([]string){re.unmarshal.FindStringSubmatch(p), re.unknown.FindStringSubmatch(p), re.twice.FindStringSubmatch(p), re.mapping.FindStringSubmatch(p)}; {
	case m[0] != nil:
		return line, msgerr.Errorf("expected %v, found %v", goType(m[0][3]), found(m[0][1], m[0][2]))
	case m[1] != nil:
		return line, msgerr.Errorf("unknown key %q", m[1][1])
	case m[2] != nil:
		return line, msgerr.Errorf("key %q given twice", m[2][1])
	case m[3] != nil:
		return line, msgerr.Errorf("key %q given twice (first at line %s)", m[3][1], m[3][2])
	}
	return line, errors.New(p) // yaml.v3's own words
}

// found says what a YAML value is: its kind and, for a scalar, the value (clipped).
func found(tag, value string) error {
	value = listtext.Clip(value, 40)
	switch tag {
	case "str":
		return msgerr.Errorf("text %q", value)
	case "int", "float":
		return msgerr.Errorf("the number %s", value)
	case "bool":
		return errors.New(value)
	case "null":
		return msgerr.New("nothing")
	case "seq":
		return msgerr.New("a list")
	case "map":
		return msgerr.New("a mapping")
	}
	return errors.New(value)
}

// goType says in words what a Go type holds.
func goType(t string) error {
	switch {
	case strings.HasPrefix(t, "[]"):
		return msgerr.New("a list")
	case strings.HasPrefix(t, "map["):
		return msgerr.New("a mapping")
	case strings.HasPrefix(t, "int"), strings.HasPrefix(t, "uint"):
		return msgerr.New("a whole number")
	case strings.HasPrefix(t, "float"):
		return msgerr.New("a number")
	case t == "string":
		return msgerr.New("text")
	case t == "bool":
		return msgerr.New("true or false")
	case t == "*yaml.Node", t == "yaml.Node", t == "interface {}":
		return msgerr.New("a value")
	}
	return msgerr.New("a mapping") // a struct of the loader
}
