package cli

import "github.com/flaskdeck/flaskdeck/flask"

// lineMemo remembers card show's lines of the compositions met a second time, so that a long
// input, which repeats compositions, copies their lines instead of computing them again. A
// composition met once costs one bit (computing its line is about as cheap as copying it to the
// memo, and an input of distinct compositions would only fill memory: 3 MB and 800 page faults
// over the 16,384 of the standard set). Lines are kept in blocks of lineBlock bytes, so that
// remembering one allocates nothing but a new block now and then.
//
// A set has at most 4^8 = 65,536 compositions (ruleset.MaxBases base cards, at most
// ruleset.MaxPerCard of each), so both tables are flat, by the composition's number (mixed radix
// over the base cards' counts), and memory is bounded whatever the input's length.
type lineMemo struct {
	place  [len(flask.Composition{})]uint32 // place value of each base card's count
	size   int                              // the set's compositions
	seen   []uint64                         // a bit per composition met
	at     []uint64                         // by number: 1<<63 | block<<32 | offset<<16 | length, or 0
	blocks [][]byte
}

// lineBlock is the size of lineMemo's blocks (a line is far shorter; a longer one is not kept).
const lineBlock = 64 << 10

// present marks a remembered line in lineMemo.at.
const present = 1 << 63

// newLineMemo returns the memo of card show's lines for rs.
func newLineMemo(rs *flask.RuleSet) *lineMemo {
	m := &lineMemo{}
	n := uint32(1)
	for _, b := range rs.Bases() {
		m.place[b] = n
		n *= uint32(rs.MaxCount(b) + 1)
	}
	m.size = int(n)
	return m
}

// number returns c's number, c being a valid composition of the set.
func (m *lineMemo) number(c *flask.Composition) int {
	n := uint32(0)
	for b, k := range c {
		n += uint32(k) * m.place[b]
	}
	return int(n)
}

// line returns the remembered line of c, or nil.
func (m *lineMemo) line(c *flask.Composition) []byte {
	if m.at == nil {
		return nil
	}
	at := m.at[m.number(c)]
	if at == 0 {
		return nil
	}
	off := at >> 16 & (1<<16 - 1)
	return m.blocks[at>>32&(1<<31-1)][off : off+at&(1<<16-1)]
}

// put is told the line of c, just computed: the first time it marks c met, the second time it
// keeps a copy of the line (unless too long).
func (m *lineMemo) put(c *flask.Composition, line []byte) {
	if m.seen == nil {
		m.seen = make([]uint64, (m.size+63)/64)
	}
	n := m.number(c)
	if m.seen[n/64]&(1<<(n%64)) == 0 {
		m.seen[n/64] |= 1 << (n % 64)
		return
	}
	if len(line) >= lineBlock {
		return
	}
	if m.at == nil {
		m.at = make([]uint64, m.size)
	}
	if k := len(m.blocks); k == 0 || len(m.blocks[k-1])+len(line) > lineBlock {
		m.blocks = append(m.blocks, make([]byte, 0, lineBlock))
	}
	k := len(m.blocks) - 1
	m.at[n] = present | uint64(k)<<32 | uint64(len(m.blocks[k]))<<16 | uint64(len(line))
	m.blocks[k] = append(m.blocks[k], line...)
}
