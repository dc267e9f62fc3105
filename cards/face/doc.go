// Package face is the card-face drawing model: a Face is a display list in millimetres that each
// game's face builder produces and that both the GUI (Fyne canvas objects) and the printer (PDF)
// render, so a card looks the same on screen and on paper. It also holds the face font's text
// metrics (TextWidth, WrapText, FitText), so builders lay out text exactly as renderers draw it.
//
// The package knows no game and no renderer: it imports neither the game kernel nor Fyne nor the
// PDF library.
package face
