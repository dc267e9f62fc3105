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
		return notation.grow[m.Arg&3]
	case MoveNoGrow:
		return "no grow"
	case MovePlay:
		return m.cardText(m.tab.playText, "play ")
	case MoveTrigger:
		return numbered(notation.trigger, "trigger ", m.Arg)
	case MovePass:
		return "pass"
	case MovePayAny:
		return notation.pay[m.Arg&3]
	case MovePayCard:
		return m.cardText(m.tab.payCardText, "pay card ")
	case MoveDrawDeck:
		return "draw deck"
	case MoveDrawDiscard:
		return "draw discard"
	case MoveGain:
		return notation.gain[m.Arg&3]
	case MoveTarget:
		return numbered(notation.target, "target seat ", m.Arg)
	case MoveLose:
		return notation.lose[m.Arg&3]
	case MoveDiscard:
		return m.cardText(m.tab.discardText, "discard ")
	case MoveEnd:
		return "end"
	case MoveResign:
		return "resign"
	}
	return "none"
}

// notation holds the written moves that name a counter or a number, built once, so writing a
// move (which simulations do for every move) allocates nothing.
var notation = struct {
	grow, pay, gain, lose [4]string
	trigger, target       []string
}{
	grow: prefixed("grow "), pay: prefixed("pay "), gain: prefixed("gain "), lose: prefixed("lose "),
	trigger: numberedTexts("trigger ", maxPiles), target: numberedTexts("target seat ", maxSeats),
}

func prefixed(p string) [4]string {
	var out [4]string
	for i, c := range counterNames {
		out[i] = p + c
	}
	return out
}

func numberedTexts(p string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = p + strconv.Itoa(i+1)
	}
	return out
}

// numbered returns the prebuilt text of number arg (counted from 0), or builds it past the table.
func numbered(texts []string, prefix string, arg uint8) string {
	if int(arg) < len(texts) {
		return texts[arg]
	}
	return prefix + strconv.Itoa(int(arg)+1)
}

// cardText returns the prebuilt text of a move naming a card, or builds it.
func (m Move) cardText(texts []string, prefix string) string {
	if m.tab != nil && int(m.Arg) < len(texts) {
		return texts[m.Arg]
	}
	return prefix + m.Card()
}
