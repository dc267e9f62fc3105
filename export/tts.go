package export

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/draw"
	"io"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/cards/face/raster"
	"github.com/flaskdeck/flaskdeck/internal/atomicfile"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Limits of a Tabletop Simulator deck sheet.
const (
	SheetCols     = 10   // faces across a sheet at most
	SheetRows     = 7    // faces down a sheet at most
	MaxSheetSide  = 4096 // pixels across or down a sheet at most
	thumbnailSide = 256  // the saved object's thumbnail
)

// TTSOptions tune a Tabletop Simulator export. The zero value points the saved object at the
// images by file:/// URIs (fine for playing alone or hosting from this computer).
type TTSOptions struct {
	// URLBase, if set, is the web address the images will be uploaded to: the saved object points
	// at URLBase + file name instead, so every player of a multiplayer game can load them.
	URLBase string
	// Progress, if set, is called after each image with the images written so far and the total.
	Progress func(done, total int)
}

// TTSSummary says what TTS wrote.
type TTSSummary struct {
	SaveFile       string // the saved object (JSON)
	Sheets         int    // sheet images, fronts and backs
	Images         int    // every image written, with single backs and the thumbnail
	Decks, Cards   int    // Tabletop Simulator objects and cards counting copies
	CellW, CellH   int    // pixels of one face on a sheet
	SheetW, SheetH int    // pixels of the largest sheet
}

// ttsSheet is one CustomDeck entry: up to SheetCols × SheetRows distinct cards of one deck.
type ttsSheet struct {
	key        int // CustomDeck key, from 1
	cards      []Card
	cols, rows int
	faceFile   string
	backFile   string // a sheet of backs (uniqueBack) or a single back image
	uniqueBack bool
}

// ttsImage is one image file to draw.
type ttsImage struct {
	file  string
	faces []face.Face // a sheet's cells in order, or a single face
	cols  int         // 0 for a single face
	rows  int
}

// TTS writes the set for Tabletop Simulator into dir (created if needed): for each deck its
// sheet(s) of faces (at most 10 × 7 faces and 4096 pixels a side), its back (one image when its
// cards share one back, else sheets of backs laid out like the faces), and one saved object
// "<title>.json" with a thumbnail "<title>.png" to copy into the game's Saved Objects folder. The
// decks lie side by side, face down; each card is named after the card, as many times as its copies.
func TTS(ctx context.Context, dir string, s Set, o TTSOptions) (TTSSummary, error) {
	fw, fh := s.cardSize()
	if s.Cards() == 0 || !(fw > 0 && fh > 0) {
		return TTSSummary{}, msgerr.Errorf("%w: no cards to export", ErrBadOptions)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return TTSSummary{}, msgerr.Errorf("%s: cannot create the folder: %w", dir, unwrapPath(err))
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return TTSSummary{}, err
	}
	sum := TTSSummary{}
	// Pixels per mm: the largest at which a full sheet stays within MaxSheetSide both ways.
	ppm := math.Min(float64(MaxSheetSide/SheetCols)/fw, float64(MaxSheetSide/SheetRows)/fh)
	sum.CellW, sum.CellH = int(math.Floor(fw*ppm)), int(math.Floor(fh*ppm))
	sheets, images := planTTS(s)
	base := slug(s.Title)
	images = append(images, ttsImage{file: base + ".png", faces: []face.Face{s.Decks[0].Cards[0].Front}})

	var r raster.Renderer
	err = parallel(ctx, len(images), o.Progress, func(i int) error {
		im := images[i]
		var img *image.RGBA
		switch {
		case im.cols > 0:
			img = drawSheet(&r, im, sum.CellW, sum.CellH)
		case i == len(images)-1: // the thumbnail
			w, h := thumbnailSide, thumbnailSide
			if fw > fh {
				h = int(math.Round(thumbnailSide * fh / fw))
			} else {
				w = int(math.Round(thumbnailSide * fw / fh))
			}
			img = r.Image(im.faces[0], w, h)
		default:
			img = r.Image(im.faces[0], sum.CellW, sum.CellH)
		}
		return atomicfile.WriteFunc(filepath.Join(dir, im.file), 0o644, func(w io.Writer) error {
			return encodePNG(w, img, 0)
		})
	})
	if err != nil {
		return TTSSummary{}, err
	}
	for _, im := range images {
		if im.cols > 0 {
			sum.Sheets++
			sum.SheetW = max(sum.SheetW, im.cols*sum.CellW)
			sum.SheetH = max(sum.SheetH, im.rows*sum.CellH)
		}
	}
	sum.Images = len(images)
	save := ttsSave(s, sheets, func(file string) string { return imageURL(o.URLBase, abs, file) }, fw > fh)
	sum.Decks = len(save.ObjectStates)
	for _, d := range s.Decks {
		sum.Cards += d.Copies()
	}
	sum.SaveFile = filepath.Join(dir, base+".json")
	data, err := json.MarshalIndent(save, "", "  ")
	if err != nil {
		return TTSSummary{}, err
	}
	return sum, atomicfile.Write(sum.SaveFile, append(data, '\n'), 0o644)
}

// planTTS splits each deck's cards into sheets and lists the images to draw.
func planTTS(s Set) (sheets [][]ttsSheet, images []ttsImage) {
	singleBacks := map[string]string{} // back markup → file
	key := 0
	for k, d := range s.Decks {
		var deckSheets []ttsSheet
		prefix := numbered(k+1, len(s.Decks), d.Name)
		shared, oneBack := sharedBack(d)
		backFile := ""
		if oneBack {
			m := shared.Markup()
			if f, ok := singleBacks[m]; ok {
				backFile = f
			} else {
				backFile = prefix + "-back.png"
				singleBacks[m] = backFile
				images = append(images, ttsImage{file: backFile, faces: []face.Face{shared}})
			}
		}
		per := SheetCols * SheetRows
		for n, start := 1, 0; start < len(d.Cards); n, start = n+1, start+per {
			key++
			chunk := d.Cards[start:min(start+per, len(d.Cards))]
			sh := ttsSheet{key: key, cards: chunk, faceFile: prefix + "-" + strconv.Itoa(n) + ".png", backFile: backFile}
			sh.cols, sh.rows = sheetGrid(len(chunk))
			fronts, backs := make([]face.Face, len(chunk)), make([]face.Face, len(chunk))
			for i, c := range chunk {
				fronts[i], backs[i] = c.Front, backOf(c)
			}
			images = append(images, ttsImage{file: sh.faceFile, faces: fronts, cols: sh.cols, rows: sh.rows})
			if !oneBack {
				sh.uniqueBack = true
				sh.backFile = prefix + "-" + strconv.Itoa(n) + "-backs.png"
				images = append(images, ttsImage{file: sh.backFile, faces: backs, cols: sh.cols, rows: sh.rows})
			}
			deckSheets = append(deckSheets, sh)
		}
		sheets = append(sheets, deckSheets)
	}
	return sheets, images
}

// sheetGrid returns the columns and rows of a sheet of n faces: at most SheetCols × SheetRows, at
// least 2 × 2 (the game's smallest grid).
func sheetGrid(n int) (cols, rows int) {
	cols = max(2, min(SheetCols, n))
	rows = max(2, (n+cols-1)/cols)
	return cols, rows
}

// sharedBack returns the back all the deck's cards share, if they do.
func sharedBack(d Deck) (face.Face, bool) {
	if len(d.Cards) == 0 {
		return face.Face{}, false
	}
	first := backOf(d.Cards[0])
	m := first.Markup()
	for _, c := range d.Cards[1:] {
		if b := backOf(c); b.Markup() != m {
			return face.Face{}, false
		}
	}
	return first, true
}

// backOf returns a card's back, a plain white card of its size if it has none.
func backOf(c Card) face.Face {
	if c.HasBack() {
		return c.Back
	}
	return face.Face{Width: c.Front.Width, Height: c.Front.Height, Background: face.RGB(255, 255, 255)}
}

// drawSheet draws the faces of a sheet row by row, each fitted to a cell.
func drawSheet(r *raster.Renderer, im ttsImage, cw, ch int) *image.RGBA {
	sheet := image.NewRGBA(image.Rect(0, 0, im.cols*cw, im.rows*ch))
	for i, f := range im.faces {
		at := image.Pt((i%im.cols)*cw, (i/im.cols)*ch)
		draw.Draw(sheet, image.Rectangle{Min: at, Max: at.Add(image.Pt(cw, ch))}, r.Image(f, cw, ch), image.Point{}, draw.Src)
	}
	return sheet
}

// imageURL is where the saved object finds an image: under base, or the file by a file:/// URI.
func imageURL(base, dir, file string) string {
	if base != "" {
		if !strings.HasSuffix(base, "/") {
			base += "/"
		}
		return base + url.PathEscape(file)
	}
	p := filepath.ToSlash(filepath.Join(dir, file))
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive: file:///C:/...
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

// ttsSave builds the saved object: one DeckCustom per deck (a lone CardCustom for a deck of one
// card), side by side, face down.
func ttsSave(s Set, sheets [][]ttsSheet, urlOf func(string) string, sideways bool) TTSSave {
	save := TTSSave{SaveName: s.Title}
	guid := 0
	nextGUID := func() string { guid++; return fmt.Sprintf("fd%04x", guid) }
	for k, d := range s.Decks {
		deck := TTSObject{Name: "DeckCustom", Nickname: d.Name, CustomDeck: map[string]TTSCustomDeck{}}
		for _, sh := range sheets[k] {
			cd := TTSCustomDeck{FaceURL: urlOf(sh.faceFile), BackURL: urlOf(sh.backFile), NumWidth: sh.cols,
				NumHeight: sh.rows, BackIsHidden: true, UniqueBack: sh.uniqueBack}
			deck.CustomDeck[strconv.Itoa(sh.key)] = cd
			for i, c := range sh.cards {
				for range max(c.Copies, 0) {
					id := sh.key*100 + i
					card := TTSObject{Name: "CardCustom", Nickname: c.Name, CardID: id,
						CustomDeck: map[string]TTSCustomDeck{strconv.Itoa(sh.key): cd}}
					deck.DeckIDs = append(deck.DeckIDs, id)
					deck.ContainedObjects = append(deck.ContainedObjects, card)
				}
			}
		}
		if len(deck.ContainedObjects) == 0 {
			continue
		}
		obj := deck
		if len(deck.ContainedObjects) == 1 {
			obj = deck.ContainedObjects[0]
		}
		obj.Transform = TTSTransform{PosX: 3 * float64(k), PosY: 1, RotY: 180, RotZ: 180, ScaleX: 1, ScaleY: 1, ScaleZ: 1}
		save.ObjectStates = append(save.ObjectStates, withDefaults(obj, sideways, nextGUID))
	}
	return save
}

// withDefaults fills the fields every object of a save has, for the object and the cards it holds.
func withDefaults(o TTSObject, sideways bool, guid func() string) TTSObject {
	o.GUID = guid()
	o.ColorDiffuse = TTSColor{R: 0.713, G: 0.713, B: 0.713}
	o.Grid, o.Snap, o.Autoraise, o.Sticky, o.Tooltip, o.Hands = true, true, true, true, true, true
	o.SidewaysCard = sideways
	if o.Transform == (TTSTransform{}) {
		o.Transform = TTSTransform{RotY: 180, RotZ: 180, ScaleX: 1, ScaleY: 1, ScaleZ: 1}
	}
	for i, c := range o.ContainedObjects {
		o.ContainedObjects[i] = withDefaults(c, sideways, guid)
	}
	return o
}
