package flask

import "github.com/flaskdeck/flaskdeck/internal/msgerr"

// Errors of the flask model. Functions wrap them with %w, so callers can tell them apart with errors.Is.
var (
	// ErrBadComposition is returned for an impossible composition: an unknown base card, more than
	// 3 of a kind, a second Y2 or G2.
	ErrBadComposition = msgerr.New("bad composition")
	// ErrInvalidDeck is returned when a deck breaks a deck rule (see Deck.Validate).
	ErrInvalidDeck = msgerr.New("invalid deck")
	// ErrBadDeckFile is returned for a deck file that does not parse or holds impossible cards.
	ErrBadDeckFile = msgerr.New("bad deck file")
)
