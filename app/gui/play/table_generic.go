package play

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// maxMoveButtons caps the buttons the generic table shows at once; the filter narrows longer lists.
const maxMoveButtons = 120

// genericTable plays any game: the position as the game describes it, in a monospace panel, and
// the legal moves as buttons (with a filter for long lists). Every game is playable on it.
type genericTable struct {
	Text        *widget.Label    // Describe(viewer)
	Prompt      *widget.Label    // whose decision it is, or how many moves are offered
	Filter      *widget.Entry    // narrows the move buttons to those containing its text
	MoveButtons []*widget.Button // the buttons shown, one per legal move

	moves *fyne.Container
	obj   fyne.CanvasObject
	st    tableState
}

func newGenericTable() tableView {
	t := &genericTable{
		Text:   widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}),
		Prompt: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		Filter: widget.NewEntry(),
		moves:  container.NewVBox(),
	}
	t.Filter.SetPlaceHolder(lang.L("filter moves…"))
	t.Filter.OnChanged = func(string) { t.showMoves() }
	right := container.NewBorder(container.NewVBox(t.Prompt, t.Filter), nil, nil, nil, container.NewVScroll(t.moves))
	t.Text.Wrapping = fyne.TextWrapWord // long lines wrap: nothing is cut off on the right
	split := container.NewHSplit(container.NewVScroll(t.Text), right)
	split.Offset = 0.62
	t.obj = split
	return t
}

func (t *genericTable) Object() fyne.CanvasObject { return t.obj }

func (t *genericTable) Show(st tableState) {
	t.st = st
	t.Text.SetText(st.Table.Describe(st.Viewer))
	t.showMoves()
}

// showMoves rebuilds the move buttons from the legal moves matching the filter.
func (t *genericTable) showMoves() {
	st := t.st
	t.moves.RemoveAll()
	t.MoveButtons = t.MoveButtons[:0]
	switch {
	case st.Table == nil || st.Table.Over():
		t.Prompt.SetText(lang.L("The game is over."))
		return
	case !st.CanPlay:
		t.Prompt.SetText(lang.L("Waiting for {{.Name}}…", map[string]string{"Name": st.name(st.Table.ToMove())}))
		return
	}
	legal := st.legalMoves()
	filter := strings.ToLower(strings.TrimSpace(t.Filter.Text))
	shown := 0
	for _, mv := range legal {
		if filter != "" && !strings.Contains(strings.ToLower(mv), filter) {
			continue
		}
		if shown == maxMoveButtons {
			break
		}
		move := notation(mv)
		b := widget.NewButton(mv, func() { st.Play(move) })
		b.Alignment = widget.ButtonAlignLeading
		t.MoveButtons = append(t.MoveButtons, b)
		t.moves.Add(b)
		shown++
	}
	prompt := lang.L("{{.Name}}, choose a move:", map[string]string{"Name": st.name(st.Viewer)})
	if shown < len(legal) {
		prompt = lang.L("{{.Name}}, choose a move ({{.Shown}} of {{.Total}} shown):", map[string]any{"Name": st.name(st.Viewer), "Shown": shown, "Total": len(legal)})
	}
	t.Prompt.SetText(prompt)
	numberButtons(t.MoveButtons, 0)
	t.moves.Refresh()
}

// notation is a move as the generic table has it: written in the game's notation.
type notation string

// String returns the move's notation.
func (n notation) String() string { return string(n) }

// Keys returns the table's keys: the move buttons by number.
func (t *genericTable) Keys() tableKeys { return tableKeys{Numbered: tapsOf(t.MoveButtons)} }
