package ruleset

import (
	"errors"
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// ErrBadRuleSet is wrapped by every problem of a rule set (errors.Is).
var ErrBadRuleSet = msgerr.New("bad rule set")

// Problem is one thing wrong with a rule set: where (file, line, field) and what.
type Problem struct {
	File    string // the file's name, "" for a set not read from a file
	Line    int    // 0 when unknown
	Field   string // the field's path: "bases[2].cost", "deck.size" ("" for the whole file)
	Message string
	msg     error // Message, translatable (nil: Message as it is)
}

// TextIn writes the problem in language l (msgerr.Translatable): "FILE:LINE: field: message" with
// the frame and the message translated, the field's path as it is.
func (p Problem) TextIn(l i18n.Language) string {
	var msg error = errors.New(p.Message)
	if p.msg != nil {
		msg = p.msg
	}
	if p.Field != "" {
		msg = msgerr.Errorf("%s: %v", p.Field, msg)
	}
	if p.File == "" {
		return msgerr.Text(msg, l)
	}
	return msgerr.InFile(p.File, p.Line, msg).TextIn(l)
}

// Error writes "FILE:LINE: field: message", leaving out what is unknown.
func (p Problem) Error() string {
	var sb strings.Builder
	if p.File != "" {
		sb.WriteString(p.File)
		if p.Line > 0 {
			fmt.Fprintf(&sb, ":%d", p.Line)
		}
		sb.WriteString(": ")
	}
	if p.Field != "" {
		sb.WriteString(p.Field)
		sb.WriteString(": ")
	}
	sb.WriteString(p.Message)
	return sb.String()
}

// Unwrap returns ErrBadRuleSet.
func (p Problem) Unwrap() error { return ErrBadRuleSet }

// Problems are every problem of a set, in file order. As an error it writes one per line.
type Problems []Problem

// Error writes one problem per line.
func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap returns ErrBadRuleSet.
func (ps Problems) Unwrap() error { return ErrBadRuleSet }

// TextIn writes the problems in language l, one per line (msgerr.Translatable).
func (ps Problems) TextIn(l i18n.Language) string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.TextIn(l)
	}
	return strings.Join(lines, "\n")
}

// problems collects the problems of one file.
type problems struct {
	file string
	list Problems
	set  *Set
}

// addf records a problem of field at line (0: the line the set remembers for the field).
func (p *problems) addf(line int, field, format string, args ...any) {
	if line == 0 {
		line = p.set.Line(field)
	}
	msg := msgerr.Errorf(format, args...)
	p.list = append(p.list, Problem{File: p.file, Line: line, Field: field, Message: msg.Error(), msg: msg})
}

// err returns the problems sorted by line as an error, or nil.
func (p *problems) err() error {
	if len(p.list) == 0 {
		return nil
	}
	sortByLine(p.list)
	return p.list
}

// sortByLine orders problems by line, keeping the order of problems on one line (insertion sort:
// there are few).
func sortByLine(ps Problems) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j].Line < ps[j-1].Line; j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// Unframed is the problem without its file, line and field: the message alone (translatable).
func (p Problem) Unframed() error {
	if p.msg != nil {
		return p.msg
	}
	return errors.New(p.Message)
}
