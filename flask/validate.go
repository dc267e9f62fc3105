package flask

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/internal/listtext"
)

// DeckSize is the number of cards of a legal deck, counting amounts.
const DeckSize = 15

// MaxSimilar is the most similar cards (same code, whatever their names) a legal deck may hold.
const MaxSimilar = 3

// ProblemKind is the deck rule a problem breaks. The zero value is no problem.
type ProblemKind int

// The deck rules.
const (
	ProblemNone           ProblemKind = iota
	ProblemSize                       // not exactly 15 cards counting amounts
	ProblemTooManySimilar             // more than 3 cards with the same code
	ProblemEmptyCard                  // a card with an empty composition
	ProblemBadAmount                  // an amount outside 1–3
	ProblemBadComposition             // a composition over a base card's limit
)

var problemKindNames = [...]string{"none", "size", "too-many-similar", "empty-card", "bad-amount", "bad-composition"}

// String returns the kind's name ("size", "too-many-similar", …).
func (k ProblemKind) String() string {
	if k < 0 || int(k) >= len(problemKindNames) {
		return "none"
	}
	return problemKindNames[k]
}

// Problem is one broken deck rule.
type Problem struct {
	Kind    ProblemKind
	Cards   []int  // indices into Deck.Cards of the cards involved (none for the deck's size)
	Message string // one line naming the card(s) and the rule
}

// Error makes a Problem usable as an error wrapping ErrInvalidDeck.
func (p Problem) Error() string { return p.Message }

// Unwrap returns ErrInvalidDeck.
func (p Problem) Unwrap() error { return ErrInvalidDeck }

// Validate checks the deck rules and returns every problem at once, in a fixed order: the deck's
// size, then per card in deck order impossible compositions, bad amounts and empty compositions,
// then groups of similar cards in order of their first card. A legal deck has no problems.
func (d Deck) Validate() []Problem { return Standard.Validate(d) }

// Validate checks the deck against the set's deck rules and base-card limits (see Deck.Validate).
func (rs *RuleSet) Validate(d Deck) []Problem {
	var problems []Problem
	if n := d.Size(); n != rs.deckSize {
		problems = append(problems, Problem{Kind: ProblemSize,
			Message: fmt.Sprintf("the deck has %d cards counting amounts; a deck needs exactly %d", n, rs.deckSize)})
	}
	for i, c := range d.Cards {
		if err := rs.Valid(c.Composition); err != nil {
			problems = append(problems, Problem{Kind: ProblemBadComposition, Cards: []int{i},
				Message: fmt.Sprintf("%s: %v", cardLabel(i, c), err)})
		}
		if c.Amount < 1 || c.Amount > MaxAmount {
			problems = append(problems, Problem{Kind: ProblemBadAmount, Cards: []int{i},
				Message: fmt.Sprintf("%s: amount %d; it must be 1 to %d", cardLabel(i, c), c.Amount, MaxAmount)})
		}
		if c.Composition.Empty() {
			problems = append(problems, Problem{Kind: ProblemEmptyCard, Cards: []int{i},
				Message: fmt.Sprintf("%s has an empty composition; a deck may not hold blank cards", cardLabel(i, c))})
		}
	}
	return append(problems, rs.similarProblems(d)...)
}

// similarProblems reports every group of similar non-empty cards that holds more than MaxSimilar,
// in the order of each group's first card. A deck has few cards, so groups are found by comparing
// pairs; a legal deck costs no allocation (simulations validate a deck per match).
func (rs *RuleSet) similarProblems(d Deck) []Problem {
	var problems []Problem
	for i, c := range d.Cards {
		if c.Composition.Empty() || d.similarBefore(i) {
			continue
		}
		total := 0
		for _, o := range d.Cards[i:] {
			if o.Composition == c.Composition {
				total += o.Amount
			}
		}
		if total <= rs.maxSimilar {
			continue
		}
		var idx []int
		var labels []string
		for j := i; j < len(d.Cards); j++ {
			if o := d.Cards[j]; o.Composition == c.Composition {
				idx = append(idx, j)
				labels = append(labels, fmt.Sprintf("%s ×%d", cardLabel(j, o), o.Amount))
			}
		}
		problems = append(problems, Problem{Kind: ProblemTooManySimilar, Cards: idx,
			Message: fmt.Sprintf("%d similar cards with code %q (%s); at most %d may be similar",
				total, rs.Code(c.Composition), listtext.Join(labels, ", ", maxListed), rs.maxSimilar)})
	}
	return problems
}

// maxListed is how many cards a message names before "and N more".
const maxListed = 5

// similarBefore tells whether a card before card i is similar to it.
func (d Deck) similarBefore(i int) bool {
	for _, o := range d.Cards[:i] {
		if o.Composition == d.Cards[i].Composition {
			return true
		}
	}
	return false
}

// cardLabel names a card for messages: its position counted from 1 and its name.
func cardLabel(i int, c Card) string {
	if c.Name == "" {
		return fmt.Sprintf("card %d (unnamed)", i+1)
	}
	return fmt.Sprintf("card %d %q", i+1, c.Name)
}

// ValidateError returns nil for a legal deck, else an error wrapping ErrInvalidDeck that lists
// every problem (one per line).
func (d Deck) ValidateError() error { return Standard.ValidateError(d) }

// ValidateError returns nil for a deck legal in the set, else an error wrapping ErrInvalidDeck
// that lists every problem.
func (rs *RuleSet) ValidateError(d Deck) error {
	problems := rs.Validate(d)
	if len(problems) == 0 {
		return nil
	}
	msgs := make([]string, len(problems))
	for i, p := range problems {
		msgs[i] = p.Message
	}
	return fmt.Errorf("%w: %s", ErrInvalidDeck, strings.Join(msgs, "; "))
}
