package flask

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/atomicfile"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/inputfile"
	"github.com/flaskdeck/flaskdeck/internal/listtext"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// DeckFileError tells where and why a deck file was rejected. It matches ErrBadDeckFile with errors.Is.
type DeckFileError struct {
	File string // the file's name as given
	Line int    // 1-based line of the problem, 0 when unknown
	Msg  string // the problem
	Err  error  // the cause, when the problem is another error (a composition that does not parse)
	msg  error  // the problem, translatable (nil: Msg)
}

// TextIn writes the error in language l (msgerr.Translatable): the frame and our own words
// translated, names and quoted file content as they are.
func (e *DeckFileError) TextIn(l i18n.Language) string {
	var msg error = errors.New(e.Msg)
	if e.msg != nil {
		msg = e.msg
	}
	return msgerr.InFile(e.File, e.Line, msgerr.Clip(msg, clipLine)).TextIn(l)
}

// clipLine clips a problem to one line's length.
func clipLine(s string) string { return listtext.Clip(s, listtext.MaxLine) }

// Error writes "FILE:LINE: problem" (or "FILE: problem" when the line is unknown); a problem that
// quotes the file is clipped to listtext.MaxLine characters.
func (e *DeckFileError) Error() string {
	msg := listtext.Clip(e.Msg, listtext.MaxLine)
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, msg)
	}
	return fmt.Sprintf("%s: %s", e.File, msg)
}

// Is makes errors.Is(err, ErrBadDeckFile) true.
func (e *DeckFileError) Is(target error) bool { return target == ErrBadDeckFile }

// Unwrap returns the cause, so errors.Is and errors.As also see it (nil when there is none).
func (e *DeckFileError) Unwrap() error { return e.Err }

// fileErrorf builds a DeckFileError; an error argument given with %w becomes its cause.
func fileErrorf(file string, line int, format string, args ...any) error {
	err := msgerr.Errorf(format, args...)
	e := &DeckFileError{File: file, Line: line, Msg: err.Error(), msg: err}
	if causes := err.Unwrap(); len(causes) > 0 {
		e.Err = causes[0]
	}
	return e
}

// deckNameFromFile is the deck name a file gives when the file holds none: its base name without
// extension ("decks/red.json" → "red").
func deckNameFromFile(name string) string {
	base := filepath.Base(name)
	if base == "." || base == string(filepath.Separator) {
		return ""
	}
	return strings.TrimSuffix(base, filepath.Ext(base))
}

// Format is a deck file format. The zero value is no format.
type Format int

// Deck file formats.
const (
	FormatNone Format = iota
	FormatYAML        // the project's own deck format
	FormatJSON        // the original editor's flask_cards.json
)

// String returns "yaml", "json" or "none".
func (f Format) String() string { return [...]string{"none", "yaml", "json"}[f] }

// FormatOf tells a deck file's format from its extension (.yaml, .yml, .json), else from its
// content (a JSON array starts with '['), else YAML.
func FormatOf(path string, data []byte) Format {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".json":
		return FormatJSON
	case ".yaml", ".yml":
		return FormatYAML
	}
	if trimmed := bytes.TrimLeft(data, " \t\r\n\uFEFF"); len(trimmed) > 0 && trimmed[0] == '[' {
		return FormatJSON
	}
	return FormatYAML
}

// DecodeDeck reads a deck in the given format; name is the file's name for messages and the deck
// name when the file holds none.
func DecodeDeck(name string, f Format, data []byte) (Deck, error) {
	if f == FormatJSON {
		return DecodeDeckJSON(name, data)
	}
	return DecodeDeckYAML(name, data)
}

// EncodeDeck writes a deck in the given format.
func EncodeDeck(d Deck, f Format) ([]byte, error) {
	if f == FormatJSON {
		return EncodeDeckJSON(d)
	}
	return EncodeDeckYAML(d)
}

// LoadDeck reads a deck file, YAML or the original JSON (by extension, else by content), and
// records its path in the deck.
func LoadDeck(path string) (Deck, error) {
	data, err := ReadDeckData(path)
	if err != nil {
		return Deck{}, err
	}
	d, err := DecodeDeck(path, FormatOf(path, data), data)
	if err != nil {
		return Deck{}, err
	}
	d.Path = path
	return d, nil
}

// SaveDeck writes a deck atomically (a temporary file beside it, then a rename), as JSON for a
// .json path and as YAML otherwise.
func SaveDeck(path string, d Deck) error {
	f := FormatYAML
	if strings.EqualFold(filepath.Ext(path), ".json") {
		f = FormatJSON
	}
	data, err := EncodeDeck(d, f)
	if err != nil {
		return msgerr.Errorf("%s: %w", path, err)
	}
	return atomicfile.Write(path, data, 0o644)
}

// ReadDeckData reads a deck file's bytes (a regular file of at most inputfile.DefaultLimit bytes);
// an error reads "PATH: cannot read deck: REASON".
func ReadDeckData(path string) ([]byte, error) {
	data, err := inputfile.Read(path, inputfile.DefaultLimit)
	if err != nil {
		return nil, msgerr.Errorf("%s: cannot read deck: %w", path, inputfile.Reason(path, err))
	}
	return data, nil
}
