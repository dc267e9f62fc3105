package code

import (
	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// Card size: poker cards, in mm.
const (
	CardWidth  = 63.5
	CardHeight = 88.9
)

// Face colours.
var (
	white      = face.RGB(255, 255, 255)
	ink        = face.RGB(33, 33, 33)
	actionBg   = face.RGB(38, 50, 72)
	actionText = face.RGB(250, 246, 235)
	codeBg     = face.RGB(250, 246, 235)
	codeInk    = face.RGB(38, 50, 72)
	codeBackBg = face.RGB(120, 36, 48)
)

// colourOf returns the printed colour of a number card colour.
func colourOf(c Colour) face.Color {
	rgb, err := parseRGB(cardData().colours[c-1].RGB)
	if err != nil {
		return ink
	}
	return face.RGB(rgb.R, rgb.G, rgb.B)
}

// Printable is one distinct card of the game for printing: its name, its copies in a box and its
// two faces.
type Printable struct {
	Name        string // the card in the notation ("r7", "swap"), or "code 0258"
	Copies      int
	Front, Back face.Face
}

// Printables lists the 47 distinct playing cards and the given code cards, in the order of the
// notation (numbers by colour and digit, then the actions, then the codes); own marks the codes as
// flaskdeck's own on their faces. The faces' texts are in language l; the names (the notation
// --cards picks by) are the same in every language.
func Printables(codes []Code, own bool, l i18n.Language) []Printable {
	back, codeBack := BackFace(), CodeBackFace()
	out := make([]Printable, 0, numFaces-1+len(codes))
	for c := Card(1); c < numFaces; c++ {
		out = append(out, Printable{Name: c.String(), Copies: c.Copies(), Front: CardFaceIn(c, l), Back: back})
	}
	for _, code := range codes {
		out = append(out, Printable{Name: "code " + code.String(), Copies: 1, Front: CodeFaceIn(code, own, l), Back: codeBack})
	}
	return out
}

// CardFace returns the face of a playing card in English (an empty white card for NoCard).
func CardFace(c Card) face.Face { return CardFaceIn(c, i18n.English) }

// CardFaceIn returns the face of a playing card with its texts in language l.
func CardFaceIn(c Card, l i18n.Language) face.Face {
	switch {
	case c.IsNumber():
		return numberFace(c, l)
	case c.IsAction():
		return actionFace(c, l)
	}
	return face.Face{Width: CardWidth, Height: CardHeight, Background: white}
}

// numberFace draws a number card: a frame and an oval in the card's colour, the digit large in
// the middle and small in two corners, the colour's name for colour-blind players, and a bar under
// 6 and 9 so they read the right way up.
func numberFace(c Card, l i18n.Language) face.Face {
	col := colourOf(c.Colour())
	digit := string(rune('0' + c.Digit()))
	f := face.Face{Width: CardWidth, Height: CardHeight, Background: white}
	f.Add(&face.Rect{X: 3, Y: 3, W: CardWidth - 6, H: CardHeight - 6, Radius: 3, Stroke: col, StrokeWidth: 1.2})
	f.Add(&face.Ellipse{X: 9.75, Y: 14.45, W: 44, H: 60, Fill: col})
	big := &face.Text{X: 9.75, Y: 14.45, W: 44, H: 60, Text: digit, Size: 120, Bold: true, Color: white, Align: face.AlignCenter}
	f.Add(big)
	if d := c.Digit(); d == 6 || d == 9 {
		f.Add(&face.Line{X1: 24.75, Y1: 68.5, X2: 38.75, Y2: 68.5, Stroke: white, StrokeWidth: 2.2})
	}
	f.Add(&face.Text{X: 6, Y: 5.5, W: 12, H: 9, Text: digit, Size: 24, Bold: true, Color: col})
	f.Add(&face.Text{X: 6, Y: 14, W: 20, H: 4, Text: c.Colour().NameIn(l), Size: 7, Color: col})
	f.Add(&face.Text{X: CardWidth - 18, Y: CardHeight - 14.5, W: 12, H: 9, Text: digit, Size: 24, Bold: true, Color: col, Align: face.AlignRight})
	return f
}

// CodeFace returns the face of a code card in English: its four digits in boxes; own adds the line
// that marks the code as flaskdeck's own (not the printed set of the box).
func CodeFace(code Code, own bool) face.Face { return CodeFaceIn(code, own, i18n.English) }

// CodeFaceIn returns the face of a code card with its texts in language l (see CodeFace).
func CodeFaceIn(code Code, own bool, l i18n.Language) face.Face {
	f := face.Face{Width: CardWidth, Height: CardHeight, Background: codeBg}
	f.Add(&face.Rect{X: 3, Y: 3, W: CardWidth - 6, H: CardHeight - 6, Radius: 3, Stroke: codeInk, StrokeWidth: 0.8})
	f.Add(&face.Text{X: 3, Y: 8, W: CardWidth - 6, H: 10, Text: "CODE", Size: 22, Bold: true, Color: codeInk, Align: face.AlignCenter})
	f.Add(&face.Text{X: 3, Y: 18, W: CardWidth - 6, H: 5, Text: texts.T(l, "face.secretCode"), Size: 8, Italic: true, Color: codeInk, Align: face.AlignCenter})
	digits := &face.Group{Name: "code:" + code.String()}
	const box, gap = 11.5, 2.5
	x := (CardWidth - 4*box - 3*gap) / 2
	for i, d := range code {
		bx := x + float64(i)*(box+gap)
		digits.Items = append(digits.Items,
			&face.Rect{X: bx, Y: 34, W: box, H: 18, Radius: 1.5, Fill: white, Stroke: codeInk, StrokeWidth: 0.6},
			&face.Text{X: bx, Y: 34, W: box, H: 18, Text: string(rune('0' + d)), Size: 30, Bold: true, Color: codeInk, Align: face.AlignCenter})
	}
	f.Add(digits)
	rule := face.WrapText(texts.T(l, "face.codeRule"), 8, false, CardWidth-14)
	f.Add(textLines(rule, 60, 4, 8, false, codeInk)...)
	if own {
		f.Add(&face.Text{X: 3, Y: CardHeight - 12, W: CardWidth - 6, H: 4, Text: texts.T(l, "face.ownCodes"), Size: 6.5, Italic: true, Color: codeInk, Align: face.AlignCenter})
	}
	return f
}

// BackFace returns the back of the playing cards: "CODE" in the middle and a dot of each colour
// around it, above, right, below and left, placed from the word's measured width so they never touch.
func BackFace() face.Face {
	f := face.Face{Width: CardWidth, Height: CardHeight, Background: actionBg}
	f.Add(&face.Rect{X: 3, Y: 3, W: CardWidth - 6, H: CardHeight - 6, Radius: 3, Stroke: actionText, StrokeWidth: 0.8})
	const r, size, clearance = 6, 20, 2.0
	cx, cy := CardWidth/2, CardHeight/2
	side := face.TextWidth("CODE", size, true)/2 + clearance + r
	spots := [numColours]face.Point{{X: cx, Y: cy - 22}, {X: cx + side, Y: cy}, {X: cx, Y: cy + 22}, {X: cx - side, Y: cy}}
	for i, p := range spots {
		f.Add(&face.Ellipse{X: p.X - r, Y: p.Y - r, W: 2 * r, H: 2 * r, Fill: colourOf(Colour(i + 1))})
	}
	f.Add(&face.Text{X: 3, Y: cy - 6, W: CardWidth - 6, H: 12, Text: "CODE", Size: size, Bold: true, Color: actionText, Align: face.AlignCenter})
	return f
}

// CodeBackFace returns the back of the code cards.
func CodeBackFace() face.Face {
	f := face.Face{Width: CardWidth, Height: CardHeight, Background: codeBackBg}
	f.Add(&face.Rect{X: 3, Y: 3, W: CardWidth - 6, H: CardHeight - 6, Radius: 3, Stroke: codeBg, StrokeWidth: 0.8})
	f.Add(&face.Text{X: 3, Y: 30, W: CardWidth - 6, H: 12, Text: "CODE", Size: 24, Bold: true, Color: codeBg, Align: face.AlignCenter})
	f.Add(&face.Text{X: 3, Y: 44, W: CardWidth - 6, H: 8, Text: "? ? ? ?", Size: 18, Bold: true, Color: codeBg, Align: face.AlignCenter})
	return f
}

// textLines sets lines of text centred, one under the other from y, each h mm high.
func textLines(lines []string, y, h, size float64, bold bool, col face.Color) []face.Item {
	items := make([]face.Item, len(lines))
	for i, l := range lines {
		items[i] = &face.Text{X: 3, Y: y + float64(i)*h, W: CardWidth - 6, H: h, Text: l, Size: size, Bold: bold, Color: col, Align: face.AlignCenter}
	}
	return items
}
