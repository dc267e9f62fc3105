package play

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/cards"
)

// logLines is how many of the last moves the log panel lists.
const logLines = 40

// matchScreen is the screen of a match being played: whose turn it is, a "thinking…" indicator,
// the game's table, the last moves, undo and save; between two people the pass screen, and at the
// end the result panel.
type matchScreen struct {
	Ctrl     *playController
	Viewer   cards.Seat // whose hidden cards the table shows; NoSeat when only computers play
	View     tableView
	Turn     *widget.Label // "Anna to move"
	Thinking *widget.Label // "Bot 2 is thinking…", hidden when nobody thinks
	Spinner  *widget.ProgressBarInfinite
	Error    *widget.Label // the last failed move
	Log      *widget.Label // the last moves, one a line
	Undo     *widget.Button
	Save     *widget.Button
	Leave    *widget.Button
	Plain    *widget.Check // play on the generic table instead of the game's own
	Pass     *passScreen
	Result   *resultPanel
	Passing  bool      // the pass screen is up
	Asking   *question // the confirmation shown (resign), nil when none
	zeros    int       // the 0s typed before the next key (see keyCode)
	// settled is when Enter and Space work again after the pass screen came up or went down
	// (enterSettle): a double press or a held key neither reveals the next hand to the last player
	// nor ends the turn of the next one. now is the clock (time.Now; a test's own).
	settled time.Time
	now     func() time.Time

	win         fyne.Window
	frames      *frameMeter // measures repaint gaps while a computer thinks (FLASKDECK_FRAMELOG)
	actions     resultActions
	logBox      *container.Scroll
	body        *fyne.Container // the table layout, or the pass screen
	layout      fyne.CanvasObject
	table       *fyne.Container // holds View's object (in tableScroll once the match is over)
	tableScroll *container.Scroll
	top         *fyne.Container // the header, or the result panel above it
	header      fyne.CanvasObject
	obj         fyne.CanvasObject
}

// newMatchScreen builds the screen of the match ctrl runs. leave is called by "Leave"; actions are
// the result panel's buttons.
func newMatchScreen(win fyne.Window, ctrl *playController, leave func(), actions resultActions) *matchScreen {
	s := &matchScreen{
		Ctrl:     ctrl,
		Viewer:   firstViewer(ctrl.Setup.Seats),
		Turn:     widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		Thinking: widget.NewLabel(""),
		Spinner:  widget.NewProgressBarInfinite(),
		Error:    widget.NewLabel(""),
		Log:      widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}),
		win:      win,
		actions:  actions,
		frames:   newFrameMeter(),
		now:      time.Now,
	}
	s.Log.Wrapping = fyne.TextWrapWord // long lines wrap instead of widening the panel
	s.Error.Importance = widget.DangerImportance
	s.Error.Wrapping = fyne.TextWrapWord
	s.Undo = widget.NewButtonWithIcon(lang.L("Undo my move"), theme.ContentUndoIcon(), s.undo)
	s.Save = widget.NewButtonWithIcon(lang.L("Save…"), theme.DocumentSaveIcon(), actions.Save)
	s.Leave = widget.NewButtonWithIcon(lang.L("Leave"), theme.LogoutIcon(), leave)
	s.Plain = widget.NewCheck(lang.L("Plain view"), func(bool) { s.rebuildView() })
	s.Pass = newPassScreen(s.revealTable, s.undoFromPass)
	s.Result = newResultPanel(actions)
	spinner := container.NewGridWrap(fyne.NewSize(90, s.Spinner.MinSize().Height), s.Spinner)
	s.header = container.NewBorder(nil, nil, container.NewHBox(s.Turn, spinner, s.Thinking),
		container.NewHBox(s.Plain, s.Undo, s.Save, s.Leave))
	s.top = container.NewVBox(s.header)
	s.logBox = container.NewVScroll(s.Log)
	logPanel := container.NewBorder(widget.NewLabelWithStyle(lang.L("Moves"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, nil, nil,
		container.New(followEnd{s.logBox}, s.logBox))
	s.table = container.NewStack()
	main := container.NewHSplit(s.table, logPanel)
	main.Offset = 0.8
	s.layout = container.NewBorder(s.top, s.Error, nil, nil, main)
	s.body = container.NewStack(s.layout)
	s.obj = s.body
	s.rebuildView()
	ctrl.OnChange = s.refresh
	return s
}

func (s *matchScreen) Object() fyne.CanvasObject { return s.obj }

// firstViewer is whose hand the table shows first: the only person at the table, or nobody when
// several share the screen (the pass screen comes first) or only computers play.
func firstViewer(seats []playSeat) cards.Seat {
	if humanCount(seats) != 1 {
		return cards.NoSeat
	}
	for i, seat := range seats {
		if seat.Human() {
			return cards.Seat(i)
		}
	}
	return cards.NoSeat
}

// rebuildView makes a new table view (the game's own, or the generic one when "Plain view" is on).
func (s *matchScreen) rebuildView() {
	s.View = newTableView(s.Ctrl.Match.Game, s.Plain.Checked)
	s.table.Objects = []fyne.CanvasObject{s.View.Object()}
	s.table.Refresh()
	s.refresh()
}

// refresh shows the controller's state: called after every change.
func (s *matchScreen) refresh() {
	c := s.Ctrl
	t := c.Match.Table
	toMove := t.ToMove()
	over := t.Over()
	thinking := ""
	if c.Thinking != cards.NoSeat {
		thinking = c.Name(c.Thinking)
	}
	s.frames.update(thinking)
	if !over && c.SeatIsHuman(toMove) && toMove != s.Viewer && humanCount(c.Setup.Seats) >= 2 {
		s.showPass(c.Name(toMove), s.passUndoName())
		return
	}
	s.hidePass()
	switch {
	case over:
		s.Turn.SetText(lang.L("The match is over"))
	case c.Thinking != cards.NoSeat:
		s.Turn.SetText(lang.L("{{.Name}} to move", map[string]string{"Name": c.Name(toMove)}))
	case toMove == s.Viewer:
		s.Turn.SetText(lang.L("Your move, {{.Name}}", map[string]string{"Name": c.Name(toMove)}))
	default:
		s.Turn.SetText(lang.L("{{.Name}} to move", map[string]string{"Name": c.Name(toMove)}))
	}
	if c.Thinking != cards.NoSeat {
		s.Thinking.SetText(lang.L("{{.Name}} is thinking…", map[string]string{"Name": c.Name(c.Thinking)}))
		s.Spinner.Show()
		s.Spinner.Start()
	} else {
		s.Thinking.SetText("")
		s.Spinner.Stop()
		s.Spinner.Hide()
	}
	if c.Err != nil {
		s.Error.SetText(uilang.ErrorText(c.Err))
		s.Error.Show()
	} else {
		s.Error.Hide()
	}
	if c.CanUndo(s.Viewer) {
		s.Undo.Enable()
	} else {
		s.Undo.Disable()
	}
	s.showResult(over)
	s.Log.SetText(s.logText())
	s.logBox.ScrollToBottom()
	s.View.Show(tableState{
		Game: c.Match.Game, Table: t, Viewer: s.Viewer, Names: s.names(),
		CanPlay: !over && toMove == s.Viewer && c.SeatIsHuman(toMove) && c.Thinking == cards.NoSeat,
		Play:    s.play, Window: s.win,
	})
}

// showResult puts the result panel above the header when the match is over.
func (s *matchScreen) showResult(over bool) {
	s.placeTable(over)
	if !over {
		if len(s.top.Objects) != 1 {
			s.top.Objects = []fyne.CanvasObject{s.header}
			s.top.Refresh()
		}
		return
	}
	res := s.Ctrl.Match.Table.Result()
	res.Reason = cards.ReasonIn(s.Ctrl.Match.Table, uilang.Game()) // the log keeps the English reason
	s.Result.Show(res, s.Ctrl.Setup.Seats, cards.Reveal(s.Ctrl.Match.Table))
	if len(s.top.Objects) == 1 {
		s.top.Objects = []fyne.CanvasObject{s.Result.Object(), s.header}
		s.top.Refresh()
	}
}

// placeTable shows the table as it is while the match runs, and in a vertical scroll once it is
// over: the result panel above then takes room (its reveal opened, up to a quarter of the window
// more), and the table scrolls rather than push the screen past the window's bottom edge.
func (s *matchScreen) placeTable(over bool) {
	want := s.View.Object()
	if over {
		if s.tableScroll == nil || s.tableScroll.Content != want {
			s.tableScroll = container.NewVScroll(want)
		}
		want = s.tableScroll
	}
	if len(s.table.Objects) != 1 || s.table.Objects[0] != want {
		s.table.Objects = []fyne.CanvasObject{want}
		s.table.Refresh()
	}
}

// hideTable shows the table as a spectator sees it, with nothing to decide: the previous person's
// hand is forgotten and any choice dialog closed.
func (s *matchScreen) hideTable() {
	s.View.Show(tableState{Game: s.Ctrl.Match.Game, Table: s.Ctrl.Match.Table, Viewer: cards.NoSeat, Names: s.names(), Window: s.win})
}

// passUndoName is the name of the person who may still take back their move from the pass screen
// (the one who just passed), "" when nobody may.
func (s *matchScreen) passUndoName() string {
	if s.Viewer == cards.NoSeat || !s.Ctrl.CanUndo(s.Viewer) {
		return ""
	}
	return s.Ctrl.Name(s.Viewer)
}

// showPass covers the table with "Pass to NAME"; undoer, when not "", may take back their move there.
func (s *matchScreen) showPass(name, undoer string) {
	s.hideTable()
	s.Pass.Show(name, undoer)
	if !s.Passing {
		s.Passing = true
		s.settled = s.now().Add(enterSettle)
		s.body.Objects = []fyne.CanvasObject{s.Pass.Object()} // the table is not drawn at all
		s.body.Refresh()
	}
}

func (s *matchScreen) hidePass() {
	if s.Passing {
		s.Passing = false
		s.body.Objects = []fyne.CanvasObject{s.layout}
		s.body.Refresh()
	}
}

// revealTable is the pass screen's tap: the person to move now sees their hand.
func (s *matchScreen) revealTable() {
	s.settled = s.now().Add(enterSettle)
	s.Viewer = s.Ctrl.Match.Table.ToMove()
	s.refresh()
}

// play plays the viewer's move, as the table hands it over: the match records its notation.
// Resigning asks first.
func (s *matchScreen) play(move fmt.Stringer) {
	text := move.String()
	if text == "resign" {
		s.ask(lang.L("Resign?"), s.resignQuestion(), lang.L("Resign"), func() {
			_ = s.Ctrl.Play(text)
		})
		return
	}
	_ = s.Ctrl.Play(text) // a failed move shows in the error line
}

// resignQuestion says what resigning does now: the others play on, or (the last opponent left) the
// match ends and who wins. It plays the resignation on a copy of the table to know.
func (s *matchScreen) resignQuestion() string {
	after := s.Ctrl.Match.Table.CloneTable()
	if _, err := after.Play("resign"); err == nil && after.Over() {
		if w := after.Result().Winners; len(w) == 1 {
			return lang.L("Leave the match for good? It ends, and {{.Name}} wins.", map[string]string{"Name": s.Ctrl.Name(w[0])})
		}
		return lang.L("Leave the match for good? It ends now.")
	}
	return lang.L("Leave the match for good? The others play on without you.")
}

// question is a confirmation the screen asks for; yes runs when it is confirmed.
type question struct {
	Text string // what is asked
	dlg  *dialog.ConfirmDialog
	yes  func()
}

// ask shows a confirmation dialog; yes runs only when it is confirmed.
func (s *matchScreen) ask(title, text, confirm string, yes func()) {
	q := &question{Text: text, yes: yes}
	q.dlg = dialog.NewConfirm(title, text, func(ok bool) {
		if s.Asking == q {
			s.Asking = nil
			if ok {
				yes()
			}
		}
	}, s.win)
	q.dlg.SetConfirmText(confirm)
	q.dlg.SetDismissText(lang.L("Cancel"))
	s.Asking = q
	q.dlg.Show()
}

// Answer answers the confirmation shown (yes: confirm it), as its buttons do.
func (s *matchScreen) Answer(yes bool) {
	q := s.Asking
	if q == nil {
		return
	}
	s.Asking = nil
	q.dlg.Hide()
	if yes {
		q.yes()
	}
}

func (s *matchScreen) undo() {
	if err := s.Ctrl.Undo(s.Viewer); err != nil {
		dialog.ShowError(uilang.Error(err), s.win)
	}
}

// undoFromPass takes back the move of the person who just passed the screen. The screen may be in
// the next person's hands already, so the table stays covered: "Pass to NAME" comes first.
func (s *matchScreen) undoFromPass() {
	viewer := s.Viewer
	s.Viewer = cards.NoSeat
	if err := s.Ctrl.Undo(viewer); err != nil {
		s.Viewer = viewer
		dialog.ShowError(uilang.Error(err), s.win)
	}
	s.refresh()
}

func (s *matchScreen) names() []string {
	names := make([]string, len(s.Ctrl.Setup.Seats))
	for i := range names {
		names[i] = s.Ctrl.Name(cards.Seat(i))
	}
	return names
}

// logText lists the last moves, oldest first.
func (s *matchScreen) logText() string {
	feed := s.Ctrl.Match.Feed
	if len(feed) == 0 {
		return lang.L("(no moves yet)")
	}
	lines := make([]string, 0, logLines)
	for i := max(0, len(feed)-logLines); i < len(feed); i++ {
		lines = append(lines, moveLine(s.Ctrl.Setup.Seats, feed, s.Viewer, i))
	}
	return strings.Join(lines, "\n")
}
