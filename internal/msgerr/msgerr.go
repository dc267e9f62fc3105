// Package msgerr makes errors the app can show in the user's language: an Error carries a message
// key, the English text with {{.Name}} placeholders ("the deck has {{.N}} cards counting amounts"),
// and the values of its placeholders. Error() writes the English text (what the command line
// prints, byte for byte as before); Text translates an error into German or Italian from the
// messages in translations/ (go-i18n's format, like every other translations/ directory of the
// module, checked by internal/i18n's tests).
//
// The game and rule packages build their errors with New and Wrap; the desktop app shows every
// error through Text (uilang.ErrorText). errors.Is and errors.As see through an Error to what it
// wraps (a package's sentinel, a cause). A sentinel may itself be an Error
// (var ErrBadSetup = msgerr.New("bad setup")): errors.Is compares it by identity as before.
//
// Other error types take part by implementing Translatable (yamlerr's "FILE:LINE: problem" frame,
// a rule set's problems). Errors that are neither are shown as they are, except that an Error found
// inside one (fmt.Errorf("%s: %w", prefix, keyed)) is translated in place.
//
// Argument values that are errors are translated with the error; every other value is written with
// fmt.Sprint in every language (names, numbers, codes and notation stay as they are). No argument
// may be called Count: the catalog takes it for a plural count.
package msgerr

import (
	"embed"
	"errors"
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

//go:embed translations/*.json
var files embed.FS

// texts are the translations of every Error's key.
var texts = i18n.NewCatalog(files, "translations")

// TranslationErr tells whether the message files load (for tests).
func TranslationErr() error { return texts.Err() }

// Translatable is an error that can write itself in a language.
type Translatable interface {
	error
	// TextIn returns the error's text in language l (its Error() for English).
	TextIn(l i18n.Language) string
}

// Error is an error of a message key and its arguments, wrapping what errors.Is should match.
type Error struct {
	key   string
	args  []any // name, value pairs
	wraps []error
	plain string // the text of an Errorf whose format has no key (see Errorf)
}

// New returns an Error of key (the English text with {{.Name}} placeholders) with its placeholders'
// values given as name, value pairs: New("amount {{.N}}; it must be 1 to {{.Max}}", "N", n, "Max", 3).
func New(key string, args ...any) *Error { return &Error{key: key, args: args} }

// Wrap is New for an error that matches wrapped (a sentinel such as cards.ErrBadSetup, or the
// cause) with errors.Is and errors.As. A nil wrapped wraps nothing.
func Wrap(wrapped error, key string, args ...any) *Error {
	e := New(key, args...)
	if wrapped != nil {
		e.wraps = []error{wrapped}
	}
	return e
}

// WrapAll is Wrap for an error that matches several errors (a sentinel and the cause, both in its
// text or not); nil ones are left out.
func WrapAll(wrapped []error, key string, args ...any) *Error {
	e := New(key, args...)
	for _, w := range wrapped {
		if w != nil {
			e.wraps = append(e.wraps, w)
		}
	}
	return e
}

// Key is the message key: the English text with its {{.Name}} placeholders.
func (e *Error) Key() string { return e.key }

// Args are the placeholders' values by name.
func (e *Error) Args() map[string]any {
	m := make(map[string]any, len(e.args)/2)
	for i := 0; i+1 < len(e.args); i += 2 {
		m[fmt.Sprint(e.args[i])] = e.args[i+1]
	}
	return m
}

// Unwrap returns what the error wraps, for errors.Is and errors.As.
func (e *Error) Unwrap() []error { return e.wraps }

// Error writes the English text: the key with its placeholders filled in.
func (e *Error) Error() string { return e.TextIn(i18n.English) }

// TextIn writes the text in language l: the translation of the key, with the values filled in and
// argument errors translated too. A key without translation gives the English text.
func (e *Error) TextIn(l i18n.Language) string {
	if e.key == "" {
		return e.plain
	}
	if l.Resolved() == i18n.English {
		return fill(e.key, func(name string) (string, bool) {
			v, ok := e.value(name)
			if !ok {
				return "", false
			}
			return value(v, i18n.English), true
		})
	}
	args := make([]any, 0, len(e.args))
	for i := 0; i+1 < len(e.args); i += 2 {
		args = append(args, e.args[i], value(e.args[i+1], l))
	}
	s := texts.T(l, e.key, args...)
	if s == e.key && len(e.args) > 0 { // no translation: English
		return e.TextIn(i18n.English)
	}
	return s
}

// value is the argument's value i.
func (e *Error) value(name string) (any, bool) {
	for i := 0; i+1 < len(e.args); i += 2 {
		if fmt.Sprint(e.args[i]) == name {
			return e.args[i+1], true
		}
	}
	return nil, false
}

// value writes an argument: errors (and lists of them) in language l, anything else with fmt.Sprint.
func value(v any, l i18n.Language) string {
	switch v := v.(type) {
	case error:
		return Text(v, l)
	case []error:
		parts := make([]string, len(v))
		for i, e := range v {
			parts[i] = Text(e, l)
		}
		return strings.Join(parts, "; ")
	}
	return fmt.Sprint(v)
}

// fill replaces each {{.Name}} of key by get(Name); a name get does not know stays as it is.
func fill(key string, get func(name string) (string, bool)) string {
	if !strings.Contains(key, "{{") {
		return key
	}
	var sb strings.Builder
	rest := key
	for {
		i := strings.Index(rest, "{{.")
		if i < 0 {
			break
		}
		j := strings.Index(rest[i:], "}}")
		if j < 0 {
			break
		}
		sb.WriteString(rest[:i])
		name := rest[i+3 : i+j]
		if s, ok := get(name); ok {
			sb.WriteString(s)
		} else {
			sb.WriteString(rest[i : i+j+2])
		}
		rest = rest[i+j+2:]
	}
	sb.WriteString(rest)
	return sb.String()
}

// Text writes err in language l: a Translatable in its own words; any other error as its Error(),
// with the text of the first Translatable found inside it (errors.Unwrap, depth first) translated
// in place when the outer text contains it. nil gives "".
func Text(err error, l i18n.Language) string {
	if err == nil {
		return ""
	}
	if t, ok := err.(Translatable); ok {
		return t.TextIn(l)
	}
	s := err.Error()
	if l.Resolved() == i18n.English {
		return s
	}
	if inner := firstTranslatable(err); inner != nil {
		if en := inner.Error(); en != "" {
			if i := strings.LastIndex(s, en); i >= 0 {
				return s[:i] + inner.TextIn(l) + s[i+len(en):]
			}
		}
	}
	return s
}

// firstTranslatable is the first Translatable under err (not err itself), depth first.
func firstTranslatable(err error) Translatable {
	var next []error
	switch u := err.(type) {
	case interface{ Unwrap() error }:
		next = []error{u.Unwrap()}
	case interface{ Unwrap() []error }:
		next = u.Unwrap()
	}
	for _, e := range next {
		if e == nil {
			continue
		}
		if t, ok := e.(Translatable); ok {
			return t
		}
		if t := firstTranslatable(e); t != nil {
			return t
		}
	}
	return nil
}

// Is reports whether err is an Error of key (for tests and callers that tell messages apart).
func Is(err error, key string) bool {
	var e *Error
	return errors.As(err, &e) && e.key == key
}

// Join returns an error whose text is the texts of errs joined by sep, each in the language asked
// for ("card 1 \"A\" ×2, card 4 \"B\" ×2"). It matches every one of errs with errors.Is.
func Join(sep string, errs ...error) error { return &joined{sep: sep, errs: errs} }

type joined struct {
	sep  string
	errs []error
}

func (j *joined) Error() string { return j.TextIn(i18n.English) }

func (j *joined) TextIn(l i18n.Language) string {
	parts := make([]string, len(j.errs))
	for i, e := range j.errs {
		parts[i] = Text(e, l)
	}
	return strings.Join(parts, j.sep)
}

func (j *joined) Unwrap() []error { return j.errs }

// Errorf is fmt.Errorf with a translatable text: its key is format with each verb written as a
// placeholder, {{.A}} for the first argument, {{.B}} for the second… ("%s: amount %d" has the key
// "{{.A}}: amount {{.B}}"), and its English text is exactly fmt.Errorf's. Each argument is written
// with its verb in every language, except errors given with %v, %s or %w, which are translated;
// those given with %w are wrapped (errors.Is, errors.As). A format with an explicit argument index
// or a * width has no key: its text stays English.
func Errorf(format string, args ...any) *Error {
	e := &Error{}
	key, verbs, ok := FormatKey(format)
	if !ok || len(verbs) != len(args) {
		fe := fmt.Errorf(format, args...)
		e.plain, e.wraps = fe.Error(), []error{fe}
		return e
	}
	e.key = key
	for i, a := range args {
		v := verbs[i]
		name := placeholderName(i)
		if err, isErr := a.(error); isErr && (v == "%v" || v == "%s" || v == "%w") {
			e.args = append(e.args, name, err)
			if v == "%w" {
				e.wraps = append(e.wraps, err)
			}
			continue
		}
		if v == "%w" {
			v = "%v"
		}
		e.args = append(e.args, name, fmt.Sprintf(v, a))
	}
	return e
}

// placeholderName names Errorf's argument i: A, B, … Z, then A1, B1, ….
func placeholderName(i int) string {
	name := string(rune('A' + i%26))
	if i >= 26 {
		name += fmt.Sprint(i / 26)
	}
	return name
}

// FormatKey returns the message key of a printf format (see Errorf) and its verbs with their flags
// ("%q", "%5.1f"), in order; ok is false for a format Errorf gives no key.
func FormatKey(format string) (key string, verbs []string, ok bool) {
	var sb strings.Builder
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			sb.WriteByte(c)
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.", format[j]) >= 0 {
			j++
		}
		if j >= len(format) || format[j] == '*' || format[j] == '[' {
			return "", nil, false
		}
		if format[j] == '%' && j == i+1 {
			sb.WriteByte('%')
			i = j
			continue
		}
		verbs = append(verbs, format[i:j+1])
		sb.WriteString("{{." + placeholderName(len(verbs)-1) + "}}")
		i = j
	}
	return sb.String(), verbs, true
}

// InFile returns problem framed with the file and line it is at: "FILE:LINE: problem" in English
// ("FILE, Zeile LINE: …" in German), "FILE: problem" when line is 0 or less. It wraps problem.
func InFile(file string, line int, problem error) *Error {
	if line > 0 {
		return Wrap(problem, "{{.File}}:{{.Line}}: {{.Problem}}", "File", file, "Line", line, "Problem", problem)
	}
	return Wrap(problem, "{{.File}}: {{.Problem}}", "File", file, "Problem", problem)
}

// Clip returns err with its text cut, in every language, by clip (listtext.Clip with a length).
func Clip(err error, clip func(string) string) error { return &clipped{err: err, clip: clip} }

type clipped struct {
	err  error
	clip func(string) string
}

func (c *clipped) Error() string                 { return c.clip(c.err.Error()) }
func (c *clipped) TextIn(l i18n.Language) string { return c.clip(Text(c.err, l)) }
func (c *clipped) Unwrap() error                 { return c.err }
