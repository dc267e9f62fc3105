package play

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/codex"
)

// Sizes of the Codex table, in Fyne units.
const (
	codexHandCard  = 150
	codexSideCard  = 118
	codexSideWidth = 270
)

// codexTable is Codex Naturalis's table: a play area as a pannable, zoomable board (any seat's,
// chosen in a select), the viewer's hand (tap a card to select it, flip it to place it face down)
// with the selected card's legal positions highlighted on the board, the score track, the common
// and secret objectives, and the four face-up cards and two decks to draw from.
type codexTable struct {
	Board       *codexBoard
	Zoom        *widget.Slider
	ZoomOut     *widgets.IconButton
	ZoomIn      *widgets.IconButton
	Fit         *widgets.IconButton // zoom so the whole area fits, centred
	AreaOf      *widget.Select      // whose play area the board shows
	Prompt      *widget.Label
	Hand        []*widgets.FaceView       // the viewer's hand, in order
	Flip        []*widgets.IconButton     // one per hand card
	captions    []*widgets.TipLabel       // one per hand card: its number, id and side
	DrawButtons map[string]*widget.Button // by move: "draw faceup 0"…, "draw resource", "draw gold"
	Resign      *widget.Button
	Choice      *choiceDialog
	Preview     *cardPreview       // the last card shown large (a tap on an objective or a card to draw)
	Selected    int                // the selected hand card's id, 0 when none
	Sides       map[int]codex.Side // the side each hand card shows (front unless flipped)

	areaSeat cards.Seat       // the seat chosen in AreaOf, NoSeat: follow the viewer
	handTaps []func()         // the hand cards' number keys: select, and flip when selected
	drawList []*widget.Button // the draw buttons in the order shown
	side     *fyne.Container
	hand     *fyne.Container
	st       tableState
	obj      fyne.CanvasObject
}

func newCodexTable() tableView {
	t := &codexTable{
		Board:  newCodexBoard(),
		Zoom:   widget.NewSlider(codexMinZoom, codexMaxZoom),
		Prompt: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		Sides:  map[int]codex.Side{}, areaSeat: cards.NoSeat,
		side: container.NewVBox(), hand: container.NewHBox(),
	}
	t.Prompt.Wrapping = fyne.TextWrapWord
	t.Zoom.Step = 0.1
	t.Zoom.SetValue(float64(t.Board.Zoom))
	t.Zoom.OnChanged = func(v float64) {
		if float32(v) != t.Board.Zoom {
			t.Board.SetZoom(float32(v))
		}
	}
	t.Board.OnZoom = func(z float32) {
		t.Zoom.Value = float64(z)
		t.Zoom.Refresh()
	}
	t.AreaOf = widget.NewSelect(nil, func(name string) {
		for i, n := range t.st.Names {
			if n == name && t.areaSeat != cards.Seat(i) {
				t.areaSeat = cards.Seat(i)
				t.Show(t.st)
			}
		}
	})
	t.Resign = widget.NewButton(lang.L("Resign"), func() { t.st.Play(codex.ResignMove()) })
	t.Resign.Importance = widget.DangerImportance
	t.ZoomOut = widgets.NewIconButton(theme.ZoomOutIcon(), lang.L("Zoom out (or the mouse wheel)"), func() { t.Board.ZoomBy(1 / 1.25) })
	t.ZoomIn = widgets.NewIconButton(theme.ZoomInIcon(), lang.L("Zoom in (or the mouse wheel)"), func() { t.Board.ZoomBy(1.25) })
	t.Fit = widgets.NewIconButton(theme.ViewFullScreenIcon(), lang.L("Fit"), t.Board.Fit) // an icon, as zoom: room for German
	zoom := container.NewBorder(nil, nil, t.ZoomOut, container.NewHBox(t.ZoomIn, t.Fit), t.Zoom)
	controls := container.NewBorder(nil, nil, container.NewHBox(widget.NewLabel(lang.L("Area of")), t.AreaOf), t.Resign,
		container.NewGridWrap(fyne.NewSize(zoomWidth(t), t.Zoom.MinSize().Height), zoom))
	centre := container.NewBorder(container.NewVBox(t.Prompt, controls), t.hand, nil, nil, t.Board.Object)
	// The score bars fill the side's width: an inset on the right keeps their ends clear of the
	// scroll bar drawn over the side's right edge.
	inset := container.New(layout.NewCustomPaddedLayout(0, 0, 0, 2*theme.Padding()), t.side)
	sideScroll := container.NewVScroll(container.NewStack(spacer(codexSideWidth, 0), inset))
	t.obj = container.NewBorder(nil, nil, nil, sideScroll, centre)
	return t
}

func (t *codexTable) Object() fyne.CanvasObject { return t.obj }

func (t *codexTable) Show(st tableState) {
	if st.CanPlay && !t.st.CanPlay {
		t.areaSeat = cards.NoSeat // your decision: back to your own play area
	}
	t.st = st
	t.Choice.Hide()
	t.Choice = nil
	e, ok := st.Table.Engine().(*codex.State)
	if !ok {
		return
	}
	legal := legalOf[codex.Move](st)
	seat := t.areaSeat
	if seat == cards.NoSeat || int(seat) >= e.Seats() {
		seat = st.Viewer
		if seat == cards.NoSeat {
			seat = max(e.Turn(), 0)
		}
	}
	t.AreaOf.Options = append([]string(nil), st.Names...)
	t.AreaOf.Selected = st.name(seat)
	t.AreaOf.Refresh()
	t.showHand(e, legal)
	var targets []codexTarget
	if seat == st.Viewer {
		targets = placementTargets(legal, t.Selected, t.Sides[t.Selected])
	}
	t.Board.Show(e.Area(seat).Placements(), targets, st.Play)
	t.showSide(e, legal)
	t.Prompt.SetText(t.prompt(e, seat, targets))
	widgets.SetEnabled(t.Resign, slices.Contains(legal, codex.ResignMove()))
	if st.CanPlay && e.Phase() == codex.SetupPhase {
		t.askSetup(e, legal)
	}
}

// prompt says what to do now.
func (t *codexTable) prompt(e *codex.State, seat cards.Seat, targets []codexTarget) string {
	st := t.st
	w := map[string]any{"Name": st.name(st.Viewer)}
	switch {
	case e.Over():
		return lang.L("The game is over.")
	case !st.CanPlay:
		return lang.L("Waiting for {{.Name}} ({{.Phase}})… — showing {{.Area}}'s play area.", map[string]any{"Name": st.name(e.ToMove()), "Phase": phaseWord(e.Phase()), "Area": st.name(seat)})
	case e.Phase() == codex.SetupPhase:
		return lang.L("{{.Name}}, set up: your starter's side, your colour, then your secret objective.", w)
	case e.Phase() == codex.DrawPhase:
		return lang.L("{{.Name}}, draw a card: a face-up card or the top of a deck (right).", w)
	case e.Phase() == codex.PlacePhase && seat != st.Viewer:
		return lang.L("Your turn: switch to your own play area to place a card.")
	case e.Phase() == codex.PlacePhase && t.Selected == 0:
		return lang.L("{{.Name}}, select a card of your hand.", w)
	case e.Phase() == codex.PlacePhase && len(targets) == 0:
		return lang.L("This side of the card cannot be placed anywhere (its requirement is not met): flip it or choose another.")
	case e.Phase() == codex.PlacePhase:
		w["Count"] = len(targets)
		return lang.L("{{.Name}}, tap a highlighted position to place the card ({{.Count}} possible).", w)
	}
	return lang.L("{{.Name}}, choose.", w)
}

// showHand draws the viewer's hand; the selected card is framed. A card is selected by a tap.
func (t *codexTable) showHand(e *codex.State, legal []codex.Move) {
	t.hand.RemoveAll()
	t.Hand, t.Flip, t.handTaps, t.captions = nil, nil, nil, nil
	if t.st.Viewer == cards.NoSeat {
		t.hand.Refresh()
		return
	}
	hand := e.Hand(t.st.Viewer)
	if !slices.Contains(hand, t.Selected) {
		t.Selected = 0
	}
	if t.Selected == 0 && len(hand) > 0 && e.Phase() == codex.PlacePhase && t.st.CanPlay {
		t.Selected = firstPlaceable(hand, legal, t.Sides)
	}
	for _, id := range hand {
		side := t.Sides[id]
		if side == codex.NoSide {
			side = codex.Front
			t.Sides[id] = side
		}
		face := widgets.NewFaceView(codex.FaceIn(id, side, uilang.Game()), codexHandCard)
		face.OnTapped = func() { t.Selected = id; t.Show(t.st) }
		t.handTaps = append(t.handTaps, func() {
			if t.Selected == id { // the number of the selected card again flips it
				t.Sides[id] = otherSide(t.Sides[id])
			}
			t.Selected = id
			t.Show(t.st)
		})
		// An icon with a tooltip: the caption beside it keeps room for "1 · 58 fronte".
		flip := widgets.NewIconButton(theme.ViewRefreshIcon(), lang.L("Flip"), func() {
			t.Sides[id] = otherSide(t.Sides[id])
			t.Selected = id
			t.Show(t.st)
		})
		frame := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
		frame.CornerRadius = 8
		if id == t.Selected {
			frame.StrokeColor, frame.StrokeWidth = theme.Color(theme.ColorNamePrimary), 4
		}
		text := fmt.Sprintf("%d %s", id, sideWord(side))
		if e.Phase() != codex.DrawPhase { // then the number keys draw
			text = numberedIn(len(t.Hand), text, digitKeys)
		}
		caption := widgets.NewTipLabel(text) // as wide as the card: cut off, with a tooltip
		t.Hand = append(t.Hand, face)
		t.Flip = append(t.Flip, flip)
		t.captions = append(t.captions, caption)
		t.hand.Add(container.NewVBox(container.NewStack(frame, container.NewPadded(face)), container.NewBorder(nil, nil, nil, flip, caption)))
	}
	t.hand.Refresh()
}

// showSide draws the score track, the objectives and what can be drawn.
func (t *codexTable) showSide(e *codex.State, legal []codex.Move) {
	t.side.RemoveAll()
	t.side.Add(bold(lang.L("Score")))
	target := float64(e.Rules().Target)
	for i := 0; i < e.Seats(); i++ {
		s := cards.Seat(i)
		bar := widget.NewProgressBar()
		bar.Max = max(target, float64(e.Points(s)))
		bar.SetValue(float64(e.Points(s)))
		bar.TextFormatter = func() string { return fmt.Sprintf("%d / %d", e.Points(s), int(target)) }
		name := t.st.name(s)
		if s == e.ToMove() {
			name = "▸ " + name
		}
		if e.Resigned(s) {
			name = lang.L("{{.Name}} (resigned)", map[string]string{"Name": name})
		}
		info := lang.L("{{.Name}} · hand {{.Count}}", map[string]any{"Name": name, "Count": len(e.Hand(s))})
		t.side.Add(container.NewBorder(nil, nil, widget.NewLabel(info), nil, bar))
	}
	t.side.Add(bold(lang.L("Draw")))
	t.DrawButtons = map[string]*widget.Button{}
	t.drawList = nil
	sources := container.NewGridWrap(fyne.NewSize(codexSideCard, codexSideCard*codex.CardHeight/codex.CardWidth+40))
	for slot, id := range e.FaceUp() {
		sources.Add(t.drawSource(legal, codex.DrawFrom(slot), id, codex.Front, lang.L("Take")))
	}
	res, gold := e.DeckSizes()
	sources.Add(t.drawSource(legal, codex.DrawFrom(codex.FromResourceDeck), e.DeckTop(false), codex.Back, lang.L("Resources ({{.Count}})", map[string]int{"Count": res})))
	sources.Add(t.drawSource(legal, codex.DrawFrom(codex.FromGoldDeck), e.DeckTop(true), codex.Back, lang.L("Gold ({{.Count}})", map[string]int{"Count": gold})))
	if e.Phase() == codex.DrawPhase { // the number keys draw; they select hand cards otherwise
		numberButtonsIn(t.drawList, 0, digitKeys)
	}
	t.side.Add(sources)
	t.side.Add(bold(lang.L("Objectives")))
	small := float32(codexSideCard) * 0.62 // three in a row, so the draw area and the score fit together
	objectives := container.NewGridWrap(fyne.NewSize(small, small*codex.CardHeight/codex.CardWidth+4))
	ids := e.Common()
	objectiveIDs := ids[:]
	if t.st.Viewer != cards.NoSeat {
		if id := e.Secret(t.st.Viewer); id != 0 {
			objectiveIDs = append(objectiveIDs, id)
		}
	}
	for _, id := range objectiveIDs {
		fv := widgets.NewFaceView(codex.FaceIn(id, codex.Front, uilang.Game()), small)
		fv.OnTapped = func() { t.preview(id, codex.Front, nil) }
		objectives.Add(fv)
	}
	hint := widget.NewLabel(lang.L("Common, then your secret one (tap to enlarge)"))
	hint.Wrapping = fyne.TextWrapWord // a long translation wraps, never widens the side
	t.side.Add(hint)
	t.side.Add(objectives)
	t.side.Refresh()
}

// drawSource draws a card to draw from (a face-up card, or a deck's top card face down) with its
// button, which plays move.
func (t *codexTable) drawSource(legal []codex.Move, move codex.Move, id int, side codex.Side, label string) fyne.CanvasObject {
	var face fyne.CanvasObject = widget.NewLabel(lang.L("(empty)"))
	if id != 0 {
		fv := widgets.NewFaceView(codex.FaceIn(id, side, uilang.Game()), codexSideCard)
		face = fv
		var options []choiceOption
		if slices.Contains(legal, move) {
			options = []choiceOption{{Label: lang.L("Take it"), Move: move}}
		}
		fv.OnTapped = func() { t.preview(id, side, options) }
	}
	b := widget.NewButton(label, func() { t.st.Play(move) })
	b.Importance = widget.LowImportance
	if slices.Contains(legal, move) {
		b.Importance = widget.HighImportance
	} else {
		b.Disable()
	}
	t.DrawButtons[move.String()] = b
	t.drawList = append(t.drawList, b)
	return container.NewVBox(face, b)
}

// preview shows a card large, with the moves that use it.
func (t *codexTable) preview(id int, side codex.Side, options []choiceOption) {
	if t.st.Window != nil {
		t.Preview = showCardPreview(t.st.Window, lang.L("Card {{.N}}", map[string]int{"N": id}), codex.FaceIn(id, side, uilang.Game()), codex.CardRulesIn(id, uilang.Game()), options, t.st.Play)
	}
}

// askSetup asks the setup choices in a dialog: the starter's side (both faces shown), a colour,
// the secret objective (both faces shown).
func (t *codexTable) askSetup(e *codex.State, legal []codex.Move) {
	var title, question string
	var options []choiceOption
	for _, mv := range legal {
		switch mv.Kind() {
		case codex.ChooseSide:
			title, question = lang.L("Your starter card"), lang.L("Which side of your starter card faces up?")
			face := codex.FaceIn(e.Starter(t.st.Viewer), mv.Side(), uilang.Game())
			options = append(options, choiceOption{Label: lang.L("This side: {{.Side}}", map[string]string{"Side": sideWord(mv.Side())}), Move: mv, Face: &face})
		case codex.ChooseColour:
			title, question = lang.L("Your colour"), lang.L("Which colour do you play?")
			options = append(options, choiceOption{Label: uilang.Colour(codex.Colours[mv.Slot()]), Move: mv})
		case codex.ChooseSecret:
			title, question = lang.L("Your secret objective"), lang.L("Which objective do you keep secret?")
			id := int(mv.Card())
			face := codex.FaceIn(id, codex.Front, uilang.Game())
			options = append(options, choiceOption{Label: lang.L("Keep {{.N}}", map[string]int{"N": id}), Move: mv, Face: &face})
		}
	}
	if len(options) > 0 {
		t.Choice = showChoice(t.st.Window, title, question, options, t.st.Play)
	}
}
