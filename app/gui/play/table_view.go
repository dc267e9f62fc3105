package play

import (
	"fmt"
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
	// Play plays a move of the viewer: one of the legal moves of the game's engine (the typed
	// moves of Legal), whose String is the notation the match records.
	Play func(move fmt.Stringer)
	// Window hosts dialogs that ask for a move's choices.
	Window fyne.Window
}

// legalMoves returns the moves the viewer may play now in the game's notation (none when it is not
// their decision), for the generic table, which knows no game's moves.
func (st tableState) legalMoves() []string {
	if !st.CanPlay || st.Table == nil || st.Table.Over() {
		return nil
	}
	return st.Table.LegalMoves()
}

// legalOf returns the moves the viewer may play now, typed, from the engine of the table (none when
// it is not their decision, or the table's engine is not an Engine[M]).
func legalOf[M cards.Move](st tableState) []M {
	if !st.CanPlay || st.Table == nil || st.Table.Over() {
		return nil
	}
	e, ok := st.Table.Engine().(cards.Engine[M])
	if !ok {
		return nil
	}
	return e.Legal(nil)
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
