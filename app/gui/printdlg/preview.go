package printdlg

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/printing"
)

// PagePreview is a widget showing one page of a print run as it will print: the paper, the cards
// at the positions printing.Layout computes (faces drawn by widgets.FaceView, backgrounds into the bleed),
// folded backs beside their fronts, the cut guides and the footer band. Scaled to fit, centred.
type PagePreview struct {
	widget.BaseWidget

	// Layout, Page and Job say what to show; call Refresh after changing them. A zero Layout shows
	// nothing.
	Layout printing.Layout
	Page   printing.Page
	Job    printing.Job
	// Grey shows pictures in grey (black-and-white printing).
	Grey bool
}

// NewPagePreview returns an empty preview.
func NewPagePreview() *PagePreview {
	p := &PagePreview{}
	p.ExtendBaseWidget(p)
	return p
}

// MinSize is a small page; the preview grows with the dialog.
func (p *PagePreview) MinSize() fyne.Size { return fyne.NewSize(240, 300) }

// CreateRenderer builds the page's canvas objects.
func (p *PagePreview) CreateRenderer() fyne.WidgetRenderer {
	p.ExtendBaseWidget(p)
	r := &pagePreviewRenderer{preview: p}
	r.build()
	return r
}

// previewPart is a canvas object placed by a rectangle in mm on the page.
type previewPart struct {
	obj  fyne.CanvasObject
	mm   printing.Rect
	line bool // obj is a *canvas.Line from (X, Y) to (X+W, Y+H)
}

type pagePreviewRenderer struct {
	preview *PagePreview
	parts   []previewPart
	objects []fyne.CanvasObject
}

func (r *pagePreviewRenderer) Destroy()                     {}
func (r *pagePreviewRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *pagePreviewRenderer) MinSize() fyne.Size           { return r.preview.MinSize() }

func (r *pagePreviewRenderer) Refresh() {
	r.build()
	r.Layout(r.preview.Size())
	canvas.Refresh(r.preview)
}

// Layout maps millimetres to the widget's pixels: the page scaled to fit, centred.
func (r *pagePreviewRenderer) Layout(size fyne.Size) {
	page := r.preview.Layout.Page
	if page.W <= 0 || page.H <= 0 {
		return
	}
	s := min(size.Width/float32(page.W), size.Height/float32(page.H))
	ox, oy := (size.Width-float32(page.W)*s)/2, (size.Height-float32(page.H)*s)/2
	for _, p := range r.parts {
		pos := fyne.NewPos(ox+float32(p.mm.X)*s, oy+float32(p.mm.Y)*s)
		end := fyne.NewPos(pos.X+float32(p.mm.W)*s, pos.Y+float32(p.mm.H)*s)
		if l, ok := p.obj.(*canvas.Line); ok && p.line {
			l.Position1, l.Position2 = pos, end
			continue
		}
		p.obj.Move(pos)
		p.obj.Resize(fyne.NewSize(end.X-pos.X, end.Y-pos.Y))
	}
}

// build makes the objects of the page: paper, bleeds, faces, guides, footer.
func (r *pagePreviewRenderer) build() {
	p := r.preview
	l := p.Layout
	r.parts = r.parts[:0]
	if l.Page.W > 0 {
		paper := canvas.NewRectangle(color.White)
		paper.StrokeColor = color.NRGBA{A: 0x60}
		paper.StrokeWidth = 1
		r.add(paper, printing.Rect{W: l.Page.W, H: l.Page.H})
		for slot, i := range p.Page.Cards {
			r.addCard(slot, i)
		}
		if !p.Page.Backs {
			r.addGuides()
		}
		band := l.FooterBand()
		footer := canvas.NewRectangle(color.NRGBA{A: 0x10}) // where the footer line prints
		r.add(footer, printing.Rect{X: l.Block.X, Y: band.Y + band.H/2 - 1, W: l.Block.W, H: 2})
	}
	r.objects = make([]fyne.CanvasObject, len(r.parts))
	for i, part := range r.parts {
		r.objects[i] = part.obj
	}
}

func (r *pagePreviewRenderer) add(obj fyne.CanvasObject, mm printing.Rect) {
	r.parts = append(r.parts, previewPart{obj: obj, mm: mm})
}

// addCard shows card i of the job at grid position slot (its back too when folding).
func (r *pagePreviewRenderer) addCard(slot, i int) {
	p := r.preview
	l := p.Layout
	back, hasBack := p.Job.Back(i)
	if p.Page.Backs {
		rect, _ := l.Back(slot)
		r.addFace(back, rect, rect.Grow(l.Bleed))
		return
	}
	front := l.Front(slot)
	outer := front.Grow(l.Bleed)
	if l.Backs == printing.Fold && hasBack {
		outer.W -= l.Bleed
		rect, _ := l.Back(slot)
		bo := rect.Grow(l.Bleed)
		bo.X, bo.W = bo.X+l.Bleed, bo.W-l.Bleed
		r.addFace(back, rect, bo)
	}
	r.addFace(p.Job.Fronts[i], front, outer)
}

// addFace shows a face in its trimmed rectangle with its background over the bleed.
func (r *pagePreviewRenderer) addFace(f face.Face, trim, outer printing.Rect) {
	if f.Background.Visible() && (outer.W > trim.W || outer.H > trim.H) {
		r.add(canvas.NewRectangle(widgets.ToNRGBA(f.Background)), outer)
	}
	view := widgets.NewFaceView(f, 1)
	view.Grey = r.preview.Grey
	r.add(view, trim)
}

// addGuides draws the cut guides and fold lines.
func (r *pagePreviewRenderer) addGuides() {
	l := r.preview.Layout.Filled(len(r.preview.Page.Cards))
	line := func(s printing.Segment, c color.Color) {
		ln := canvas.NewLine(c)
		ln.StrokeWidth = 1
		r.parts = append(r.parts, previewPart{obj: ln, mm: printing.Rect{X: s.X1, Y: s.Y1, W: s.X2 - s.X1, H: s.Y2 - s.Y1}, line: true})
	}
	for _, s := range l.GuideLines() {
		line(s, color.NRGBA{A: 0xc0})
	}
	for _, s := range l.FoldLines() {
		line(s, color.NRGBA{R: 0x30, G: 0x60, B: 0xc0, A: 0xff})
	}
}
