package play

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/flask"
)

// flaskColours are the resource colours of the Flask faces (red, blue, green, yellow).
var flaskColours = [4]color.NRGBA{
	{0xd6, 0x45, 0x3d, 0xff}, {0x2f, 0x72, 0xc4, 0xff}, {0x3b, 0x9a, 0x4c, 0xff}, {0xe3, 0xa9, 0x1c, 0xff},
}

// flaskCounterNames are the counters as moves and players name them.
var flaskCounterNames = [4]string{"red", "blue", "green", "yellow"}

// Sizes of the Flask table, in Fyne units.
const (
	flaskTrackCell  = 15  // one step of a resource track
	flaskSmallCard  = 74  // width of a played card or a face-down pile
	flaskHandCard   = 160 // width of a hand card
	flaskTrackSteps = 6   // the cap at the end of a turn
)

// resourceTrack draws a seat's four counters as coloured tracks: one filled cell per resource,
// an outlined cell up to the cap of 6, and the number.
func resourceTrack(counters [4]int) fyne.CanvasObject {
	rows := container.NewVBox()
	for c, n := range counters {
		cells := container.NewHBox()
		for i := 0; i < max(flaskTrackSteps, n); i++ {
			r := canvas.NewRectangle(color.Transparent)
			r.StrokeColor, r.StrokeWidth, r.CornerRadius = flaskColours[c], 1.5, 3
			if i < n {
				r.FillColor = flaskColours[c]
			}
			r.SetMinSize(fyne.NewSize(flaskTrackCell, flaskTrackCell))
			cells.Add(r)
		}
		name := canvas.NewText(uilang.Colour(flaskCounterNames[c]), flaskColours[c])
		name.TextStyle.Bold = true
		label := container.NewGridWrap(fyne.NewSize(52, flaskTrackCell+4), name)
		value := canvas.NewText(fmt.Sprint(n), theme.Color(theme.ColorNameForeground))
		value.TextStyle.Bold = true
		rows.Add(container.NewHBox(label, cells, value))
	}
	return rows
}

// flaskSeatPanel draws one seat's part of the table: name, counters, hand size (and, for another
// seat, the hand cards everyone has seen), deck and discard pile, reaction piles face down, and the
// cards played this turn. own is set for the viewer's seat, whose hand is drawn apart. Tapping a
// played card calls preview; tapping a pile calls openPile.
func flaskSeatPanel(name string, s flask.ViewSeat, toMove, isTurn, own bool, preview func(flask.ViewCard), openPile func(int, flask.ViewPile)) fyne.CanvasObject {
	title := name
	switch {
	case s.Out:
		title = lang.L("{{.Name}} — out", map[string]string{"Name": name})
	case toMove:
		title = lang.L("{{.Name}} — deciding now", map[string]string{"Name": name})
	case isTurn && own: // the viewer's turn while another seat decides (a reaction, a loss)
		title = lang.L("{{.Name}} — your turn", map[string]string{"Name": name})
	case isTurn:
		title = lang.L("{{.Name}}  (their turn)", map[string]string{"Name": name})
	}
	head := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	counts := lang.L("Hand {{.Hand}} · Deck {{.Deck}} · Discard {{.Discard}}", map[string]int{"Hand": s.HandSize, "Deck": s.Deck, "Discard": s.Discard})
	if s.DiscardTop != nil {
		counts += " " + lang.L("(top: {{.Card}})", map[string]string{"Card": s.DiscardTop.Label})
	}
	info := container.NewVBox(head, resourceTrack(s.Counters), widget.NewLabel(counts))
	if !own && len(s.Hand) > 0 {
		seen := make([]string, len(s.Hand))
		for i, c := range s.Hand {
			seen[i] = c.Label
		}
		known := widget.NewLabel(lang.L("Seen in hand: {{.Cards}}", map[string]string{"Cards": strings.Join(seen, ", ")}))
		known.Wrapping = fyne.TextWrapWord
		info.Add(known)
	}
	row := container.NewHBox(info)
	if len(s.Piles) > 0 {
		piles := container.NewHBox()
		for i, p := range s.Piles {
			piles.Add(pileObject(i, p, openPile))
		}
		row.Add(titled(lang.L("Reaction piles"), piles))
	}
	if len(s.Played) > 0 {
		played := container.NewHBox()
		for _, c := range s.Played {
			played.Add(smallFace(c, preview))
		}
		row.Add(titled(lang.L("Played this turn"), played))
	}
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = 6
	if toMove {
		bg.StrokeColor, bg.StrokeWidth = theme.Color(theme.ColorNamePrimary), 2
	}
	return container.NewStack(bg, container.NewPadded(row))
}

// pileObject draws a reaction pile face down with its number and size ("open" while cards go under
// it). Everyone knows its cards (each was announced when played): a tap shows them (openPile).
func pileObject(i int, p flask.ViewPile, openPile func(int, flask.ViewPile)) fyne.CanvasObject {
	back := widgets.NewFaceView(flask.BackFace(flask.FaceOptions{}), flaskSmallCard)
	if len(p.Cards) > 0 && openPile != nil {
		back.OnTapped = func() { openPile(i, p) }
	}
	caption := lang.L("pile {{.N}}: {{.Count}}", map[string]int{"N": i + 1, "Count": p.Size})
	if p.Open {
		caption = lang.L("pile {{.N}}: {{.Count}} open", map[string]int{"N": i + 1, "Count": p.Size})
	}
	label := widget.NewLabelWithStyle(caption, fyne.TextAlignCenter, fyne.TextStyle{})
	return container.NewVBox(back, label)
}

// smallFace draws a card small, with its name under it; a tap calls preview (when not nil).
func smallFace(c flask.ViewCard, preview func(flask.ViewCard)) fyne.CanvasObject {
	face := widgets.NewFaceView(flask.CardFace(c.Card, flaskFaceOptions(c)), flaskSmallCard)
	if preview != nil {
		face.OnTapped = func() { preview(c) }
	}
	name := widgets.NewTipLabel(c.Label)
	name.Alignment = fyne.TextAlignCenter
	return container.NewVBox(face, container.NewGridWrap(fyne.NewSize(flaskSmallCard, name.MinSize().Height), name))
}

// titled puts a small bold title over an object.
func titled(title string, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewVBox(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), o)
}

// flaskFaceOptions draws a card of the match in the app's language.
func flaskFaceOptions(c flask.ViewCard) flask.FaceOptions {
	o := c.FaceOptions()
	o.Lang = uilang.Game()
	return o
}

// flaskRules writes what a card of the match costs and does, in the app's language.
func flaskRules(c flask.ViewCard) string {
	set := c.Set
	if set == nil {
		set = flask.Standard
	}
	return set.CardRulesIn(c.Card.Composition, uilang.Game())
}
