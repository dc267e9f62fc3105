package flask

import "errors"

// Errors of the flask model. Functions wrap them with %w, so callers can tell them apart with errors.Is.
var (
	// ErrBadComposition is returned for an impossible composition: an unknown base card, more than
	// 3 of a kind, a second Y2 or G2.
	ErrBadComposition = errors.New("bad composition")
	// ErrInvalidDeck is returned when a deck breaks a deck rule (see Deck.Validate).
	ErrInvalidDeck = errors.New("invalid deck")
	// ErrBadDeckFile is returned for a deck file that does not parse or holds impossible cards.
	ErrBadDeckFile = errors.New("bad deck file")
)
