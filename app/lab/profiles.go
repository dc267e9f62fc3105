package lab

import "github.com/flaskdeck/flaskdeck/cards"

// simProfile is what the lab knows of a game's notation: which moves to tally and which end a
// turn. It reads only move strings, from the game's optional interfaces.
type simProfile struct {
	Classify  func(move string) string // the tally's name for a move, "" for none
	IsTurnEnd func(move string) bool   // nil: a turn is counted when the seat to move changes
}

// profileOf returns the game's profile: its cards.MoveTally and cards.TurnEnder, if it has them;
// a game without a tally of its own tallies its "play …" moves (cards.PlayedCard).
func profileOf(g cards.Game) simProfile {
	p := simProfile{Classify: cards.PlayedCard}
	if t, ok := g.(cards.MoveTally); ok {
		p.Classify = t.TallyName
	}
	if e, ok := g.(cards.TurnEnder); ok {
		p.IsTurnEnd = e.IsTurnEnd
	}
	return p
}
