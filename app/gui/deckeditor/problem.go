package deckeditor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
)

// problemLink is one line of the deck status: an icon and a message cut to the width available
// (so a long message never widens the window), which selects the card at fault when tapped.
type problemLink struct {
	widget.BaseWidget
	Icon     fyne.Resource
	Text     string
	OnTapped func()
}

func newProblemLink(icon fyne.Resource, text string, tapped func()) *problemLink {
	l := &problemLink{Icon: icon, Text: text, OnTapped: tapped}
	l.ExtendBaseWidget(l)
	return l
}

// Tapped runs OnTapped.
func (l *problemLink) Tapped(*fyne.PointEvent) {
	if l.OnTapped != nil {
		l.OnTapped()
	}
}

// Cursor shows a pointing hand: the line is a link.
func (l *problemLink) Cursor() desktop.Cursor { return desktop.PointerCursor }

// CreateRenderer lays out the icon and the message.
func (l *problemLink) CreateRenderer() fyne.WidgetRenderer {
	label := widgets.NewTipLabel(l.Text) // cut off when long: the tooltip shows all
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, widget.NewIcon(l.Icon), nil, label))
}
