package cards

import (
	"math/bits"
	"slices"
)

// mctsNode is a node of the search tree: 32 bytes, two to a cache line, holding what the walk reads
// at each child (the counts, the move's number) and where the node's own children lie. Its move is
// kept apart (mctsTree.moves, at the same index): the walk reads it only for the child it plays
// and, at small nodes, to match a world's moves. Its counts are whole numbers, kept as such: as
// float64 they are the same values.
type mctsNode struct {
	reward float64
	visits uint32
	avail  uint32 // how often the move was legal in the worlds walked through its parent
	key    int32  // the move's number (MoveKeyer), when the engine numbers its moves
	mover  int32  // the seat that played the move (a Seat), NoSeat at the root
	kids   int32  // the index of the first child: a node's children lie together, in the order added
	n      int32  // how many children
}

// mctsTree is the search tree: its nodes in one slice, a node's children side by side in a block
// (kidsCap places, doubled by moving the block to the end when full; the places left behind are
// never read again), so the walk reads a node's children from consecutive memory rather than one
// scattered node per child, and no node allocates. The root is node 0. A player keeps its tree's
// storage from one decision to the next.
type mctsTree[M Move] struct {
	nodes []mctsNode
	moves []M // moves[i] is node i's move
}

// firstKids is how many places a node's first child reserves for its brothers.
const firstKids = 2

// kidsCap is the places of the block holding n > 0 children: firstKids, or the power of two from n.
func kidsCap(n int32) int32 {
	if n <= firstKids {
		return firstKids
	}
	return 1 << bits.Len32(uint32(n-1))
}

// reset empties the tree to its root, with room for about room nodes without growing.
func (t *mctsTree[M]) reset(room int) {
	clear(t.moves) // drop the last decision's moves (they may hold pointers)
	t.nodes, t.moves = slices.Grow(t.nodes[:0], room), slices.Grow(t.moves[:0], room)
	t.nodes = append(t.nodes, mctsNode{mover: int32(NoSeat)})
	var none M
	t.moves = append(t.moves, none)
}

// kidsOf returns node i's children and their moves.
func (t *mctsTree[M]) kidsOf(i int32) ([]mctsNode, []M) {
	nd := &t.nodes[i]
	return t.nodes[nd.kids : nd.kids+nd.n], t.moves[nd.kids : nd.kids+nd.n]
}

// place reserves k places at the end of the tree and returns the first.
func (t *mctsTree[M]) place(k int32) int32 {
	at := len(t.nodes)
	t.nodes = slices.Grow(t.nodes, int(k))[:at+int(k)]
	t.moves = slices.Grow(t.moves, int(k))[:at+int(k)]
	return int32(at)
}

// add makes m, played by mover (its number key), the last child of node parent, its move legal
// once, and returns its index.
func (t *mctsTree[M]) add(parent int32, m M, mover Seat, key int32) int32 {
	n := t.nodes[parent].n
	switch {
	case n == 0:
		at := t.place(firstKids) // before t.nodes is read: place may move it
		t.nodes[parent].kids = at
	case n == kidsCap(n): // full: the block moves to the end, twice as large
		at := t.place(kidsCap(n + 1))
		from := t.nodes[parent].kids
		copy(t.nodes[at:at+n], t.nodes[from:from+n])
		copy(t.moves[at:at+n], t.moves[from:from+n])
		t.nodes[parent].kids = at
	}
	i := t.nodes[parent].kids + n
	t.nodes[i] = mctsNode{mover: int32(mover), avail: 1, key: key}
	t.moves[i] = m
	t.nodes[parent].n = n + 1
	return i
}
