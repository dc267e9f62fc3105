package codex

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/golden"
)

// groups returns the names of the face's groups, in drawing order.
func groups(f face.Face) []string {
	var out []string
	f.Walk(func(it face.Item) {
		if g, ok := it.(*face.Group); ok {
			out = append(out, g.Name)
		}
	})
	return out
}

func countPrefix(names []string, prefix string) int {
	n := 0
	for _, s := range names {
		if strings.HasPrefix(s, prefix) {
			n++
		}
	}
	return n
}

func TestFacesShowEveryCornerAndSymbol(t *testing.T) {
	for id := 1; id < FirstObjective; id++ {
		c := CardByID(id)
		for _, side := range []Side{Front, Back} {
			f := Face(id, side)
			if f.Width != CardWidth || f.Height != CardHeight {
				t.Fatalf("card %d: size %v×%v", id, f.Width, f.Height)
			}
			names := groups(f)
			s := c.Side(side)
			for pos := TopLeft; pos <= BottomRight; pos++ {
				has := countPrefix(names, "corner:"+pos.String()) == 1
				if has != s.Corners[pos].Visible() {
					t.Errorf("card %d %s: corner %s drawn %v, visible %v", id, side, pos, has, s.Corners[pos].Visible())
				}
			}
			// Each symbol the side shows is drawn as an icon (corners, centre), besides the id's kingdom icon.
			for _, sym := range AllSymbols {
				want := int(s.Symbols[sym])
				if side == Front && c.Kingdom == sym {
					want++ // the kingdom mark beside the id
				}
				if side == Front && c.Scoring == PerObject && c.Object == sym {
					want++ // the points condition
				}
				if side == Front && c.Type == Gold {
					want += int(c.Requirement[sym])
				}
				if got := countPrefix(names, "symbol:"+sym.String()); got != want {
					t.Errorf("card %d %s: %d %s icons, want %d", id, side, got, sym, want)
				}
			}
			hasPoints := countPrefix(names, "points") == 1
			if hasPoints != (side == Front && c.Points > 0) {
				t.Errorf("card %d %s: points drawn %v", id, side, hasPoints)
			}
			if (countPrefix(names, "requirement") == 1) != (side == Front && c.HasRequirement()) {
				t.Errorf("card %d %s: requirement drawn wrongly", id, side)
			}
			if (countPrefix(names, "condition:corner") == 1) != (side == Front && c.Scoring == PerCoveredCorner) {
				t.Errorf("card %d %s: covered-corner condition drawn wrongly", id, side)
			}
		}
	}
}

func TestObjectiveFaces(t *testing.T) {
	for id := FirstObjective; id <= LastCard; id++ {
		c := CardByID(id)
		f := Face(id, Front)
		names := groups(f)
		switch c.Objective {
		case PatternObjective:
			var cellsDrawn int
			for _, it := range f.Items {
				if g, ok := it.(*face.Group); ok && g.Name == "pattern" {
					cellsDrawn = len(g.Items)
					for i, item := range g.Items {
						if r := item.(*face.Rect); r.Fill != KingdomColour(c.Cells[i].Kingdom) {
							t.Errorf("objective %d cell %d colour %v", id, i, r.Fill)
						}
					}
				}
			}
			if cellsDrawn != 3 {
				t.Errorf("objective %d: %d pattern cells drawn", id, cellsDrawn)
			}
		case CountObjective:
			for _, sym := range AllSymbols {
				if got := countPrefix(names, "symbol:"+sym.String()); got != int(c.Requires[sym]) {
					t.Errorf("objective %d: %d %s icons, want %d", id, got, sym, c.Requires[sym])
				}
			}
		}
		if !strings.Contains(strings.Join(f.Texts(), " "), fmt.Sprint(c.Points)) {
			t.Errorf("objective %d: points not written", id)
		}
		if back := Face(id, Back); countPrefix(groups(back), "frame") != 1 {
			t.Errorf("objective %d: no common back", id)
		}
	}
}

func TestFacesUseOnlyFontGlyphs(t *testing.T) {
	fronts, backs := AllFaces()
	if len(fronts) != LastCard || len(backs) != LastCard {
		t.Fatalf("%d fronts, %d backs", len(fronts), len(backs))
	}
	for _, f := range append(fronts, backs...) {
		for _, text := range f.Texts() {
			for _, r := range text {
				if !face.HasGlyph(r) {
					t.Errorf("text %q uses %q, which the face font lacks", text, r)
				}
			}
		}
	}
	if Face(0, Front).Items != nil || Face(200, Back).Items != nil {
		t.Error("an unknown id should give a blank card")
	}
}

func TestCardNames(t *testing.T) {
	names := CardNames()
	if len(names) != LastCard || names[11] != "12 resource PLANT" || names[44] != "45 gold FUNGI" || names[86] != "87 objective" {
		t.Errorf("names: %d, %q %q %q", len(names), names[11], names[44], names[86])
	}
}

// TestFaceGolden compares a few faces' markup with testdata/face_*.golden (go test -update rewrites).
func TestFaceGolden(t *testing.T) {
	cases := []struct {
		id   int
		side Side
	}{{1, Front}, {1, Back}, {41, Front}, {45, Front}, {85, Back}, {91, Front}, {99, Front}, {87, Back}}
	for _, tc := range cases {
		name := fmt.Sprintf("face_%d_%s.golden", tc.id, tc.side)
		t.Run(name, func(t *testing.T) {
			f := Face(tc.id, tc.side)
			got := f.Markup()
			path := filepath.Join("testdata", name)
			golden.CheckString(t, path, got)
		})
	}
}
