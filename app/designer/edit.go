package designer

import (
	"fmt"
	"slices"
	"strings"

	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// EditKind is the kind of a one-step edit of a deck. The zero value is no edit.
type EditKind int

// The one-step edits the search tries.
const (
	EditNone       EditKind = iota
	EditAddBase             // add one base card to a card's composition
	EditRemoveBase          // remove one base card from a card's composition
	EditReplace             // give a card another composition (one of a card of the field)
	EditMove                // move one copy from one card to another
)

// String names the kind ("add base").
func (k EditKind) String() string {
	switch k {
	case EditAddBase:
		return "add base"
	case EditRemoveBase:
		return "remove base"
	case EditReplace:
		return "replace"
	case EditMove:
		return "move copy"
	}
	return "none"
}

// Edit is one change to a deck: cards are named by their index in the deck's list.
type Edit struct {
	Kind        EditKind          `json:"-"`
	Card        int               `json:"card"`           // the card changed (the giving card of a move)
	To          int               `json:"to,omitempty"`   // the card receiving the copy of a move
	Base        flask.Base        `json:"-"`              // the base card added or removed
	Composition flask.Composition `json:"-"`              // the card's new composition (add, remove, replace)
	Source      string            `json:"from,omitempty"` // the field card a replacement comes from
}

// Apply returns the deck with the edit made (d is not changed).
func (e Edit) Apply(d flask.Deck) flask.Deck {
	d = d.Clone()
	switch e.Kind {
	case EditAddBase, EditRemoveBase, EditReplace:
		d.Cards[e.Card].Composition = e.Composition
	case EditMove:
		d.Cards[e.Card].Amount--
		d.Cards[e.To].Amount++
	}
	return d
}

// Describe says in words what the edit does to d, with the set's codes:
// "Blaze: add R1 (R1 → R1 R1)", "move one copy of Blaze to Frost".
func (e Edit) Describe(d flask.Deck, rs *flask.RuleSet) string {
	return e.DescribeIn(d, rs, i18n.English)
}

// DescribeIn words the edit in language l (see Describe); names and codes stay as they are.
func (e Edit) DescribeIn(d flask.Deck, rs *flask.RuleSet, l i18n.Language) string {
	tr := texts.For(l)
	c := d.Cards[e.Card]
	name := cardName(e.Card, c, l)
	switch e.Kind {
	case EditAddBase, EditRemoveBase:
		key := "e.add"
		if e.Kind == EditRemoveBase {
			key = "e.remove"
		}
		return tr(key, "Card", name, "Base", rs.BaseCode(e.Base), "From", rs.Code(c.Composition), "To", rs.Code(e.Composition))
	case EditReplace:
		if e.Source != "" {
			return tr("e.replaceAs", "Card", name, "From", rs.Code(c.Composition), "To", rs.Code(e.Composition), "Source", e.Source)
		}
		return tr("e.replace", "Card", name, "From", rs.Code(c.Composition), "To", rs.Code(e.Composition))
	case EditMove:
		return tr("e.move", "Card", name, "To", cardName(e.To, d.Cards[e.To], l),
			"A", c.Amount, "A1", c.Amount-1, "B", d.Cards[e.To].Amount, "B1", d.Cards[e.To].Amount+1)
	}
	return tr("e.none")
}

// cardName names a card in edits: its name, or its position when it has none.
func cardName(i int, c flask.Card, l i18n.Language) string {
	if strings.TrimSpace(c.Name) == "" {
		return texts.T(l, "e.cardN", "N", i+1)
	}
	return c.Name
}

// OneStepEdits lists every legal one-step edit of d in a fixed order: adding or removing one base
// card of a card's composition, replacing a card's composition by one of a card of the field
// (pool), and moving one copy from a card of two or more copies to another card. Every edit keeps
// the deck legal in the set (deck size, similar cards, base-card limits); edits giving the same
// deck are listed once.
func OneStepEdits(d flask.Deck, rs *flask.RuleSet, pool []flask.Deck) []Edit {
	var out []Edit
	seen := map[string]bool{deckKey(d): true}
	try := func(e Edit) {
		nd := e.Apply(d)
		if len(rs.Validate(nd)) > 0 {
			return
		}
		k := deckKey(nd)
		if seen[k] {
			return
		}
		seen[k] = true
		out = append(out, e)
	}
	for i, c := range d.Cards {
		for _, b := range rs.Bases() {
			n := c.Composition.Count(b)
			if comp, err := rs.With(c.Composition, b, n+1); err == nil {
				try(Edit{Kind: EditAddBase, Card: i, Base: b, Composition: comp})
			}
			if n > 0 {
				if comp, err := rs.With(c.Composition, b, n-1); err == nil && !comp.Empty() {
					try(Edit{Kind: EditRemoveBase, Card: i, Base: b, Composition: comp})
				}
			}
		}
	}
	for i := range d.Cards {
		for _, p := range pool {
			for _, pc := range p.Cards {
				if rs.Valid(pc.Composition) == nil && !pc.Composition.Empty() {
					try(Edit{Kind: EditReplace, Card: i, Composition: pc.Composition, Source: p.Name + "'s " + pc.Name})
				}
			}
		}
	}
	for i, c := range d.Cards {
		if c.Amount < 2 {
			continue
		}
		for j := range d.Cards {
			if j != i {
				try(Edit{Kind: EditMove, Card: i, To: j})
			}
		}
	}
	return out
}

// deckKey identifies a deck by its cards' compositions and amounts, in any order.
func deckKey(d flask.Deck) string {
	parts := make([]string, len(d.Cards))
	for i, c := range d.Cards {
		parts[i] = fmt.Sprintf("%v×%d", c.Composition, c.Amount)
	}
	slices.Sort(parts)
	return strings.Join(parts, ";")
}
