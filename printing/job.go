package printing

import (
	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Job is what to print: card fronts in order (a card printed three times appears three times) and,
// optionally, their backs. Game face builders fill it; the printer knows no game.
type Job struct {
	Title  string      // the deck or collection name, shown in the footer and the PDF's title
	Fronts []face.Face // one per printed card
	// Backs is nil (no backs), a single back shared by every card, or one back per front.
	Backs []face.Face
}

// Back returns the back of the i-th card, if the job has backs.
func (j Job) Back(i int) (face.Face, bool) {
	switch len(j.Backs) {
	case 0:
		return face.Face{}, false
	case 1:
		return j.Backs[0], true
	}
	return j.Backs[i], true
}

// check reports a job that cannot be printed with these backs.
func (j Job) check(backs Backs) error {
	switch {
	case len(j.Fronts) == 0:
		return msgerr.Errorf("%w: no cards to print", ErrLayout)
	case len(j.Backs) > 1 && len(j.Backs) != len(j.Fronts):
		return msgerr.Errorf("%w: %d backs for %d cards (give one back per card or a single shared back)", ErrLayout, len(j.Backs), len(j.Fronts))
	case backs != BacksNone && len(j.Backs) == 0:
		return msgerr.Errorf("%w: backs %s asked for, but these cards have no backs", ErrLayout, backs)
	}
	return nil
}
