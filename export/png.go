package export

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"io"
	"math"
)

// encodePNG writes img as a PNG tagged sRGB (perceptual intent) with its resolution in a pHYs chunk
// (dpi as pixels per metre; 0 leaves it out), which print services read for the print size.
func encodePNG(w io.Writer, img image.Image, dpi float64) error {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, img); err != nil {
		return err
	}
	data := buf.Bytes()
	// The 8-byte signature and the IHDR chunk (4 length + 4 type + 13 data + 4 CRC) come first; the
	// sRGB and pHYs chunks must come before the image data, so they go right after IHDR.
	const afterIHDR = 8 + 4 + 4 + 13 + 4
	if len(data) < afterIHDR {
		return io.ErrShortWrite
	}
	var extra bytes.Buffer
	writeChunk(&extra, "sRGB", []byte{0})
	if dpi > 0 {
		ppm := uint32(math.Round(dpi / 0.0254))
		phys := make([]byte, 9)
		binary.BigEndian.PutUint32(phys[0:], ppm)
		binary.BigEndian.PutUint32(phys[4:], ppm)
		phys[8] = 1 // unit: metre
		writeChunk(&extra, "pHYs", phys)
	}
	for _, part := range [][]byte{data[:afterIHDR], extra.Bytes(), data[afterIHDR:]} {
		if _, err := w.Write(part); err != nil {
			return err
		}
	}
	return nil
}

// writeChunk writes one PNG chunk: length, type, data and the CRC of type and data.
func writeChunk(w *bytes.Buffer, typ string, data []byte) {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(data)))
	w.Write(n[:])
	crc := crc32.NewIEEE()
	crc.Write([]byte(typ))
	crc.Write(data)
	w.WriteString(typ)
	w.Write(data)
	binary.BigEndian.PutUint32(n[:], crc.Sum32())
	w.Write(n[:])
}
