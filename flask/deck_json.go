package flask

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// jsonCard is one card of the original editor's flask_cards.json, fields in the original's order.
type jsonCard struct {
	Amount      int             `json:"amount"`
	Img         string          `json:"img"`
	HasDesc     bool            `json:"hasDesc"`
	Composition jsonComposition `json:"composition"`
	Name        string          `json:"name"`
}

// jsonComposition is the original's composition: counts, and booleans for Y2 and G2.
type jsonComposition struct {
	B2 int  `json:"b2"`
	B1 int  `json:"b1"`
	G2 bool `json:"g2"`
	G1 int  `json:"g1"`
	R2 int  `json:"r2"`
	R1 int  `json:"r1"`
	Y2 bool `json:"y2"`
	Y1 int  `json:"y1"`
}

// DecodeDeckJSON reads the original editor's JSON (an array of name/img/hasDesc/amount/composition).
// It is strict: unknown fields, wrong types, impossible compositions and amounts outside 1–3 are
// errors wrapping ErrBadDeckFile that name the file and line. Stray spaces around names are trimmed.
// The deck is named after the file.
func DecodeDeckJSON(name string, data []byte) (Deck, error) {
	d := Deck{Name: deckNameFromFile(name)}
	data = bytes.TrimPrefix(data, []byte("\uFEFF")) // a UTF-8 byte order mark, as editors on Windows write
	lines := lineCounter{data: data, line: 1}
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return Deck{}, fileErrorf(name, 0, "empty file; expected a JSON array of cards")
		}
		return Deck{}, jsonError(name, data, 0, err)
	}
	if delim, ok := tok.(json.Delim); !ok || delim != '[' {
		return Deck{}, fileErrorf(name, lineAt(data, dec.InputOffset()), "expected a JSON array of cards, found %v", tok)
	}
	for dec.More() {
		start := skipSpace(data, dec.InputOffset())
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return Deck{}, jsonError(name, data, 0, err)
		}
		c, err := decodeJSONCard(name, data, start, lines.at(start), raw, len(d.Cards))
		if err != nil {
			return Deck{}, err
		}
		d.Cards = append(d.Cards, c)
	}
	if _, err := dec.Token(); err != nil { // the closing ']'
		return Deck{}, jsonError(name, data, 0, err)
	}
	if tok, err := dec.Token(); err != io.EOF {
		if err != nil {
			return Deck{}, jsonError(name, data, 0, err)
		}
		return Deck{}, fileErrorf(name, lineAt(data, dec.InputOffset()), "unexpected %v after the array of cards", tok)
	}
	return d, nil
}

// decodeJSONCard decodes the card at data[start:] (raw), on the given line, strictly; i is its index
// in the deck.
func decodeJSONCard(name string, data []byte, start int64, line int, raw []byte, i int) (Card, error) {
	var jc jsonCard
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&jc); err != nil {
		var typ *json.UnmarshalTypeError
		if errors.As(err, &typ) {
			return Card{}, fileErrorf(name, lineAt(data, start+typ.Offset), "card %d: %s must be %s, found a JSON %s",
				i+1, typ.Field, jsonTypeName(typ.Type.Kind().String()), typ.Value)
		}
		return Card{}, jsonError(name, data, start, msgerr.Errorf("card %d: %w", i+1, err))
	}
	c := Card{Name: strings.TrimSpace(jc.Name), Amount: jc.Amount, Picture: jc.Img, HasDesc: jc.HasDesc}
	if c.Amount < 1 || c.Amount > MaxAmount {
		return Card{}, fileErrorf(name, line, "%s: amount %d; it must be 1 to %d", cardLabelMsg(i, c), c.Amount, MaxAmount)
	}
	jcomp := jc.Composition
	counts := []struct {
		b Base
		n int
	}{{G2, boolCount(jcomp.G2)}, {Y1, jcomp.Y1}, {B1, jcomp.B1}, {B2, jcomp.B2}, {G1, jcomp.G1},
		{R1, jcomp.R1}, {R2, jcomp.R2}, {Y2, boolCount(jcomp.Y2)}}
	for _, bc := range counts {
		var err error
		if c.Composition, err = c.Composition.With(bc.b, bc.n); err != nil {
			return Card{}, fileErrorf(name, line, "%s: %w", cardLabelMsg(i, c), err)
		}
	}
	return c, nil
}

func boolCount(b bool) int {
	if b {
		return 1
	}
	return 0
}

// jsonError turns an encoding/json error into a DeckFileError with the line of its offset
// (offsets count from base within data).
func jsonError(name string, data []byte, base int64, err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	msg := strings.TrimPrefix(err.Error(), "json: ")
	switch {
	case errors.As(err, &syntax):
		return fileErrorf(name, lineAt(data, base+syntax.Offset), "%s", msg)
	case errors.As(err, &typ):
		return fileErrorf(name, lineAt(data, base+typ.Offset), "%s", strings.ReplaceAll(msg, "json: ", ""))
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return fileErrorf(name, lineAt(data, int64(len(data))), "unexpected end of JSON")
	}
	return fileErrorf(name, lineAt(data, base), "%s", strings.ReplaceAll(msg, "json: ", ""))
}

// lineAt returns the 1-based line of byte offset off in data.
func lineAt(data []byte, off int64) int {
	off = min(max(off, 0), int64(len(data)))
	return 1 + bytes.Count(data[:off], []byte{'\n'})
}

// lineCounter finds the lines of increasing offsets in one pass over the data, so that numbering
// every card of a deck costs linear time (lineAt from the start for each card was quadratic: a 47 MB
// deck took 400 s).
type lineCounter struct {
	data []byte
	off  int64 // offset counted up to
	line int   // line of off
}

// at returns the 1-based line of offset off, which must not be before the previous call's.
func (c *lineCounter) at(off int64) int {
	off = min(max(off, c.off), int64(len(c.data)))
	c.line += bytes.Count(c.data[c.off:off], []byte{'\n'})
	c.off = off
	return c.line
}

// skipSpace returns the offset of the first non-space byte at or after off (after a comma too).
func skipSpace(data []byte, off int64) int64 {
	for off < int64(len(data)) && strings.IndexByte(" \t\r\n,", data[off]) >= 0 {
		off++
	}
	return off
}

// EncodeDeckJSON writes the deck in the original editor's JSON format. What that format cannot
// hold (the deck name, notes) is left out.
func EncodeDeckJSON(d Deck) ([]byte, error) {
	rs := d.RuleSetOr(Standard)
	if err := rs.jsonCompatible(); err != nil {
		return nil, err
	}
	out := make([]jsonCard, len(d.Cards))
	for i, c := range d.Cards {
		if err := rs.Valid(c.Composition); err != nil {
			return nil, msgerr.Errorf("%s: %w", cardLabelMsg(i, c), err)
		}
		comp := c.Composition
		out[i] = jsonCard{Amount: c.Amount, Img: c.Picture, HasDesc: c.HasDesc, Name: c.Name,
			Composition: jsonComposition{B2: comp.Count(B2), B1: comp.Count(B1), G2: comp[G2] > 0, G1: comp.Count(G1),
				R2: comp.Count(R2), R1: comp.Count(R1), Y2: comp[Y2] > 0, Y1: comp.Count(Y1)}}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// jsonTypeName says in words what a field of a Go kind holds.
func jsonTypeName(kind string) string {
	switch kind {
	case "int":
		return "a whole number"
	case "bool":
		return "true or false"
	case "string":
		return "text"
	case "struct":
		return "an object"
	}
	return kind
}
