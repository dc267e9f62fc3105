// Package widgets holds the Fyne widgets the app's sections share: FaceView, which draws a card face
// (the same display list the PDF printer draws), and the picture loading it needs.
package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
	"github.com/flaskdeck/flaskdeck/cards/face"
)

// FaceView is a widget showing a card face (face.Face, in mm) scaled to fit its size with the
// card's proportions, centred. Rectangles, circles, lines and text are Fyne canvas objects (text in
// the Go fonts the face builders measure with); polygons and ellipses are rasterized; a picture that
// cannot be read shows a placeholder. The PDF printer draws the same Face.
type FaceView struct {
	widget.BaseWidget

	// Face is the face shown; call Refresh (or SetFace) after changing it.
	Face face.Face
	// Grey draws pictures in grey, for the black-and-white preview.
	Grey bool
	// MinWidth is the smallest width the view asks for; its height follows the card's proportions.
	MinWidth float32
	// MaxScale, if set, is the largest scale (units per mm) the face is drawn at.
	MaxScale float32
	// Leading puts the face at the left of a wider view instead of centring it.
	Leading bool
	// OnTapped, if set, is called when the face is tapped.
	OnTapped func()
}

// NewFaceView returns a view of the face at least minWidth wide.
func NewFaceView(face face.Face, minWidth float32) *FaceView {
	v := &FaceView{Face: face, MinWidth: minWidth}
	v.ExtendBaseWidget(v)
	return v
}

// SetFace shows another face. Setting the same face again (the same built value, as a face
// cache returns) costs nothing.
func (v *FaceView) SetFace(face face.Face) {
	if sameFace(v.Face, face) {
		return
	}
	v.Face = face
	v.Refresh()
}

// sameFace tells whether two faces are the same built value (they share their items).
func sameFace(a, b face.Face) bool {
	return a.Width == b.Width && a.Height == b.Height && a.Background == b.Background &&
		len(a.Items) == len(b.Items) && len(a.Items) > 0 && &a.Items[0] == &b.Items[0]
}

// Tapped calls OnTapped.
func (v *FaceView) Tapped(*fyne.PointEvent) {
	if v.OnTapped != nil {
		v.OnTapped()
	}
}

// MinSize returns MinWidth by the matching card height.
func (v *FaceView) MinSize() fyne.Size {
	v.ExtendBaseWidget(v)
	w := v.MinWidth
	if v.Face.Width <= 0 {
		return fyne.NewSize(w, w)
	}
	return fyne.NewSize(w, w*float32(v.Face.Height/v.Face.Width))
}

// CreateRenderer builds the canvas objects of the face.
func (v *FaceView) CreateRenderer() fyne.WidgetRenderer {
	v.ExtendBaseWidget(v)
	r := &faceRenderer{view: v}
	r.build()
	return r
}

// facePart is one canvas object of a face with the function that lays it out at a scale (units
// per mm) with the card's top-left corner at origin.
type facePart struct {
	obj   fyne.CanvasObject
	place func(origin fyne.Position, scale float32)
}

type faceRenderer struct {
	view    *FaceView
	parts   []facePart
	objects []fyne.CanvasObject
	// pictureErrs lists the pictures of the face that could not be read.
	pictureErrs []error
}

func (r *faceRenderer) Destroy() {}

func (r *faceRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *faceRenderer) MinSize() fyne.Size { return r.view.MinSize() }

func (r *faceRenderer) Refresh() {
	r.build()
	r.Layout(r.view.Size())
	canvas.Refresh(r.view)
}

// Layout scales the face to fit size and centres it.
func (r *faceRenderer) Layout(size fyne.Size) {
	f := r.view.Face
	if f.Width <= 0 || f.Height <= 0 {
		return
	}
	scale := min(size.Width/float32(f.Width), size.Height/float32(f.Height))
	if r.view.MaxScale > 0 {
		scale = min(scale, r.view.MaxScale)
	}
	origin := fyne.NewPos((size.Width-float32(f.Width)*scale)/2, (size.Height-float32(f.Height)*scale)/2)
	if r.view.Leading {
		origin.X = 0
	}
	for _, p := range r.parts {
		p.place(origin, scale)
	}
}

// build turns the face's items into canvas objects.
func (r *faceRenderer) build() {
	f := r.view.Face
	r.parts = r.parts[:0]
	r.pictureErrs = nil
	if f.Background.Visible() { // a card; a transparent face (inline symbols) has no card behind it
		card := canvas.NewRectangle(ToNRGBA(f.Background))
		card.StrokeColor = color.NRGBA{A: 0x50}
		r.parts = append(r.parts, facePart{obj: card, place: func(o fyne.Position, s float32) {
			card.Move(o)
			card.Resize(fyne.NewSize(float32(f.Width)*s, float32(f.Height)*s))
			card.CornerRadius = 3 * s
			card.StrokeWidth = 1
		}})
	}
	r.addItems(f.Items)
	r.objects = make([]fyne.CanvasObject, len(r.parts))
	for i, p := range r.parts {
		r.objects[i] = p.obj
	}
}

func (r *faceRenderer) addItems(items []face.Item) {
	for _, it := range items {
		switch v := it.(type) {
		case *face.Group:
			r.addItems(v.Items)
		case *face.Rect:
			r.add(rectPart(v))
		case *face.Ellipse:
			if v.W == v.H {
				r.add(circlePart(v))
			} else {
				r.add(shapePart(newShapeRaster(ellipsePoints(v), v.Fill, v.Stroke, v.StrokeWidth)))
			}
		case *face.Line:
			r.add(linePart(v))
		case *face.Polygon:
			r.add(shapePart(newShapeRaster(v.Points, v.Fill, v.Stroke, v.StrokeWidth)))
		case *face.Text:
			r.add(textPart(v))
		case *face.Image:
			img, err := loadPicture(v)
			if err != nil {
				r.pictureErrs = append(r.pictureErrs, err)
				r.addItems(picturePlaceholder(v))
				continue
			}
			if r.view.Grey {
				img = grayImage(img)
			}
			r.add(imagePart(v, canvas.NewImageFromImage(img)))
		}
	}
}

func (r *faceRenderer) add(p facePart) { r.parts = append(r.parts, p) }

// at converts a position in mm.
func at(o fyne.Position, s float32, x, y float64) fyne.Position {
	return fyne.NewPos(o.X+float32(x)*s, o.Y+float32(y)*s)
}

func sizeOf(s float32, w, h float64) fyne.Size { return fyne.NewSize(float32(w)*s, float32(h)*s) }

func rectPart(v *face.Rect) facePart {
	rc := canvas.NewRectangle(ToNRGBA(v.Fill))
	rc.StrokeColor = ToNRGBA(v.Stroke)
	return facePart{obj: rc, place: func(o fyne.Position, s float32) {
		rc.Move(at(o, s, v.X, v.Y))
		rc.Resize(sizeOf(s, v.W, v.H))
		rc.CornerRadius = float32(v.Radius) * s
		if v.Stroke.Visible() {
			rc.StrokeWidth = float32(v.StrokeWidth) * s
		}
	}}
}

func circlePart(v *face.Ellipse) facePart {
	c := canvas.NewCircle(ToNRGBA(v.Fill))
	c.StrokeColor = ToNRGBA(v.Stroke)
	return facePart{obj: c, place: func(o fyne.Position, s float32) {
		c.Move(at(o, s, v.X, v.Y))
		c.Resize(sizeOf(s, v.W, v.H))
		if v.Stroke.Visible() {
			c.StrokeWidth = float32(v.StrokeWidth) * s
		}
	}}
}

func linePart(v *face.Line) facePart {
	l := canvas.NewLine(ToNRGBA(v.Stroke))
	return facePart{obj: l, place: func(o fyne.Position, s float32) {
		l.Position1 = at(o, s, v.X1, v.Y1)
		l.Position2 = at(o, s, v.X2, v.Y2)
		l.StrokeWidth = float32(v.StrokeWidth) * s
	}}
}

func shapePart(sh *shapeRaster) facePart {
	ras := sh.raster()
	var last fyne.Size
	return facePart{obj: ras, place: func(o fyne.Position, s float32) {
		ras.Move(at(o, s, sh.box.X, sh.box.Y))
		if size := sizeOf(s, sh.box.W, sh.box.H); size != last {
			last = size
			ras.Resize(size)
			ras.Refresh()
		}
	}}
}

func textPart(v *face.Text) facePart {
	t := canvas.NewText(v.Text, ToNRGBA(v.Color))
	t.FontSource = faceFont(v)
	t.TextStyle = fyne.TextStyle{Bold: v.Bold, Italic: v.Italic}
	t.Alignment = [...]fyne.TextAlign{fyne.TextAlignLeading, fyne.TextAlignCenter, fyne.TextAlignTrailing}[v.Align]
	return facePart{obj: t, place: func(o fyne.Position, s float32) {
		t.TextSize = float32(v.Size*face.PointMM) * s
		m := t.MinSize()
		// The driver rounds glyph advances to pixels, which can set text a few per cent wider than
		// the face builders measured: shrink it a hair rather than overflow its box by more than 2%.
		for try, w := 0, float32(v.W)*s*1.02+0.5; m.Width > w && w > 0 && try < 6; try++ {
			t.TextSize *= w / m.Width * 0.99
			m = t.MinSize()
		}
		h := m.Height
		pos := at(o, s, v.X, v.Y)
		pos.Y += (float32(v.H)*s - h) / 2
		t.Move(pos)
		t.Resize(fyne.NewSize(float32(v.W)*s, h))
	}}
}

func imagePart(v *face.Image, img *canvas.Image) facePart {
	img.FillMode = canvas.ImageFillCover
	return facePart{obj: img, place: func(o fyne.Position, s float32) {
		img.Move(at(o, s, v.X, v.Y))
		img.Resize(sizeOf(s, v.W, v.H))
		img.CornerRadius = 2 * s
	}}
}
