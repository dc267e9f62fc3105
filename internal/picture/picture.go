// Package picture loads card pictures, the one way the app, printing and Save As read them. A picture
// file is untrusted: it must be a regular file of at most MaxFileSize bytes, a PNG or a JPEG, whose
// header announces at most MaxPixels pixels; the header is checked with image.DecodeConfig before
// anything is decoded, so a 1 KB file claiming 100000×100000 pixels costs nothing. Callers show a
// placeholder and a warning for a picture that fails.
package picture

import (
	"bytes"
	"image"
	"image/jpeg"
	"image/png"

	"github.com/flaskdeck/flaskdeck/internal/inputfile"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// MaxFileSize is the largest picture file read: 50 MiB.
const MaxFileSize = 50 << 20

// MaxPixels is the largest picture decoded: 40 megapixels (for example 7746×5164), which decodes
// to at most 160 MB of RGBA. A printed card needs about 750×1050 pixels at 300 dpi.
const MaxPixels = 40_000_000

// ErrUnreadable is wrapped by every error of this package.
var ErrUnreadable = msgerr.New("picture cannot be read")

// Format is a picture's encoding. The zero value is none.
type Format int

// Picture formats.
const (
	FormatNone Format = iota
	FormatPNG
	FormatJPEG
)

// String returns "png", "jpeg" or "none".
func (f Format) String() string { return [...]string{"none", "png", "jpeg"}[f] }

// Picture is a decoded picture with the bytes it came from.
type Picture struct {
	Image  image.Image
	Format Format
	Data   []byte // the encoded file
}

// ReadFile reads a picture file's bytes (a regular file of at most MaxFileSize bytes).
func ReadFile(path string) ([]byte, error) {
	data, err := inputfile.Read(path, MaxFileSize)
	if err != nil {
		return nil, msgerr.Errorf("%w: %w", ErrUnreadable, err)
	}
	return data, nil
}

// Load reads and decodes a picture file. Errors read "picture cannot be read: PATH: REASON".
func Load(path string) (*Picture, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	p, err := Decode(data)
	if err != nil {
		return nil, msgerr.Errorf("%w: %s: %s", ErrUnreadable, path, Reason(err))
	}
	return p, nil
}

// Check tells whether a picture file would load, reading only its header (for Save As, which copies
// only pictures that load, and for warnings before printing).
func Check(path string) error {
	data, err := ReadFile(path)
	if err != nil {
		return err
	}
	if _, _, err := Config(data); err != nil {
		return msgerr.Errorf("%w: %s: %s", ErrUnreadable, path, Reason(err))
	}
	return nil
}

// Config reads a picture's format and size from its header and checks them against the limits.
func Config(data []byte) (Format, image.Config, error) {
	cfg, name, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return FormatNone, cfg, msgerr.Errorf("%w: not a PNG or JPEG picture", ErrUnreadable)
	}
	var f Format
	switch name {
	case "png":
		f = FormatPNG
	case "jpeg":
		f = FormatJPEG
	default:
		return FormatNone, cfg, msgerr.Errorf("%w: a %s picture (only PNG and JPEG are read)", ErrUnreadable, name)
	}
	switch {
	case cfg.Width < 1 || cfg.Height < 1:
		return f, cfg, msgerr.Errorf("%w: an empty picture (%d×%d pixels)", ErrUnreadable, cfg.Width, cfg.Height)
	case int64(cfg.Width)*int64(cfg.Height) > MaxPixels:
		return f, cfg, msgerr.Errorf("%w: %d×%d pixels, more than the limit of %d megapixels",
			ErrUnreadable, cfg.Width, cfg.Height, MaxPixels/1_000_000)
	}
	return f, cfg, nil
}

// Decode decodes a PNG or JPEG picture within the limits, fully (a truncated file fails here).
func Decode(data []byte) (*Picture, error) {
	f, _, err := Config(data)
	if err != nil {
		return nil, err
	}
	var img image.Image
	if f == FormatPNG {
		img, err = png.Decode(bytes.NewReader(data))
	} else {
		img, err = jpeg.Decode(bytes.NewReader(data))
	}
	if err != nil {
		return nil, msgerr.Errorf("%w: damaged %s picture (%v)", ErrUnreadable, f, err)
	}
	return &Picture{Image: img, Format: f, Data: data}, nil
}

// Reason is an error's text without the leading "picture cannot be read: ", for messages that say
// so already.
func Reason(err error) string {
	s := err.Error()
	if p := ErrUnreadable.Error() + ": "; len(s) > len(p) && s[:len(p)] == p {
		return s[len(p):]
	}
	return s
}
