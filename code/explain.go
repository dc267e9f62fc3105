package code

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// RulesSummary returns CODE's rules in a few lines (cards.Explainer).
func (s *State) RulesSummary() string {
	return `CODE in short:
- You win as soon as your hand is exactly four cards that spell your secret code (digits in any
  order, colours do not count; a Joker stands for one missing digit).
- A turn is one of: discard a number card with the same digit or colour as the number pile's top,
  or two whose sum is that digit; draw a card (and discard it at once if it fits); play an action.
- Actions: Skip (the next player loses their turn), Reverse, +2 (the next player takes 2 or answers
  with +2), Gift (everyone lays out a card, you may take one), Swap (take a pile's top card),
  Reset (a player gets a new code), Joker (a digit of your code; played only to be rid of it).
- Moves: "discard r7", "discard b3+y4 top y4", "draw", "keep", "play skip", "take 2", "offer p5".`
}

// ExplainCard writes a card in full (cards.Explainer): every card face is public, so ref may name
// any card ("r7", "skip") or a move naming one ("play gift", "discard r7").
func (s *State) ExplainCard(viewer cards.Seat, ref string) (string, bool) {
	f := strings.Fields(strings.ToLower(ref))
	for len(f) > 1 && (f[0] == "play" || f[0] == "discard" || f[0] == "offer" || f[0] == "take") {
		f = f[1:]
	}
	if len(f) == 0 {
		return "", false
	}
	name := strings.SplitN(f[0], "+", 2)[0]
	if strings.HasPrefix(f[0], "+") {
		name = f[0]
	}
	c, err := ParseCard(name)
	if err != nil {
		return "", false
	}
	if c.IsNumber() {
		return fmt.Sprintf("%s (%s): a number card, digit %d, colour %s. %d like it in the box.", c, c.Name(), c.Digit(), c.Colour().Name(), c.Copies()), true
	}
	return fmt.Sprintf("%s: %s (%d in the box)", c.Name(), c.Rule(), c.Copies()), true
}
