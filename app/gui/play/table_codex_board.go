package play

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/codex"
)

// Codex cards overlap at their corners: a card on a corner of another sits one card width less one
// corner box to the side and one card height less one corner box up or down (the corner boxes of
// codex/face.go are 11 × 10.5 mm).
const (
	codexStepX  = codex.CardWidth - 11.0 // mm per grid column
	codexStepY  = codex.CardHeight - 10.5
	codexMargin = 40 // units around the area
)

// codexTarget is a legal position of the selected hand card, with the move that places it there.
type codexTarget struct {
	X, Y int
	Move codex.Move
}

// Zoom limits of the board, in units per mm.
const (
	codexMinZoom = 0.3
	codexMaxZoom = 4
)

// codexBoard shows a play area as a pannable (drag), zoomable (buttons, slider, mouse wheel) board
// of card faces, with the legal positions of the selected hand card as tappable highlighted cells.
// It opens fitted: the whole area, centred, as large as the view allows; Fit returns there.
type codexBoard struct {
	Zoom    float32       // units per mm; the zoom slider sets it
	Fitted  bool          // the zoom follows the view's size (until the player zooms or pans)
	Targets []*tapSurface // the highlighted legal positions, in the order given, lettered A, B…
	Scroll  *container.Scroll
	Object  fyne.CanvasObject // the board as placed in the table: the scroll, refitted when resized
	// OnZoom, if set, is told the zoom after the board changed it itself (fit, wheel, buttons).
	OnZoom func(z float32)

	inner *fyne.Container
	area  []codex.Placement
	goals []codexTarget
	play  func(move fmt.Stringer)
	view  fyne.Size // the size the board was last laid out at
}

func newCodexBoard() *codexBoard {
	b := &codexBoard{Zoom: 2, Fitted: true, inner: container.NewWithoutLayout()}
	b.Scroll = container.NewScroll(b.inner)
	b.Object = container.New(&boardLayout{b}, b.Scroll)
	return b
}

// boardLayout gives the scroll all the space and refits a fitted board when that space changes.
type boardLayout struct{ b *codexBoard }

func (l *boardLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	fillAll(objects, size)
	if size != l.b.view {
		l.b.view = size
		if l.b.Fitted {
			l.b.Fit()
		}
	}
}

func (l *boardLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(100, 100) }

// extent returns the grid bounds of the area and the targets.
func (b *codexBoard) extent() (minX, maxX, minY, maxY int) {
	for _, p := range b.area {
		minX, maxX = min(minX, int(p.X)), max(maxX, int(p.X))
		minY, maxY = min(minY, int(p.Y)), max(maxY, int(p.Y))
	}
	for _, t := range b.goals {
		minX, maxX = min(minX, t.X), max(maxX, t.X)
		minY, maxY = min(minY, t.Y), max(maxY, t.Y)
	}
	return minX, maxX, minY, maxY
}

// Fit zooms so the whole area and its targets fit the view, centred.
func (b *codexBoard) Fit() {
	b.Fitted = true
	view := b.view
	if view.Width <= 0 || view.Height <= 0 {
		b.redraw()
		return
	}
	minX, maxX, minY, maxY := b.extent()
	wmm := float32(maxX-minX)*float32(codexStepX) + float32(codex.CardWidth)
	hmm := float32(maxY-minY)*float32(codexStepY) + float32(codex.CardHeight)
	z := min((view.Width-2*codexMargin)/wmm, (view.Height-2*codexMargin)/hmm)
	b.Zoom = max(codexMinZoom, min(codexMaxZoom, z))
	b.redraw()
	b.centre()
	if b.OnZoom != nil {
		b.OnZoom(b.Zoom)
	}
}

// centre scrolls so the middle of the board is in the middle of the view.
func (b *codexBoard) centre() {
	content := b.Scroll.Content.MinSize()
	b.Scroll.Offset = fyne.NewPos(max(0, (content.Width-b.view.Width)/2), max(0, (content.Height-b.view.Height)/2))
	b.Scroll.Refresh()
}

// ZoomBy multiplies the zoom by k, keeping the view's centre (the zoom buttons and the wheel).
func (b *codexBoard) ZoomBy(k float32) {
	b.SetZoom(max(codexMinZoom, min(codexMaxZoom, b.Zoom*k)))
	if b.OnZoom != nil {
		b.OnZoom(b.Zoom)
	}
}

// scrolled zooms with the mouse wheel.
func (b *codexBoard) scrolled(e *fyne.ScrollEvent) {
	switch {
	case e.Scrolled.DY > 0:
		b.ZoomBy(1.15)
	case e.Scrolled.DY < 0:
		b.ZoomBy(1 / 1.15)
	}
}

// Show draws the placements (in the order played, later cards on top) and the targets; a fitted
// board (the player has not zoomed or panned since) is fitted again, so the area stays whole and
// centred as it grows.
func (b *codexBoard) Show(area []codex.Placement, targets []codexTarget, play func(fmt.Stringer)) {
	b.area, b.goals, b.play = area, targets, play
	if b.Fitted {
		b.Fit()
		return
	}
	b.redraw()
}

// SetZoom changes the scale and redraws, keeping the view's centre where it was.
func (b *codexBoard) SetZoom(z float32) {
	if z == b.Zoom {
		return
	}
	b.Fitted = false
	old := b.Zoom
	centre := fyne.NewPos(b.Scroll.Offset.X+b.Scroll.Size().Width/2, b.Scroll.Offset.Y+b.Scroll.Size().Height/2)
	b.Zoom = z
	b.redraw()
	k := z / old
	b.Scroll.Offset = fyne.NewPos(max(0, centre.X*k-b.Scroll.Size().Width/2), max(0, centre.Y*k-b.Scroll.Size().Height/2))
	b.Scroll.Refresh()
}

func (b *codexBoard) redraw() {
	minX, maxX, minY, maxY := b.extent()
	z := b.Zoom
	cardW, cardH := float32(codex.CardWidth)*z, float32(codex.CardHeight)*z
	size := fyne.NewSize(2*codexMargin+float32(maxX-minX)*float32(codexStepX)*z+cardW,
		2*codexMargin+float32(maxY-minY)*float32(codexStepY)*z+cardH)
	// A board smaller than the view is centred in it.
	dx, dy := max(0, (b.view.Width-size.Width)/2), max(0, (b.view.Height-size.Height)/2)
	size = fyne.NewSize(max(size.Width, b.view.Width), max(size.Height, b.view.Height))
	at := func(x, y int) fyne.Position {
		return fyne.NewPos(dx+codexMargin+float32(x-minX)*float32(codexStepX)*z, dy+codexMargin+float32(maxY-y)*float32(codexStepY)*z)
	}
	pan := newTapSurface(color.Transparent, nil)
	pan.OnDragged = b.pan
	pan.OnScrolled = b.scrolled
	pan.Resize(size)
	objs := []fyne.CanvasObject{pan}
	for _, p := range b.area {
		f := widgets.NewFaceView(codex.FaceIn(int(p.Card), p.Side, uilang.Game()), cardW)
		f.Resize(fyne.NewSize(cardW, cardH))
		f.Move(at(int(p.X), int(p.Y)))
		objs = append(objs, f)
	}
	b.Targets = b.Targets[:0]
	hl := theme.Color(theme.ColorNamePrimary)
	for _, t := range b.goals {
		move := t.Move
		r := newTapSurface(color.NRGBA{0x29, 0x6f, 0xf6, 0x55}, func() { b.play(move) })
		r.Stroke = hl
		r.OnDragged = b.pan
		r.OnScrolled = b.scrolled
		r.Resize(fyne.NewSize(cardW, cardH))
		r.Move(at(t.X, t.Y))
		objs = append(objs, r)
		letter := canvas.NewText(keyCode(len(b.Targets), letterKeys), theme.Color(theme.ColorNameForeground)) // its key
		letter.TextStyle.Bold = true
		letter.TextSize = min(max(cardH/3, 10), 40)
		letter.Alignment = fyne.TextAlignCenter
		letter.Resize(fyne.NewSize(cardW, cardH))
		letter.Move(at(t.X, t.Y).Add(fyne.NewPos(0, (cardH-letter.MinSize().Height)/2)))
		letter.Resize(fyne.NewSize(cardW, letter.MinSize().Height))
		objs = append(objs, letter)
		b.Targets = append(b.Targets, r)
	}
	b.inner.Objects = objs
	b.inner.Resize(size)
	// A container without layout reports no minimum size: a sized rectangle gives the scroll its extent.
	extent := canvas.NewRectangle(color.Transparent)
	extent.SetMinSize(size)
	b.Scroll.Content = container.NewStack(extent, b.inner)
	b.Scroll.Refresh()
}

// pan moves the view by a drag, within the board.
func (b *codexBoard) pan(d fyne.Position) {
	b.Fitted = false
	content := b.Scroll.Content.MinSize()
	view := b.Scroll.Size()
	x := min(max(0, b.Scroll.Offset.X-d.X), max(0, content.Width-view.Width))
	y := min(max(0, b.Scroll.Offset.Y-d.Y), max(0, content.Height-view.Height))
	b.Scroll.Offset = fyne.NewPos(x, y)
	b.Scroll.Refresh()
}

// tapSurface is a rectangle that can be tapped and dragged: the board's legal positions and its
// panning background.
type tapSurface struct {
	widget.BaseWidget
	Fill       color.Color
	Stroke     color.Color
	OnTapped   func()
	OnDragged  func(delta fyne.Position)
	OnScrolled func(e *fyne.ScrollEvent)
}

// Scrolled zooms the board (the mouse wheel).
func (s *tapSurface) Scrolled(e *fyne.ScrollEvent) {
	if s.OnScrolled != nil {
		s.OnScrolled(e)
	}
}

func newTapSurface(fill color.Color, tapped func()) *tapSurface {
	s := &tapSurface{Fill: fill, OnTapped: tapped}
	s.ExtendBaseWidget(s)
	return s
}

// Tapped calls OnTapped.
func (s *tapSurface) Tapped(*fyne.PointEvent) {
	if s.OnTapped != nil {
		s.OnTapped()
	}
}

// Dragged pans (calls OnDragged with the movement).
func (s *tapSurface) Dragged(e *fyne.DragEvent) {
	if s.OnDragged != nil {
		s.OnDragged(fyne.NewPos(e.Dragged.DX, e.Dragged.DY))
	}
}

// DragEnd ends a pan.
func (s *tapSurface) DragEnd() {}

// CreateRenderer draws the rectangle.
func (s *tapSurface) CreateRenderer() fyne.WidgetRenderer {
	r := canvas.NewRectangle(s.Fill)
	r.CornerRadius = 6
	if s.Stroke != nil {
		r.StrokeColor, r.StrokeWidth = s.Stroke, 3
	}
	return widget.NewSimpleRenderer(r)
}
