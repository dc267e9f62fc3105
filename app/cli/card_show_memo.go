package cli

import "github.com/flaskdeck/flaskdeck/flask"

// maxShownLines bounds the lines card show remembers, and the input texts it remembers them by:
// more than the 16,384 compositions of the standard rule set, so that memory stays flat whatever
// the input's length.
const maxShownLines = 1 << 16

// lineMemo remembers the line shown for each composition (up to maxShownLines), kept in blocks of
// lineBlock bytes, so that remembering a line allocates nothing but a new block now and then. An
// input text met a second time is remembered too (a copy of it, once): from then on it costs one
// lookup, without parsing. A text met once costs nothing to remember.
type lineMemo struct {
	byComp map[flask.Composition]uint64 // block<<32 | offset<<16 | length
	byText map[string]uint64            // the same, for texts met again
	blocks [][]byte
}

// memoHint is the room lineMemo's composition map is made with: the standard set's 16,384
// compositions (grown from small, it would leave its old tables as garbage).
const memoHint = 1 << 14

// lineBlock is the size of lineMemo's blocks (a line is far shorter).
const lineBlock = 64 << 10

// line returns the remembered line at at.
func (m *lineMemo) line(at uint64) []byte {
	off := at >> 16 & (1<<16 - 1)
	return m.blocks[at>>32][off : off+at&(1<<16-1)]
}

// text returns the line remembered for an input text met before (looking it up allocates nothing).
func (m *lineMemo) text(input []byte) ([]byte, bool) {
	at, ok := m.byText[string(input)]
	if !ok {
		return nil, false
	}
	return m.line(at), true
}

// get returns where the line of c is remembered.
func (m *lineMemo) get(c flask.Composition) (uint64, bool) {
	at, ok := m.byComp[c]
	return at, ok
}

// putText remembers that input shows the line at at.
func (m *lineMemo) putText(input []byte, at uint64) {
	if len(m.byText) >= maxShownLines {
		return
	}
	if m.byText == nil {
		m.byText = make(map[string]uint64)
	}
	m.byText[string(input)] = at
}

// put remembers line for c, unless the memo is full or the line too long.
func (m *lineMemo) put(c flask.Composition, line []byte) {
	if len(m.byComp) >= maxShownLines || len(line) >= lineBlock {
		return
	}
	if m.byComp == nil {
		m.byComp = make(map[flask.Composition]uint64, memoHint)
	}
	if n := len(m.blocks); n == 0 || len(m.blocks[n-1])+len(line) > lineBlock {
		m.blocks = append(m.blocks, make([]byte, 0, lineBlock))
	}
	n := len(m.blocks) - 1
	m.byComp[c] = uint64(n)<<32 | uint64(len(m.blocks[n]))<<16 | uint64(len(line))
	m.blocks[n] = append(m.blocks[n], line...)
}
