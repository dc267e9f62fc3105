package flask

import (
	"path/filepath"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// Card faces of Flask, poker size, laid out top to bottom:
//
//	frame   a rounded border in the card's colour (the colour of most of its base cards)
//	name    bold, centred, shrunk (then wrapped) to fit
//	cost    resource symbols as icons in print order, then "and 1 Card"; "free" when it costs nothing
//	picture the card's local picture, or an emblem drawn from its base cards
//	effects each effect's title, with its rule text when the card asks for it and it fits
//	footer  the code bottom left, the rules version bottom right

// Face size of a Flask card (poker) in mm.
const (
	FaceWidth  = 63.5
	FaceHeight = 88.9
)

// FaceOptions says how to draw card faces.
type FaceOptions struct {
	// BlackAndWhite draws for cheap printing: white card, black lines and text, grey emblems.
	BlackAndWhite bool
	// PictureDir is the directory relative picture paths are resolved against (the deck file's).
	PictureDir string
	// RuleSet is the rule set the cards belong to (nil: v0.4.2): it decides the cost, effects, code,
	// colours and the name printed bottom right.
	RuleSet *RuleSet
	// Lang is the language of the cost line's words and the effects' rule texts (None: English).
	// Names, effect titles (the original notation) and codes are the same in every language.
	Lang i18n.Language
}

// faceSet returns the rule set the faces draw with.
func (o FaceOptions) faceSet() *RuleSet {
	if o.RuleSet == nil {
		return Standard
	}
	return o.RuleSet
}

// Layout of the face in mm.
const (
	faceInset     = 2.2 // the frame's distance to the card edge
	faceFrame     = 1.1 // the frame's stroke
	contentX      = 5.0 // left edge of the content
	contentW      = FaceWidth - 2*contentX
	nameY, nameH  = 4.6, 8.0
	costY, costH  = 12.8, 5.6
	pictureY      = 19.6
	pictureH      = 31.5
	effectsY      = 52.6
	effectsH      = 27.6
	footerY       = 80.9
	footerH       = 4.6
	footerSize    = 6.5 // pt
	costIcon      = 4.8 // mm, the diameter of a cost symbol
	costTextSize  = 8.0 // pt
	costTextGap   = 1.2 // mm between the last symbol and the card cost
	costIconMin   = 2.8 // mm: a cost whose symbols would be smaller takes two rows
	costRowGap    = 0.4 // mm between the two rows of a long cost
	nameMaxSize   = 12.5
	nameMinSize   = 7.5
	pictureRadius = 2.0
)

// CardFace draws the face of a card.
func CardFace(c Card, opts FaceOptions) face.Face {
	pal := newPalette(opts.BlackAndWhite).with(opts.faceSet())
	pal.lang = opts.Lang
	comp := c.Composition
	frame := pal.colour(pal.set.dominantColour(comp))
	if pal.bw {
		frame = pal.ink
	}
	f := face.Face{Width: FaceWidth, Height: FaceHeight, Background: pal.background}
	f.Add(&face.Rect{X: faceInset, Y: faceInset, W: FaceWidth - 2*faceInset, H: FaceHeight - 2*faceInset,
		Radius: 3, Stroke: frame, StrokeWidth: faceFrame})
	f.Add(nameItems(c.Name, pal)...)
	f.Add(costItems(comp, pal)...)
	f.Add(pictureItems(c, opts, frame, pal)...)
	f.Add(effectItems(comp, c.HasDesc, frame, pal)...)
	f.Add(footerItems(pal.set.Code(comp), pal)...)
	return f
}

// footerItems sets the code bottom left and the rules version bottom right. A long code (up to 20
// base cards) is set smaller, on two lines if it must: it decides which cards are similar, so it
// is always printed whole.
func footerItems(code string, pal facePalette) []face.Item {
	name := pal.set.Name()
	versionW := face.TextWidth(name, footerSize, false)
	version := &face.Text{X: contentX + contentW - versionW, Y: footerY, W: versionW, H: footerH, Text: name, Size: footerSize, Color: pal.muted, Align: face.AlignRight}
	codeW := contentW - versionW - 2
	size := face.FitText(code, footerSize, 5, false, codeW)
	if face.TextWidth(code, size, false) <= codeW {
		return []face.Item{&face.Text{X: contentX, Y: footerY, W: codeW, H: footerH, Text: code, Size: size, Color: pal.muted}, version}
	}
	const small = 4.6
	lines := face.WrapText(code, small, false, codeW)
	items := []face.Item{version}
	h := footerH / float64(len(lines))
	for i, l := range lines {
		items = append(items, &face.Text{X: contentX, Y: footerY + float64(i)*h, W: codeW, H: h, Text: l, Size: small, Color: pal.muted})
	}
	return items
}

// nameItems sets the name on one line, as large as fits, or on two lines when even the smallest
// size is too wide.
func nameItems(name string, pal facePalette) []face.Item {
	size := face.FitText(name, nameMaxSize, nameMinSize, true, contentW)
	if face.TextWidth(name, size, true) <= contentW {
		return []face.Item{&face.Text{X: contentX, Y: nameY, W: contentW, H: nameH, Text: name, Size: size, Bold: true, Color: pal.ink, Align: face.AlignCenter}}
	}
	size = 8
	lines := face.WrapText(name, size, true, contentW)
	if len(lines) > 2 {
		lines = lines[:2]
	}
	h := nameH / 2
	items := make([]face.Item, len(lines))
	for i, l := range lines {
		items[i] = &face.Text{X: contentX, Y: nameY + float64(i)*h, W: contentW, H: h, Text: l, Size: size, Bold: true, Color: pal.ink, Align: face.AlignCenter}
	}
	return items
}

// costItems draws the cost line: a symbol icon per resource, then the card cost, centred.
func costItems(comp Composition, pal facePalette) []face.Item {
	res := pal.set.ResourceCost(comp)
	text := ""
	if n := pal.set.CardCost(comp); n > 0 {
		text = texts.T(pal.lang, "face.cards", "Count", n)
		if len(res) > 0 {
			text = texts.T(pal.lang, "face.andCards", "Count", n)
		}
	}
	if len(res) == 0 && text == "" {
		return []face.Item{&face.Text{X: contentX, Y: costY, W: contentW, H: costH, Text: texts.T(pal.lang, "face.free"), Size: costTextSize, Italic: true, Color: pal.muted, Align: face.AlignCenter}}
	}
	textW := 0.0
	if text != "" {
		textW = face.TextWidth(text, costTextSize, false)
		if len(res) > 0 {
			textW += costTextGap
		}
	}
	// One row of symbols as large as fits; a long cost (up to 25 symbols) takes two rows.
	n := len(res)
	rows, perRow := 1, n
	d, gap := costIcon, 0.7
	if n > 0 && float64(n)*(d+gap)-gap+textW > contentW {
		d = (contentW-textW)/float64(n)/1.16 - 0.01
		if d < costIconMin && n > 1 {
			rows, perRow = 2, (n+1)/2
			d = min((costH-costRowGap)/2, (contentW-textW)/float64(perRow)/1.16-0.01)
		}
		gap = 0.16 * d
	}
	rowW := 0.0
	if n > 0 {
		rowW = float64(perRow)*(d+gap) - gap
	}
	x0 := contentX + (contentW-rowW-textW)/2
	var items []face.Item
	for i, r := range res {
		row, col := i/perRow, i%perRow
		cy := costY + costH/2
		if rows == 2 {
			cy += (float64(row) - 0.5) * (d + costRowGap)
		}
		items = append(items, symbolIcon(r, x0+float64(col)*(d+gap)+d/2, cy, d, pal))
	}
	if text != "" {
		x := x0 + rowW
		if n > 0 {
			x += costTextGap
		}
		w := face.TextWidth(text, costTextSize, false)
		items = append(items, &face.Text{X: x, Y: costY, W: w, H: costH, Text: text, Size: costTextSize, Color: pal.ink})
	}
	return items
}

// pictureItems draws the card's picture when it has a local one, its emblem otherwise.
func pictureItems(c Card, opts FaceOptions, frame face.Color, pal facePalette) []face.Item {
	box := face.Rect{X: contentX, Y: pictureY, W: contentW, H: pictureH}
	if !PictureIsLocal(c.Picture) {
		return []face.Item{emblem(c.Composition, box, pal)}
	}
	path := filepath.FromSlash(c.Picture)
	if !filepath.IsAbs(path) && opts.PictureDir != "" {
		path = filepath.Join(opts.PictureDir, path)
	}
	return []face.Item{
		&face.Image{X: box.X, Y: box.Y, W: box.W, H: box.H, Path: path},
		&face.Rect{X: box.X, Y: box.Y, W: box.W, H: box.H, Radius: pictureRadius, Stroke: frame, StrokeWidth: 0.4},
	}
}

// PictureIsLocal tells whether a card's picture is a local file the face can show (not none, not a
// web address: the original presets point at web images and flaskdeck works offline).
func PictureIsLocal(p string) bool { return p != "" && !isURL(p) }
