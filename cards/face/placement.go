package face

// Placement returns where the text line starts (left of its first glyph) and its baseline, in the
// face's mm, following the Text contract: aligned horizontally in its box by the width TextWidth
// measures, the line (descender to ascender) centred vertically. Every renderer places text here.
func (t *Text) Placement() (x, baseline float64) {
	m := fontMetrics(t.Bold)
	w := m.width(t.Text) * t.Size * PointMM
	switch t.Align {
	case AlignCenter:
		x = t.X + (t.W-w)/2
	case AlignRight:
		x = t.X + t.W - w
	default:
		x = t.X
	}
	return x, t.Y + t.H/2 + m.lineCentre*t.Size*PointMM
}

// PicturePlaceholder is what renderers draw instead of a picture that cannot be read: a light box
// crossed by its diagonals.
func PicturePlaceholder(im *Image) []Item {
	fill, stroke := RGB(0xe4, 0xe4, 0xe4), RGB(0x99, 0x99, 0x99)
	return []Item{
		&Rect{X: im.X, Y: im.Y, W: im.W, H: im.H, Fill: fill, Stroke: stroke, StrokeWidth: 0.3},
		&Line{X1: im.X, Y1: im.Y, X2: im.X + im.W, Y2: im.Y + im.H, Stroke: stroke, StrokeWidth: 0.3},
		&Line{X1: im.X + im.W, Y1: im.Y, X2: im.X, Y2: im.Y + im.H, Stroke: stroke, StrokeWidth: 0.3},
	}
}
