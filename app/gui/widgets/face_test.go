package widgets

import (
	"errors"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/flask"
)

// TestFaceTextMatchesFaceMetrics checks that text drawn by the renderer takes the width the face
// builders measured (face.TextWidth): within 3% on a zoomed card; at smaller sizes the driver
// rounds glyph advances to pixels, and text set in a box just its measured width never overflows.
func TestFaceTextMatchesFaceMetrics(t *testing.T) {
	test.NewTempApp(t)
	for _, scale := range []float64{1.5, 4.5, 9} { // units per mm: thumbnail, preview, zoom
		for _, tt := range []face.Text{
			{Text: "Returning Double Attack", Size: 12.5, Bold: true},
			{Text: "Choose an opponent: they lose 4 resources of their choice.", Size: 6.6},
			{Text: "R1 - R1 - Y2", Size: 6.5},
		} {
			want := face.TextWidth(tt.Text, tt.Size, tt.Bold)
			tt.W, tt.H = want, 5
			r := textPart(&tt)
			r.place(fyne.NewPos(0, 0), float32(scale))
			got := float64(r.obj.(*canvas.Text).MinSize().Width) / scale
			if got > want*1.02+0.5/scale {
				t.Errorf("scale %v, %q: drawn %.2f mm wide, overflows its %.2f mm", scale, tt.Text, got, want)
			}
			if scale >= 9 && math.Abs(got-want) > 0.03*want {
				t.Errorf("scale %v, %q: drawn %.2f mm wide, measured %.2f mm", scale, tt.Text, got, want)
			}
		}
	}
}

// TestFaceViewScalesAndCentres checks the card keeps its proportions in any box.
func TestFaceViewScalesAndCentres(t *testing.T) {
	test.NewTempApp(t)
	red, _ := flask.Preset("red")
	v := NewFaceView(flask.CardFace(red.Cards[0], flask.FaceOptions{}), 100)
	r := test.TempWidgetRenderer(t, v)
	for _, size := range []fyne.Size{{Width: 400, Height: 400}, {Width: 200, Height: 800}} {
		v.Resize(size)
		r.Layout(size)
		card := r.Objects()[0].(*canvas.Rectangle)
		w, h := card.Size().Width, card.Size().Height
		if math.Abs(float64(w/h)-flask.FaceWidth/flask.FaceHeight) > 0.01 {
			t.Errorf("%v: card drawn %v×%v, not in proportion", size, w, h)
		}
		if w > size.Width+0.5 || h > size.Height+0.5 {
			t.Errorf("%v: card %v×%v does not fit", size, w, h)
		}
		if dx := size.Width - w - 2*card.Position().X; math.Abs(float64(dx)) > 1 {
			t.Errorf("%v: card not centred (x %v)", size, card.Position().X)
		}
	}
	if got := v.MinSize(); math.Abs(float64(got.Height/got.Width)-flask.FaceHeight/flask.FaceWidth) > 0.01 {
		t.Errorf("min size %v is not card-shaped", got)
	}
}

// TestFaceRendersLikeTheGolden compares one rendered face with testdata/gui_face_red_1.png.
func TestFaceRendersLikeTheGolden(t *testing.T) {
	test.NewTempApp(t)
	red, _ := flask.Preset("red")
	v := NewFaceView(flask.CardFace(red.Cards[1], flask.FaceOptions{}), 254)
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(254, 356))
	test.AssertImageMatches(t, "gui_face_red_1.png", w.Canvas().Capture())
}

// BenchmarkFaceBuildAndLayout measures what a new card face costs the app: the Flask face built,
// its canvas objects made and laid out at preview size.
func BenchmarkFaceBuildAndLayout(b *testing.B) {
	test.NewTempApp(b)
	deck, _ := flask.Preset("red")
	v := NewFaceView(face.Face{}, 300)
	size := fyne.NewSize(380, 532)
	v.Resize(size)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		v.Face = flask.CardFace(deck.Cards[i%len(deck.Cards)], flask.FaceOptions{})
		r := v.CreateRenderer()
		r.Layout(size)
	}
}

// BenchmarkFacePaint measures painting a preview-size face with the software painter (every
// polygon rasterized, every text drawn), a bound on what the GPU painter needs.
func BenchmarkFacePaint(b *testing.B) {
	test.NewTempApp(b)
	deck, _ := flask.Preset("red")
	faces := make([]face.Face, len(deck.Cards))
	for i, c := range deck.Cards {
		faces[i] = flask.CardFace(c, flask.FaceOptions{})
	}
	v := NewFaceView(faces[0], 300)
	w := test.NewTempWindow(b, v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(380, 532))
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		v.SetFace(faces[i%len(faces)])
		w.Canvas().Capture()
	}
}

// BenchmarkFaceRasters measures rasterizing every polygon of a preview-size face (the part of
// drawing a face the app does itself; rectangles, circles, lines and text are the driver's).
func BenchmarkFaceRasters(b *testing.B) {
	deck, _ := flask.Preset("red")
	const scale = 4.5 // px per mm: a 285-px-wide preview
	var shapes []*shapeRaster
	for _, c := range deck.Cards {
		f := flask.CardFace(c, flask.FaceOptions{})
		f.Walk(func(it face.Item) {
			if p, ok := it.(*face.Polygon); ok {
				shapes = append(shapes, newShapeRaster(p.Points, p.Fill, p.Stroke, p.StrokeWidth))
			}
		})
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range shapes {
			s.render(int(s.box.W*scale)+1, int(s.box.H*scale)+1)
		}
	}
	b.ReportMetric(float64(len(shapes))/float64(len(deck.Cards)), "polygons/face")
}

// The app reads pictures through the shared loader: a device or a folder named as a picture is an
// error at once (no endless read), shown as the placeholder (issue 14).
func TestPicturesThatAreNotFilesAreUnreadable(t *testing.T) {
	for _, p := range []string{"/dev/zero", t.TempDir()} {
		if _, err := LoadPictureFile(p); !errors.Is(err, ErrPictureUnreadable) {
			t.Errorf("LoadPictureFile(%s) = %v", p, err)
		}
	}
}
