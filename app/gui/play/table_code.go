package play

import (
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
)

// Sizes of the CODE table, in Fyne units.
const (
	codeHandCard = 120
	codePileCard = 112
	codeBackCard = 54
)

// codeTable is CODE's table: the other players' hand sizes (and Gift offers), both discard tops,
// the deck, the direction of play and a pending +2; the viewer's own code card and hand, sorted,
// where tapping cards selects one or a pair to discard or an action card to play; and the action
// choices (Swap, Reset, Gift) in dialogs.
type codeTable struct {
	Hand     []*widgets.FaceView // the viewer's hand, sorted
	Cards    []code.Card         // the card of each hand face
	Selected map[int]bool        // indices into Hand
	Buttons  []*widget.Button    // what the selection and the turn allow
	Prompt   *widget.Label
	reserve  *widget.Label // the prompt with nothing selected: the height the prompt keeps
	Info     *widget.Label // direction, pending +2, deck
	Choice   *choiceDialog

	others *fyne.Container
	piles  *fyne.Container
	code   *fyne.Container // the viewer's code card
	title  *widget.Label   // "Your hand (N)"
	hand   *fyne.Container // the hand's cards, shrunk and wrapped to fit (handLayout)
	acts   *fyne.Container
	body   *fyne.Container
	moves  int              // the position's move count when the selection was made
	keyed  []*widget.Button // the buttons numbered after the hand cards
	end    *widget.Button   // the button Enter taps, nil when none
	st     tableState
	obj    fyne.CanvasObject
}

func newCodeTable() tableView {
	t := &codeTable{
		Prompt:   widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		Info:     widget.NewLabel(""),
		Selected: map[int]bool{},
		others:   container.NewHBox(), piles: container.NewHBox(), acts: container.NewHBox(),
		code: container.NewStack(), title: bold(""),
		hand: container.New(&handLayout{maxWidth: codeHandCard, minWidth: 44, aspect: float32(code.CardHeight / code.CardWidth),
			extra: widget.NewLabel("1").MinSize().Height}),
	}
	t.Prompt.Wrapping = fyne.TextWrapWord
	// The piles at the left of the direction and the other players, the prompt and the buttons,
	// then the viewer's code card and the hand in all the space left: its cards shrink and wrap
	// to fit (a 1024×700 window holds 10 of them without a scrollbar). A hand that does not fit
	// even at the smallest cards (forty cards and more) scrolls, rather than push the window
	// past the screen.
	// The prompt keeps the height of its words with nothing selected, so selecting a card does not
	// move the hand (TestSelectingACodeCardKeepsTheHandInPlace).
	prompt, reserve := newReservedPrompt(t.Prompt)
	t.reserve = reserve
	top := container.NewVBox(
		container.NewBorder(nil, nil, t.piles, nil, container.NewVBox(t.Info, container.NewHScroll(t.others))),
		widget.NewSeparator(), prompt, t.acts)
	t.body = container.NewBorder(top, nil, nil, nil,
		container.NewBorder(t.title, nil, t.code, nil, container.NewVScroll(t.hand)))
	t.obj = t.body
	return t
}

func (t *codeTable) Object() fyne.CanvasObject { return t.obj }

func (t *codeTable) Show(st tableState) {
	e, ok := st.Table.Engine().(*code.State)
	if !ok {
		return
	}
	if e.Moves() != t.moves || st.Viewer != t.st.Viewer || st.Table != t.st.Table {
		t.Selected = map[int]bool{} // a new position: nothing selected
		t.moves = e.Moves()
	}
	t.st = st
	t.Choice.Hide()
	t.Choice = nil
	legal := legalOf[code.Move](st)
	t.showOthers(e)
	t.showPiles(e)
	t.showHand(e)
	t.showActions(e, legal)
	t.body.Refresh()
	if st.CanPlay {
		t.askGift(e, legal)
	}
}

// showOthers draws every seat but the viewer's: name, hand size, and a card laid out for a Gift.
func (t *codeTable) showOthers(e *code.State) {
	t.others.RemoveAll()
	for i := 0; i < e.Seats(); i++ {
		s := cards.Seat(i)
		if s == t.st.Viewer {
			continue
		}
		title := t.st.name(s)
		switch {
		case e.Resigned(s):
			title = lang.L("{{.Name}} (resigned)", map[string]string{"Name": title})
		case s == e.ToMove():
			title = lang.L("{{.Name}} — deciding", map[string]string{"Name": title})
		}
		back := widgets.NewFaceView(code.BackFace(), codeBackCard)
		count := widget.NewLabel(lang.N("{{.Count}} cards", e.HandSize(s), map[string]int{"Count": e.HandSize(s)}))
		row := container.NewHBox(back, count)
		if c := e.Offered(s); c != code.NoCard {
			// Beside the hand, not under it: the seat's box keeps its height, so a Gift does not
			// make the table taller than a 1024×700 window (TestALaidOutCardKeepsTheCodeTableInTheWindow).
			laid := widget.NewLabelWithStyle(lang.L("Lays out"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			row = container.NewHBox(back, container.NewVBox(count, laid), widgets.NewFaceView(code.CardFaceIn(c, uilang.Game()), codeBackCard))
		}
		box := container.NewVBox(bold(title), row)
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		bg.CornerRadius = 6
		if s == e.ToMove() {
			bg.StrokeColor, bg.StrokeWidth = theme.Color(theme.ColorNamePrimary), 2
		}
		t.others.Add(container.NewStack(bg, container.NewPadded(box)))
	}
	t.others.Refresh()
}

// showPiles draws both discard tops and the deck, and says the direction and a pending +2.
func (t *codeTable) showPiles(e *code.State) {
	t.piles.RemoveAll()
	t.piles.Add(titled(lang.L("Number pile"), widgets.NewFaceView(code.CardFaceIn(e.NumberTop(), uilang.Game()), codePileCard)))
	var action fyne.CanvasObject = container.NewGridWrap(fyne.NewSize(codePileCard, 40), widget.NewLabel(lang.L("(empty)")))
	if c := e.ActionTop(); c != code.NoCard {
		action = widgets.NewFaceView(code.CardFaceIn(c, uilang.Game()), codePileCard)
	}
	t.piles.Add(titled(lang.L("Action pile"), action))
	t.piles.Add(titled(lang.L("Deck ({{.Count}})", map[string]int{"Count": e.DeckSize()}), widgets.NewFaceView(code.BackFace(), codePileCard)))
	t.piles.Refresh()
	dir := lang.L("Play goes clockwise ↻")
	if !e.Clockwise() {
		dir = lang.L("Play goes counter-clockwise ↺")
	}
	lines := []string{dir}
	if !e.Over() { // a finished game has no turn: the result above says who won
		lines = append(lines, lang.L("Turn: {{.Name}}", map[string]string{"Name": t.st.name(e.Turn())}))
	}
	if n := e.Pending(); n > 0 {
		lines = append(lines, lang.L("+2 pending: {{.Name}} must take {{.Count}} cards or answer with a +2", map[string]any{"Name": t.st.name(e.ToMove()), "Count": n}))
	}
	if c := e.Drawn(); c != code.NoCard && t.st.Viewer == e.ToMove() {
		lines = append(lines, lang.L("You drew {{.Card}}", map[string]string{"Card": c.NameIn(uilang.Game())}))
	}
	t.Info.SetText(strings.Join(lines, "\n"))
}

// showHand draws the viewer's code card and sorted hand; selected cards are framed.
func (t *codeTable) showHand(e *code.State) {
	t.hand.RemoveAll()
	t.code.RemoveAll()
	t.Hand, t.Cards = nil, nil
	if t.st.Viewer == cards.NoSeat {
		t.title.SetText("")
		t.hand.Refresh()
		return
	}
	t.code.Add(titled(lang.L("Your code"), container.NewPadded(widgets.NewFaceView(code.CodeFaceIn(e.CodeOf(t.st.Viewer), true, uilang.Game()), codeBackCard*1.6))))
	for i, c := range sortedHand(e.Hand(t.st.Viewer)) {
		face := widgets.NewFaceView(code.CardFaceIn(c, uilang.Game()), codeHandCard)
		face.OnTapped = func() { t.toggle(i) }
		frame := canvas.NewRectangle(color.Transparent)
		frame.CornerRadius = 8
		if t.Selected[i] {
			frame.StrokeColor, frame.StrokeWidth = theme.Color(theme.ColorNamePrimary), 4
			frame.FillColor = theme.Color(theme.ColorNameSelection)
		}
		t.Hand, t.Cards = append(t.Hand, face), append(t.Cards, c)
		key := ""
		if t.st.CanPlay { // its key
			key = keyCode(i, moveKeys)
		}
		t.hand.Add(container.NewBorder(nil, widget.NewLabelWithStyle(key, fyne.TextAlignCenter, fyne.TextStyle{}), nil, nil,
			container.NewStack(frame, container.NewPadded(face))))
	}
	title := lang.L("Your hand ({{.Count}})", map[string]int{"Count": len(t.Cards)})
	if t.st.CanPlay {
		title = lang.L("Your hand ({{.Count}}) — tap one card or a pair (or type its number)", map[string]int{"Count": len(t.Cards)})
	}
	t.title.SetText(title)
	t.code.Refresh()
	t.hand.Refresh()
}

// toggle selects or deselects hand card i (at most two stay selected).
func (t *codeTable) toggle(i int) {
	if !t.st.CanPlay {
		return
	}
	if t.Selected[i] {
		delete(t.Selected, i)
	} else {
		if len(t.Selected) == 2 {
			t.Selected = map[int]bool{}
		}
		t.Selected[i] = true
	}
	t.Show(t.st)
}

// selection returns the selected cards in hand order.
func (t *codeTable) selection() []code.Card {
	var out []code.Card
	for i, c := range t.Cards {
		if t.Selected[i] {
			out = append(out, c)
		}
	}
	return out
}

// showActions offers what the selection and the turn allow, and says what to do.
func (t *codeTable) showActions(e *code.State, legal []code.Move) {
	t.acts.RemoveAll()
	t.Buttons = nil
	add := func(label string, move code.Move, imp widget.Importance, do func()) {
		if do == nil {
			do = func() { t.Selected = map[int]bool{}; t.st.Play(move) }
		}
		b := widget.NewButton(label, do)
		b.Importance = imp
		t.Buttons = append(t.Buttons, b)
		t.acts.Add(b)
	}
	for _, a := range codeSelectionActions(t.selection(), legal) {
		var do func()
		if a.Asks != code.NoCard {
			do = func() { t.askActionChoice(e, a.Asks, legal) }
		}
		add(a.Label, a.Move, widget.HighImportance, do)
	}
	for _, mv := range legal {
		switch mv.Kind {
		case code.Draw:
			add(lang.L("Draw a card"), mv, widget.MediumImportance, nil)
		case code.Keep:
			add(lang.L("Keep it"), mv, widget.MediumImportance, nil)
		case code.Pass:
			add(lang.L("Pass (nothing to draw)"), mv, widget.MediumImportance, nil)
		case code.TakePenalty:
			add(lang.L("Take {{.Count}} cards", map[string]int{"Count": int(mv.N)}), mv, widget.WarningImportance, nil)
		}
	}
	if resign := (code.Move{Kind: code.Resign}); slices.Contains(legal, resign) {
		add(lang.L("Resign"), resign, widget.DangerImportance, nil)
	}
	t.end = nil // Enter: the selection's first move, else drawing (or keeping, passing, taking)
	for _, b := range t.Buttons {
		if t.end == nil && b.Importance != widget.DangerImportance {
			t.end = b
		}
	}
	var keyed []*widget.Button
	for _, b := range t.Buttons {
		if b.Importance != widget.DangerImportance { // one key must never lose the game
			keyed = append(keyed, b)
		}
	}
	if t.st.CanPlay {
		numberButtons(keyed, len(t.Hand))
		t.keyed = keyed
	} else {
		t.keyed = nil
	}
	t.acts.Refresh()
	playable := len(t.Buttons) > 0 && t.Buttons[0].Importance == widget.HighImportance
	t.reserve.SetText(t.prompt(e, false, false))
	t.Prompt.SetText(t.prompt(e, len(t.selection()) > 0, playable))
}

// prompt says what to do now, with or without cards selected and whether they can be played.
func (t *codeTable) prompt(e *code.State, selected, playable bool) string {
	who := t.st.name(e.ToMove())
	w := map[string]any{"Name": who}
	switch {
	case e.Over():
		return lang.L("The game is over.")
	case !t.st.CanPlay:
		return lang.L("Waiting for {{.Name}}…", w)
	case e.Pending() > 0:
		return lang.L("{{.Name}}, answer the +2 with your own +2 (select it), or take the cards.", w)
	case e.Drawn() != code.NoCard:
		return lang.L("{{.Name}}, the card you drew fits: discard it (alone or in a pair with a hand card), or keep it.", w)
	case !selected:
		w["Card"], w["Sum"] = e.NumberTop().NameIn(uilang.Game()), e.NumberTop().Digit()
		return lang.L("{{.Name}}, select a card matching {{.Card}} (same number or colour), two cards adding up to {{.Sum}}, or an action card; or draw.", w)
	case !playable:
		return lang.L("That selection cannot be played: change it, or draw.")
	}
	return lang.L("{{.Name}}, play your selection.", w)
}

// askActionChoice asks which pile a Swap takes from, or whose code a Reset changes.
func (t *codeTable) askActionChoice(e *code.State, action code.Card, legal []code.Move) {
	var options []choiceOption
	var title, question string
	for _, mv := range legal {
		if mv.Kind != code.Play || mv.A != action {
			continue
		}
		switch action {
		case code.Swap:
			title, question = action.NameIn(uilang.Game()), lang.L("Take which top card into your hand?")
			top := e.NumberTop()
			if mv.N == code.SwapAction {
				top = e.ActionTop()
			}
			face := code.CardFaceIn(top, uilang.Game())
			options = append(options, choiceOption{Label: lang.L("Take {{.Card}}", map[string]string{"Card": top.NameIn(uilang.Game())}), Move: mv, Face: &face})
		case code.Reset:
			title, question = action.NameIn(uilang.Game()), lang.L("Whose code card goes under the code pile (they draw a new one)?")
			options = append(options, choiceOption{Label: t.st.name(cards.Seat(mv.N)), Move: mv})
		}
	}
	if len(options) > 0 {
		// The selection stays while the choice is open: cancelled, the same card is still selected.
		t.Choice = showCancellableChoice(t.st.Window, title, question, options, t.st.Play)
	}
}

// askGift asks the Gift choices: a responder lays out a card; the giver takes one or none.
func (t *codeTable) askGift(e *code.State, legal []code.Move) {
	var options []choiceOption
	var title, question string
	for _, mv := range legal {
		switch mv.Kind {
		case code.Offer:
			title = code.Gift.NameIn(uilang.Game())
			question = lang.L("{{.Name}} played a {{.Gift}}: lay out one card of your hand. They may take it (you then draw a card).", map[string]string{"Name": t.st.name(e.Turn()), "Gift": code.Gift.NameIn(uilang.Game())})
			face := code.CardFaceIn(mv.A, uilang.Game())
			options = append(options, choiceOption{Label: lang.L("Lay out {{.Card}}", map[string]string{"Card": mv.A.NameIn(uilang.Game())}), Move: mv, Face: &face})
		case code.TakeGift:
			title, question = code.Gift.NameIn(uilang.Game()), lang.L("Take one of the cards laid out, or none.")
			face := code.CardFaceIn(mv.A, uilang.Game())
			options = append(options, choiceOption{Label: lang.L("{{.Card}} from {{.Name}}", map[string]string{"Card": mv.A.NameIn(uilang.Game()), "Name": t.st.name(cards.Seat(mv.N))}), Move: mv, Face: &face})
		case code.TakeNothing:
			options = append(options, choiceOption{Label: lang.L("Take nothing"), Move: mv})
		}
	}
	if len(options) > 0 {
		t.Choice = showChoice(t.st.Window, title, question, options, t.st.Play)
	}
}

// Keys returns the table's keys: the hand cards by number (select or deselect), then the buttons
// of what the selection and the turn allow; Enter plays the selection (its first way) or, with
// nothing selected, draws (keeps the card drawn, passes, takes the +2 cards); and the open
// choice's answers.
func (t *codeTable) Keys() tableKeys {
	var k tableKeys
	if t.st.CanPlay {
		for i := range t.Hand {
			k.Numbered = append(k.Numbered, func() { t.toggle(i) })
		}
		k.Numbered = append(k.Numbered, tapsOf(t.keyed)...)
		if t.end != nil {
			k.End = tapsOf([]*widget.Button{t.end})[0]
		}
	}
	k.Dialog, k.Dismiss = dialogKeys(t.Choice, nil)
	return k
}
