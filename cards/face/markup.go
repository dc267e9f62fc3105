package face

import (
	"fmt"
	"strings"
)

// Markup writes the face as indented text, one item a line, with numbers rounded to 0.01 mm.
// Golden tests compare it; it is also handy to read what a builder drew.
func (f *Face) Markup() string {
	var b strings.Builder
	fmt.Fprintf(&b, "face %s×%s bg=%s\n", num(f.Width), num(f.Height), f.Background)
	writeMarkup(&b, f.Items, 1)
	return b.String()
}

func writeMarkup(b *strings.Builder, items []Item, depth int) {
	ind := strings.Repeat("  ", depth)
	for _, it := range items {
		switch v := it.(type) {
		case *Rect:
			fmt.Fprintf(b, "%srect %s,%s %s×%s r=%s fill=%s stroke=%s/%s\n", ind, num(v.X), num(v.Y), num(v.W), num(v.H), num(v.Radius), v.Fill, v.Stroke, num(v.StrokeWidth))
		case *Ellipse:
			fmt.Fprintf(b, "%sellipse %s,%s %s×%s fill=%s stroke=%s/%s\n", ind, num(v.X), num(v.Y), num(v.W), num(v.H), v.Fill, v.Stroke, num(v.StrokeWidth))
		case *Line:
			fmt.Fprintf(b, "%sline %s,%s→%s,%s stroke=%s/%s\n", ind, num(v.X1), num(v.Y1), num(v.X2), num(v.Y2), v.Stroke, num(v.StrokeWidth))
		case *Polygon:
			pts := make([]string, len(v.Points))
			for i, p := range v.Points {
				pts[i] = num(p.X) + "," + num(p.Y)
			}
			fmt.Fprintf(b, "%spolygon %s fill=%s stroke=%s/%s\n", ind, strings.Join(pts, " "), v.Fill, v.Stroke, num(v.StrokeWidth))
		case *Text:
			style := ""
			if v.Bold {
				style += " bold"
			}
			if v.Italic {
				style += " italic"
			}
			fmt.Fprintf(b, "%stext %q %s,%s %s×%s %spt%s %s %s\n", ind, v.Text, num(v.X), num(v.Y), num(v.W), num(v.H), num(v.Size), style, v.Align, v.Color)
		case *Image:
			src := v.Path
			if src == "" {
				src = fmt.Sprintf("%d bytes", len(v.Data))
			}
			fmt.Fprintf(b, "%simage %s,%s %s×%s %s\n", ind, num(v.X), num(v.Y), num(v.W), num(v.H), src)
		case *Group:
			fmt.Fprintf(b, "%sgroup %s\n", ind, v.Name)
			writeMarkup(b, v.Items, depth+1)
		}
	}
}

// String writes the colour as #rrggbb (#rrggbbaa when not opaque, "none" when transparent).
func (c Color) String() string {
	switch c.A {
	case 0:
		return "none"
	case 255:
		return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
	}
	return fmt.Sprintf("#%02x%02x%02x%02x", c.R, c.G, c.B, c.A)
}

func num(f float64) string {
	s := fmt.Sprintf("%.2f", f)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		s = "0"
	}
	return s
}
