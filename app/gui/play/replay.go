package play

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/cards"
)

// spectatorView is the "view as" entry that shows public information only.
const spectatorView = "Spectator"

// replayScreen steps through a logged match: a slider and previous/next over the moves, the table
// after each move, as a spectator or as one seat sees it, and the moves with the current one marked.
type replayScreen struct {
	History *matchHistory
	Step    int // positions shown: 0 is the setup, len(moves) the end
	Slider  *widget.Slider
	Prev    *widgets.IconButton
	Next    *widgets.IconButton
	ViewAs  *widget.Select
	Caption *widget.Label // "Move 3 of 40 — Anna: play 2"
	Moves   *widget.Label
	Close   *widget.Button
	View    tableView

	viewer   cards.Seat
	win      fyne.Window
	obj      fyne.CanvasObject
	movesBox *container.Scroll // the list of moves, kept at the current one (follow)
	follow   followMark
}

func newReplayScreen(win fyne.Window, h *matchHistory, close func()) *replayScreen {
	n := len(h.Movers)
	r := &replayScreen{
		History: h, win: win, viewer: cards.NoSeat,
		Slider:  widget.NewSlider(0, float64(max(n, 1))),
		Caption: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		Moves:   widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}),
		Close:   widget.NewButtonWithIcon(lang.L("Close"), theme.CancelIcon(), close),
		View:    newTableView(h.Match.Game, false),
	}
	r.movesBox = container.NewVScroll(r.Moves)
	r.follow = followMark{scroll: r.movesBox, mark: new(float32)}
	// Long moves wrap (a Codex placement, a Flask card and its effects): unwrapped, the list and the
	// caption asked for their widest line and squeezed the table or grew the window.
	r.Moves.Wrapping, r.Caption.Wrapping = fyne.TextWrapWord, fyne.TextWrapWord
	r.Slider.Step = 1
	r.Slider.OnChanged = func(v float64) { r.Go(int(v + 0.5)) }
	r.Prev = widgets.NewIconButton(theme.MediaSkipPreviousIcon(), lang.L("Previous move"), func() { r.Go(r.Step - 1) })
	r.Next = widgets.NewIconButton(theme.MediaSkipNextIcon(), lang.L("Next move"), func() { r.Go(r.Step + 1) })
	views := []string{spectatorView}
	for i := range h.Setup.Seats {
		views = append(views, seatName(h.Setup.Seats, cards.Seat(i)))
	}
	r.ViewAs = widget.NewSelect(views, func(choice string) {
		r.viewer = cards.NoSeat
		for i, v := range views[1:] {
			if v == choice {
				r.viewer = cards.Seat(i)
			}
		}
		r.show()
	})
	r.ViewAs.SetSelected(spectatorView)
	controls := container.NewBorder(nil, nil, container.NewHBox(r.Prev, r.Next),
		container.NewHBox(widget.NewLabel(lang.L("View as")), r.ViewAs, r.Close), r.Slider)
	side := container.NewBorder(widget.NewLabelWithStyle(lang.L("Moves"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, nil, nil,
		container.New(r.follow, r.movesBox))
	split := container.NewHSplit(r.View.Object(), side)
	split.Offset = 0.78
	r.obj = container.NewBorder(container.NewVBox(widget.NewLabelWithStyle(lang.L("Replay of a {{.Game}} match", map[string]string{"Game": h.Match.Game.Title()}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), controls, r.Caption), nil, nil, nil, split)
	r.Go(0)
	return r
}

func (r *replayScreen) Object() fyne.CanvasObject { return r.obj }

// Go shows the position after step moves (clamped to the match).
func (r *replayScreen) Go(step int) {
	step = max(0, min(step, len(r.History.Movers)))
	r.Step = step
	if int(r.Slider.Value+0.5) != step {
		r.Slider.SetValue(float64(step))
	}
	r.show()
}

func (r *replayScreen) show() {
	h, step, n := r.History, r.Step, len(r.History.Movers)
	feed := h.Match.Feed
	if step == 0 {
		r.Caption.SetText(lang.L("Setup — {{.Count}} moves in the match", map[string]int{"Count": n}))
	} else {
		r.Caption.SetText(lang.L("Move {{.N}} of {{.Total}} — {{.Move}}", map[string]any{"N": step, "Total": n, "Move": moveLine(h.Setup.Seats, feed, r.viewer, step-1)}))
	}
	if step == n && h.Match.Table.Over() {
		r.Caption.SetText(r.Caption.Text + " — " + resultTitle(h.Match.Table.Result(), h.Setup.Seats))
	}
	widgets.SetEnabled(&r.Prev.Button, step > 0)
	widgets.SetEnabled(&r.Next.Button, step < n)
	lines := make([]string, n)
	for i := range lines {
		mark := "  "
		if i == step-1 {
			mark = "▶ "
		}
		lines[i] = mark + moveLine(h.Setup.Seats, feed, r.viewer, i)
	}
	text := strings.Join(lines, "\n")
	r.Moves.SetText(text)
	*r.follow.mark = -1
	if step > 0 {
		before := len(strings.Join(lines[:step-1], "\n"))
		*r.follow.mark = float32(before) / float32(max(1, len(text)))
	}
	r.follow.show()
	names := make([]string, len(h.Setup.Seats))
	for i := range names {
		names[i] = seatName(h.Setup.Seats, cards.Seat(i))
	}
	r.View.Show(tableState{Game: h.Match.Game, Table: h.Positions[step], Viewer: r.viewer, Names: names, Window: r.win})
}
