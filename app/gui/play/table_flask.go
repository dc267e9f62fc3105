package play

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
)

// flaskTable is Flask's table: every seat's counters as coloured tracks, hand size, deck, discard
// pile, reaction piles face down and the cards played this turn; the viewer's hand as card faces
// (the cards that may be played, or pay or be discarded, are framed and have a button); the turn's
// steps as buttons; and the choices a card needs asked in dialogs.
type flaskTable struct {
	Prompt      *widget.Label                // what the game waits for
	HandButtons map[string]*widget.Button    // by card label: play / pay / discard this card
	HandFaces   map[string]*widgets.FaceView // by card label: tap to see the card large
	Actions     []*widget.Button             // grow, trigger, end turn, resign…
	Choice      *choiceDialog                // the open choice, nil when none
	Preview     *cardPreview                 // the last card shown large (a tap on a card face)
	Numbered    []*widget.Button             // the move buttons by number key: the steps, then the hand's
	End         *widget.Button               // End turn, nil when not offered

	handButtons []*widget.Button // the hand's move buttons in hand order
	seats       *fyne.Container  // the other seats (the viewer's own below)
	own         *fyne.Container
	middle      *fyne.Container // announced card, resolving cards, prompt and actions
	hand        *fyne.Container
	body        *fyne.Container
	st          tableState
	obj         fyne.CanvasObject
}

func newFlaskTable() tableView {
	t := &flaskTable{
		Prompt: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		seats:  container.NewHBox(), own: container.NewStack(), middle: container.NewVBox(),
		hand: container.New(&handLayout{maxWidth: flaskHandCard, minWidth: 56, aspect: float32(flask.FaceHeight / flask.FaceWidth), extra: 40}),
	}
	t.Prompt.Wrapping = fyne.TextWrapWord
	// The other seats and the step buttons on top, the viewer's seat at the left of the hand, and
	// the hand in all the space left: its cards shrink and wrap to fit. Only when even the smallest
	// cards need more rows than the space has (a hand of 11 or more under a long question) does it
	// scroll, rather than make the window grow.
	top := container.NewVBox(container.NewHScroll(t.seats), t.middle)
	t.body = container.NewBorder(top, nil, container.NewVScroll(t.own), nil, container.NewVScroll(t.hand))
	t.obj = t.body
	return t
}

func (t *flaskTable) Object() fyne.CanvasObject { return t.obj }

func (t *flaskTable) Show(st tableState) {
	t.st = st
	t.Choice.Hide()
	t.Choice = nil
	e, ok := st.Table.Engine().(*flask.State)
	if !ok {
		return
	}
	v := e.View(st.Viewer)
	moves := sortFlaskMoves(legalOf[flask.Move](st))
	t.showSeats(v)
	t.showMiddle(v, moves)
	t.showHand(v, moves)
	t.numberMoves()
	t.body.Refresh() // the rows changed height: lay them out again
	if st.CanPlay {
		t.askChoice(v, moves)
	}
}

// showSeats draws the other seats in a row and the viewer's own seat (or, for a spectator, all).
func (t *flaskTable) showSeats(v flask.View) {
	t.seats.RemoveAll()
	t.own.RemoveAll()
	for i, s := range v.Seats {
		seat := cards.Seat(i)
		name := t.st.name(seat)
		openPile := func(i int, p flask.ViewPile) { t.openPile(name, i, p) }
		panel := flaskSeatPanel(name, s, seat == v.ToMove, seat == v.Turn && v.Phase != "over", seat == t.st.Viewer, t.preview, openPile)
		if seat == t.st.Viewer {
			t.own.Add(panel)
		} else {
			t.seats.Add(panel)
		}
	}
	t.seats.Refresh()
	t.own.Refresh()
}

// showMiddle draws the announced card, the cards resolving, the prompt and the step buttons.
func (t *flaskTable) showMiddle(v flask.View, m flaskMoves) {
	t.middle.RemoveAll()
	t.Actions, t.End = nil, nil
	row := container.NewHBox()
	if v.Announced != nil {
		row.Add(titled(lang.L("Announced by {{.Name}}", map[string]string{"Name": t.st.name(v.Turn)}), smallFace(*v.Announced, t.preview)))
	}
	if len(v.Resolving) > 0 {
		res := container.NewHBox()
		for _, c := range v.Resolving {
			res.Add(smallFace(c, t.preview))
		}
		row.Add(titled(lang.L("Resolving"), res))
	}
	t.Prompt.SetText(t.prompt(v, m))
	actions := container.New(layout.NewRowWrapLayout()) // wraps rather than run under the moves panel
	for _, mv := range m.Grow {
		actions.Add(t.action(growLabel(mv), mv, counterColour(mv)))
	}
	if v.Phase == "play" {
		for _, mv := range m.Trigger {
			actions.Add(t.action(lang.L("Trigger reaction pile {{.N}}", map[string]string{"N": pileNumber(mv)}), mv, nil))
		}
	}
	if offered(m.End) {
		b := t.action(lang.L("End turn"), m.End, nil)
		b.Importance = widget.HighImportance
		t.End = b
		actions.Add(b)
	}
	for _, mv := range m.Other {
		actions.Add(t.action(mv.String(), mv, nil))
	}
	if offered(m.Resign) {
		b := t.action(lang.L("Resign"), m.Resign, nil)
		b.Importance = widget.DangerImportance
		actions.Add(b)
	}
	t.middle.Add(container.NewBorder(nil, nil, row, nil, container.NewVBox(t.Prompt, actions)))
	t.middle.Add(widget.NewSeparator())
	t.middle.Refresh()
}

// action makes a step button; a colour, when given, marks a resource.
func (t *flaskTable) action(label string, move flask.Move, colour *color.NRGBA) *widget.Button {
	b := widget.NewButton(label, func() { t.st.Play(move) })
	t.Actions = append(t.Actions, b)
	if colour != nil {
		b.Importance = widget.LowImportance
		b.SetIcon(swatch(*colour))
	}
	return b
}

// prompt says in words what the game waits for.
func (t *flaskTable) prompt(v flask.View, m flaskMoves) string {
	who := t.st.name(v.ToMove)
	w := map[string]any{"Name": who, "Count": v.Pay}
	if v.Phase == "over" {
		return lang.L("The game is over.")
	}
	if !t.st.CanPlay {
		return lang.L("Waiting for {{.Name}}…", w)
	}
	switch v.Phase {
	case "grow":
		return lang.L("{{.Name}}, grow one counter by 1 (or not), then play cards.", w)
	case "play":
		if len(m.Play) == 0 {
			return lang.L("{{.Name}}, no card in your hand can be paid: trigger a pile or end your turn.", w)
		}
		return lang.L("{{.Name}}, play a framed card from your hand, or end your turn.", w)
	case "pay card":
		return lang.L("{{.Name}}, choose a hand card to pay the card cost ({{.Count}} left).", w)
	case "discard":
		return lang.N("{{.Name}}, you must discard {{.Count}} cards: choose from your hand.", v.Pay, w)
	}
	return lang.L("{{.Name}}, answer the question.", w)
}

// showHand draws the viewer's hand: each card's face, framed when a move uses it, with its button.
func (t *flaskTable) showHand(v flask.View, m flaskMoves) {
	t.hand.RemoveAll()
	t.handButtons = nil
	t.HandButtons = map[string]*widget.Button{}
	t.HandFaces = map[string]*widgets.FaceView{}
	if t.st.Viewer < 0 || int(t.st.Viewer) >= len(v.Seats) {
		t.hand.Refresh()
		return
	}
	hand := v.Seats[t.st.Viewer].Hand
	width := float32(40) // the hand's layout sizes the cards
	for _, c := range hand {
		label := c.Label
		var move flask.Move
		verb := ""
		if mv, ok := m.Play[label]; ok {
			move, verb = mv, lang.L("Play")
		} else if mv, ok := m.PayCard[label]; ok {
			move, verb = mv, lang.L("Pay with it")
		} else if mv, ok := m.Discard[label]; ok {
			move, verb = mv, lang.L("Discard")
		}
		face := widgets.NewFaceView(flask.CardFace(c.Card, flaskFaceOptions(c)), width)
		t.HandFaces[label] = face
		frame := canvas.NewRectangle(color.Transparent)
		frame.CornerRadius = 8
		var below fyne.CanvasObject
		if offered(move) {
			mv := move
			frame.StrokeColor, frame.StrokeWidth = theme.Color(theme.ColorNamePrimary), 4
			card, verb := c, verb
			face.OnTapped = func() { t.previewWith(card, []choiceOption{{Label: verb, Move: mv}}) }
			button := widget.NewButton(verb, func() { t.st.Play(mv) })
			button.Importance = widget.HighImportance
			if _, seen := t.HandButtons[label]; !seen {
				t.HandButtons[label] = button
			}
			t.handButtons = append(t.handButtons, button)
			below = button
		} else {
			card := c
			face.OnTapped = func() { t.preview(card) }
			name := widgets.NewTipLabel(label)
			name.Alignment = fyne.TextAlignCenter
			below = name
		}
		t.hand.Add(container.NewBorder(nil, below, nil, nil, container.NewStack(frame, container.NewPadded(face))))
	}
	t.hand.Refresh()
}

// preview shows a card large (a tap on any card face of the table).
func (t *flaskTable) preview(c flask.ViewCard) { t.previewWith(c, nil) }

// openPile shows the cards of a seat's reaction pile: face down on the table, but every card was
// announced when it was played, so everyone may look (as the text view writes them).
func (t *flaskTable) openPile(owner string, i int, p flask.ViewPile) {
	if t.st.Window == nil {
		return
	}
	row := container.NewHBox()
	for _, c := range p.Cards {
		row.Add(smallFace(c, nil))
	}
	title := lang.L("{{.Name}}'s reaction pile {{.N}} ({{.Count}} cards, the reaction first)", map[string]any{"Name": owner, "N": i + 1, "Count": p.Size})
	dialog.ShowCustom(title, lang.L("Close"), row, t.st.Window)
}

// previewWith shows a card large with the moves that use it.
func (t *flaskTable) previewWith(c flask.ViewCard, options []choiceOption) {
	if t.st.Window == nil {
		return
	}
	t.Preview = showCardPreview(t.st.Window, c.Label, flask.CardFace(c.Card, flaskFaceOptions(c)), flaskRules(c), options, t.st.Play)
}

// numberMoves numbers the move buttons for the number keys: the turn's steps (not Resign: one key
// must never lose the game), then the hand's buttons in hand order.
func (t *flaskTable) numberMoves() {
	t.Numbered = nil
	for _, b := range t.Actions {
		if b.Importance != widget.DangerImportance {
			t.Numbered = append(t.Numbered, b)
		}
	}
	t.Numbered = append(t.Numbered, t.handButtons...)
	numberButtons(t.Numbered, 0)
}

// Keys returns the table's keys: the numbered moves, End turn, and the open dialog's answers.
func (t *flaskTable) Keys() tableKeys {
	k := tableKeys{Numbered: tapsOf(t.Numbered)}
	if t.End != nil {
		k.End = t.End.OnTapped
	}
	k.Dialog, k.Dismiss = dialogKeys(t.Choice, t.Preview)
	return k
}
