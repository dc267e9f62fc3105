package cards

import (
	"testing"
	"unsafe"
)

// TestASearchNodeFillsHalfACacheLine checks that a tree node is 32 bytes, two to a cache line, as
// the walk's speed assumes (its move is kept apart).
func TestASearchNodeFillsHalfACacheLine(t *testing.T) {
	if n := unsafe.Sizeof(mctsNode{}); n != 32 {
		t.Errorf("a node is %d bytes, want 32", n)
	}
}

// TestTheTreeKeepsEachNodesChildrenInOrder grows a tree whose nodes gain children in turn (so the
// blocks move, interleaved) and checks that each node lists its children, their moves, numbers,
// movers and counts in the order added, and that a node's own children move with it.
func TestTheTreeKeepsEachNodesChildrenInOrder(t *testing.T) {
	var tr mctsTree[nodeTestMove]
	for round := range 2 { // the second reuses the first's storage
		tr.reset(4)
		parents := []int32{0}
		want := map[int32][]int32{} // a parent's children's numbers, in order
		key := int32(0)
		for step := range 300 {
			num := parents[step%len(parents)]
			p := tr.find(num)
			key++
			i := tr.add(p, nodeTestMove{kind: uint8(key), arg: uint8(key >> 8)}, Seat(key%3), key, int(key%5))
			tr.nodes[i].visits = uint32(key)
			want[num] = append(want[num], key)
			if step%7 == 0 {
				parents = append(parents, key) // a child becomes a parent: found by its number below
			}
		}
		reached := 1
		var walk func(i, num int32) // node i, whose number is num
		walk = func(i, num int32) {
			kids, moves := tr.kidsOf(i)
			if len(kids) != len(want[num]) {
				t.Fatalf("round %d: node %d has %d children, want %d", round, num, len(kids), len(want[num]))
			}
			for j := range kids {
				k := want[num][j]
				m := nodeTestMove{kind: uint8(k), arg: uint8(k >> 8)}
				if kids[j].key != k || moves[j] != m || kids[j].visits != uint32(k) || int32(kids[j].mover) != k%3 || kids[j].avail != 1 {
					t.Fatalf("round %d: node %d's child %d is %+v %v, want number %d", round, num, j, kids[j], moves[j], k)
				}
				reached++
				walk(tr.nodes[i].kids+int32(j), k)
			}
		}
		walk(0, 0)
		if reached != 301 {
			t.Errorf("round %d: %d nodes reached, want 301", round, reached)
		}
	}
}

// find returns the index of the node whose number is key (the root's is 0), or -1.
func (t *mctsTree[M]) find(key int32) int32 {
	var from func(i int32) int32
	from = func(i int32) int32 {
		if t.nodes[i].key == key {
			return i
		}
		kids, _ := t.kidsOf(i)
		for j := range kids {
			if f := from(t.nodes[i].kids + int32(j)); f >= 0 {
				return f
			}
		}
		return -1
	}
	return from(0)
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

// TestTheWalksMarksNeverMatchAnOldStep checks that the marks of a new step start unmarked, also
// when the step wraps around.
func TestTheWalksMarksNeverMatchAnOldStep(t *testing.T) {
	var run mctsRun[nodeTestMove]
	for _, before := range []uint32{0, 41, ^uint32(0) - 1, ^uint32(0)} {
		run.markStep = before
		marks, legal := run.marks(3)
		for j := range marks {
			if marks[j] == legal {
				t.Fatalf("after step %d: child %d marked before matching", before, j)
			}
			marks[j] = legal
		}
		if again, step := run.marks(3); again[0] == step || step == 0 {
			t.Fatalf("after step %d: the next step %d finds the last marks", before+1, step)
		}
	}
}

// TestANodeTakesNoMoreThanMaxKidsChildren checks that a node with maxKids children refuses
// another (its count is 16 bits) and that a first child reserves at least one place.
func TestANodeTakesNoMoreThanMaxKidsChildren(t *testing.T) {
	var tr mctsTree[nodeTestMove]
	tr.reset(4)
	if i := tr.add(0, nodeTestMove{kind: 1}, 0, 1, 0); i < 0 || tr.nodes[0].room != 1 {
		t.Fatalf("a first child with no moves counted: index %d, room %d", i, tr.nodes[0].room)
	}
	tr.nodes[0].n = maxKids
	if i := tr.add(0, nodeTestMove{kind: 2}, 0, 2, 3); i != -1 {
		t.Errorf("child %d added past maxKids", i)
	}
}
