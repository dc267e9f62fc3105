package play

import (
	"fyne.io/fyne/v2/lang"

	"slices"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/code"
)

// codeAction is a move the CODE table offers for the selected hand cards: the button's text and
// the engine's move.
type codeAction struct {
	Label string
	Move  code.Move // the zero Move when the button opens a choice instead (Swap, Reset)
	Asks  code.Card // Swap or Reset when the button opens a choice of its pile or seat; NoCard otherwise
}

// codeSelectionActions returns what the selected cards allow: one number card, discarded alone;
// two number cards, discarded as a pair with either on top; one action card, played.
func codeSelectionActions(selected []code.Card, legal []code.Move) []codeAction {
	var out []codeAction
	switch len(selected) {
	case 1:
		c := selected[0]
		if mv := code.DiscardMove(c); slices.Contains(legal, mv) {
			out = append(out, codeAction{Label: lang.L("Discard {{.Card}}", map[string]string{"Card": c.NameIn(uilang.Game())}), Move: mv})
		}
		if c.IsAction() {
			out = append(out, playActions(c, legal)...)
		}
	case 2:
		a, b := selected[0], selected[1]
		for _, pair := range [2][2]code.Card{{a, b}, {b, a}} {
			under, top := pair[0], pair[1]
			if mv := code.PairMove(under, top); slices.Contains(legal, mv) {
				out = append(out, codeAction{Label: lang.L("Discard the pair, {{.Card}} on top", map[string]string{"Card": top.NameIn(uilang.Game())}), Move: mv})
			}
		}
	}
	return out
}

// playActions returns the ways to play action card c: directly, or through a choice (Swap: which
// pile; Reset: whose code).
func playActions(c code.Card, legal []code.Move) []codeAction {
	for _, mv := range legal {
		if mv.Kind != code.Play || mv.A != c {
			continue
		}
		if asksChoice(c) {
			return []codeAction{{Label: lang.L("Play {{.Card}}…", map[string]string{"Card": c.NameIn(uilang.Game())}), Asks: c}}
		}
		return []codeAction{{Label: lang.L("Play {{.Card}}", map[string]string{"Card": c.NameIn(uilang.Game())}), Move: mv}}
	}
	return nil
}

// asksChoice tells whether playing action card c takes a choice: Swap the pile it takes from,
// Reset the seat it targets (Move.N).
func asksChoice(c code.Card) bool { return c == code.Swap || c == code.Reset }

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
