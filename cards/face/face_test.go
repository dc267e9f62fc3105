package face

import (
	"strings"
	"testing"
)

func sampleFace() Face {
	f := Face{Width: 63.5, Height: 88.9, Background: RGB(250, 240, 220)}
	f.Add(
		&Rect{X: 1, Y: 1, W: 61.5, H: 86.9, Radius: 3, Stroke: RGB(200, 0, 0), StrokeWidth: 0.5},
		&Group{Name: "symbol:red", Items: []Item{
			&Ellipse{X: 5, Y: 5, W: 4, H: 4, Fill: RGB(220, 40, 30)},
			&Polygon{Points: []Point{{6, 6}, {8, 6}, {7, 8}}, Fill: RGB(255, 255, 255)},
		}},
		&Line{X1: 0, Y1: 80, X2: 63.5, Y2: 80, Stroke: RGB(0, 0, 0), StrokeWidth: 0.2},
		&Text{X: 3, Y: 10, W: 57.5, H: 6, Text: "Double Attack", Size: 12, Bold: true, Color: RGB(0, 0, 0), Align: AlignCenter},
		&Image{X: 5, Y: 20, W: 53.5, H: 30, Path: "pic.png"},
	)
	return f
}

func TestMarkupListsEveryItemInOrder(t *testing.T) {
	f := sampleFace()
	got := f.Markup()
	want := []string{
		"face 63.5×88.9 bg=#faf0dc",
		"  rect 1,1 61.5×86.9 r=3 fill=none stroke=#c80000/0.5",
		"  group symbol:red",
		"    ellipse 5,5 4×4 fill=#dc281e stroke=none/0",
		"    polygon 6,6 8,6 7,8 fill=#ffffff stroke=none/0",
		"  line 0,80→63.5,80 stroke=#000000/0.2",
		`  text "Double Attack" 3,10 57.5×6 12pt bold center #000000`,
		"  image 5,20 53.5×30 pic.png",
	}
	if got != strings.Join(want, "\n")+"\n" {
		t.Fatalf("markup:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
}

func TestWalkVisitsGroupsAndTheirItems(t *testing.T) {
	f := sampleFace()
	n := 0
	f.Walk(func(Item) { n++ })
	if n != 7 {
		t.Fatalf("walked %d items, want 7 (5 top-level + 2 inside the group)", n)
	}
	if got := f.Texts(); len(got) != 1 || got[0] != "Double Attack" {
		t.Fatalf("Texts() = %q", got)
	}
}

func TestGrayscaleTurnsEveryColourGreyAndKeepsTheOriginal(t *testing.T) {
	f := sampleFace()
	g := f.Grayscale()
	g.Walk(func(it Item) {
		check := func(c Color) {
			if c.R != c.G || c.G != c.B {
				t.Errorf("%T keeps colour %v", it, c)
			}
		}
		switch v := it.(type) {
		case *Rect:
			check(v.Fill)
			check(v.Stroke)
		case *Ellipse:
			check(v.Fill)
		case *Polygon:
			check(v.Fill)
		case *Text:
			check(v.Color)
		case *Line:
			check(v.Stroke)
		}
	})
	if red := f.Items[1].(*Group).Items[0].(*Ellipse).Fill; red != RGB(220, 40, 30) {
		t.Fatalf("Grayscale changed the original face: %v", red)
	}
}

func TestColorGrayAndString(t *testing.T) {
	tests := []struct {
		c        Color
		gray     Color
		str      string
		visiible bool
	}{
		{RGB(255, 255, 255), Color{255, 255, 255, 255}, "#ffffff", true},
		{RGB(255, 0, 0), Color{76, 76, 76, 255}, "#ff0000", true},
		{Color{}, Color{}, "none", false},
		{Color{0, 0, 255, 128}, Color{29, 29, 29, 128}, "#0000ff80", true},
	}
	for _, tt := range tests {
		if got := tt.c.Gray(); got != tt.gray {
			t.Errorf("%v.Gray() = %v, want %v", tt.c, got, tt.gray)
		}
		if got := tt.c.String(); got != tt.str {
			t.Errorf("String() = %q, want %q", got, tt.str)
		}
		if tt.c.Visible() != tt.visiible {
			t.Errorf("%v.Visible() = %v", tt.c, tt.c.Visible())
		}
	}
}
