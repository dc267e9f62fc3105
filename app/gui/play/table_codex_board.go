package play

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

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

// codexBoard shows a play area as a pannable (drag or scroll), zoomable board of card faces, with
// the legal positions of the selected hand card as tappable highlighted cells.
type codexBoard struct {
	Zoom    float32       // units per mm; the zoom slider sets it
	Targets []*tapSurface // the highlighted legal positions, in the order given
	Scroll  *container.Scroll

	inner *fyne.Container
	area  []codex.Placement
	goals []codexTarget
	play  func(move fmt.Stringer)
}

func newCodexBoard() *codexBoard {
	b := &codexBoard{Zoom: 2, inner: container.NewWithoutLayout()}
	b.Scroll = container.NewScroll(b.inner)
	return b
}

// Show draws the placements (in the order played, later cards on top) and the targets.
func (b *codexBoard) Show(area []codex.Placement, targets []codexTarget, play func(fmt.Stringer)) {
	b.area, b.goals, b.play = area, targets, play
	b.redraw()
}

// SetZoom changes the scale and redraws, keeping the view's centre where it was.
func (b *codexBoard) SetZoom(z float32) {
	if z == b.Zoom {
		return
	}
	old := b.Zoom
	centre := fyne.NewPos(b.Scroll.Offset.X+b.Scroll.Size().Width/2, b.Scroll.Offset.Y+b.Scroll.Size().Height/2)
	b.Zoom = z
	b.redraw()
	k := z / old
	b.Scroll.Offset = fyne.NewPos(max(0, centre.X*k-b.Scroll.Size().Width/2), max(0, centre.Y*k-b.Scroll.Size().Height/2))
	b.Scroll.Refresh()
}

func (b *codexBoard) redraw() {
	minX, maxX, minY, maxY := 0, 0, 0, 0
	for _, p := range b.area {
		minX, maxX = min(minX, int(p.X)), max(maxX, int(p.X))
		minY, maxY = min(minY, int(p.Y)), max(maxY, int(p.Y))
	}
	for _, t := range b.goals {
		minX, maxX = min(minX, t.X), max(maxX, t.X)
		minY, maxY = min(minY, t.Y), max(maxY, t.Y)
	}
	z := b.Zoom
	cardW, cardH := float32(codex.CardWidth)*z, float32(codex.CardHeight)*z
	at := func(x, y int) fyne.Position {
		return fyne.NewPos(codexMargin+float32(x-minX)*float32(codexStepX)*z, codexMargin+float32(maxY-y)*float32(codexStepY)*z)
	}
	size := fyne.NewSize(2*codexMargin+float32(maxX-minX)*float32(codexStepX)*z+cardW,
		2*codexMargin+float32(maxY-minY)*float32(codexStepY)*z+cardH)
	pan := newTapSurface(color.Transparent, nil)
	pan.OnDragged = b.pan
	pan.Resize(size)
	objs := []fyne.CanvasObject{pan}
	for _, p := range b.area {
		f := widgets.NewFaceView(codex.Face(int(p.Card), p.Side), cardW)
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
		r.Resize(fyne.NewSize(cardW, cardH))
		r.Move(at(t.X, t.Y))
		b.Targets = append(b.Targets, r)
		objs = append(objs, r)
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
	Fill      color.Color
	Stroke    color.Color
	OnTapped  func()
	OnDragged func(delta fyne.Position)
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
