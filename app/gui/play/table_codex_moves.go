package play

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/flaskdeck/flaskdeck/codex"
)

// firstPlaceable picks the hand card to select first: the first with a legal position on the side
// it shows, else the first with one face down (which it is then flipped to), else the first.
func firstPlaceable(hand []int, legal []codex.Move, sides map[int]codex.Side) int {
	for _, id := range hand {
		if side := sides[id]; side != codex.NoSide && len(placementTargets(legal, id, side)) > 0 {
			return id
		}
	}
	for _, id := range hand {
		if len(placementTargets(legal, id, codex.Back)) > 0 {
			sides[id] = codex.Back
			return id
		}
	}
	return hand[0]
}

// placementTargets returns the legal positions of card id with side up, from the legal moves.
func placementTargets(legal []codex.Move, id int, side codex.Side) []codexTarget {
	if id == 0 {
		return nil
	}
	var out []codexTarget
	for _, mv := range legal {
		if mv.Kind() == codex.PlaceCard && int(mv.Card()) == id && mv.Side() == side {
			out = append(out, codexTarget{X: mv.X(), Y: mv.Y(), Move: mv})
		}
	}
	return out
}

func otherSide(s codex.Side) codex.Side {
	if s == codex.Back {
		return codex.Front
	}
	return codex.Back
}

// Keys returns the table's keys: the hand cards by number (again: flip), or when drawing the cards
// to draw;
// the highlighted positions on the board by letter; and the open dialog's answers.
func (t *codexTable) Keys() tableKeys {
	k := tableKeys{Numbered: t.handTaps, Lettered: []func(){}} // letters name positions only
	if t.st.Table == nil {
		return k
	}
	if e, ok := t.st.Table.Engine().(*codex.State); ok && e.Phase() == codex.DrawPhase {
		k.Numbered = tapsOf(t.drawList)
	}
	if t.st.CanPlay {
		for _, target := range t.Board.Targets {
			k.Lettered = append(k.Lettered, target.OnTapped)
		}
	}
	k.Dialog, k.Dismiss = dialogKeys(t.Choice, t.Preview)
	return k
}

// phaseWord names a phase of Codex in the app's language.
func phaseWord(p codex.Phase) string {
	switch p {
	case codex.SetupPhase:
		return lang.L("setup")
	case codex.PlacePhase:
		return lang.L("place")
	case codex.DrawPhase:
		return lang.L("draw")
	}
	return p.String()
}

// sideWord names a side of a Codex card in the app's language.
func sideWord(s codex.Side) string {
	switch s {
	case codex.Front:
		return lang.L("front")
	case codex.Back:
		return lang.L("back")
	}
	return s.String()
}

// zoomWidth is the width of the zoom controls: the buttons (Fit's label is longer in German) and
// a slider of at least 70 units.
func zoomWidth(t *codexTable) float32 {
	buttons := t.ZoomOut.MinSize().Width + t.ZoomIn.MinSize().Width + t.Fit.MinSize().Width
	return max(230, buttons+70+3*theme.Padding())
}
