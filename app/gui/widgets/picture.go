package widgets

import (
	"fyne.io/fyne/v2/lang"

	"errors"
	"image"
	"os"
	"sync"
	"time"

	"golang.org/x/image/draw"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/internal/picture"
)

// Card pictures are decoded once, shrunk to at most pictureMaxSide pixels (a face never shows more,
// and every thumbnail then uploads a small texture), and cached by path and modification time, so
// a picture edited on disk shows up again. A picture that cannot be read yields an error the editor
// reports, and the face shows a placeholder.

const pictureMaxSide = 900

// ErrPictureUnreadable is wrapped by every picture loading error.
var ErrPictureUnreadable = msgerr.New("picture cannot be read")

type pictureEntry struct {
	mod  time.Time
	size int64
	img  image.Image
	err  error
}

var pictureCache = struct {
	sync.Mutex
	m map[string]pictureEntry
}{m: map[string]pictureEntry{}}

// loadPicture returns the picture of a face image item: its data, or the file at its path.
func loadPicture(it *face.Image) (image.Image, error) {
	if len(it.Data) > 0 {
		p, err := picture.Decode(it.Data)
		if err != nil {
			return nil, msgerr.Errorf("%w: %s", ErrPictureUnreadable, picture.Reason(err))
		}
		return shrinkPicture(p.Image), nil
	}
	return LoadPictureFile(it.Path)
}

// LoadPictureFile decodes a PNG or JPEG file, from the cache when it has not changed.
func LoadPictureFile(path string) (image.Image, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, msgerr.Errorf("%w: %s: %v", ErrPictureUnreadable, path, errors.Unwrap(err))
	}
	pictureCache.Lock()
	e, ok := pictureCache.m[path]
	pictureCache.Unlock()
	if ok && e.mod.Equal(st.ModTime()) && e.size == st.Size() {
		return e.img, e.err
	}
	e = pictureEntry{mod: st.ModTime(), size: st.Size()}
	// The shared loader reads regular files only and checks the header's size before decoding.
	p, err := picture.Load(path)
	if err == nil {
		e.img = shrinkPicture(p.Image)
	} else {
		e.err = msgerr.Errorf("%w: %s", ErrPictureUnreadable, picture.Reason(err))
	}
	pictureCache.Lock()
	pictureCache.m[path] = e
	pictureCache.Unlock()
	return e.img, e.err
}

// shrinkPicture scales a large picture down to at most pictureMaxSide pixels on its long side.
func shrinkPicture(img image.Image) image.Image {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w <= pictureMaxSide && h <= pictureMaxSide {
		return img
	}
	scale := float64(pictureMaxSide) / float64(max(w, h))
	dst := image.NewRGBA(image.Rect(0, 0, max(1, int(float64(w)*scale)), max(1, int(float64(h)*scale))))
	draw.ApproxBiLinear.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
	return dst
}

// picturePlaceholder draws what a face shows instead of a picture that cannot be read: a grey
// panel, crossed, saying so.
func picturePlaceholder(it *face.Image) []face.Item {
	grey, ink := face.RGB(0xe4, 0xe1, 0xdc), face.RGB(0x8a, 0x84, 0x7c)
	return []face.Item{
		&face.Rect{X: it.X, Y: it.Y, W: it.W, H: it.H, Fill: grey},
		&face.Line{X1: it.X, Y1: it.Y, X2: it.X + it.W, Y2: it.Y + it.H, Stroke: ink, StrokeWidth: 0.25},
		&face.Line{X1: it.X + it.W, Y1: it.Y, X2: it.X, Y2: it.Y + it.H, Stroke: ink, StrokeWidth: 0.25},
		&face.Rect{X: it.X + it.W/2 - 16, Y: it.Y + it.H/2 - 3.5, W: 32, H: 7, Radius: 1, Fill: grey},
		&face.Text{X: it.X, Y: it.Y + it.H/2 - 3.5, W: it.W, H: 7, Text: lang.L("picture not readable"), Size: 8, Italic: true, Color: ink, Align: face.AlignCenter},
	}
}
