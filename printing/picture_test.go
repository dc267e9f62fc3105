package printing

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

func TestCoverFillsTheBoxKeepingProportions(t *testing.T) {
	box := Rect{10, 20, 50, 30} // 5:3
	tests := []struct {
		name string
		w, h int
		want Rect
	}{
		{"wider picture: full height, sides cut", 40, 20, Rect{5, 20, 60, 30}},             // 30×2 = 60 wide, 5 each side
		{"taller picture: full width, top and bottom cut", 20, 40, Rect{10, -15, 50, 100}}, // 50×2 = 100 high, 35 each
		{"same proportions", 500, 300, Rect{10, 20, 50, 30}},
	}
	for _, tt := range tests {
		if got := cover(box, tt.w, tt.h); !nearRect(got, tt.want) {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

func testJPEG(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 30, 60))
	for y := range 60 {
		for x := range 30 {
			img.Set(x, y, color.RGBA{0x20, 0xa0, 0x40, 0xff})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestPicturesAreEmbeddedOnceAndClipped(t *testing.T) {
	jpg := testJPEG(t)
	f := face.Face{Width: 63.5, Height: 88.9}
	f.Add(&face.Image{X: 5, Y: 5, W: 50, H: 30, Data: jpg},
		&face.Image{X: 5, Y: 40, W: 50, H: 30, Data: testPNG})
	data, err := RenderPDF(Job{Fronts: []face.Face{f, f, f}}, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(data, []byte("/Subtype /Image")); n != 2 {
		t.Errorf("%d pictures embedded, want 2 (each once for three cards)", n)
	}
	if !bytes.Contains(data, []byte("/Filter /DCTDecode")) {
		t.Error("the JPEG is not embedded as it is (DCTDecode)")
	}
	p := parsePDF(t, data)
	// Each picture is drawn inside a clip of its box: "x y w h re W n" then the image.
	if n := bytes.Count([]byte(p.pages[0].content), []byte(" re W n")); n < 6 {
		t.Errorf("%d clips on the page, want at least 6 (2 pictures × 3 cards)", n)
	}
}

func TestGreyPictures(t *testing.T) {
	p, err := loadPicture(&face.Image{Data: testJPEG(t)}, true)
	if err != nil {
		t.Fatal(err)
	}
	if p.format != "png" {
		t.Errorf("a greyed JPEG is embedded as %s, want a re-encoded png", p.format)
	}
	img, err := png.Decode(bytes.NewReader(p.encoded))
	if err != nil {
		t.Fatal(err)
	}
	r, g, b, _ := img.At(10, 10).RGBA()
	if r != g || g != b {
		t.Errorf("grey picture pixel is %d,%d,%d", r>>8, g>>8, b>>8)
	}
	if r>>8 < 0x60 || r>>8 > 0x90 { // luminance of #20a040 is 0x6e
		t.Errorf("grey level %#x, want about 0x6e", r>>8)
	}
}

// A picture whose header claims 100000×100000 pixels, /dev/zero and a FIFO as pictures print as
// placeholders: no crash, no endless read, no hang (issue 14).
func TestHostilePicturesPrintAsPlaceholders(t *testing.T) {
	dir := t.TempDir()
	huge := filepath.Join(dir, "huge.png")
	os.WriteFile(huge, hugePNGHeader(100000, 100000), 0o644)
	paths := []string{huge, "/dev/zero", dir}
	if fifo := filepath.Join(dir, "fifo.png"); syscall.Mkfifo(fifo, 0o600) == nil {
		paths = append(paths, fifo)
	}
	for _, p := range paths {
		f := face.Face{Width: 63.5, Height: 88.9}
		f.Add(&face.Image{X: 5, Y: 5, W: 50, H: 30, Path: p})
		data, err := RenderPDF(Job{Fronts: []face.Face{f}}, Options{}, nil)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if bytes.Contains(data, []byte("/Subtype /Image")) {
			t.Errorf("%s: a picture was embedded", p)
		}
	}
}

// hugePNGHeader is a valid PNG signature and header claiming w×h pixels, with a tiny body.
func hugePNGHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6
	binary.Write(&b, binary.BigEndian, uint32(13))
	b.WriteString("IHDR")
	b.Write(ihdr)
	c := crc32.NewIEEE()
	c.Write([]byte("IHDR"))
	c.Write(ihdr)
	binary.Write(&b, binary.BigEndian, c.Sum32())
	b.Write(make([]byte, 1000))
	return b.Bytes()
}

func TestJobPictureProblemsNamesEachBadPictureOnce(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.jpg")
	os.WriteFile(good, testJPEG(t), 0o644)
	missing := filepath.Join(dir, "missing.png")
	var fronts []face.Face
	for _, p := range []string{good, missing, missing, "/dev/zero"} {
		f := face.Face{Width: 63.5, Height: 88.9}
		f.Add(&face.Image{X: 5, Y: 5, W: 50, H: 30, Path: p})
		fronts = append(fronts, f)
	}
	problems := Job{Fronts: fronts}.PictureProblems()
	if len(problems) != 2 || !strings.Contains(problems[0].Error(), missing) || !strings.Contains(problems[1].Error(), "/dev/zero") {
		t.Errorf("problems %v, want the missing file and /dev/zero once each", problems)
	}
}
