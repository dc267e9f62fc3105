package widgets

import (
	"fyne.io/fyne/v2"
	"golang.org/x/image/font/gofont/gobolditalic"
	"golang.org/x/image/font/gofont/goitalic"

	"github.com/flaskdeck/flaskdeck/cards/face"
)

// Card faces are set in the Go fonts, the fonts face.TextWidth measures, so text the face builders
// fit on a card fits the same way on screen.
var (
	faceFontRegular    = fyne.NewStaticResource("GoRegular.ttf", face.FontRegular())
	faceFontBold       = fyne.NewStaticResource("GoBold.ttf", face.FontBold())
	faceFontItalic     = fyne.NewStaticResource("GoItalic.ttf", goitalic.TTF)
	faceFontBoldItalic = fyne.NewStaticResource("GoBoldItalic.ttf", gobolditalic.TTF)
)

// faceFont returns the font resource of a face text's style.
func faceFont(t *face.Text) fyne.Resource {
	switch {
	case t.Bold && t.Italic:
		return faceFontBoldItalic
	case t.Bold:
		return faceFontBold
	case t.Italic:
		return faceFontItalic
	}
	return faceFontRegular
}
