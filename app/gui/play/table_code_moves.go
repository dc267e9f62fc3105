package play

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/code"
)

// codeAction is a move the CODE table offers for the selected hand cards: the button's text and
// the move in CODE's notation (docs/code.md).
type codeAction struct {
	Label string
	Move  string // "" when the button opens a choice instead (Swap, Reset)
	Kind  string // "swap" or "reset" for a choice; "" otherwise
}

// codeSelectionActions returns what the selected cards allow: one number card, discarded alone;
// two number cards, discarded as a pair with either on top; one action card, played.
func codeSelectionActions(selected []code.Card, legal []string) []codeAction {
	var out []codeAction
	switch len(selected) {
	case 1:
		c := selected[0]
		if mv := "discard " + c.String(); containsMove(legal, mv) {
			out = append(out, codeAction{Label: "Discard " + c.Name(), Move: mv})
		}
		if c.IsAction() {
			out = append(out, playActions(c, legal)...)
		}
	case 2:
		a, b := selected[0], selected[1]
		for _, pair := range [2][2]code.Card{{a, b}, {b, a}} {
			under, top := pair[0], pair[1]
			mv := fmt.Sprintf("discard %s+%s top %s", under, top, top)
			if containsMove(legal, mv) {
				out = append(out, codeAction{Label: fmt.Sprintf("Discard the pair, %s on top", top.Name()), Move: mv})
			}
		}
	}
	return out
}

// playActions returns the ways to play action card c: directly, or through a choice (Swap: which
// pile; Reset: whose code).
func playActions(c code.Card, legal []string) []codeAction {
	prefix := "play " + c.String()
	var direct, choice bool
	for _, mv := range legal {
		switch {
		case mv == prefix:
			direct = true
		case strings.HasPrefix(mv, prefix+" "):
			choice = true
		}
	}
	switch {
	case direct:
		return []codeAction{{Label: "Play " + c.Name(), Move: prefix}}
	case choice:
		return []codeAction{{Label: "Play " + c.Name() + "…", Kind: c.String()}}
	}
	return nil
}

// movesWithPrefix returns the legal moves that start with prefix.
func movesWithPrefix(legal []string, prefix string) []string {
	var out []string
	for _, mv := range legal {
		if strings.HasPrefix(mv, prefix) {
			out = append(out, mv)
		}
	}
	return out
}

// sortedHand sorts a CODE hand for the table: number cards by digit then colour, action cards after.
func sortedHand(hand []code.Card) []code.Card {
	out := append([]code.Card(nil), hand...)
	key := func(c code.Card) int {
		if c.IsNumber() {
			return c.Digit()*10 + int(c.Colour())
		}
		return 1000 + int(c)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && key(out[j]) < key(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
