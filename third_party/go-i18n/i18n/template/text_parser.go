package template

// flaskdeck's patch: messages are executed by a small template engine of their own instead of
// text/template. text/template calls reflect.Value.MethodByName with a name known only at run
// time, and a program that can reach such a call keeps every exported method of every type it
// links (the linker's dead-method elimination is off): about 5 MB of flaskdeck's binary and
// 1.2 MiB of every start's memory. Messages may hold only field actions, {{.Name}} (spaces inside
// the delimiters allowed) and {{.}}: the only actions Fyne's and flaskdeck's translations use.
// Any other action is a parse error, so a message that needs more fails loudly instead of
// printing something else.

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// FuncMap names functions a template may call. flaskdeck's template subset calls none; the type
// stays so a LocalizeConfig that sets Funcs still compiles (its templates may hold no calls).
type FuncMap map[string]any

// TextParser is a Parser of templates that hold literal text and field actions ({{.Name}}).
type TextParser struct {
	LeftDelim  string
	RightDelim string
	Funcs      FuncMap
	Option     string
}

// Cacheable reports whether the parsed templates may be cached: always, unless functions are set.
func (te *TextParser) Cacheable() bool {
	return te.Funcs == nil
}

// Parse splits src into literal text and field actions.
func (te *TextParser) Parse(src, leftDelim, rightDelim string) (ParsedTemplate, error) {
	if leftDelim == "" {
		leftDelim = te.LeftDelim
	}
	if leftDelim == "" {
		leftDelim = "{{"
	}
	if !strings.Contains(src, leftDelim) {
		// Fast path to avoid parsing a template that has no actions.
		return &identityParsedTemplate{src: src}, nil
	}
	if rightDelim == "" {
		rightDelim = te.RightDelim
	}
	if rightDelim == "" {
		rightDelim = "}}"
	}
	var parts []templatePart
	rest := src
	for {
		open := strings.Index(rest, leftDelim)
		if open < 0 {
			parts = append(parts, templatePart{text: rest})
			break
		}
		parts = append(parts, templatePart{text: rest[:open]})
		rest = rest[open+len(leftDelim):]
		end := strings.Index(rest, rightDelim)
		if end < 0 {
			return nil, fmt.Errorf("template %q: unclosed action", src)
		}
		action := strings.TrimSpace(rest[:end])
		rest = rest[end+len(rightDelim):]
		field, ok := fieldAction(action)
		if !ok {
			return nil, fmt.Errorf("template %q: action %q is not a field ({{.Name}})", src, action)
		}
		parts = append(parts, templatePart{field: field, isField: true})
	}
	return &parsedTextTemplate{parts: parts}, nil
}

// fieldAction reports whether action is "." or ".Name" and returns the name ("" for ".").
func fieldAction(action string) (string, bool) {
	if action == "." {
		return "", true
	}
	if len(action) < 2 || action[0] != '.' {
		return "", false
	}
	for i, r := range action[1:] {
		letter := r == '_' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || r > 127
		if !letter && (i == 0 || r < '0' || r > '9') {
			return "", false
		}
	}
	return action[1:], true
}

type templatePart struct {
	text    string
	field   string
	isField bool
}

type parsedTextTemplate struct {
	parts []templatePart
}

// errNilData is returned when a template with a field action is executed without data.
var errNilData = errors.New("template: nil data")

// Execute writes the literal text and each field's value as fmt.Sprint prints it; a key missing
// from a map prints "<no value>" (text/template's missingkey=default).
func (t *parsedTextTemplate) Execute(data any) (string, error) {
	var buf strings.Builder
	for _, part := range t.parts {
		if !part.isField {
			buf.WriteString(part.text)
			continue
		}
		value, err := fieldValue(data, part.field)
		if err != nil {
			return "", err
		}
		buf.WriteString(value)
	}
	return buf.String(), nil
}

// fieldValue is data's field (or map entry) name as text.
func fieldValue(data any, name string) (string, error) {
	if name == "" {
		return fmt.Sprint(data), nil
	}
	v := reflect.ValueOf(data)
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return "", errNilData
		}
		v = v.Elem()
	}
	switch v.Kind() {
	case reflect.Invalid:
		return "", errNilData
	case reflect.Map:
		if v.Type().Key().Kind() != reflect.String {
			return "", fmt.Errorf("template: can't evaluate .%s in a map of %s keys", name, v.Type().Key())
		}
		entry := v.MapIndex(reflect.ValueOf(name).Convert(v.Type().Key()))
		if !entry.IsValid() {
			return "<no value>", nil
		}
		return fmt.Sprint(entry.Interface()), nil
	case reflect.Struct:
		field, ok := v.Type().FieldByName(name)
		if !ok || !field.IsExported() {
			return "", fmt.Errorf("template: can't evaluate field %s in type %s", name, v.Type())
		}
		value, err := v.FieldByIndexErr(field.Index)
		if err != nil {
			return "", err
		}
		return fmt.Sprint(value.Interface()), nil
	}
	return "", fmt.Errorf("template: can't evaluate field %s in type %s", name, v.Type())
}
