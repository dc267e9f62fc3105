package flask

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/golden"
)

// TestPresetFacesGolden keeps the face of every preset card, the back, and a black-and-white face.
func TestPresetFacesGolden(t *testing.T) {
	decks := Presets()
	if len(decks) != len(PresetNames) {
		t.Fatalf("%d presets, want %d", len(decks), len(PresetNames))
	}
	for _, d := range decks {
		for i, c := range d.Cards {
			f := CardFace(c, FaceOptions{})
			name := strings.ToLower(d.Name) + "_" + string(rune('0'+i)) + ".txt"
			golden.CheckString(t, filepath.Join("testdata", "faces", name), f.Markup())
		}
	}
	back := BackFace(FaceOptions{})
	golden.CheckString(t, "testdata/faces/back.txt", back.Markup())
	red, _ := Preset("red")
	bw := CardFace(red.Cards[1], FaceOptions{BlackAndWhite: true})
	golden.CheckString(t, "testdata/faces/red_1_bw.txt", bw.Markup())
}

// groupsIn returns the names of the groups of a face whose first item lies between heights y0 and y1.
func groupsIn(f face.Face, prefix string, y0, y1 float64) []string {
	var names []string
	f.Walk(func(it face.Item) {
		g, ok := it.(*face.Group)
		if !ok || !strings.HasPrefix(g.Name, prefix) || len(g.Items) == 0 {
			return
		}
		if e, ok := g.Items[0].(*face.Ellipse); ok && e.Y >= y0 && e.Y+e.H <= y1 {
			names = append(names, strings.TrimPrefix(g.Name, prefix))
		}
	})
	return names
}

func TestCostLineDrawsSymbolsInPrintOrder(t *testing.T) {
	tests := []struct {
		code string
		want string // symbol groups of the cost line, in order
		text string // the card cost text, "" for none
	}{
		{"Y1", "blue red", ""},
		{"G1 - G1 - R1", "green green red any any", ""},
		{"B1", "", "1 Card"},
		{"B1 - B1 - B2", "blue", "and 2 Cards"},
		{"Y2 - G2", "green green yellow yellow", ""},
		{"", "", "free"},
	}
	for _, tt := range tests {
		c, err := ParseComposition(tt.code)
		if err != nil {
			t.Fatal(err)
		}
		f := CardFace(NewCard("x", c), FaceOptions{})
		got := strings.Join(groupsIn(f, "symbol:", costY, costY+costH), " ")
		if got != tt.want {
			t.Errorf("%q: cost symbols %q, want %q", tt.code, got, tt.want)
		}
		var text string
		f.Walk(func(it face.Item) {
			if x, ok := it.(*face.Text); ok && x.Y == costY {
				text = x.Text
			}
		})
		if text != tt.text {
			t.Errorf("%q: cost text %q, want %q", tt.code, text, tt.text)
		}
	}
}

func TestTitlesWithSymbolsUseIcons(t *testing.T) {
	c, _ := ParseComposition("Y1 - B1")
	f := CardFace(NewCard("Profit", c), FaceOptions{})
	got := groupsIn(f, "symbol:", effectsY, effectsY+effectsH)
	// the title +💰💰💰📘📘 and the rule text "Add 💰💰💰📘📘 to your counters."
	want := "yellow yellow yellow blue blue yellow yellow yellow blue blue"
	if strings.Join(got, " ") != want {
		t.Errorf("effect symbols %v, want %s", got, want)
	}
	for _, s := range f.Texts() {
		if strings.Contains(s, "💰") || strings.Contains(s, "📘") {
			t.Errorf("text %q holds an emoji", s)
		}
	}
}

// TestEveryFaceIsDrawable checks, over a spread of all compositions in both modes, that every text
// is set in glyphs the face font has and every item lies on the card.
func TestEveryFaceIsDrawable(t *testing.T) {
	var all []Composition
	for i, c := range AllCompositions() {
		if i%97 == 0 {
			all = append(all, c)
		}
	}
	full, _ := ParseComposition("G2 Y1 Y1 Y1 B1 B1 B1 B2 B2 B2 G1 G1 G1 R1 R1 R1 R2 R2 R2 Y2")
	all = append(all, full)
	for i := range all {
		for _, bw := range []bool{false, true} {
			card := NewCard("The Quite Long Name of a Card", all[i])
			f := CardFace(card, FaceOptions{BlackAndWhite: bw})
			f.Walk(func(it face.Item) {
				if x, ok := it.(*face.Text); ok {
					for _, r := range x.Text {
						if !face.HasGlyph(r) {
							t.Fatalf("%s: text %q has %q, which the face font lacks", all[i].Code(), x.Text, r)
						}
					}
				}
				if x0, y0, x1, y1, ok := itemBox(it); ok && (x0 < 0 || y0 < 0 || x1 > FaceWidth || y1 > FaceHeight) {
					t.Fatalf("%s: %T at %.1f,%.1f–%.1f,%.1f leaves the card", all[i].Code(), it, x0, y0, x1, y1)
				}
				if x, ok := it.(*face.Text); ok && x.Y > effectsY-1 && x.Y < footerY && (x.Y < effectsY || x.Y+x.H > effectsY+effectsH) {
					t.Fatalf("%s: effect text %q at %.1f–%.1f leaves the effects box", all[i].Code(), x.Text, x.Y, x.Y+x.H)
				}
			})
		}
	}
}

// itemBox returns an item's bounding box.
func itemBox(it face.Item) (x0, y0, x1, y1 float64, ok bool) {
	switch v := it.(type) {
	case *face.Rect:
		return v.X, v.Y, v.X + v.W, v.Y + v.H, true
	case *face.Ellipse:
		return v.X, v.Y, v.X + v.W, v.Y + v.H, true
	case *face.Text:
		return v.X, v.Y, v.X + v.W, v.Y + v.H, true
	case *face.Line:
		return min(v.X1, v.X2), min(v.Y1, v.Y2), max(v.X1, v.X2), max(v.Y1, v.Y2), true
	case *face.Polygon:
		x0, y0, x1, y1 = FaceWidth, FaceHeight, 0, 0
		for _, p := range v.Points {
			x0, y0, x1, y1 = min(x0, p.X), min(y0, p.Y), max(x1, p.X), max(y1, p.Y)
		}
		return x0, y0, x1, y1, true
	}
	return 0, 0, 0, 0, false
}

func TestBlackAndWhiteFaceHasNoColour(t *testing.T) {
	red, _ := Preset("red")
	for _, c := range red.Cards {
		f := CardFace(c, FaceOptions{BlackAndWhite: true})
		check := func(c face.Color) {
			if c.Visible() && (c.R != c.G || c.G != c.B) {
				t.Fatalf("%q: colour %s in black and white", c, c)
			}
		}
		check(f.Background)
		f.Walk(func(it face.Item) {
			switch v := it.(type) {
			case *face.Rect:
				check(v.Fill)
				check(v.Stroke)
			case *face.Ellipse:
				check(v.Fill)
				check(v.Stroke)
			case *face.Polygon:
				check(v.Fill)
				check(v.Stroke)
			case *face.Line:
				check(v.Stroke)
			case *face.Text:
				check(v.Color)
			}
		})
	}
}

func TestPictureOrEmblem(t *testing.T) {
	comp, _ := ParseComposition("R1 - Y2")
	abs := filepath.Join(string(filepath.Separator), "pics", "a.png")
	tests := []struct {
		picture, dir string
		want         string // the image's path, or "emblem"
	}{
		{"", "/decks", "emblem"},
		{"https://svgsilh.com/svg/2027139.svg", "/decks", "emblem"},
		{"pictures/fox.png", "/decks", filepath.Join("/decks", "pictures", "fox.png")},
		{"fox.png", "", "fox.png"},
		{abs, "/decks", abs},
	}
	for _, tt := range tests {
		card := NewCard("x", comp)
		card.Picture = tt.picture
		f := CardFace(card, FaceOptions{PictureDir: tt.dir})
		got := ""
		f.Walk(func(it face.Item) {
			switch v := it.(type) {
			case *face.Image:
				got = v.Path
			case *face.Group:
				if v.Name == "emblem" {
					got = "emblem"
				}
			}
		})
		if got != tt.want {
			t.Errorf("picture %q in %q: got %q, want %q", tt.picture, tt.dir, got, tt.want)
		}
	}
}

func TestEmblemComesFromTheComposition(t *testing.T) {
	a, _ := ParseComposition("G2 - R1 - R1")
	b, _ := ParseComposition("R1 - G2 - R1") // the same composition written in another order
	c, _ := ParseComposition("G2 - R1")
	fa := CardFace(Card{Name: "One", Composition: a, Amount: 1}, FaceOptions{})
	fb := CardFace(Card{Name: "One", Composition: b, Amount: 1}, FaceOptions{})
	fc := CardFace(Card{Name: "One", Composition: c, Amount: 1}, FaceOptions{})
	if fa.Markup() != fb.Markup() {
		t.Error("the same composition draws two different faces")
	}
	if fa.Markup() == fc.Markup() {
		t.Error("two compositions draw the same face")
	}
	segments := 0
	fa.Walk(func(it face.Item) {
		if x, ok := it.(*face.Text); ok && (x.Text == "G2" || x.Text == "R1") && x.Y > pictureY && x.Y < pictureY+pictureH {
			segments++
		}
	})
	if segments != 3 {
		t.Errorf("the emblem labels %d ring segments, want 3 (one per base card)", segments)
	}
}

func TestRuleTextShownWhenAskedAndItFits(t *testing.T) {
	small, _ := ParseComposition("R1")
	huge, _ := ParseComposition("G2 Y1 Y1 Y1 B1 B1 B1 B2 B2 B2 G1 G1 G1 R1 R1 R1 R2 R2 R2 Y2")
	rule := Effect{Kind: EffectAttackResources, Amount: 2}.Text()
	tests := []struct {
		name     string
		comp     Composition
		hasDesc  bool
		wantRule bool
	}{
		{"small card with descriptions", small, true, true},
		{"small card without descriptions", small, false, false},
		{"every base card: no room", huge, true, false},
	}
	for _, tt := range tests {
		card := NewCard("x", tt.comp)
		card.HasDesc = tt.hasDesc
		f := CardFace(card, FaceOptions{})
		text := strings.Join(f.Texts(), " ")
		if got := strings.Contains(text, "Choose an opponent"); got != tt.wantRule {
			t.Errorf("%s: rule text shown %v, want %v (%q)", tt.name, got, tt.wantRule, rule)
		}
		if !strings.Contains(text, "Action: -") {
			t.Errorf("%s: the title is missing", tt.name)
		}
	}
}

func TestCodeAndVersionInTheCorners(t *testing.T) {
	comp, _ := ParseComposition("r1 y2 r1")
	f := CardFace(NewCard("Returning Double Attack", comp), FaceOptions{})
	var code, version *face.Text
	f.Walk(func(it face.Item) {
		if x, ok := it.(*face.Text); ok && x.Y == footerY {
			if x.Align == face.AlignLeft {
				code = x
			} else {
				version = x
			}
		}
	})
	if code == nil || code.Text != "R1 - R1 - Y2" || code.X > 10 {
		t.Errorf("code at the bottom left: %+v", code)
	}
	// The longest code is printed whole, on two lines.
	full, _ := ParseComposition("G2 Y1 Y1 Y1 B1 B1 B1 B2 B2 B2 G1 G1 G1 R1 R1 R1 R2 R2 R2 Y2")
	f = CardFace(NewCard("All", full), FaceOptions{})
	var lines []string
	f.Walk(func(it face.Item) {
		if x, ok := it.(*face.Text); ok && x.Y >= footerY && x.Text != RulesVersion {
			lines = append(lines, x.Text)
			if x.Size < 4.5 || face.TextWidth(x.Text, x.Size, false) > x.W {
				t.Errorf("code line %q set at %.1f pt in %.1f mm", x.Text, x.Size, x.W)
			}
		}
	})
	if strings.Join(lines, " ") != full.Code() || len(lines) != 2 {
		t.Errorf("the long code is printed as %q", lines)
	}
	if version == nil || version.Text != RulesVersion || version.Align != face.AlignRight || version.X+version.W < FaceWidth-10 {
		t.Errorf("rules version at the bottom right: %+v", version)
	}
}

func TestLongCostTakesTwoRows(t *testing.T) {
	full, _ := ParseComposition("G2 Y1 Y1 Y1 B1 B1 B1 B2 B2 B2 G1 G1 G1 R1 R1 R1 R2 R2 R2 Y2")
	f := CardFace(NewCard("All", full), FaceOptions{})
	rows := map[float64]int{}
	size := 0.0
	f.Walk(func(it face.Item) {
		if g, ok := it.(*face.Group); ok && strings.HasPrefix(g.Name, "symbol:") {
			if e, ok := g.Items[0].(*face.Ellipse); ok && e.Y < pictureY {
				rows[e.Y]++
				size = e.W
			}
		}
	})
	if len(rows) != 2 || size < 2.2 { // one row would be 1.2 mm
		t.Errorf("25 cost symbols drawn in %d rows at %.2f mm", len(rows), size)
	}
}
