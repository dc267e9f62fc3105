package cards

import (
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
	kids   int32  // the index of the first child: a node's children lie together, in the order added
	n      uint16 // how many children
	room   uint16 // how many places their block has
	mover  int16  // the seat that played the move (a Seat), NoSeat at the root
}

// mctsTree is the search tree: its nodes in one slice, a node's children side by side in a block
// (as many places as the moves legal in the world where it got its first child, doubled by moving
// the block to the end when full; the places left behind are never read again), so the walk reads
// a node's children from consecutive memory rather than one scattered node per child, and no node
// allocates. The root is node 0. A player keeps its tree's storage from one decision to the next.
type mctsTree[M Move] struct {
	nodes []mctsNode
	moves []M // moves[i] is node i's move
}

// maxKids is the most children a node may have (its count is 16 bits).
const maxKids = 1<<16 - 1

// reset empties the tree to its root, with room for about room nodes without growing. The last
// decision's moves stay in the storage until overwritten (not cleared: that would write the whole
// slice at every decision); a place is always written before it is read.
func (t *mctsTree[M]) reset(room int) {
	t.nodes, t.moves = slices.Grow(t.nodes[:0], room), slices.Grow(t.moves[:0], room)
	t.nodes = append(t.nodes, mctsNode{mover: int16(NoSeat)})
	var none M
	t.moves = append(t.moves, none)
}

// kidsOf returns node i's children and their moves.
func (t *mctsTree[M]) kidsOf(i int32) ([]mctsNode, []M) {
	nd := &t.nodes[i]
	end := nd.kids + int32(nd.n)
	return t.nodes[nd.kids:end], t.moves[nd.kids:end]
}

// place reserves k places at the end of the tree and returns the first.
func (t *mctsTree[M]) place(k int32) int32 {
	at := len(t.nodes)
	t.nodes = slices.Grow(t.nodes, int(k))[:at+int(k)]
	t.moves = slices.Grow(t.moves, int(k))[:at+int(k)]
	return int32(at)
}

// add makes m, played by mover (its number key), the last child of node parent, its move legal
// once, and returns its index, or -1 when parent has maxKids children already. A first child
// reserves legal places (the moves legal where it is added; at least 1).
func (t *mctsTree[M]) add(parent int32, m M, mover Seat, key int32, legal int) int32 {
	n := int32(t.nodes[parent].n)
	switch {
	case n == maxKids:
		return -1
	case n == 0:
		room := int32(min(max(legal, 1), maxKids))
		at := t.place(room) // before t.nodes is read: place may move it
		t.nodes[parent].kids, t.nodes[parent].room = at, uint16(room)
	case n == int32(t.nodes[parent].room): // full: the block moves to the end, twice as large
		room := min(2*n, maxKids)
		at := t.place(room)
		from := t.nodes[parent].kids
		copy(t.nodes[at:at+n], t.nodes[from:from+n])
		copy(t.moves[at:at+n], t.moves[from:from+n])
		t.nodes[parent].kids, t.nodes[parent].room = at, uint16(room)
	}
	i := t.nodes[parent].kids + n
	t.nodes[i] = mctsNode{mover: int16(mover), avail: 1, key: key}
	t.moves[i] = m
	t.nodes[parent].n = uint16(n + 1)
	return i
}
