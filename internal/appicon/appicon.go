// Package appicon holds flaskdeck's app icon: drawn as a card face (flask.IconFace), rendered by
// package raster to the PNG sizes desktops use, and committed in icons/ (the tests keep the files
// in step with the drawing; go test ./internal/appicon -update rewrites them). The desktop app
// shows PNG as its window icon; `make install` and `fyne package` take the files from icons/.
package appicon

import (
	_ "embed" // the window icon
	"fmt"
	"image"

	"github.com/flaskdeck/flaskdeck/cards/face/raster"
	"github.com/flaskdeck/flaskdeck/flask"
)

// Sizes are the pixel sizes of the committed icons (the hicolor theme's usual ones).
var Sizes = []int{16, 24, 32, 48, 64, 128, 256, 512}

// PNG is the 256-pixel icon, the window icon of the desktop app.
//
//go:embed icons/flaskdeck-256.png
var PNG []byte

// File returns the path of the icon of a size, relative to this package's folder.
func File(size int) string { return fmt.Sprintf("icons/flaskdeck-%d.png", size) }

// Render draws the icon at size × size pixels.
func Render(size int) *image.RGBA {
	var r raster.Renderer
	return r.Image(flask.IconFace(), size, size)
}
