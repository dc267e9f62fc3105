package appicon

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/flaskdeck/flaskdeck/internal/golden"
)

// The committed icons are the drawing rendered at each size, within a small tolerance (anti-aliasing
// may differ in the last bits between Go versions); go test -update rewrites them, and a mismatch
// goes to testdata/failed/.
func TestIconsMatchTheDrawing(t *testing.T) {
	for _, size := range Sizes {
		img := Render(size)
		var buf bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		if golden.Update() {
			golden.Write(t, File(size), buf.Bytes())
			continue
		}
		data, err := os.ReadFile(File(size))
		if err != nil {
			t.Fatalf("%v (go test ./internal/appicon -update writes it)", err)
		}
		want, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", File(size), err)
		}
		if want.Bounds() != image.Rect(0, 0, size, size) {
			t.Fatalf("%s is %v, want %d×%d", File(size), want.Bounds(), size, size)
		}
		if off := differing(img, want, 12); off > size*size/500 {
			failed := golden.FailedPath(File(size))
			golden.Write(t, failed, buf.Bytes())
			t.Errorf("%s: %d pixels differ from the drawing; see %s", File(size), off, failed)
		}
	}
}

// differing counts the pixels whose channels differ by more than tol (of 255).
func differing(a, b image.Image, tol uint32) int {
	n := 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			for _, d := range []uint32{r1 - r2, r2 - r1, g1 - g2, g2 - g1, b1 - b2, b2 - b1, a1 - a2, a2 - a1} {
				if d>>8 > tol && d < 1<<16 {
					n++
					break
				}
			}
		}
	}
	return n
}

// The embedded window icon is the 256-pixel file.
func TestWindowIconIsThe256File(t *testing.T) {
	data, err := os.ReadFile(File(256))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, PNG) {
		t.Error("the embedded icon differs from icons/flaskdeck-256.png: rebuild")
	}
}
