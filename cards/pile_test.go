package cards

import "testing"

func TestPileIsAStackWithItsTopLast(t *testing.T) {
	var p Pile[int]
	if !p.Empty() || p.Len() != 0 {
		t.Fatal("a new pile is empty")
	}
	if _, ok := p.Top(); ok {
		t.Error("an empty pile has no top")
	}
	if _, ok := p.Pop(); ok {
		t.Error("popping an empty pile")
	}
	p.Push(1)
	p.Push(2)
	p.Push(3)
	if top, _ := p.Top(); top != 3 || p.Len() != 3 {
		t.Fatalf("top %d len %d", top, p.Len())
	}
	if c, ok := p.Pop(); !ok || c != 3 {
		t.Fatalf("pop = %d %v", c, ok)
	}
	p.Push(4)
	if got := p.RemoveAt(0); got != 1 {
		t.Errorf("RemoveAt(0) = %d", got)
	}
	if p.Len() != 2 || p[0] != 2 || p[1] != 4 {
		t.Errorf("after RemoveAt the order is kept: %v", p)
	}
}

func TestPileCloneSharesNoMemory(t *testing.T) {
	p := Pile[int]{1, 2, 3}
	c := p.Clone()
	c[0] = 9
	c.Push(4)
	if p[0] != 1 || p.Len() != 3 {
		t.Errorf("changing the clone changed the pile: %v", p)
	}
	var empty Pile[int]
	if empty.Clone() != nil {
		t.Error("the clone of a nil pile is nil")
	}
}

func TestPileShuffleKeepsTheCards(t *testing.T) {
	p := Pile[int]{}
	for i := 0; i < 20; i++ {
		p.Push(i)
	}
	r := NewRand(1)
	p.Shuffle(&r)
	seen := map[int]bool{}
	moved := false
	for i, c := range p {
		seen[c] = true
		if c != i {
			moved = true
		}
	}
	if len(seen) != 20 || !moved {
		t.Errorf("shuffle lost cards or did nothing: %v", p)
	}
}
