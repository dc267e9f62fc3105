package face

// Face is a card face described as a display list in millimetres, origin at the top-left corner of
// the trimmed card, y growing down. Face builders of each game produce it; the GUI (Fyne canvas
// objects) and the printer (PDF) both render it, so a card looks the same on screen and on paper.
type Face struct {
	Width, Height float64 // trimmed card size in mm
	// Background fills the whole card; printers extend it into the bleed.
	Background Color
	Items      []Item
}

// Color is an RGBA colour. The zero value is transparent, which means "none" for a fill or a stroke.
type Color struct{ R, G, B, A uint8 }

// RGB returns an opaque colour.
func RGB(r, g, b uint8) Color { return Color{r, g, b, 255} }

// Visible tells whether the colour draws anything.
func (c Color) Visible() bool { return c.A > 0 }

// Gray returns the colour's luminance as an opaque grey (black-and-white printing).
func (c Color) Gray() Color {
	y := uint8((299*int(c.R) + 587*int(c.G) + 114*int(c.B)) / 1000)
	return Color{y, y, y, c.A}
}

// Point is a position in mm.
type Point struct{ X, Y float64 }

// Item is one drawing instruction of a Face: *Rect, *Ellipse, *Line, *Polygon, *Text, *Image or *Group.
type Item interface{ item() }

// Rect is a rectangle, optionally with rounded corners.
type Rect struct {
	X, Y, W, H  float64
	Radius      float64 // corner radius in mm
	Fill        Color
	Stroke      Color
	StrokeWidth float64 // mm
}

// Ellipse is an ellipse inscribed in its box (a circle when W == H).
type Ellipse struct {
	X, Y, W, H  float64
	Fill        Color
	Stroke      Color
	StrokeWidth float64
}

// Line is a straight line.
type Line struct {
	X1, Y1, X2, Y2 float64
	Stroke         Color
	StrokeWidth    float64
}

// Polygon is a closed polygon.
type Polygon struct {
	Points      []Point
	Fill        Color
	Stroke      Color
	StrokeWidth float64
}

// Align is a horizontal text alignment. The zero value aligns left.
type Align int

// Horizontal alignments.
const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

// String returns left, center or right.
func (a Align) String() string { return [...]string{"left", "center", "right"}[a] }

// Text is one line of text placed in a box: aligned horizontally by Align and centred vertically.
// Builders wrap long text themselves with WrapText, so every renderer draws the same lines.
type Text struct {
	X, Y, W, H float64
	Text       string
	Size       float64 // font size in points (1 pt = 0.3528 mm)
	Bold       bool
	Italic     bool
	Color      Color
	Align      Align
}

// Image is a picture (PNG or JPEG) scaled to cover its box and clipped to it.
type Image struct {
	X, Y, W, H float64
	Path       string // a local file; renderers show a placeholder if it cannot be read
	Data       []byte // or the encoded picture itself
}

// Group names a part of a face made of several items, such as a resource symbol ("symbol:red").
// Renderers draw its items; tests and tools can find parts by name.
type Group struct {
	Name  string
	Items []Item
}

func (*Rect) item()    {}
func (*Ellipse) item() {}
func (*Line) item()    {}
func (*Polygon) item() {}
func (*Text) item()    {}
func (*Image) item()   {}
func (*Group) item()   {}

// Add appends items to the face.
func (f *Face) Add(items ...Item) { f.Items = append(f.Items, items...) }

// Walk calls fn for every item, descending into groups (a group is visited before its items).
func (f *Face) Walk(fn func(Item)) { walkItems(f.Items, fn) }

func walkItems(items []Item, fn func(Item)) {
	for _, it := range items {
		fn(it)
		if g, ok := it.(*Group); ok {
			walkItems(g.Items, fn)
		}
	}
}

// Texts returns every text line of the face in drawing order.
func (f *Face) Texts() []string {
	var out []string
	f.Walk(func(it Item) {
		if t, ok := it.(*Text); ok {
			out = append(out, t.Text)
		}
	})
	return out
}

// Grayscale returns a copy of the face with every colour turned grey, for black-and-white printing.
func (f Face) Grayscale() Face {
	f.Background = f.Background.Gray()
	f.Items = grayItems(f.Items)
	return f
}

func grayItems(items []Item) []Item {
	out := make([]Item, len(items))
	for i, it := range items {
		switch v := it.(type) {
		case *Rect:
			c := *v
			c.Fill, c.Stroke = c.Fill.Gray(), c.Stroke.Gray()
			out[i] = &c
		case *Ellipse:
			c := *v
			c.Fill, c.Stroke = c.Fill.Gray(), c.Stroke.Gray()
			out[i] = &c
		case *Line:
			c := *v
			c.Stroke = c.Stroke.Gray()
			out[i] = &c
		case *Polygon:
			c := *v
			c.Fill, c.Stroke = c.Fill.Gray(), c.Stroke.Gray()
			out[i] = &c
		case *Text:
			c := *v
			c.Color = c.Color.Gray()
			out[i] = &c
		case *Group:
			out[i] = &Group{Name: v.Name, Items: grayItems(v.Items)}
		default:
			out[i] = it
		}
	}
	return out
}
