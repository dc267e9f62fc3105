package code

import (
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/golden"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// TestFaceGolden compares the display lists of one card of each kind with testdata/faces/*.txt
// (go test ./code -run TestFaceGolden -update rewrites them).
func TestFaceGolden(t *testing.T) {
	faces := map[string]face.Face{
		"number_r0":    CardFace(NumberCard(Red, 0)),
		"number_p9":    CardFace(NumberCard(Purple, 9)),
		"number_y6":    CardFace(NumberCard(Yellow, 6)),
		"code_0258":    CodeFace(Code{0, 2, 5, 8}, true),
		"code_1111":    CodeFace(Code{1, 1, 1, 1}, false),
		"back":         BackFace(),
		"back_code":    CodeBackFace(),
		"action_swap":  CardFace(Swap),
		"action_rev":   CardFace(Reverse),
		"action_skip":  CardFace(Skip),
		"action_joker": CardFace(Joker),
		"action_plus2": CardFace(PlusTwo),
		"action_gift":  CardFace(Gift),
		"action_reset": CardFace(Reset),
	}
	for name, face := range faces {
		path := filepath.Join("testdata", "faces", name+".txt")
		got := face.Markup()
		golden.CheckString(t, path, got)
	}
}

// TestFacesFitTheCard checks every face of the game: poker size, every item inside the card,
// every text line no wider than its box, and the texts a player needs.
func TestFacesFitTheCard(t *testing.T) {
	fronts, backs := AllFaces()
	if len(fronts) != TotalCards+10 || len(backs) != len(fronts) {
		t.Fatalf("%d fronts, %d backs; want %d", len(fronts), len(backs), TotalCards+10)
	}
	for i, f := range append(fronts, backs...) {
		if f.Width != CardWidth || f.Height != CardHeight {
			t.Fatalf("face %d is %v×%v mm", i, f.Width, f.Height)
		}
		f.Walk(func(it face.Item) {
			var x, y, w, h float64
			switch v := it.(type) {
			case *face.Rect:
				x, y, w, h = v.X, v.Y, v.W, v.H
			case *face.Ellipse:
				x, y, w, h = v.X, v.Y, v.W, v.H
			case *face.Text:
				x, y, w, h = v.X, v.Y, v.W, v.H
				if tw := face.TextWidth(v.Text, v.Size, v.Bold); tw > v.W+0.01 {
					t.Errorf("face %d: %q is %.1f mm wide in a %.1f mm box", i, v.Text, tw, v.W)
				}
			case *face.Polygon:
				for _, p := range v.Points {
					if p.X < 0 || p.Y < 0 || p.X > CardWidth || p.Y > CardHeight {
						t.Errorf("face %d: a polygon point %v lies off the card", i, p)
					}
				}
				return
			default:
				return
			}
			if x < 0 || y < 0 || x+w > CardWidth+0.01 || y+h > CardHeight+0.01 {
				t.Errorf("face %d: an item at %.1f,%.1f %.1f×%.1f leaves the card", i, x, y, w, h)
			}
		})
	}
	for _, tt := range []struct {
		card Card
		want string
	}{
		{NumberCard(Blue, 7), "7 7 blue 7"}, {Skip, "Skip The next player loses their turn."},
		{Reset, "Reset ???? Another player swaps their code for a new one."},
	} {
		face := CardFace(tt.card)
		if got := strings.Join(face.Texts(), " "); got != tt.want {
			t.Errorf("%s reads %q, want %q", tt.card, got, tt.want)
		}
	}
	codeFace := CodeFace(Code{0, 2, 5, 8}, true)
	if got := strings.Join(codeFace.Texts(), " "); !strings.Contains(got, "0 2 5 8") || !strings.Contains(got, "flaskdeck's own") {
		t.Errorf("code card reads %q", got)
	}
}

// AllFaces returns the faces of the full game with flaskdeck's own codes: every playing card once
// per copy (110), then the 10 code cards; backs[i] is the back of fronts[i].
func AllFaces() (fronts, backs []face.Face) {
	for _, p := range Printables(BuiltinCodes(), true, i18n.English) {
		for i := 0; i < p.Copies; i++ {
			fronts, backs = append(fronts, p.Front), append(backs, p.Back)
		}
	}
	return fronts, backs
}

// TestBackTextClearsTheDots checks that the word on the back of the playing cards, measured from its
// glyph outlines where every renderer places it, overlaps none of the coloured dots' boxes.
func TestBackTextClearsTheDots(t *testing.T) {
	type box struct{ x0, y0, x1, y1 float64 }
	var dots []box
	var words []box
	used := map[face.SegmentOp]int{face.MoveTo: 1, face.LineTo: 1, face.QuadTo: 2, face.CubeTo: 3}
	back := BackFace()
	back.Walk(func(it face.Item) {
		switch v := it.(type) {
		case *face.Ellipse:
			dots = append(dots, box{v.X, v.Y, v.X + v.W, v.Y + v.H})
		case *face.Text:
			x, base := v.Placement()
			em := v.Size * face.PointMM
			b := box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
			for _, r := range v.Text {
				g := face.GlyphOf(r, v.Bold)
				for _, s := range g.Segments {
					for _, p := range s.Points[:used[s.Op]] {
						px, py := x+p.X*em, base+p.Y*em
						b = box{min(b.x0, px), min(b.y0, py), max(b.x1, px), max(b.y1, py)}
					}
				}
				x += g.Advance * em
			}
			words = append(words, b)
		}
	})
	if len(dots) != numColours || len(words) != 1 {
		t.Fatalf("%d dots and %d texts on the back, want %d and 1", len(dots), len(words), numColours)
	}
	w := words[0]
	for i, d := range dots {
		if d.x0 < w.x1 && w.x0 < d.x1 && d.y0 < w.y1 && w.y0 < d.y1 {
			t.Errorf("dot %d %+v overlaps the text %+v", i+1, d, w)
		}
	}
}
