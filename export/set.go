// Package export writes card faces as image files: one PNG per card at an exact print size for
// print-on-demand services (Images), and deck sheets with a saved object for Tabletop Simulator
// (TTS). Faces are drawn by package raster from the same face.Face display lists the app and the
// PDF printer draw; the game decks are gathered by FlaskSet, CodexSet and CodeSet.
package export

import (
	"github.com/flaskdeck/flaskdeck/cards/face"
)

// Card is one distinct card of an export: its name, the copies a deck holds and its two sides.
type Card struct {
	Name   string
	Copies int
	Front  face.Face
	// Back is the card's back; a zero face (no size) means the card has none.
	Back face.Face
}

// HasBack tells whether the card has a back.
func (c Card) HasBack() bool { return c.Back.Width > 0 && c.Back.Height > 0 }

// Deck is a pile of cards exported together: one Tabletop Simulator deck.
type Deck struct {
	Name  string
	Cards []Card
}

// Copies returns the number of cards in the deck counting copies.
func (d Deck) Copies() int {
	n := 0
	for _, c := range d.Cards {
		n += max(c.Copies, 0)
	}
	return n
}

// Set is everything one export writes.
type Set struct {
	Title string
	Decks []Deck
}

// Cards returns the number of distinct cards of the set.
func (s Set) Cards() int {
	n := 0
	for _, d := range s.Decks {
		n += len(d.Cards)
	}
	return n
}

// cardSize returns the size of the set's first face (in mm), the size its cards are drawn at.
func (s Set) cardSize() (w, h float64) {
	for _, d := range s.Decks {
		for _, c := range d.Cards {
			return c.Front.Width, c.Front.Height
		}
	}
	return 0, 0
}
