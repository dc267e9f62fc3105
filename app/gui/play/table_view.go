package play

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
)

// tableState is what a table view shows: a position as one seat may see it, and whether that seat
// may move now.
type tableState struct {
	Game    cards.Game
	Table   cards.Table
	Viewer  cards.Seat // the seat whose hidden cards are shown; NoSeat for a spectator
	Names   []string   // the seats' names
	CanPlay bool       // the viewer decides now, so Play may be called
	// Play plays a move of the viewer, written in the game's notation.
	Play func(move string)
	// Window hosts dialogs that ask for a move's choices.
	Window fyne.Window
}

// legalMoves returns the moves the viewer may play now (none when it is not their decision).
func (st tableState) legalMoves() []string {
	if !st.CanPlay || st.Table == nil || st.Table.Over() {
		return nil
	}
	return st.Table.LegalMoves()
}

// name returns seat s's name.
func (st tableState) name(s cards.Seat) string {
	if s >= 0 && int(s) < len(st.Names) && st.Names[s] != "" {
		return st.Names[s]
	}
	return s.String()
}

// tableView draws the table of one game and offers its moves.
type tableView interface {
	// Object is the view's canvas object, built once.
	Object() fyne.CanvasObject
	// Show draws st; it is called on the UI goroutine after every change.
	Show(st tableState)
}

// tableViews builds each game's own table view, keyed by the game (one line per game). A game
// without one is played on the generic table (Describe text and the legal moves as buttons).
var tableViews = map[cards.Game]func() tableView{
	flask.Game{}: newFlaskTable,
	codex.Game{}: newCodexTable,
	code.Game{}:  newCodeTable,
}

// newTableView returns the game's own table view, or the generic one when it has none or plain is set.
func newTableView(game cards.Game, plain bool) tableView {
	if build, ok := tableViews[game]; ok && !plain {
		return build()
	}
	return newGenericTable()
}

// containsMove tells whether m is among moves.
func containsMove(moves []string, m string) bool {
	for _, x := range moves {
		if x == m {
			return true
		}
	}
	return false
}

// containsInt tells whether v is among xs.
func containsInt(xs []int, v int) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}

// spacer is an invisible object of a minimum size, to keep a column wide enough.
func spacer(w, h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(w, h))
	return r
}

// bold is a bold label.
func bold(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}
