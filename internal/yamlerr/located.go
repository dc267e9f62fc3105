package yamlerr

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/listtext"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// A loader that checks a decoded block (a match log's setup, a --setup file) finds problems far
// from the YAML: it names where with a path (PathError), the caller that holds the block's node
// turns the path into a line (Locate), and the command that knows the file writes
// "FILE:LINE: problem" (InFile).

// LineError is a problem at a line of a YAML document whose file the caller names. Err keeps the
// loader's sentinel for errors.Is.
type LineError struct {
	Line int // 1-based
	Err  error
}

// Error writes "line N: problem".
func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// TextIn writes "line N: problem" in language l (msgerr.Translatable).
func (e *LineError) TextIn(l i18n.Language) string { return lineText(e.Line, e.Err, l) }

// lineText is "line N: problem" in language l.
func lineText(line int, problem error, l i18n.Language) string {
	return msgerr.Errorf("line %d: %v", line, problem).TextIn(l)
}

// Unwrap returns the problem.
func (e *LineError) Unwrap() error { return e.Err }

// PathError is a problem at a place of a YAML block named by its path: mapping keys (strings) and
// list indices (ints, from 0), e.g. "seats", 1, "hand", 2. Its text is the problem's alone.
type PathError struct {
	Path []any
	Err  error
}

// Error returns the problem's text.
func (e *PathError) Error() string { return e.Err.Error() }

// TextIn writes the problem in language l (msgerr.Translatable).
func (e *PathError) TextIn(l i18n.Language) string { return msgerr.Text(e.Err, l) }

// Unwrap returns the problem.
func (e *PathError) Unwrap() error { return e.Err }

// At returns a problem at path, its text formatted.
func At(path []any, format string, args ...any) error {
	return &PathError{Path: path, Err: msgerr.Errorf(format, args...)}
}

// Under puts err, a problem of a part of a block, under the part's place: its path gets prefix
// in front ("seats", 1 before "hand", 2). An error without a path gets prefix as its path.
func Under(err error, prefix ...any) error {
	var pe *PathError
	if errors.As(err, &pe) {
		pe.Path = append(append([]any(nil), prefix...), pe.Path...)
		return err
	}
	return &PathError{Path: append([]any(nil), prefix...), Err: err}
}

// Locate gives err the line of its place in node, the block it was found in: the line of its
// PathError's path (or of the deepest part of the path that exists), else of the block itself.
// An err that already has a line (a *LineError inside) is returned as it is; so is nil.
func Locate(node *yaml.Node, err error) error {
	if err == nil || node == nil {
		return err
	}
	var le *LineError
	if errors.As(err, &le) {
		return err
	}
	var pe *PathError
	line := node.Line
	if errors.As(err, &pe) {
		line = Line(node, pe.Path...)
	}
	if line <= 0 {
		return err
	}
	return &LineError{Line: line, Err: err}
}

// Line returns the line of the value at path in node: a string steps into a mapping's key, an int
// into a list's element. Where the path leads nowhere (a key left out, an index past the end), the
// line of the deepest node reached.
func Line(node *yaml.Node, path ...any) int {
	for node != nil && (node.Kind == yaml.DocumentNode || node.Kind == yaml.AliasNode) {
		if node.Kind == yaml.AliasNode {
			node = node.Alias
		} else if len(node.Content) > 0 {
			node = node.Content[0]
		} else {
			break
		}
	}
	if node == nil {
		return 0
	}
	if len(path) == 0 {
		return node.Line
	}
	switch step := path[0].(type) {
	case string:
		if node.Kind == yaml.MappingNode {
			for i := 0; i+1 < len(node.Content); i += 2 {
				if node.Content[i].Value == step {
					return Line(node.Content[i+1], path[1:]...)
				}
			}
		}
	case int:
		if node.Kind == yaml.SequenceNode && step >= 0 && step < len(node.Content) {
			return Line(node.Content[step], path[1:]...)
		}
	}
	return node.Line
}

// InFile names file in err: "FILE:LINE: problem" when err has a line (a *LineError inside, its
// "line N: " taken out of the text), else "FILE: problem"; one line, at most listtext.MaxLine
// characters. errors.Is and errors.As see err through it. nil stays nil.
func InFile(file string, err error) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	line := 0
	var le *LineError
	if errors.As(err, &le) {
		line = le.Line
		msg = strings.Replace(msg, "line "+strconv.Itoa(le.Line)+": ", "", 1)
	}
	return &fileError{file: file, line: line, msg: oneLine(msg), err: err}
}

// fileError is the error of InFile.
type fileError struct {
	file string
	line int
	msg  string
	err  error
}

func (e *fileError) Error() string {
	if e.line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.file, e.line, e.msg)
	}
	return e.file + ": " + e.msg
}

func (e *fileError) Unwrap() error { return e.err }

// TextIn writes the error in language l (msgerr.Translatable): the frame and the problem
// translated, the problem's "line N: " left out as in English.
func (e *fileError) TextIn(l i18n.Language) string {
	msg := msgerr.Text(e.err, l)
	if e.line > 0 {
		msg = strings.Replace(msg, lineText(e.line, errors.New(""), l), "", 1)
	}
	return msgerr.InFile(e.file, e.line, errors.New(oneLine(msg))).TextIn(l)
}

// oneLine puts a problem on one line of at most listtext.MaxLine characters.
func oneLine(msg string) string {
	return listtext.Clip(strings.Join(strings.Fields(msg), " "), listtext.MaxLine)
}

// Deref follows an alias to the node it names (at most 100 aliases deep: a decoder rejects cycles,
// and the bound keeps a hand-made node graph from looping).
func Deref(n *yaml.Node) *yaml.Node {
	for i := 0; n.Kind == yaml.AliasNode && n.Alias != nil && i < 100; i++ {
		n = n.Alias
	}
	return n
}
