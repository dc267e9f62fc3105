package export

import (
	"context"
	"encoding/csv"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/cards/face/raster"
	"github.com/flaskdeck/flaskdeck/internal/atomicfile"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/printing"
)

// ErrBadOptions is wrapped by errors about export options out of range (a resolution of 0, a
// negative bleed, images too large to write).
var ErrBadOptions = msgerr.New("bad export options")

// DefaultDPI is the resolution of card images when none is given: what print services ask for.
const DefaultDPI = 300

// MaxDPI is the highest resolution accepted.
const MaxDPI = 1200

// maxPixels bounds the size of one image (a 200 × 300 mm card at 1200 dpi is 130 Mpx).
const maxPixels = 150_000_000

// IndexFile is the name of the list of written card images, a CSV file.
const IndexFile = "index.csv"

// ImageOptions choose the size and resolution of card images. The zero value gives 300 dpi images
// of the faces' own size without bleed.
type ImageOptions struct {
	// Card is the trimmed card size; zero means the faces' own size. A face of other proportions is
	// scaled to fit and centred on its background.
	Card  printing.CardSize
	Bleed float64 // mm of background around the trimmed card on every side
	DPI   float64 // zero: DefaultDPI
	Backs bool    // write the backs too
	// Progress, if set, is called after each file with the files written so far and the total, from
	// the goroutines doing the work (one call at a time).
	Progress func(done, total int)
}

// ImageSummary says what Images wrote.
type ImageSummary struct {
	Fronts, Backs int // image files
	Width, Height int // pixels of every image
}

// pixelSize checks the options and returns the pixel size of every image.
func (o *ImageOptions) pixelSize(s Set) (w, h int, err error) {
	if o.DPI == 0 {
		o.DPI = DefaultDPI
	}
	if o.Card.W == 0 && o.Card.H == 0 {
		fw, fh := s.cardSize()
		o.Card = printing.CardSize{Name: "own", Size: printing.Size{W: fw, H: fh}}
	}
	if err := printing.CheckBleed(o.Bleed); err != nil {
		return 0, 0, err
	}
	if !(o.DPI >= 10 && o.DPI <= MaxDPI) {
		return 0, 0, msgerr.Errorf("%w: resolution %g dpi is not between 10 and %d", ErrBadOptions, o.DPI, MaxDPI)
	}
	if !(o.Card.W > 0 && o.Card.H > 0) {
		return 0, 0, msgerr.Errorf("%w: card %s has no area", ErrBadOptions, o.Card.Size)
	}
	w, h = raster.Pixels(o.Card.W+2*o.Bleed, o.DPI), raster.Pixels(o.Card.H+2*o.Bleed, o.DPI)
	if w < 1 || h < 1 || float64(w)*float64(h) > maxPixels {
		return 0, 0, msgerr.Errorf("%w: %d×%d pixel images are too large (lower --dpi)", ErrBadOptions, w, h)
	}
	return w, h, nil
}

// imageFile is one image to write: a face and the file it goes to.
type imageFile struct {
	name string
	face face.Face
	back bool
}

// Images writes one PNG per distinct card face of the set into dir (created if needed), named after
// the card with its number in the set ("03-returning-double-attack.png"), each exactly the card
// size plus bleed at the resolution, tagged sRGB and with its resolution; with o.Backs each distinct
// back too ("back.png" when the cards share one). The index file lists every card: its name, image,
// copies, deck and back image. Files are written whole or not at all; an error names the file.
func Images(ctx context.Context, dir string, s Set, o ImageOptions) (ImageSummary, error) {
	w, h, err := o.pixelSize(s)
	if err != nil {
		return ImageSummary{}, err
	}
	if s.Cards() == 0 {
		return ImageSummary{}, msgerr.Errorf("%w: no cards to export", ErrBadOptions)
	}
	files, rows := planImages(s, o.Backs)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return ImageSummary{}, msgerr.Errorf("%s: cannot create the folder: %w", dir, unwrapPath(err))
	}
	var r raster.Renderer
	card := raster.Size{W: o.Card.W, H: o.Card.H}
	err = parallel(ctx, len(files), o.Progress, func(i int) error {
		f := files[i]
		img := r.Card(f.face, card, o.Bleed, o.DPI)
		return atomicfile.WriteFunc(filepath.Join(dir, f.name), 0o644, func(wr io.Writer) error {
			return encodePNG(wr, img, o.DPI)
		})
	})
	if err != nil {
		return ImageSummary{}, err
	}
	if err := writeIndex(filepath.Join(dir, IndexFile), rows); err != nil {
		return ImageSummary{}, err
	}
	sum := ImageSummary{Width: w, Height: h}
	for _, f := range files {
		if f.back {
			sum.Backs++
		} else {
			sum.Fronts++
		}
	}
	return sum, nil
}

// planImages names the files of the distinct fronts (and backs) and the index rows of every card.
// Identical faces (same display list) share one file.
func planImages(s Set, backs bool) (files []imageFile, rows [][]string) {
	total := s.Cards()
	byFace := map[string]string{} // side and face markup → file name
	fileOf := func(f face.Face, name string, back bool) string {
		key := strconv.FormatBool(back) + f.Markup()
		if n, ok := byFace[key]; ok {
			return n
		}
		byFace[key] = name
		files = append(files, imageFile{name: name, face: f, back: back})
		return name
	}
	distinctBacks := map[string]bool{}
	if backs {
		for _, d := range s.Decks {
			for _, c := range d.Cards {
				if c.HasBack() {
					distinctBacks[c.Back.Markup()] = true
				}
			}
		}
	}
	rows = append(rows, []string{"name", "file", "copies", "deck", "back"})
	n := 0
	for _, d := range s.Decks {
		for _, c := range d.Cards {
			n++
			front := fileOf(c.Front, numbered(n, total, c.Name)+".png", false)
			back := ""
			if backs && c.HasBack() {
				name := "back-" + numbered(n, total, c.Name) + ".png"
				if len(distinctBacks) == 1 {
					name = "back.png"
				}
				back = fileOf(c.Back, name, true)
			}
			rows = append(rows, []string{c.Name, front, strconv.Itoa(c.Copies), d.Name, back})
		}
	}
	return files, rows
}

// writeIndex writes the index as CSV.
func writeIndex(path string, rows [][]string) error {
	return atomicfile.WriteFunc(path, 0o644, func(w io.Writer) error {
		cw := csv.NewWriter(w)
		if err := cw.WriteAll(rows); err != nil {
			return err
		}
		return cw.Error()
	})
}
