package printing

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// Expectations are computed by hand: usable = paper − 2×6 mm margin; per line = ⌊(usable + gap) /
// (card + 2×bleed + gap)⌋.

func TestCardsPerPage(t *testing.T) {
	tests := []struct {
		paper       Paper
		card        CardSize
		orientation Orientation
		cols, rows  int
	}{
		// A4 portrait, usable 198×285.
		{A4, Poker, Portrait, 3, 3},  // 198/63.5=3.12, 285/88.9=3.21
		{A4, Bridge, Portrait, 3, 3}, // 198/57.2=3.46
		{A4, Mini, Portrait, 4, 4},   // 198/44=4.5, 285/63=4.52
		{A4, Tarot, Portrait, 2, 2},  // 198/70=2.83, 285/120=2.38
		// A4 landscape, usable 285×198.
		{A4, Poker, Landscape, 4, 2},  // 285/63.5=4.49, 198/88.9=2.23
		{A4, Bridge, Landscape, 4, 2}, // 285/57.2=4.98
		{A4, Mini, Landscape, 6, 3},   // 285/44=6.48, 198/63=3.14
		{A4, Tarot, Landscape, 4, 1},  // 285/70=4.07, 198/120=1.65
		// Letter portrait, usable 203.9×267.4.
		{Letter, Poker, Portrait, 3, 3},  // 203.9/63.5=3.21, 267.4/88.9=3.008
		{Letter, Bridge, Portrait, 3, 3}, // 203.9/57.2=3.56
		{Letter, Mini, Portrait, 4, 4},   // 203.9/44=4.63, 267.4/63=4.24
		{Letter, Tarot, Portrait, 2, 2},  // 203.9/70=2.91, 267.4/120=2.23
		// Letter landscape, usable 267.4×203.9.
		{Letter, Poker, Landscape, 4, 2},  // 267.4/63.5=4.21, 203.9/88.9=2.29
		{Letter, Bridge, Landscape, 4, 2}, // 267.4/57.2=4.67
		{Letter, Mini, Landscape, 6, 3},   // 267.4/44=6.08, 203.9/63=3.24
		{Letter, Tarot, Landscape, 3, 1},  // 267.4/70=3.82, 203.9/120=1.70
		// Auto picks the orientation with more cards, portrait on a tie.
		{A4, Poker, OrientationAuto, 3, 3},     // 9 vs 8
		{A4, Mini, OrientationAuto, 6, 3},      // 16 vs 18
		{A4, Tarot, OrientationAuto, 2, 2},     // 4 vs 4
		{Letter, Tarot, OrientationAuto, 2, 2}, // 4 vs 3
		{Letter, Mini, OrientationAuto, 6, 3},  // 16 vs 18
		// Custom sizes; a landscape custom paper is turned to portrait first.
		{Paper{"100x150", Size{100, 150}}, Poker, OrientationAuto, 1, 1},    // 88/63.5, 138/88.9; landscape 0 rows
		{Paper{"150x100", Size{150, 100}}, Poker, Portrait, 1, 1},           // same sheet
		{A4, CardSize{"50x50", Size{50, 50}}, OrientationAuto, 3, 5},        // 198/50=3.96, 285/50=5.7 (15 vs 5×3)
		{A4, CardSize{"66x99", Size{66, 99}}, Portrait, 3, 2},               // 198/66=3 exactly, 285/99=2.88
		{A4, CardSize{"63.5x95", Size{63.5, 95}}, OrientationAuto, 3, 3},    // 285/95=3 exactly
		{Letter, CardSize{"67.96x88.9", Size{67.96, 88.9}}, Portrait, 3, 3}, // 203.9/67.96=3.0003
	}
	for _, tt := range tests {
		l, err := NewLayout(Options{Paper: tt.paper, Card: tt.card, Orientation: tt.orientation})
		if err != nil {
			t.Errorf("%s %s %s: %v", tt.paper.Name, tt.card.Name, tt.orientation, err)
			continue
		}
		if l.Cols != tt.cols || l.Rows != tt.rows {
			t.Errorf("%s %s %s: %d×%d cards, want %d×%d", tt.paper.Name, tt.card.Name, tt.orientation, l.Cols, l.Rows, tt.cols, tt.rows)
		}
		if got := l.PerPage(); got != tt.cols*tt.rows {
			t.Errorf("%s %s: PerPage %d, want %d", tt.paper.Name, tt.card.Name, got, tt.cols*tt.rows)
		}
	}
}

func TestCardsPerPageWithBleedGapAndFold(t *testing.T) {
	tests := []struct {
		name       string
		o          Options
		landscape  bool
		cols, rows int
	}{
		// cell 69.5×94.9, pitch +2: portrait (200/71.5=2.80)×(287/96.9=2.96)=2×2; landscape (287/71.5=4.01)×(200/96.9=2.06)=4×2.
		{"A4 poker bleed 3 gap 2", Options{Bleed: 3, Gap: 2}, true, 4, 2},
		{"A4 poker bleed 3 gap 2 portrait", Options{Bleed: 3, Gap: 2, Orientation: Portrait}, false, 2, 2},
		// gap 2: portrait 200/65.5=3.05, 287/90.9=3.16.
		{"A4 poker gap 2", Options{Gap: 2}, false, 3, 3},
		// margin 10: 190/63.5=2.99 → 2 columns; landscape 277/63.5=4.36, 190/88.9=2.14 → 4×2.
		{"A4 poker margin 10", Options{Margin: 10}, true, 4, 2},
		// fold: unit 127×88.9; portrait 198/127=1 × 3 rows = 3; landscape 285/127=2.24 × 2 = 4.
		{"A4 poker fold", Options{Backs: Fold}, true, 2, 2},
		{"Letter poker fold portrait", Options{Paper: Letter, Backs: Fold, Orientation: Portrait}, false, 1, 3},
	}
	for _, tt := range tests {
		l, err := NewLayout(tt.o)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if l.Landscape != tt.landscape || l.Cols != tt.cols || l.Rows != tt.rows {
			t.Errorf("%s: landscape=%v %d×%d, want landscape=%v %d×%d", tt.name, l.Landscape, l.Cols, l.Rows, tt.landscape, tt.cols, tt.rows)
		}
	}
}

func TestImpossibleLayouts(t *testing.T) {
	tests := []struct {
		name string
		o    Options
		want string
	}{
		{"card larger than page", Options{Card: Tarot, Paper: Paper{"80x100", Size{80, 100}}},
			"card 70×120 mm does not fit on 80x100 paper (80×100 mm) with 6 mm margins"},
		{"fits only in landscape", Options{Card: CardSize{"250x60", Size{250, 60}}, Orientation: Portrait},
			"does not fit on portrait A4 paper (210×297 mm) with 6 mm margins; it fits in landscape"},
		{"bleed pushes it out", Options{Card: CardSize{"190x280", Size{190, 280}}, Bleed: 5},
			"card 190×280 mm with 5 mm bleed does not fit"},
		{"fold too wide", Options{Card: Tarot, Paper: Paper{"140x150", Size{140, 150}}, Backs: Fold},
			"front and back side by side (140×120 mm) does not fit"},
		{"negative bleed", Options{Bleed: -1}, "bleed -1 mm is negative"},
		{"negative gap", Options{Gap: -0.5}, "gap -0.5 mm is negative"},
		{"small margin", Options{Margin: 3}, "margin 3 mm is under the minimum of 6 mm"},
		{"NaN bleed", Options{Bleed: math.NaN()}, "bleed NaN is not a number of mm"},
		{"offset too large", Options{Backs: Duplex, OffsetX: 40}, "back offset 40,0 mm is more than 20 mm"},
	}
	for _, tt := range tests {
		_, err := NewLayout(tt.o)
		if err == nil {
			t.Errorf("%s: no error", tt.name)
			continue
		}
		if !errors.Is(err, ErrLayout) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %q, want ErrLayout with %q", tt.name, err, tt.want)
		}
	}
}

// near compares lengths to a micrometre.
func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

func nearRect(a, b Rect) bool {
	return near(a.X, b.X) && near(a.Y, b.Y) && near(a.W, b.W) && near(a.H, b.H)
}

func TestCardPositionsAreCentred(t *testing.T) {
	// A4 portrait poker 3×3: block 190.5×266.7 at ((210−190.5)/2, (297−266.7)/2) = (9.75, 15.15).
	l := mustLayout(t, Options{})
	want := map[int]Rect{
		0: {9.75, 15.15, 63.5, 88.9},
		1: {73.25, 15.15, 63.5, 88.9},
		4: {73.25, 104.05, 63.5, 88.9},
		8: {136.75, 192.95, 63.5, 88.9},
	}
	for i, w := range want {
		if got := l.Front(i); !nearRect(got, w) {
			t.Errorf("Front(%d) = %+v, want %+v", i, got, w)
		}
	}
	// A4 landscape, bleed 3, gap 2, 4×2: block 284×191.8 at (6.5, 9.1); first trim at +3.
	l = mustLayout(t, Options{Bleed: 3, Gap: 2})
	want = map[int]Rect{
		0: {9.5, 12.1, 63.5, 88.9},
		1: {81, 12.1, 63.5, 88.9}, // 6.5 + 71.5 + 3
		5: {81, 109, 63.5, 88.9},  // 9.1 + 96.9 + 3
		7: {224, 109, 63.5, 88.9}, // 6.5 + 3×71.5 + 3
	}
	for i, w := range want {
		if got := l.Front(i); !nearRect(got, w) {
			t.Errorf("bleed: Front(%d) = %+v, want %+v", i, got, w)
		}
	}
	if got, w := l.TrimBox(false), (Rect{9.5, 12.1, 278, 185.8}); !nearRect(got, w) {
		t.Errorf("TrimBox = %+v, want %+v", got, w)
	}
	if got, w := l.BleedBox(false), (Rect{6.5, 9.1, 284, 191.8}); !nearRect(got, w) {
		t.Errorf("BleedBox = %+v, want %+v", got, w)
	}
}

func TestMirroredBacks(t *testing.T) {
	tests := []struct {
		name       string
		o          Options
		slot       int
		want       Rect
		upsideDown bool
	}{
		// Long edge: the back of the top-left card is top-right: x = 210 − 9.75 − 63.5 = 136.75.
		{"long edge", Options{Backs: Duplex}, 0, Rect{136.75, 15.15, 63.5, 88.9}, false},
		{"long edge, middle", Options{Backs: Duplex}, 4, Rect{73.25, 104.05, 63.5, 88.9}, false},
		{"long edge, bottom right", Options{Backs: Duplex}, 8, Rect{9.75, 192.95, 63.5, 88.9}, false},
		{"long edge with offset", Options{Backs: Duplex, OffsetX: 1.5, OffsetY: -2}, 0, Rect{138.25, 13.15, 63.5, 88.9}, false},
		// Short edge: the back of the top-left card is bottom-left, turned: y = 297 − 15.15 − 88.9.
		{"short edge", Options{Backs: Duplex, Flip: FlipShort}, 0, Rect{9.75, 192.95, 63.5, 88.9}, true},
		{"short edge with offset", Options{Backs: Duplex, Flip: FlipShort, OffsetX: -1, OffsetY: 0.5}, 5, Rect{135.75, 104.55, 63.5, 88.9}, true},
		// Fold, A4 landscape 2×2: pairs 127 wide at x = 21.5 and 148.5, y = 16.1; back at +63.5.
		{"fold", Options{Backs: Fold}, 0, Rect{85, 16.1, 63.5, 88.9}, false},
		{"fold second column", Options{Backs: Fold}, 1, Rect{212, 16.1, 63.5, 88.9}, false},
		{"fold second row", Options{Backs: Fold}, 2, Rect{85, 105, 63.5, 88.9}, false},
	}
	for _, tt := range tests {
		l := mustLayout(t, tt.o)
		got, upside := l.Back(tt.slot)
		if !nearRect(got, tt.want) || upside != tt.upsideDown {
			t.Errorf("%s: Back(%d) = %+v upside-down %v, want %+v %v", tt.name, tt.slot, got, upside, tt.want, tt.upsideDown)
		}
	}
	// The trim box of a back page moves with the backs: mirrored grid (symmetric here) plus offset.
	l := mustLayout(t, Options{Backs: Duplex, OffsetX: 1.5, OffsetY: -2})
	if got, w := l.TrimBox(true), (Rect{11.25, 13.15, 190.5, 266.7}); !nearRect(got, w) {
		t.Errorf("back TrimBox = %+v, want %+v", got, w)
	}
}

func TestPagesFollowFrontsWithBacks(t *testing.T) {
	l := mustLayout(t, Options{Backs: Duplex}) // 9 per page
	pages := l.Pages(11)
	want := []struct {
		backs bool
		cards []int
	}{
		{false, []int{0, 1, 2, 3, 4, 5, 6, 7, 8}},
		{true, []int{0, 1, 2, 3, 4, 5, 6, 7, 8}},
		{false, []int{9, 10}},
		{true, []int{9, 10}},
	}
	if len(pages) != len(want) {
		t.Fatalf("%d pages, want %d", len(pages), len(want))
	}
	for i, w := range want {
		p := pages[i]
		if p.Number != i+1 || p.Backs != w.backs || len(p.Cards) != len(w.cards) || p.Cards[0] != w.cards[0] || p.Cards[len(p.Cards)-1] != w.cards[len(w.cards)-1] {
			t.Errorf("page %d = %+v, want backs=%v cards=%v", i+1, p, w.backs, w.cards)
		}
	}
	if n := len(mustLayout(t, Options{}).Pages(18)); n != 2 {
		t.Errorf("18 cards without backs: %d pages, want 2", n)
	}
}

func mustLayout(t *testing.T, o Options) Layout {
	t.Helper()
	l, err := NewLayout(o)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
