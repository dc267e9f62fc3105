package raster

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/golden"
)

// samplePicture is a 40×20 PNG: red on the left half, blue on the right.
func samplePicture(t *testing.T) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, 40, 20))
	for y := range 20 {
		for x := range 40 {
			c := color.NRGBA{200, 30, 30, 255}
			if x >= 20 {
				c = color.NRGBA{30, 30, 200, 255}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// sampleFace uses every kind of item: shapes filled, stroked and both, translucent colours, text
// in each alignment and style, a picture, a picture that cannot be read, and a group.
func sampleFace(t *testing.T) face.Face {
	ink, red := face.RGB(30, 30, 40), face.RGB(210, 40, 40)
	f := face.Face{Width: 63.5, Height: 88.9, Background: face.RGB(250, 244, 230)}
	f.Add(
		&face.Rect{X: 2, Y: 2, W: 59.5, H: 84.9, Radius: 3, Stroke: red, StrokeWidth: 1.2},
		&face.Rect{X: 6, Y: 6, W: 20, H: 10, Fill: face.RGB(240, 200, 80), Stroke: ink, StrokeWidth: 0.5},
		&face.Ellipse{X: 30, Y: 5, W: 12, H: 12, Fill: face.Color{R: 40, G: 120, B: 200, A: 160}, Stroke: ink, StrokeWidth: 0.4},
		&face.Ellipse{X: 44, Y: 6, W: 14, H: 8, Stroke: red, StrokeWidth: 0},
		&face.Line{X1: 6, Y1: 20, X2: 57.5, Y2: 24, Stroke: ink, StrokeWidth: 0.8},
		&face.Group{Name: "symbol", Items: []face.Item{
			&face.Polygon{Points: []face.Point{{X: 10, Y: 30}, {X: 20, Y: 28}, {X: 16, Y: 40}}, Fill: red, Stroke: ink, StrokeWidth: 0.6},
		}},
		&face.Text{X: 6, Y: 44, W: 51.5, H: 6, Text: "Left Regular", Size: 10, Color: ink},
		&face.Text{X: 6, Y: 50, W: 51.5, H: 6, Text: "Centre Bold", Size: 10, Bold: true, Color: ink, Align: face.AlignCenter},
		&face.Text{X: 6, Y: 56, W: 51.5, H: 6, Text: "Right italic ÄÖ €", Size: 10, Italic: true, Color: red, Align: face.AlignRight},
		&face.Image{X: 6, Y: 64, W: 24, H: 18, Data: samplePicture(t)},
		&face.Image{X: 34, Y: 64, W: 24, H: 18, Path: "testdata/no-such-picture.png"},
	)
	return f
}

// checkGoldenImage compares img with a golden PNG, pixel by pixel within a small tolerance
// (anti-aliasing may differ in the last bit between Go versions), or rewrites it with -update. A
// failing image goes to testdata/failed/ (package golden's convention).
func checkGoldenImage(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if golden.Update() {
		golden.Write(t, path, encode(t, img))
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (go test ./cards/face/raster -update writes it)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if want.Bounds() != img.Bounds() {
		t.Fatalf("%s: %v, want %v", name, img.Bounds(), want.Bounds())
	}
	const tolerance = 12 // per channel
	off, worst := 0, 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r1, g1, b1, a1 := img.At(x, y).RGBA()
			r2, g2, b2, a2 := want.At(x, y).RGBA()
			d := max(absDiff(r1, r2), absDiff(g1, g2), absDiff(b1, b2), absDiff(a1, a2)) >> 8
			worst = max(worst, d)
			if d > tolerance {
				off++
			}
		}
	}
	if limit := b.Dx() * b.Dy() / 1000; off > limit {
		failed := golden.FailedPath(path)
		golden.Write(t, failed, encode(t, img))
		t.Errorf("%s: %d pixels differ by more than %d (at most %d may; worst %d); see %s", name, off, tolerance, limit, worst, failed)
	}
}

func absDiff(a, b uint32) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// encode returns img as PNG.
func encode(t *testing.T, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestSampleFaceMatchesGolden(t *testing.T) {
	var r Renderer
	checkGoldenImage(t, "sample.png", r.Card(sampleFace(t), Size{W: 63.5, H: 88.9}, 3, 150))
}

// The background runs into the bleed; the card size plus bleed sets the pixels.
func TestCardFillsBleedWithBackground(t *testing.T) {
	var r Renderer
	f := face.Face{Width: 63.5, Height: 88.9, Background: face.RGB(10, 20, 30)}
	f.Add(&face.Rect{X: 0, Y: 0, W: 63.5, H: 88.9, Stroke: face.RGB(255, 255, 255), StrokeWidth: 1})
	img := r.Card(f, Size{W: 63.5, H: 88.9}, 3, 300)
	if got := img.Bounds().Size(); got != image.Pt(821, 1121) {
		t.Fatalf("size %v, want 821×1121", got)
	}
	for _, p := range []image.Point{{0, 0}, {820, 0}, {0, 1120}, {820, 1120}, {20, 560}} {
		if got := img.RGBAAt(p.X, p.Y); got != (color.RGBA{10, 20, 30, 255}) {
			t.Errorf("bleed pixel %v is %v, want the background", p, got)
		}
	}
	// The trimmed edge is 3 mm = 35.4 px in: the white stroke centred on it covers that column.
	if got := img.RGBAAt(35, 560); got.R < 200 {
		t.Errorf("edge pixel is %v, want the white stroke", got)
	}
}

// Text lands in its box as aligned: the ink of a left-aligned line starts at the box's left edge,
// a right-aligned one ends at its right edge, and a centred one is centred.
func TestTextAlignment(t *testing.T) {
	var r Renderer
	for _, a := range []face.Align{face.AlignLeft, face.AlignCenter, face.AlignRight} {
		f := face.Face{Width: 60, Height: 10, Background: face.RGB(255, 255, 255)}
		f.Add(&face.Text{X: 10, Y: 0, W: 40, H: 10, Text: "HIH", Size: 12, Color: face.RGB(0, 0, 0), Align: a})
		img := r.Image(f, 600, 100) // 10 px per mm
		minX, maxX, minY, maxY := inkBox(img)
		width := face.TextWidth("HIH", 12, false) * 10
		var want float64
		switch a {
		case face.AlignLeft:
			want = 100 + width/2
		case face.AlignCenter:
			want = 300
		case face.AlignRight:
			want = 500 - width/2
		}
		if mid := float64(minX+maxX) / 2; mid < want-6 || mid > want+6 {
			t.Errorf("%s: ink centred at x=%.0f, want %.0f±6", a, mid, want)
		}
		if mid := float64(minY+maxY) / 2; mid < 40 || mid > 60 {
			t.Errorf("%s: ink centred at y=%.0f, want about 50", a, mid)
		}
	}
}

// inkBox returns the bounding box of the dark pixels.
func inkBox(img *image.RGBA) (minX, maxX, minY, maxY int) {
	minX, minY = img.Rect.Max.X, img.Rect.Max.Y
	for y := 0; y < img.Rect.Dy(); y++ {
		for x := 0; x < img.Rect.Dx(); x++ {
			if img.RGBAAt(x, y).R < 128 {
				minX, maxX, minY, maxY = min(minX, x), max(maxX, x), min(minY, y), max(maxY, y)
			}
		}
	}
	return minX, maxX, minY, maxY
}

func TestPixels(t *testing.T) {
	for _, c := range []struct {
		mm, dpi float64
		want    int
	}{{69.5, 300, 821}, {94.9, 300, 1121}, {25.4, 72, 72}, {0, 300, 0}, {63.5, 600, 1500}} {
		if got := Pixels(c.mm, c.dpi); got != c.want {
			t.Errorf("Pixels(%g, %g) = %d, want %d", c.mm, c.dpi, got, c.want)
		}
	}
}
