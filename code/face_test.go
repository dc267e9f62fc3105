package code

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/golden"
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
	for _, p := range Printables(BuiltinCodes(), true) {
		for i := 0; i < p.Copies; i++ {
			fronts, backs = append(fronts, p.Front), append(backs, p.Back)
		}
	}
	return fronts, backs
}
