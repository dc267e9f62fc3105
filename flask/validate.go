package flask

import (
	"strconv"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
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
	Message string // one line naming the card(s) and the rule (English)
	msg     *msgerr.Error
}

// problem builds a Problem of kind about cards, its message a msgerr key and arguments.
func problem(kind ProblemKind, cards []int, key string, args ...any) Problem {
	m := msgerr.New(key, args...)
	return Problem{Kind: kind, Cards: cards, Message: m.Error(), msg: m}
}

// Error makes a Problem usable as an error wrapping ErrInvalidDeck.
func (p Problem) Error() string { return p.Message }

// TextIn returns the message in language l (msgerr.Translatable).
func (p Problem) TextIn(l i18n.Language) string {
	if p.msg == nil {
		return p.Message
	}
	return p.msg.TextIn(l)
}

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
		problems = append(problems, problem(ProblemSize, nil,
			"the deck has {{.N}} cards counting amounts; a deck needs exactly {{.Size}}", "N", n, "Size", rs.deckSize))
	}
	for i, c := range d.Cards {
		if err := rs.Valid(c.Composition); err != nil {
			problems = append(problems, problem(ProblemBadComposition, []int{i},
				"{{.Card}}: {{.Err}}", "Card", cardLabelMsg(i, c), "Err", err))
		}
		if c.Amount < 1 || c.Amount > MaxAmount {
			problems = append(problems, problem(ProblemBadAmount, []int{i},
				"{{.Card}}: amount {{.N}}; it must be 1 to {{.Max}}", "Card", cardLabelMsg(i, c), "N", c.Amount, "Max", MaxAmount))
		}
		if c.Composition.Empty() {
			problems = append(problems, problem(ProblemEmptyCard, []int{i},
				"{{.Card}} has an empty composition; a deck may not hold blank cards", "Card", cardLabelMsg(i, c)))
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
		var labels []error
		for j := i; j < len(d.Cards); j++ {
			if o := d.Cards[j]; o.Composition == c.Composition {
				idx = append(idx, j)
				labels = append(labels, msgerr.New("{{.Card}} ×{{.N}}", "Card", cardLabelMsg(j, o), "N", o.Amount))
			}
		}
		problems = append(problems, problem(ProblemTooManySimilar, idx,
			"{{.N}} similar cards with code {{.Code}} ({{.Cards}}); at most {{.Max}} may be similar",
			"N", total, "Code", strconv.Quote(rs.Code(c.Composition)), "Cards", listMsg(labels, maxListed), "Max", rs.maxSimilar))
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

// cardLabelMsg names a card for messages, translatable: its position counted from 1 and its name.
func cardLabelMsg(i int, c Card) *msgerr.Error {
	if c.Name == "" {
		return msgerr.New("card {{.N}} (unnamed)", "N", i+1)
	}
	return msgerr.New("card {{.N}} {{.Name}}", "N", i+1, "Name", strconv.Quote(c.Name))
}

// listMsg joins items with ", ", naming at most max and "and N more" after them (as
// listtext.Join), in any language.
func listMsg(items []error, max int) error {
	if len(items) <= max {
		return msgerr.Join(", ", items...)
	}
	return msgerr.New("{{.Items}} and {{.N}} more", "Items", msgerr.Join(", ", items[:max]...), "N", len(items)-max)
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
	errs := make([]error, len(problems))
	for i, p := range problems {
		errs[i] = p
	}
	return msgerr.Errorf("%w: %v", ErrInvalidDeck, msgerr.Join("; ", errs...))
}
