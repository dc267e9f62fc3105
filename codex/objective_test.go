package codex

import (
	"testing"
)

func TestDiagonalObjectives(t *testing.T) {
	// 87 FUNGI rising, 88 PLANT falling, 89 ANIMAL rising, 90 INSECT falling.
	tests := []struct {
		id     int
		k      Symbol
		dx, dy int // direction of the diagonal
		length int
		want   int
	}{
		{87, Fungi, 1, 1, 2, 0},
		{87, Fungi, 1, 1, 3, 1},
		{87, Fungi, 1, 1, 5, 1},
		{87, Fungi, 1, 1, 6, 2},
		{87, Fungi, 1, -1, 6, 0}, // the other diagonal does not count
		{88, Plant, 1, -1, 3, 1},
		{88, Plant, 1, -1, 5, 1},
		{88, Plant, 1, -1, 6, 2},
		{88, Plant, 1, 1, 3, 0},
		{89, Animal, 1, 1, 4, 1},
		{89, Animal, 1, 1, 9, 3},
		{90, Insect, 1, -1, 7, 2},
		{90, Insect, 1, -1, 3, 1},
	}
	for _, tt := range tests {
		var cells []cellCard
		for i := 0; i < tt.length; i++ {
			cells = append(cells, cellCard{2 + i*tt.dx, 4 + i*tt.dy, tt.k})
		}
		a := layout(t, cells...)
		got := score(a, true, tt.id)[0]
		if got.Completions != tt.want || got.Points != 2*tt.want {
			t.Errorf("objective %d on a diagonal of %d (%+d,%+d): %+v, want %d completions", tt.id, tt.length, tt.dx, tt.dy, got, tt.want)
		}
	}
}

func TestDiagonalWrongKingdomBreaksTheRun(t *testing.T) {
	// F F P F F F on a rising diagonal: only the last three score.
	ks := []Symbol{Fungi, Fungi, Plant, Fungi, Fungi, Fungi}
	var cells []cellCard
	for i, k := range ks {
		cells = append(cells, cellCard{1 + i, 1 + i, k})
	}
	if got := score(layout(t, cells...), true, 87)[0].Completions; got != 1 {
		t.Errorf("completions %d, want 1", got)
	}
}

// lShapes lists each L-shaped objective's cells (from the rulebook pictures) to place it anywhere.
var lShapes = map[int][3]cellCard{
	91: {{0, 2, Fungi}, {0, 0, Fungi}, {1, -1, Plant}},
	92: {{0, 2, Plant}, {0, 0, Plant}, {-1, -1, Insect}},
	93: {{1, 1, Fungi}, {0, 0, Animal}, {0, -2, Animal}},
	94: {{-1, 1, Animal}, {0, 0, Insect}, {0, -2, Insect}},
}

func TestLShapeObjectivesAnywhere(t *testing.T) {
	for id, shape := range lShapes {
		for _, at := range [][2]int{{3, 5}, {-4, 2}, {7, -3}, {-2, -6}} {
			var cells []cellCard
			for _, c := range shape {
				cells = append(cells, cellCard{at[0] + c.x, at[1] + c.y, c.k})
			}
			got := score(layout(t, cells...), true, id)[0]
			if got.Completions != 1 || got.Points != 3 {
				t.Errorf("objective %d at %v: %+v, want 1 completion, 3 points", id, at, got)
			}
			// Any other L objective finds nothing there.
			for other := range lShapes {
				if other != id && score(layout(t, cells...), true, other)[0].Completions != 0 {
					t.Errorf("objective %d matches the shape of %d", other, id)
				}
			}
			// Mirrored, it does not match.
			var mirrored []cellCard
			for _, c := range shape {
				mirrored = append(mirrored, cellCard{at[0] - c.x, at[1] + c.y, c.k})
			}
			if got := score(layout(t, mirrored...), true, id)[0].Completions; got != 0 {
				t.Errorf("objective %d matches its mirror image", id)
			}
		}
	}
}

func TestLShapesSharingCardsScoreTheMaximum(t *testing.T) {
	// A column of four FUNGI with PLANT cards at the bottom-right of the lower three: the
	// occurrences (0,0)+(0,2)+P(1,-1), (0,2)+(0,4)+P(1,1) and (0,4)+(0,6)+P(1,3) chain, each sharing a
	// card with the next. The middle one is placed first, so a greedy count would take it and stop
	// at 1; the maximum is 2 (the lower and the upper).
	cells := []cellCard{
		{2, 4, Fungi}, {2, 6, Fungi}, {3, 3, Plant}, // the middle occurrence
		{2, 2, Fungi}, {3, 1, Plant}, {2, 8, Fungi}, {3, 5, Plant},
	}
	got := score(layout(t, cells...), true, 91)[0]
	if got.Completions != 2 || got.Points != 6 {
		t.Errorf("%+v, want 2 completions, 6 points", got)
	}
	// With only the middle occurrence and one neighbour, they share a card: 1.
	if got := score(layout(t, cells[:5]...), true, 91)[0].Completions; got != 1 {
		t.Errorf("two overlapping occurrences: %d, want 1", got)
	}
}

func TestStarterNeverMatches(t *testing.T) {
	// A FUNGI diagonal through the starter at (0,0): two FUNGI cards and the starter are no match.
	a := layout(t, cellCard{1, 1, Fungi}, cellCard{-1, -1, Fungi})
	if got := score(a, true, 87)[0].Completions; got != 0 {
		t.Errorf("the starter counted in a pattern: %d", got)
	}
}

func TestSideDoesNotMatterForPatterns(t *testing.T) {
	// Card 1 (FUNGI) front, card 2 front, card 3 back on a rising diagonal still make the pattern.
	a := &Area{}
	a.Place(Placement{Card: 83, Side: Front})
	a.Place(Placement{Card: 1, Side: Front, X: 5, Y: 5})
	a.Place(Placement{Card: 2, Side: Front, X: 6, Y: 6})
	a.Place(Placement{Card: 3, Side: Back, X: 7, Y: 7})
	if got := score(a, true, 87)[0].Completions; got != 1 {
		t.Errorf("completions %d, want 1", got)
	}
}

func TestCardReuseAcrossObjectives(t *testing.T) {
	// FUNGI at (2,4),(2,2) with PLANT at (3,1) make objective 91; that PLANT card also starts the
	// falling PLANT diagonal (3,1),(4,0),(5,-1) of objective 88.
	a := layout(t, cellCard{2, 4, Fungi}, cellCard{2, 2, Fungi}, cellCard{3, 1, Plant},
		cellCard{4, 0, Plant}, cellCard{5, -1, Plant})
	with := score(a, true, 91, 88)
	if with[0].Completions != 1 || with[1].Completions != 1 {
		t.Fatalf("with reuse: %+v, want both completed", with)
	}
	without := score(a, false, 91, 88)
	if without[0].Points+without[1].Points != 3 || without[0].Completions != 1 || without[1].Completions != 0 {
		t.Errorf("without reuse: %+v, want only objective 91 (3 points beat 2)", without)
	}
}

func TestCountObjectives(t *testing.T) {
	sym := func(counts map[Symbol]int) *Area {
		a := &Area{}
		for s, n := range counts {
			a.symbols[s] = uint8(n)
		}
		return a
	}
	tests := []struct {
		id     int
		counts map[Symbol]int
		want   int // completions
	}{
		{95, map[Symbol]int{Fungi: 2}, 0},
		{95, map[Symbol]int{Fungi: 3}, 1},
		{95, map[Symbol]int{Fungi: 8}, 2},
		{96, map[Symbol]int{Plant: 9}, 3},
		{97, map[Symbol]int{Animal: 5, Fungi: 9}, 1},
		{98, map[Symbol]int{Insect: 6}, 2},
		{99, map[Symbol]int{Quill: 3, Inkwell: 2, Manuscript: 5}, 2},
		{99, map[Symbol]int{Quill: 3, Inkwell: 0, Manuscript: 5}, 0},
		{100, map[Symbol]int{Manuscript: 5}, 2},
		{101, map[Symbol]int{Inkwell: 1}, 0},
		{102, map[Symbol]int{Quill: 4}, 2},
	}
	for _, tt := range tests {
		got := score(sym(tt.counts), true, tt.id)[0]
		wantPoints := tt.want * CardByID(tt.id).Points
		if got.Completions != tt.want || got.Points != wantPoints {
			t.Errorf("objective %d with %v: %+v, want %d completions, %d points", tt.id, tt.counts, got, tt.want, wantPoints)
		}
	}
}

func TestPackingIsExactOnABlob(t *testing.T) {
	// A solid block of all 20 FUNGI cards: the exact maximum of the diagonal objective 87 is the
	// sum over rising diagonals of floor(length/3).
	var cells []cellCard
	for x := 1; x <= 10; x++ {
		for y := -4; y <= 4; y++ {
			if (x+y)%2 == 0 && len(cells) < 20 {
				cells = append(cells, cellCard{x, y, Fungi})
			}
		}
	}
	a := layout(t, cells...)
	want := 0
	seen := map[[2]int]bool{}
	for _, c := range cells {
		if seen[[2]int{c.x, c.y}] {
			continue
		}
		// Walk to the start of the rising diagonal, then count its length.
		x, y := c.x, c.y
		for a.At(x-1, y-1) > 0 {
			x, y = x-1, y-1
		}
		n := 0
		for ; a.At(x, y) > 0; x, y = x+1, y+1 {
			seen[[2]int{x, y}] = true
			n++
		}
		want += n / 3
	}
	if got := score(a, true, 87)[0].Completions; got != want {
		t.Errorf("completions %d, want %d", got, want)
	}
}
