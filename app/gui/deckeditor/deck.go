package deckeditor

import (
	"fmt"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/flask"
)

// deckPane lists every card of the collection as a small face with its name, code and amount;
// selecting a row selects the card. Its toolbar adds, duplicates, deletes and moves cards.
type deckPane struct {
	e        *Editor
	name     *widget.Entry
	presets  *widget.Select
	list     *deckList
	toolbar  *widget.Toolbar
	root     fyne.CanvasObject
	selected int // the row the list shows selected
}

// thumbWidth is the width of a card in the deck pane.
const thumbWidth = 54

func newDeckPane(e *Editor) *deckPane {
	p := &deckPane{e: e, selected: -1}
	p.name = widget.NewEntry()
	p.name.SetPlaceHolder(lang.L("Deck name"))
	p.name.OnChanged = func(s string) {
		if e.refreshing {
			return
		}
		e.pending.set("deck", func() {
			if err := e.coll.Rename(s); err != nil {
				e.showError(err)
			}
		})
	}
	p.list = newDeckList(func() int { return e.coll.Len() }, p.newRow, p.updateRow, e.deleteCard)
	p.list.OnSelected = func(id widget.ListItemID) {
		p.selected = id
		if !e.refreshing {
			e.selectCard(id)
		}
	}
	p.toolbar = widget.NewToolbar(
		widgets.NewToolbarAction(theme.ContentAddIcon(), lang.L("Add card"), e.addCard),
		widgets.NewToolbarAction(theme.ContentCopyIcon(), lang.L("Duplicate card"), e.duplicateCard),
		widgets.NewToolbarAction(theme.DeleteIcon(), lang.L("Delete card (Delete)"), e.deleteCard),
		widget.NewToolbarSeparator(),
		widgets.NewToolbarAction(theme.MoveUpIcon(), lang.L("Move card up"), func() { e.moveCard(-1) }),
		widgets.NewToolbarAction(theme.MoveDownIcon(), lang.L("Move card down"), func() { e.moveCard(+1) }),
		widget.NewToolbarSeparator(),
		widgets.NewToolbarAction(theme.MediaPlayIcon(), lang.L("Test this deck"), e.testDeck),
		widgets.NewToolbarAction(theme.SearchIcon(), lang.L("Suggest changes…"), e.suggestChanges),
	)
	p.presets = widget.NewSelect(presetLabels(), func(label string) {
		if label == "" || e.refreshing {
			return
		}
		e.openPreset(strings.ToLower(label))
		p.presets.ClearSelected()
	})
	p.presets.PlaceHolder = lang.L("Presets")
	header := container.NewBorder(nil, nil, widget.NewLabelWithStyle(lang.L("Deck"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), p.presets, p.name)
	p.root = container.NewBorder(header, p.toolbar, nil, nil, p.list)
	return p
}

// Object is the pane's content.
func (p *deckPane) Object() fyne.CanvasObject { return p.root }

// deckRow is one row of the list: a small face, the name and code, the amount.
type deckRow struct {
	widget.BaseWidget
	face   *widgets.FaceView
	name   *widgets.TipLabel // cut off when long: the tooltip shows all
	detail *widgets.TipLabel
	amount *widget.Label
	// id is the card the row shows; drag is how far it has been dragged up or down.
	id     int
	drag   float32
	rest   fyne.Position      // where the small card sits when not dragged
	onDrop func(from, by int) // moves card from by rows
	onTap  func(id int)
}

func (p *deckPane) newRow() fyne.CanvasObject {
	r := &deckRow{
		onDrop: func(from, by int) { p.e.moveCardFrom(from, by) },
		onTap:  p.tapped,
		face:   widgets.NewFaceView(flask.CardFace(flask.Card{}, flask.FaceOptions{Lang: uilang.Game()}), thumbWidth),
		name:   widgets.NewTipLabel(""),
		detail: widgets.NewTipLabel(""),
		amount: widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}),
	}
	r.name.TextStyle.Bold = true
	r.detail.SizeName = theme.SizeNameCaptionText
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer lays the row out.
func (r *deckRow) CreateRenderer() fyne.WidgetRenderer {
	text := container.NewVBox(r.name, r.detail)
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, r.face, r.amount, text))
}

// Tapped selects the row's card. (A row is draggable, so taps stop here instead of reaching the
// list's own item.)
func (r *deckRow) Tapped(*fyne.PointEvent) {
	if r.onTap != nil {
		r.onTap(r.id)
	}
}

// tapped selects a card from its row and gives the list the keyboard focus (arrows, Delete).
func (p *deckPane) tapped(id int) {
	p.list.Select(id)
	if c := fyne.CurrentApp().Driver().CanvasForObject(p.list); c != nil {
		c.Focus(p.list)
	}
}

// Dragged follows a drag of the row up or down the list.
func (r *deckRow) Dragged(ev *fyne.DragEvent) {
	if r.drag == 0 {
		r.rest = r.face.Position()
	}
	r.drag += ev.Dragged.DY
	r.face.Move(r.rest.AddXY(0, r.drag)) // the small card follows the pointer
}

// DragEnd moves the card by as many rows as it was dragged.
func (r *deckRow) DragEnd() {
	rows := 0
	if h := r.Size().Height; h > 0 {
		rows = int(math.Round(float64(r.drag / h)))
	}
	r.drag = 0
	r.face.Move(r.rest)
	if rows != 0 && r.onDrop != nil {
		r.onDrop(r.id, rows)
	}
}

func (p *deckPane) updateRow(id widget.ListItemID, obj fyne.CanvasObject) {
	r, ok := obj.(*deckRow)
	c, err := p.e.coll.Card(id)
	if !ok || err != nil {
		return
	}
	r.id = id
	r.face.Grey = p.e.blackWhite
	r.face.SetFace(p.e.face(c))
	name := c.Name
	if name == "" {
		name = lang.L("(unnamed)")
	}
	code := p.e.set.Code(c.Composition)
	if code == "" {
		code = lang.L("blank card")
	}
	setLabel(&r.name.Label, name)
	setLabel(&r.detail.Label, code)
	setLabel(r.amount, fmt.Sprintf("×%d", c.Amount))
}

// setLabel changes a label's text only when it differs (a refresh measures the text again).
func setLabel(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// refresh shows the collection's cards and the selection.
func (p *deckPane) refresh() {
	if p.name.Text != p.e.coll.Name() {
		p.name.SetText(p.e.coll.Name())
	}
	p.list.Refresh()
	if sel := p.e.selected; sel >= 0 && sel != p.selected {
		p.list.Select(sel)
		p.list.ScrollTo(sel)
	} else if sel < 0 {
		p.list.UnselectAll()
		p.selected = -1
	}
}

// presetLabels lists the preset decks by name, capitalised.
func presetLabels() []string {
	out := make([]string, len(flask.PresetNames))
	for i, n := range flask.PresetNames {
		out[i] = strings.ToUpper(n[:1]) + n[1:]
	}
	return out
}

// deckList is the deck pane's list: a widget.List that also deletes the selected card with the
// Delete key (a tapped list has the keyboard focus, so the window never sees the key).
type deckList struct {
	widget.List
	onDelete func()
}

func newDeckList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject), onDelete func()) *deckList {
	l := &deckList{onDelete: onDelete}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

// TypedKey deletes on Delete and leaves the other keys (arrows, space) to the list.
func (l *deckList) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyDelete {
		l.onDelete()
		return
	}
	l.List.TypedKey(ev)
}
