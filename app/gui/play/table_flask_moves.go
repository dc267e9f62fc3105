package play

import (
	"slices"

	"github.com/flaskdeck/flaskdeck/flask"
)

// flaskMoves sorts Flask's legal moves by how the table offers them: hand cards to tap, buttons
// for the turn's steps, and choices asked in a dialog. A step that is not legal is the zero Move.
type flaskMoves struct {
	Play    map[string]flask.Move // by card label: the cards that may be played
	PayCard map[string]flask.Move // by card label: the hand cards that may pay a card cost
	Discard map[string]flask.Move // by card label: the hand cards the victim may discard
	Grow    []flask.Move          // grow a counter, and no grow
	Trigger []flask.Move          // trigger a reaction pile
	Pass    flask.Move            // let an announced card through
	End     flask.Move            // end the turn
	Resign  flask.Move
	PayAny  []flask.Move // pay the next resource of any kind from a counter
	Draw    []flask.Move // draw from the deck or the discard pile
	Gain    []flask.Move // the kind of "+2 resources of one kind"
	Target  []flask.Move // the opponent of an action
	Lose    []flask.Move // the resource the victim loses
	Other   []flask.Move // anything else, offered as plain buttons
}

// sortFlaskMoves sorts legal moves by kind; the order within each kind is the engine's.
func sortFlaskMoves(legal []flask.Move) flaskMoves {
	m := flaskMoves{Play: map[string]flask.Move{}, PayCard: map[string]flask.Move{}, Discard: map[string]flask.Move{}}
	for _, mv := range legal {
		switch mv.Kind {
		case flask.MovePlay:
			m.Play[mv.Card()] = mv
		case flask.MovePayCard:
			m.PayCard[mv.Card()] = mv
		case flask.MoveDiscard:
			m.Discard[mv.Card()] = mv
		case flask.MoveGrow, flask.MoveNoGrow:
			m.Grow = append(m.Grow, mv)
		case flask.MoveTrigger:
			m.Trigger = append(m.Trigger, mv)
		case flask.MovePass:
			m.Pass = mv
		case flask.MoveEnd:
			m.End = mv
		case flask.MoveResign:
			m.Resign = mv
		case flask.MovePayAny:
			m.PayAny = append(m.PayAny, mv)
		case flask.MoveDrawDeck, flask.MoveDrawDiscard:
			m.Draw = append(m.Draw, mv)
		case flask.MoveGain:
			m.Gain = append(m.Gain, mv)
		case flask.MoveTarget:
			m.Target = append(m.Target, mv)
		case flask.MoveLose:
			m.Lose = append(m.Lose, mv)
		default:
			m.Other = append(m.Other, mv)
		}
	}
	return m
}

// offered tells whether a step move was sorted in (the zero Move is none).
func offered(mv flask.Move) bool { return mv.Kind != flask.MoveNone }

// counterOf returns the counter (0 red, 1 blue, 2 green, 3 yellow) a grow, pay, gain or lose move
// names.
func counterOf(mv flask.Move) int { return slices.Index(flask.Resources, mv.Resource()) }
