package export

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/csv"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/printing"
)

// plainSet is one card with a plain face, cheap to draw at any size.
func plainSet() Set {
	f := face.Face{Width: 63.5, Height: 88.9, Background: face.RGB(200, 220, 240)}
	f.Add(&face.Rect{X: 5, Y: 5, W: 53.5, H: 78.9, Stroke: face.RGB(0, 0, 0), StrokeWidth: 1})
	return Set{Title: "Plain", Decks: []Deck{{Name: "Plain", Cards: []Card{{Name: "Plain card", Copies: 2, Front: f}}}}}
}

// Every named card size at 150, 300 and 600 dpi, with and without 3 mm bleed: the image is the card
// plus bleed at the resolution, to the nearest pixel.
func TestImagePixelSizes(t *testing.T) {
	want := map[string][]struct{ dpi, bleed, w, h int }{
		"poker":  {{150, 0, 375, 525}, {150, 3, 410, 560}, {300, 0, 750, 1050}, {300, 3, 821, 1121}, {600, 0, 1500, 2100}, {600, 3, 1642, 2242}},
		"bridge": {{150, 0, 338, 525}, {150, 3, 373, 560}, {300, 0, 676, 1050}, {300, 3, 746, 1121}, {600, 0, 1351, 2100}, {600, 3, 1493, 2242}},
		"mini":   {{150, 0, 260, 372}, {150, 3, 295, 407}, {300, 0, 520, 744}, {300, 3, 591, 815}, {600, 0, 1039, 1488}, {600, 3, 1181, 1630}},
		"tarot":  {{150, 0, 413, 709}, {150, 3, 449, 744}, {300, 0, 827, 1417}, {300, 3, 898, 1488}, {600, 0, 1654, 2835}, {600, 3, 1795, 2976}},
	}
	if len(want) != len(printing.CardSizes) {
		t.Fatalf("the table covers %d card sizes, printing has %d", len(want), len(printing.CardSizes))
	}
	for _, size := range printing.CardSizes {
		cases, ok := want[size.Name]
		if !ok {
			t.Fatalf("no expected sizes for card %s", size.Name)
		}
		for _, c := range cases {
			dir := t.TempDir()
			o := ImageOptions{Card: size, DPI: float64(c.dpi), Bleed: float64(c.bleed)}
			sum, err := Images(context.Background(), dir, plainSet(), o)
			if err != nil {
				t.Fatal(err)
			}
			if sum.Width != c.w || sum.Height != c.h {
				t.Errorf("%s %d dpi %d mm: summary says %d×%d, want %d×%d", size.Name, c.dpi, c.bleed, sum.Width, sum.Height, c.w, c.h)
			}
			cfg := decodeConfig(t, filepath.Join(dir, "1-plain-card.png"))
			if cfg.Width != c.w || cfg.Height != c.h {
				t.Errorf("%s %d dpi %d mm: image is %d×%d, want %d×%d", size.Name, c.dpi, c.bleed, cfg.Width, cfg.Height, c.w, c.h)
			}
		}
	}
}

func decodeConfig(t *testing.T, path string) struct{ Width, Height int } {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return struct{ Width, Height int }{cfg.Width, cfg.Height}
}

// chunk returns the data of a PNG chunk, nil if the file has none.
func chunk(data []byte, typ string) []byte {
	for p := 8; p+12 <= len(data); {
		n := int(binary.BigEndian.Uint32(data[p:]))
		if string(data[p+4:p+8]) == typ {
			return data[p+8 : p+8+n]
		}
		p += 12 + n
	}
	return nil
}

// A preset deck: one image per card, the index listing every card with its copies and back, the
// images tagged sRGB at 300 dpi (11811 pixels per metre).
func TestImagesOfAFlaskDeck(t *testing.T) {
	s, decks := flaskSet(t, "red")
	d := decks[0]
	dir := t.TempDir()
	sum, err := Images(context.Background(), dir, s, ImageOptions{Bleed: 3, Backs: true})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Fronts != len(d.Cards) || sum.Backs != 1 || sum.Width != 821 || sum.Height != 1121 {
		t.Errorf("summary %+v, want %d fronts, 1 back, 821×1121", sum, len(d.Cards))
	}
	f, err := os.Open(filepath.Join(dir, IndexFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(d.Cards)+1 || rows[0][0] != "name" || rows[0][1] != "file" || rows[0][2] != "copies" {
		t.Fatalf("index has %d rows (header %v), want a header and %d cards", len(rows), rows[0], len(d.Cards))
	}
	copies := 0
	for i, row := range rows[1:] {
		c := d.Cards[i]
		n, _ := strconv.Atoi(row[2])
		copies += n
		if row[0] != c.Name || n != c.Amount || row[4] != "back.png" {
			t.Errorf("index row %v, want %q with %d copies and back.png", row, c.Name, c.Amount)
		}
		data, err := os.ReadFile(filepath.Join(dir, row[1]))
		if err != nil {
			t.Fatal(err)
		}
		if s := chunk(data, "sRGB"); len(s) != 1 {
			t.Errorf("%s has no sRGB chunk", row[1])
		}
		phys := chunk(data, "pHYs")
		if len(phys) != 9 || binary.BigEndian.Uint32(phys) != 11811 || phys[8] != 1 {
			t.Errorf("%s: pHYs %v, want 11811 pixels per metre", row[1], phys)
		}
		if _, err := png.Decode(bytes.NewReader(data)); err != nil {
			t.Errorf("%s does not decode: %v", row[1], err)
		}
	}
	if copies != d.Size() {
		t.Errorf("index counts %d copies, the deck %d", copies, d.Size())
	}
	if _, err := os.Stat(filepath.Join(dir, "back.png")); err != nil {
		t.Error(err)
	}
}

func TestImagesRejectBadOptions(t *testing.T) {
	for _, o := range []ImageOptions{{DPI: 5}, {DPI: 5000}, {Bleed: -1}, {Bleed: 25},
		{Card: printing.CardSize{Name: "huge", Size: printing.Size{W: 5000, H: 5000}}}} {
		dir := filepath.Join(t.TempDir(), "out")
		if _, err := Images(context.Background(), dir, plainSet(), o); err == nil {
			t.Errorf("%+v: no error", o)
		}
		if _, err := os.Stat(dir); err == nil {
			t.Errorf("%+v: the folder was created", o)
		}
	}
}

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{
		"Returning Double Attack!": "returning-double-attack",
		"12 resource PLANT":        "12-resource-plant",
		"  ":                       "card",
		"Carte n° 3 — été":         "carte-n-3-ete",
		"code 0258":                "code-0258",
	} {
		if got := slug(in); got != want {
			t.Errorf("slug(%q) = %q, want %q", in, got, want)
		}
	}
}
