package picture

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func pngBytes(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	img.Set(0, 0, color.NRGBA{255, 0, 0, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// hugeHeaderPNG is a small PNG whose header claims w×h pixels (the hostile file of issue 14).
func hugeHeaderPNG(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8-bit RGBA
	chunk := func(typ string, data []byte) {
		binary.Write(&b, binary.BigEndian, uint32(len(data)))
		b.WriteString(typ)
		b.Write(data)
		crc := crc32.NewIEEE()
		crc.Write([]byte(typ))
		crc.Write(data)
		binary.Write(&b, binary.BigEndian, crc.Sum32())
	}
	chunk("IHDR", ihdr)
	chunk("IDAT", make([]byte, 1000))
	chunk("IEND", nil)
	return b.Bytes()
}

func TestDecodeReadsPNG(t *testing.T) {
	p, err := Decode(pngBytes(t, 3, 2))
	if err != nil {
		t.Fatal(err)
	}
	if p.Format != FormatPNG || p.Image.Bounds().Dx() != 3 {
		t.Errorf("got %v %v", p.Format, p.Image.Bounds())
	}
}

func TestAHugeHeaderIsRefusedBeforeDecoding(t *testing.T) {
	data := hugeHeaderPNG(100000, 100000)
	if len(data) > 2000 {
		t.Fatalf("test file is %d bytes", len(data))
	}
	_, err := Decode(data) // decoding would need 40 GB: the run dies if the header is not checked
	if !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), "100000×100000 pixels") {
		t.Errorf("err = %v", err)
	}
}

func TestOnlyPNGAndJPEGAreRead(t *testing.T) {
	var buf bytes.Buffer
	gif.Encode(&buf, image.NewPaletted(image.Rect(0, 0, 2, 2), color.Palette{color.Black}), nil)
	if _, err := Decode(buf.Bytes()); err == nil || !strings.Contains(err.Error(), "gif") {
		t.Errorf("a GIF: err = %v", err)
	}
	if _, err := Decode([]byte("hello")); err == nil {
		t.Error("text decoded as a picture")
	}
	if _, err := Decode(pngBytes(t, 40, 40)[:60]); err == nil {
		t.Error("a truncated PNG decoded")
	}
}

func TestLoadRefusesDevicesAndFIFOs(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "p.png")
	paths := []string{"/dev/zero", dir}
	if syscall.Mkfifo(fifo, 0o600) == nil {
		paths = append(paths, fifo)
	}
	for _, p := range paths {
		if _, err := Load(p); !errors.Is(err, ErrUnreadable) {
			t.Errorf("Load(%s) = %v", p, err)
		}
		if err := Check(p); !errors.Is(err, ErrUnreadable) {
			t.Errorf("Check(%s) = %v", p, err)
		}
	}
}

func TestLoadAndCheckAFile(t *testing.T) {
	dir := t.TempDir()
	good, huge := filepath.Join(dir, "good.png"), filepath.Join(dir, "huge.png")
	os.WriteFile(good, pngBytes(t, 5, 5), 0o644)
	os.WriteFile(huge, hugeHeaderPNG(100000, 100000), 0o644)
	if err := Check(good); err != nil {
		t.Error(err)
	}
	if _, err := Load(good); err != nil {
		t.Error(err)
	}
	err := Check(huge)
	if err == nil || !strings.HasPrefix(err.Error(), "picture cannot be read: "+huge+": ") {
		t.Errorf("Check(huge) = %v", err)
	}
	if _, err := Load(filepath.Join(dir, "missing.png")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing: %v", err)
	}
}
