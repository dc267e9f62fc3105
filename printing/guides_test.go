package printing

import "testing"

func segmentsEqual(t *testing.T, name string, got, want []Segment) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d segments, want %d: %+v", name, len(got), len(want), got)
		return
	}
	for i := range want {
		g, w := got[i], want[i]
		if !near(g.X1, w.X1) || !near(g.Y1, w.Y1) || !near(g.X2, w.X2) || !near(g.Y2, w.Y2) {
			t.Errorf("%s: segment %d = %+v, want %+v", name, i, g, w)
		}
	}
}

func TestCropMarks(t *testing.T) {
	// A4 portrait poker 3×3, block at (9.75, 15.15) size 190.5×266.7. Cards touch, so the cuts are
	// x = 9.75, 73.25, 136.75, 200.25 and y = 15.15, 104.05, 192.95, 281.85. Marks start 1 mm out;
	// top/bottom ones are 5 mm long (15.15 − 1 − 3 = 11.15 of room), left/right ones too (5.75).
	l := mustLayout(t, Options{Guides: CropMarks})
	var want []Segment
	for _, x := range []float64{9.75, 73.25, 136.75, 200.25} {
		want = append(want, Segment{x, 9.15, x, 14.15}, Segment{x, 282.85, x, 287.85})
	}
	for _, y := range []float64{15.15, 104.05, 192.95, 281.85} {
		want = append(want, Segment{3.75, y, 8.75, y}, Segment{201.25, y, 206.25, y})
	}
	segmentsEqual(t, "A4 poker", l.CropMarks(), want)
	segmentsEqual(t, "GuideLines", l.GuideLines(), want)
	if b := l.FooterBand(); !near(b.Y, 287.85) || !near(b.H, 297-287.85) {
		t.Errorf("footer band %+v, want from 287.85 to the bottom", b)
	}

	// A4 landscape, bleed 3, gap 2, 4×2: block (6.5, 9.1) 284×191.8. Each card has its own two cuts.
	// Top/bottom marks are 5 mm (9.1 − 4 = 5.1 of room), left/right ones 2.5 mm (6.5 − 4).
	l = mustLayout(t, Options{Guides: CropMarks, Bleed: 3, Gap: 2})
	want = nil
	for _, x := range []float64{9.5, 73, 81, 144.5, 152.5, 216, 224, 287.5} {
		want = append(want, Segment{x, 3.1, x, 8.1}, Segment{x, 201.9, x, 206.9})
	}
	for _, y := range []float64{12.1, 101, 109, 197.9} {
		want = append(want, Segment{3, y, 5.5, y}, Segment{291.5, y, 294, y})
	}
	segmentsEqual(t, "A4 poker bleed gap", l.CropMarks(), want)
}

func TestCutLinesStayOffTheCards(t *testing.T) {
	// A4 portrait poker, gap 2, no bleed, 3×3: block (7.75, 13.15) 194.5×270.7.
	// Columns span [7.75,71.25] [73.25,136.75] [138.75,202.25]; rows [13.15,102.05] [104.05,192.95]
	// [194.95,283.85]. Marks are 5 mm, so the footer band starts at 283.85 + 6 = 289.85.
	l := mustLayout(t, Options{Guides: CutLines, Gap: 2})
	var want []Segment
	for _, x := range []float64{7.75, 71.25, 73.25, 136.75, 138.75, 202.25} {
		want = append(want, Segment{x, 0, x, 13.15}, Segment{x, 102.05, x, 104.05},
			Segment{x, 192.95, x, 194.95}, Segment{x, 283.85, x, 289.85})
	}
	for _, y := range []float64{13.15, 102.05, 104.05, 192.95, 194.95, 283.85} {
		want = append(want, Segment{0, y, 7.75, y}, Segment{71.25, y, 73.25, y},
			Segment{136.75, y, 138.75, y}, Segment{202.25, y, 210, y})
	}
	segmentsEqual(t, "gap 2", l.CutLines(), want)

	// Cards touching: only the margins are left.
	l = mustLayout(t, Options{Guides: CutLines})
	got := l.CutLines()
	if len(got) != 16 {
		t.Fatalf("touching cards: %d cut line segments, want 16 (4 cuts × 2 margins × 2 axes)", len(got))
	}
	segmentsEqual(t, "first vertical", got[:2], []Segment{{9.75, 0, 9.75, 15.15}, {9.75, 281.85, 9.75, 287.85}})
}

func TestFoldLines(t *testing.T) {
	// A4 landscape, fold, 2×2 pairs at x = 21.5 and 148.5, block y 16.1…193.9: folds at 85 and 212.
	l := mustLayout(t, Options{Backs: Fold, Guides: CropMarks})
	want := []Segment{
		{85, 10.1, 85, 15.1}, {85, 194.9, 85, 199.9},
		{212, 10.1, 212, 15.1}, {212, 194.9, 212, 199.9},
	}
	segmentsEqual(t, "fold marks", l.FoldLines(), want)
	// Crop marks: pairs are cut at their outer edges only (the two pairs touch at 148.5), not at the fold.
	var xs []float64
	for _, s := range l.CropMarks() {
		if s.X1 == s.X2 && s.Y1 < 20 {
			xs = append(xs, s.X1)
		}
	}
	if len(xs) != 3 || !near(xs[0], 21.5) || !near(xs[1], 148.5) || !near(xs[2], 275.5) {
		t.Errorf("vertical cuts of fold pairs at %v, want 21.5 148.5 275.5", xs)
	}
	if got := mustLayout(t, Options{Backs: Duplex}).FoldLines(); got != nil {
		t.Errorf("duplex has fold lines: %+v", got)
	}
}

func TestGuidesOnlyWhereCardsAre(t *testing.T) {
	// A4 portrait poker 3×3, cards touching (see TestCropMarks). Two cards fill the first row's first two
	// columns: cuts x = 9.75, 73.25, 136.75 and y = 15.15, 104.05 only, the bottom marks under row 1.
	l := mustLayout(t, Options{Guides: CropMarks}).Filled(2)
	var want []Segment
	for _, x := range []float64{9.75, 73.25, 136.75} {
		want = append(want, Segment{x, 9.15, x, 14.15}, Segment{x, 105.05, x, 110.05})
	}
	for _, y := range []float64{15.15, 104.05} {
		want = append(want, Segment{3.75, y, 8.75, y}, Segment{137.75, y, 142.75, y})
	}
	segmentsEqual(t, "2 of 9", l.GuideLines(), want)
	// Seven cards: three rows, all three columns (the last row holds one card).
	l = mustLayout(t, Options{Guides: CropMarks})
	if f := l.Filled(7); f.Rows != 3 || f.Cols != 3 || len(f.CropMarks()) != len(l.CropMarks()) {
		t.Errorf("7 of 9: %d×%d with %d marks, want the full 3×3 with %d", f.Cols, f.Rows, len(f.CropMarks()), len(l.CropMarks()))
	}
	if f := l.Filled(4); f.Rows != 2 || f.Cols != 3 || !near(f.Block.H, 2*88.9) || f.FooterBand() == l.FooterBand() {
		t.Errorf("4 of 9: %d×%d block %+v, want 3×2 of height 177.8", f.Cols, f.Rows, f.Block)
	}
	for _, n := range []int{0, 9, 10} {
		if f := l.Filled(n); f != l {
			t.Errorf("Filled(%d) changed the layout: %+v", n, f)
		}
	}
	// Cut lines of a single card: two vertical cuts ending above the footer band of that row, two
	// horizontal ones running across the page beside it.
	l = mustLayout(t, Options{Guides: CutLines}).Filled(1)
	segmentsEqual(t, "cut lines of 1", l.CutLines(), []Segment{
		{9.75, 0, 9.75, 15.15}, {9.75, 104.05, 9.75, 110.05},
		{73.25, 0, 73.25, 15.15}, {73.25, 104.05, 73.25, 110.05},
		{0, 15.15, 9.75, 15.15}, {73.25, 15.15, 210, 15.15},
		{0, 104.05, 9.75, 104.05}, {73.25, 104.05, 210, 104.05},
	})
}
