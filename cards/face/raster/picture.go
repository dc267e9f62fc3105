package raster

import (
	"bytes"
	"image"
	_ "image/jpeg" // card pictures may be JPEG
	_ "image/png"  // or PNG
	"math"
	"os"

	"golang.org/x/image/draw"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

// pictureKey identifies a picture's source without hashing its bytes: faces of repeated cards share
// the same path or the same data slice.
type pictureKey struct {
	path string
	data *byte
	size int
}

// picture is a decoded picture, or nil img when it cannot be read.
type picture struct{ img image.Image }

func (r *Renderer) picture(im *face.Image) image.Image {
	k := pictureKey{path: im.Path, size: len(im.Data)}
	if im.Path == "" && len(im.Data) > 0 {
		k.data = &im.Data[0]
	}
	r.mu.Lock()
	p, ok := r.pictures[k]
	r.mu.Unlock()
	if ok {
		return p.img
	}
	p = &picture{img: decodePicture(im)}
	r.mu.Lock()
	if r.pictures == nil {
		r.pictures = map[pictureKey]*picture{}
	}
	r.pictures[k] = p
	r.mu.Unlock()
	return p.img
}

// decodePicture reads a PNG or JPEG picture, nil if it cannot.
func decodePicture(im *face.Image) image.Image {
	data := im.Data
	if im.Path != "" {
		var err error
		if data, err = os.ReadFile(im.Path); err != nil {
			return nil
		}
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil || img.Bounds().Dx() < 1 || img.Bounds().Dy() < 1 {
		return nil
	}
	return img
}

// image draws a picture scaled to cover its box (keeping its proportions, centred) and clipped to
// it, or a light box crossed by its diagonals when the picture cannot be read.
func (c *canvas) image(im *face.Image) {
	if im.W <= 0 || im.H <= 0 {
		return
	}
	src := c.r.picture(im)
	if src == nil {
		c.items(face.PicturePlaceholder(im))
		return
	}
	x0, y0, x1, y1 := c.x(im.X), c.y(im.Y), c.x(im.X+im.W), c.y(im.Y+im.H)
	box := image.Rect(int(math.Round(x0)), int(math.Round(y0)), int(math.Round(x1)), int(math.Round(y1))).Intersect(c.img.Rect)
	if box.Empty() {
		return
	}
	b := src.Bounds()
	ar := float64(b.Dx()) / float64(b.Dy())
	w, h := x1-x0, y1-y0
	dx, dy, dw, dh := x0, y0, w, h // the covering rectangle
	if w/h < ar {
		dw = h * ar
		dx -= (dw - w) / 2
	} else {
		dh = w / ar
		dy -= (dh - h) / 2
	}
	dst := c.img.SubImage(box).(*image.RGBA)
	s2d := [6]float64{dw / float64(b.Dx()), 0, dx - float64(b.Min.X)*dw/float64(b.Dx()),
		0, dh / float64(b.Dy()), dy - float64(b.Min.Y)*dh/float64(b.Dy())}
	draw.CatmullRom.Transform(dst, s2d, src, b, draw.Over, nil)
}
