package play

import (
	"strconv"
	"strings"
)

// flaskMoves sorts Flask's legal moves (docs/flask-play.md) by how the table offers them: hand cards
// to tap, buttons for the turn's steps, and choices asked in a dialog.
type flaskMoves struct {
	Play    map[string]bool // card labels that may be played ("play NAME")
	PayCard map[string]bool // hand cards that may pay a card cost ("pay card NAME")
	Discard map[string]bool // hand cards the victim may discard ("discard NAME")
	Grow    []string        // "grow red"…, and "no grow"
	Trigger []string        // "trigger N"
	Pass    string          // "pass" (letting an announced card through), "" when not legal
	End     string          // "end"
	Resign  string          // "resign"
	PayAny  []string        // "pay red"…
	Draw    []string        // "draw deck", "draw discard"
	Gain    []string        // "gain red"…
	Target  []string        // "target seat N"
	Lose    []string        // "lose red"…
	Other   []string        // anything else, offered as plain buttons
}

// sortFlaskMoves sorts legal moves by kind; the order within each kind is the engine's.
func sortFlaskMoves(legal []string) flaskMoves {
	m := flaskMoves{Play: map[string]bool{}, PayCard: map[string]bool{}, Discard: map[string]bool{}}
	for _, mv := range legal {
		switch {
		case strings.HasPrefix(mv, "play "):
			m.Play[strings.TrimPrefix(mv, "play ")] = true
		case strings.HasPrefix(mv, "pay card "):
			m.PayCard[strings.TrimPrefix(mv, "pay card ")] = true
		case strings.HasPrefix(mv, "discard "):
			m.Discard[strings.TrimPrefix(mv, "discard ")] = true
		case strings.HasPrefix(mv, "grow ") || mv == "no grow":
			m.Grow = append(m.Grow, mv)
		case strings.HasPrefix(mv, "trigger "):
			m.Trigger = append(m.Trigger, mv)
		case mv == "pass":
			m.Pass = mv
		case mv == "end":
			m.End = mv
		case mv == "resign":
			m.Resign = mv
		case strings.HasPrefix(mv, "pay "):
			m.PayAny = append(m.PayAny, mv)
		case strings.HasPrefix(mv, "draw "):
			m.Draw = append(m.Draw, mv)
		case strings.HasPrefix(mv, "gain "):
			m.Gain = append(m.Gain, mv)
		case strings.HasPrefix(mv, "target seat "):
			m.Target = append(m.Target, mv)
		case strings.HasPrefix(mv, "lose "):
			m.Lose = append(m.Lose, mv)
		default:
			m.Other = append(m.Other, mv)
		}
	}
	return m
}

// lastWord returns the move's last word ("red" of "pay red", "3" of "trigger 3").
func lastWord(move string) string {
	if i := strings.LastIndexByte(move, ' '); i >= 0 {
		return move[i+1:]
	}
	return move
}

// seatOfTarget reads the seat (from 0) of "target seat N"; -1 when it is not one.
func seatOfTarget(move string) int {
	n, err := strconv.Atoi(lastWord(move))
	if err != nil || !strings.HasPrefix(move, "target seat ") {
		return -1
	}
	return n - 1
}
