package ruleset

import (
	"errors"
	"fmt"
	"strings"
)

// ErrBadRuleSet is wrapped by every problem of a rule set (errors.Is).
var ErrBadRuleSet = errors.New("bad rule set")

// Problem is one thing wrong with a rule set: where (file, line, field) and what.
type Problem struct {
	File    string // the file's name, "" for a set not read from a file
	Line    int    // 0 when unknown
	Field   string // the field's path: "bases[2].cost", "deck.size" ("" for the whole file)
	Message string
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
	p.list = append(p.list, Problem{File: p.file, Line: line, Field: field, Message: fmt.Sprintf(format, args...)})
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
