package yamlerr

import (
	"reflect"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// DecodeStrict decodes node into v (a pointer) like node.Decode, but rejects keys that v's structs
// do not have, as yaml.Decoder.KnownFields does for whole documents (Node.Decode has no strict
// mode). Lines in errors are those of the node's own file. The error is a one-line problem
// ("line 4: unknown key \"scores\" (known: first, seats)"), a *LineError when the line is known, for
// the caller to prefix with its file (InFile).
func DecodeStrict(node *yaml.Node, v any) error {
	if err := checkKeys(node, reflect.TypeOf(v)); err != nil {
		return err
	}
	if err := node.Decode(v); err != nil {
		line, msg := ProblemErr(err)
		return lineProblemErr(line, msg)
	}
	return nil
}

// lineProblemErr is msg at line (no line: the message alone).
func lineProblemErr(line int, msg error) error {
	if line <= 0 {
		return msg
	}
	return &LineError{Line: line, Err: msg}
}

func checkKeys(node *yaml.Node, t reflect.Type) error {
	if node == nil {
		return nil
	}
	if node.Kind == yaml.DocumentNode {
		for _, c := range node.Content {
			if err := checkKeys(c, t); err != nil {
				return err
			}
		}
		return nil
	}
	if node.Kind == yaml.AliasNode {
		return checkKeys(node.Alias, t)
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == reflect.TypeFor[yaml.Node]() {
		return nil
	}
	if reflect.PointerTo(t).Implements(reflect.TypeFor[yaml.Unmarshaler]()) {
		return nil
	}
	switch t.Kind() {
	case reflect.Struct:
		if node.Kind != yaml.MappingNode {
			return nil // a kind mismatch: node.Decode reports it with its line
		}
		fields := map[string]reflect.Type{}
		var names []string
		for i := range t.NumField() {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
			if name == "-" || !f.IsExported() {
				continue
			}
			if name == "" {
				name = strings.ToLower(f.Name)
			}
			fields[name] = f.Type
			names = append(names, name)
		}
		for i := 0; i+1 < len(node.Content); i += 2 {
			key, val := node.Content[i], node.Content[i+1]
			ft, ok := fields[key.Value]
			if !ok {
				return lineProblemErr(key.Line, msgerr.Errorf("unknown key %q (known: %s)", key.Value, strings.Join(names, ", ")))
			}
			if err := checkKeys(val, ft); err != nil {
				return err
			}
		}
	case reflect.Slice, reflect.Array:
		if node.Kind != yaml.SequenceNode {
			return nil
		}
		for _, c := range node.Content {
			if err := checkKeys(c, t.Elem()); err != nil {
				return err
			}
		}
	case reflect.Map:
		if node.Kind != yaml.MappingNode {
			return nil
		}
		for i := 1; i < len(node.Content); i += 2 {
			if err := checkKeys(node.Content[i], t.Elem()); err != nil {
				return err
			}
		}
	}
	return nil
}
