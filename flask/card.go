package flask

import (
	"path/filepath"
	"strings"
)

// MaxAmount is the most copies one card entry of a deck may stand for.
const MaxAmount = 3

// Card is one card of a collection: a named composition standing for Amount copies.
type Card struct {
	Name        string
	Composition Composition
	Amount      int    // copies, 1–3
	Picture     string // local image path (relative to the deck file) or the original's URL
	HasDesc     bool   // the original editor's "show description" flag
	Notes       string // free notes of the designer
}

// NewCard returns a card of one copy with the original editor's defaults (description shown).
func NewCard(name string, c Composition) Card {
	return Card{Name: name, Composition: c, Amount: 1, HasDesc: true}
}

// Code returns the card's code (see Composition.Code).
func (c Card) Code() string { return c.Composition.Code() }

// Deck is a named collection of cards. A legal deck has 15 cards counting amounts (see Validate);
// a collection being edited need not be legal.
type Deck struct {
	Name  string
	Cards []Card
	Path  string // where it was loaded from or last saved to, if anywhere
	// RuleSet is the rule set the deck file names (a built-in set's name or a file relative to the
	// deck file), "" for none: v0.4.2. Set is that set, resolved when the file was read.
	RuleSet string
	Set     *RuleSet
}

// RuleSetOr returns the set the deck names, or def when it names none.
func (d Deck) RuleSetOr(def *RuleSet) *RuleSet {
	if d.Set != nil {
		return d.Set
	}
	return def
}

// Size returns the number of cards in the deck counting amounts.
func (d Deck) Size() int {
	n := 0
	for _, c := range d.Cards {
		n += c.Amount
	}
	return n
}

// Clone returns a copy of the deck that shares no card slice with d.
func (d Deck) Clone() Deck {
	d.Cards = append([]Card(nil), d.Cards...)
	return d
}

// Colour returns the deck's colour: the resource colour(s) of most of its base cards, counting
// amounts, in the order of Resources (several on a tie, none for a deck without base cards).
func (d Deck) Colour() []Resource {
	var count [Any + 1]int
	for _, c := range d.Cards {
		for _, b := range Bases {
			count[b.Colour()] += int(c.Composition[b]) * c.Amount
		}
	}
	best := 0
	for _, r := range Resources {
		best = max(best, count[r])
	}
	if best == 0 {
		return nil
	}
	var out []Resource
	for _, r := range Resources {
		if count[r] == best {
			out = append(out, r)
		}
	}
	return out
}

// PictureFile returns where the card's picture is: a URL or absolute path as written, a relative
// path resolved against the deck file's directory. It returns "" for a card without picture.
func (d Deck) PictureFile(c Card) string {
	p := c.Picture
	switch {
	case p == "", isURL(p), filepath.IsAbs(p), d.Path == "":
		return p
	}
	return filepath.Join(filepath.Dir(d.Path), filepath.FromSlash(p))
}

// isURL tells whether a picture is a web address rather than a local file.
func isURL(p string) bool {
	return strings.HasPrefix(p, "http://") || strings.HasPrefix(p, "https://") || strings.HasPrefix(p, "data:")
}
