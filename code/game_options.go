package code

import "github.com/flaskdeck/flaskdeck/cards"

// TallyName names the action cards played, without their target: "play reset seat 2" counts as
// "play reset" (cards.MoveTally).
func (Game) TallyName(move string) string { return cards.PlayedCard(move) }

// TallyKey groups CODE's moves as TallyName names them (cards.TallyKeyer): one key per action
// card played, the Swap's two piles apart; 0 for every other move.
func (s *State) TallyKey(m Move) int {
	switch {
	case m.Kind != Play:
		return 0
	case m.A == Swap:
		return 1 + int(m.N&1)
	}
	return 2 + int(m.A-Swap)
}
