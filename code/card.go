package code

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Colour is a number card's colour. The zero value is no colour (action cards).
type Colour uint8

// The four colours of the number cards.
const (
	NoColour Colour = iota
	Red
	Blue
	Yellow
	Purple
)

const numColours = 4

// String returns the colour's one-letter key: r, b, y or p ("" for no colour).
func (c Colour) String() string {
	if c == NoColour || int(c) > numColours {
		return ""
	}
	return cardData().colours[c-1].Key
}

// Name returns the colour's name for people (red, blue, yellow, purple).
func (c Colour) Name() string {
	if c == NoColour || int(c) > numColours {
		return "no colour"
	}
	return cardData().colours[c-1].Name
}

// Card is the face of a playing card: a number card (a colour and a digit) or an action. Copies of
// a face are interchangeable, so the engine counts faces rather than tracking single cards. The
// zero value is no card.
type Card uint8

// NoCard is the zero Card.
const NoCard Card = 0

// The action cards, after the 40 number faces.
const (
	Swap Card = 41 + iota
	Reverse
	Skip
	Joker
	PlusTwo
	Gift
	Reset
)

const (
	numDigits  = 10
	numNumbers = numColours * numDigits // number faces, 1..40
	numFaces   = 48                     // index range of Card: NoCard, 40 numbers, 7 actions
	firstAct   = Swap
	numActions = int(Reset-Swap) + 1
	// TotalCards is the number of playing cards in a full box.
	TotalCards = 110
)

// IsNumber tells whether c is a number card.
func (c Card) IsNumber() bool { return c >= 1 && c <= numNumbers }

// IsAction tells whether c is an action card.
func (c Card) IsAction() bool { return c >= firstAct && c <= Reset }

// NumberCard returns the number card of colour c and digit d (0–9).
func NumberCard(c Colour, d int) Card { return Card(1 + int(c-1)*numDigits + d) }

// Digit returns a number card's digit (0–9); -1 for other cards.
func (c Card) Digit() int {
	if !c.IsNumber() {
		return -1
	}
	return int(c-1) % numDigits
}

// Colour returns a number card's colour (NoColour for other cards).
func (c Card) Colour() Colour {
	if !c.IsNumber() {
		return NoColour
	}
	return Colour(1 + int(c-1)/numDigits)
}

// Matches tells whether number card c may be discarded alone on top: same digit or same colour.
func (c Card) Matches(top Card) bool {
	return c.IsNumber() && (tab.digit[c] == tab.digit[top] || cardColours[c] == cardColours[top])
}

// String writes the card in the notation: a colour key and a digit ("r7", "p0"), or the action's
// key ("swap", "reverse", "skip", "joker", "+2", "gift", "reset").
func (c Card) String() string {
	switch {
	case c.IsNumber():
		return c.Colour().String() + string(rune('0'+c.Digit()))
	case c.IsAction():
		return cardData().actions[c-firstAct].Key
	}
	return "none"
}

// Name returns the card for people: "red 7", "Swap".
func (c Card) Name() string {
	switch {
	case c.IsNumber():
		return fmt.Sprintf("%s %d", c.Colour().Name(), c.Digit())
	case c.IsAction():
		return cardData().actions[c-firstAct].Name
	}
	return "no card"
}

// Rule returns an action card's one-line rule ("" for number cards).
func (c Card) Rule() string {
	if !c.IsAction() {
		return ""
	}
	return cardData().actions[c-firstAct].Rule
}

// Copies returns how many cards of face c a full box holds.
func (c Card) Copies() int {
	if int(c) >= numFaces {
		return 0
	}
	return int(cardData().copies[c])
}

// ParseCard reads a card written in the notation (case is ignored).
func ParseCard(s string) (Card, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for c := Card(1); c < numFaces; c++ {
		if c.String() == s {
			return c, nil
		}
	}
	return NoCard, msgerr.Errorf("%w: %q", ErrUnknownCard, s)
}
