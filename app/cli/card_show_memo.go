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
//
// A rule set with at most denseLimit compositions (the standard one has 16,384) finds a
// composition's line in a flat table, by the composition's number (mixed radix over the bases'
// counts); larger ones in a map.
type lineMemo struct {
	place  [len(flask.Composition{})]uint32 // place value of each base's count in the dense table
	size   int                              // the rule set's compositions when at most denseLimit, else 0 (the map)
	dense  []uint64                         // by composition number: 1<<63 | where, 0 when not remembered
	byComp map[flask.Composition]uint64     // block<<32 | offset<<16 | length
	byText map[string]uint64                // the same, for texts met again
	blocks [][]byte
	n      int // lines remembered
}

// denseLimit bounds the compositions of a rule set whose lines lineMemo finds in a flat table
// (8 bytes each, allocated when the first line is remembered).
const denseLimit = 1 << 17

// newLineMemo returns the memo of card show's lines for rs.
func newLineMemo(rs *flask.RuleSet) *lineMemo {
	m := &lineMemo{}
	n := uint32(1)
	for _, b := range rs.Bases() {
		if int(b) >= len(m.place) {
			return &lineMemo{}
		}
		m.place[b] = n
		n *= uint32(rs.MaxCount(b) + 1)
		if n > denseLimit {
			return &lineMemo{}
		}
	}
	m.size = int(n)
	return m
}

// memoHint is the room lineMemo's composition map is made with: the standard set's 16,384
// compositions (grown from small, it would leave its old tables as garbage).
const memoHint = 1 << 14

// lineBlock is the size of lineMemo's blocks (a line is far shorter).
const lineBlock = 64 << 10

// present marks a remembered line in lineMemo.dense.
const present = 1 << 63

// number returns c's number in the dense table.
func (m *lineMemo) number(c flask.Composition) int {
	n := uint32(0)
	for b, k := range c {
		n += uint32(k) * m.place[b]
	}
	return int(n)
}

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
	if m.size > 0 {
		if m.dense == nil {
			return 0, false
		}
		at := m.dense[m.number(c)]
		return at &^ present, at != 0
	}
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
	if m.n >= maxShownLines || len(line) >= lineBlock {
		return
	}
	if n := len(m.blocks); n == 0 || len(m.blocks[n-1])+len(line) > lineBlock {
		m.blocks = append(m.blocks, make([]byte, 0, lineBlock))
	}
	n := len(m.blocks) - 1
	at := uint64(n)<<32 | uint64(len(m.blocks[n]))<<16 | uint64(len(line))
	m.blocks[n] = append(m.blocks[n], line...)
	m.n++
	if m.size > 0 {
		if m.dense == nil {
			m.dense = make([]uint64, m.size)
		}
		m.dense[m.number(c)] = present | at
		return
	}
	if m.byComp == nil {
		m.byComp = make(map[flask.Composition]uint64, memoHint)
	}
	m.byComp[c] = at
}
