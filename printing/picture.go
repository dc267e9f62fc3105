package printing

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"

	"github.com/flaskdeck/flaskdeck/cards/face"
	picfile "github.com/flaskdeck/flaskdeck/internal/picture"
)

// picture is a decoded card picture, ready for a renderer.
type picture struct {
	id     int    // order of loading in the document, for stable resource names
	w, h   int    // size in pixels (the decoded pixels are not kept: a document may hold many photos)
	format string // "png" or "jpeg": how encoded holds it
	// encoded is the picture as the PDF embeds it: the original JPEG when it can go in as it is,
	// otherwise a plain 8-bit PNG re-encoded from the decoded pixels.
	encoded []byte
}

// pictureKey identifies a picture's source without hashing its bytes: faces of repeated cards share
// the same path or the same data slice.
type pictureKey struct {
	path string
	data *byte
	size int
	gray bool
}

func keyOf(im *face.Image, gray bool) pictureKey {
	k := pictureKey{path: im.Path, size: len(im.Data), gray: gray}
	if im.Path == "" && len(im.Data) > 0 {
		k.data = &im.Data[0]
	}
	return k
}

// pictureCache loads each picture once per document. A picture that cannot be read is cached as nil:
// renderers draw a placeholder for it.
type pictureCache map[pictureKey]*picture

func (c pictureCache) get(im *face.Image, gray bool) *picture {
	k := keyOf(im, gray)
	if p, ok := c[k]; ok {
		return p
	}
	p, err := loadPicture(im, gray)
	if err != nil {
		p = nil
	} else {
		p.id = len(c)
	}
	c[k] = p
	return p
}

// loadPicture reads and decodes a PNG or JPEG picture through the shared loader (regular files only,
// within its size and pixel limits; fully, so a truncated file is caught here, not in the PDF).
func loadPicture(im *face.Image, gray bool) (*picture, error) {
	var pic *picfile.Picture
	var err error
	if im.Path != "" {
		pic, err = picfile.Load(im.Path)
	} else {
		pic, err = picfile.Decode(im.Data)
	}
	if err != nil {
		return nil, err
	}
	img, data := pic.Image, pic.Data
	if gray {
		img = toGray(img)
	}
	p := &picture{w: img.Bounds().Dx(), h: img.Bounds().Dy()}
	switch {
	case pic.Format == picfile.FormatJPEG && !gray && isPlainJPEG(img):
		p.format, p.encoded = "jpeg", data
	default:
		var buf bytes.Buffer
		enc := png.Encoder{CompressionLevel: png.BestSpeed}
		if err := enc.Encode(&buf, toNRGBA(img)); err != nil {
			return nil, err
		}
		p.format, p.encoded = "png", buf.Bytes()
	}
	return p, nil
}

// isPlainJPEG tells whether a decoded JPEG is RGB or grey, which PDF readers show as they are (CMYK
// JPEGs are often stored inverted, so they are re-encoded).
func isPlainJPEG(img image.Image) bool {
	switch img.(type) {
	case *image.YCbCr, *image.Gray:
		return true
	}
	return false
}

func toNRGBA(img image.Image) *image.NRGBA {
	if n, ok := img.(*image.NRGBA); ok && n.Rect.Min == (image.Point{}) {
		return n
	}
	b := img.Bounds()
	out := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(out, out.Rect, img, b.Min, draw.Src)
	return out
}

// toGray turns a picture into shades of grey, keeping its transparency.
func toGray(img image.Image) image.Image {
	b := img.Bounds()
	out := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			g := face.Color{R: c.R, G: c.G, B: c.B, A: c.A}.Gray()
			out.SetNRGBA(x-b.Min.X, y-b.Min.Y, color.NRGBA{g.R, g.G, g.B, c.A})
		}
	}
	return out
}

// cover returns the rectangle a picture of w×h pixels is drawn in so that it covers box, keeping its
// proportions and centred (the parts outside the box are clipped).
func cover(box Rect, w, h int) Rect {
	ar := float64(w) / float64(h)
	if box.W/box.H < ar {
		dw := box.H * ar
		return Rect{box.X - (dw-box.W)/2, box.Y, dw, box.H}
	}
	dh := box.W / ar
	return Rect{box.X, box.Y - (dh-box.H)/2, box.W, dh}
}
