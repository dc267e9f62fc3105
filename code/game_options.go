package code

import "github.com/flaskdeck/flaskdeck/cards"

// TallyName names the action cards played, without their target: "play reset seat 2" counts as
// "play reset" (cards.MoveTally).
func (Game) TallyName(move string) string { return cards.PlayedCard(move) }
