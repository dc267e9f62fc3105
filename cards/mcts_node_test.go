package cards

import (
	"testing"
	"unsafe"
)

// TestASearchNodeFillsOneCacheLine checks that a tree node of a move of 16 bytes (Flask's: a
// kind, an argument and a table) is 64 bytes, one cache line, as the walk's speed assumes.
func TestASearchNodeFillsOneCacheLine(t *testing.T) {
	if n := unsafe.Sizeof(mctsNode[nodeTestMove]{}); n != 64 {
		t.Errorf("a node is %d bytes, want 64", n)
	}
}

// nodeTestMove is a move of 16 bytes, as Flask's.
type nodeTestMove struct {
	kind, arg uint8
	tab       *int
}

func (m nodeTestMove) String() string {
	if m.tab != nil {
		return "tabled"
	}
	return string(rune('a' + m.kind + m.arg))
}
