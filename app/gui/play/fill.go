package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
)

// fillAll gives every object the whole space, one over the other, as a stack does: the package's
// layouts that only choose their own minimum size (windowCap, atLeastWide, cappedHeight,
// reservedHeight, boardLayout) lay out with it.
func fillAll(objects []fyne.CanvasObject, size fyne.Size) { stackLayout.Layout(objects, size) }

// stackLayout is the stack layout fillAll lays out with.
var stackLayout = layout.NewStackLayout()
