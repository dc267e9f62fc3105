package flask

import "strconv"

// MoveKind says what a move does. The zero value is no move.
type MoveKind uint8

// The kinds of Flask moves; docs/flask-play.md lists their notation.
const (
	MoveNone        MoveKind = iota
	MoveGrow                 // "grow red": add 1 to a counter at the start of the turn
	MoveNoGrow               // "no grow"
	MovePlay                 // "play NAME": announce a card from hand
	MoveTrigger              // "trigger N": trigger your reaction pile N (own turn or in response)
	MovePass                 // "pass": do not respond to the announced card
	MovePayAny               // "pay red": pay the next ❔ from that counter
	MovePayCard              // "pay card NAME": discard that hand card for the next card cost
	MoveDrawDeck             // "draw deck"
	MoveDrawDiscard          // "draw discard"
	MoveGain                 // "gain red": the kind of "+2 Resources of one kind"
	MoveTarget               // "target seat N": the opponent of an action
	MoveLose                 // "lose red": the victim loses one resource of that counter
	MoveDiscard              // "discard NAME": the victim discards that hand card
	MoveEnd                  // "end": end the turn
	MoveResign               // "resign"
)

// Move is one Flask decision. It is a small comparable value; String is its notation.
type Move struct {
	Kind MoveKind
	Arg  uint8 // counter 0..3 (red, blue, green, yellow), card kind, pile index or seat
	tab  *cardTable
}

var counterNames = [4]string{"red", "blue", "green", "yellow"}

// Resource returns the resource a grow, pay, gain or lose move names.
func (m Move) Resource() Resource { return Resources[m.Arg&3] }

// Card returns the name of the card a play, pay card or discard move names.
func (m Move) Card() string {
	if m.tab == nil || int(m.Arg) >= len(m.tab.label) {
		return "?"
	}
	return m.tab.label[m.Arg]
}

// String writes the move in Flask's notation.
func (m Move) String() string {
	switch m.Kind {
	case MoveGrow:
		return "grow " + counterNames[m.Arg&3]
	case MoveNoGrow:
		return "no grow"
	case MovePlay:
		return "play " + m.Card()
	case MoveTrigger:
		return "trigger " + strconv.Itoa(int(m.Arg)+1)
	case MovePass:
		return "pass"
	case MovePayAny:
		return "pay " + counterNames[m.Arg&3]
	case MovePayCard:
		return "pay card " + m.Card()
	case MoveDrawDeck:
		return "draw deck"
	case MoveDrawDiscard:
		return "draw discard"
	case MoveGain:
		return "gain " + counterNames[m.Arg&3]
	case MoveTarget:
		return "target seat " + strconv.Itoa(int(m.Arg)+1)
	case MoveLose:
		return "lose " + counterNames[m.Arg&3]
	case MoveDiscard:
		return "discard " + m.Card()
	case MoveEnd:
		return "end"
	case MoveResign:
		return "resign"
	}
	return "none"
}
