package picture

import "testing"

// FuzzDecode: any bytes decode or fail with an error, within the limits (never a panic, never a
// decode of more than MaxPixels).
func FuzzDecode(f *testing.F) {
	f.Add(pngBytes(f, 4, 3))
	f.Add(hugeHeaderPNG(100000, 100000))
	f.Add(hugeHeaderPNG(0, 5))
	f.Add([]byte("\xff\xd8\xff\xe0"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Decode(data)
		if err != nil {
			return
		}
		b := p.Image.Bounds()
		if int64(b.Dx())*int64(b.Dy()) > MaxPixels || b.Dx() < 1 || b.Dy() < 1 {
			t.Fatalf("decoded %v", b)
		}
	})
}
