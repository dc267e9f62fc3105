package editor

import (
	"fmt"

	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Add appends a card and returns its index.
func (c *Collection) Add(card flask.Card) (int, error) {
	return c.Insert(c.Len(), card)
}

// Insert puts a card at index i (0 ≤ i ≤ Len) and returns i.
func (c *Collection) Insert(i int, card flask.Card) (int, error) {
	if i < 0 || i > c.Len() {
		return 0, msgerr.Errorf("%w: position %d of %d", ErrNoCard, i+1, c.Len()+1)
	}
	if err := checkCard(card); err != nil {
		return 0, err
	}
	return i, c.apply(fmt.Sprintf("add card %q", card.Name), func(d *flask.Deck) error {
		d.Cards = append(d.Cards[:i], append([]flask.Card{card}, d.Cards[i:]...)...)
		return nil
	})
}

// checkCard refuses a card the model cannot hold.
func checkCard(card flask.Card) error {
	if err := card.Composition.Valid(); err != nil {
		return msgerr.Errorf("%w: %w", ErrBadValue, err)
	}
	return checkAmount(card.Amount)
}

func checkAmount(n int) error {
	if n < 1 || n > flask.MaxAmount {
		return msgerr.Errorf("%w: amount %d; it must be 1 to %d", ErrBadValue, n, flask.MaxAmount)
	}
	return nil
}

// Remove deletes the card at index i.
func (c *Collection) Remove(i int) error {
	if err := c.check(i); err != nil {
		return err
	}
	return c.apply(fmt.Sprintf("remove card %d", i+1), func(d *flask.Deck) error {
		d.Cards = append(d.Cards[:i], d.Cards[i+1:]...)
		return nil
	})
}

// Duplicate inserts a copy of card i right after it and returns the copy's index.
func (c *Collection) Duplicate(i int) (int, error) {
	if err := c.check(i); err != nil {
		return 0, err
	}
	return i + 1, c.apply(fmt.Sprintf("duplicate card %d", i+1), func(d *flask.Deck) error {
		d.Cards = append(d.Cards[:i+1], append([]flask.Card{d.Cards[i]}, d.Cards[i+1:]...)...)
		return nil
	})
}

// Move takes the card at index from and puts it at index to, shifting the cards between.
func (c *Collection) Move(from, to int) error {
	if err := c.check(from); err != nil {
		return err
	}
	if err := c.check(to); err != nil {
		return err
	}
	return c.apply(fmt.Sprintf("move card %d to %d", from+1, to+1), func(d *flask.Deck) error {
		card := d.Cards[from]
		d.Cards = append(d.Cards[:from], d.Cards[from+1:]...)
		d.Cards = append(d.Cards[:to], append([]flask.Card{card}, d.Cards[to:]...)...)
		return nil
	})
}

// editCard applies fn to card i as one undoable step.
func (c *Collection) editCard(i int, what string, fn func(*flask.Card) error) error {
	if err := c.check(i); err != nil {
		return err
	}
	return c.apply(fmt.Sprintf("%s of card %d", what, i+1), func(d *flask.Deck) error {
		return fn(&d.Cards[i])
	})
}

// SetName renames card i.
func (c *Collection) SetName(i int, name string) error {
	return c.editCard(i, "change the name", func(card *flask.Card) error { card.Name = name; return nil })
}

// SetComposition changes card i's composition (an impossible one is refused).
func (c *Collection) SetComposition(i int, comp flask.Composition) error {
	if err := comp.Valid(); err != nil {
		return msgerr.Errorf("%w: %w", ErrBadValue, err)
	}
	return c.editCard(i, "change the composition", func(card *flask.Card) error { card.Composition = comp; return nil })
}

// SetAmount changes how many copies card i stands for (1–3).
func (c *Collection) SetAmount(i, n int) error {
	if err := checkAmount(n); err != nil {
		return err
	}
	return c.editCard(i, "change the amount", func(card *flask.Card) error { card.Amount = n; return nil })
}

// SetPicture changes card i's picture (a path relative to the deck file, or a URL).
func (c *Collection) SetPicture(i int, picture string) error {
	return c.editCard(i, "change the picture", func(card *flask.Card) error { card.Picture = picture; return nil })
}

// SetNotes changes card i's notes.
func (c *Collection) SetNotes(i int, notes string) error {
	return c.editCard(i, "change the notes", func(card *flask.Card) error { card.Notes = notes; return nil })
}

// SetShowDescription changes card i's "show description" flag of the original editor.
func (c *Collection) SetShowDescription(i int, show bool) error {
	return c.editCard(i, "change the description flag", func(card *flask.Card) error { card.HasDesc = show; return nil })
}

// Rename changes the name of the collection itself.
func (c *Collection) Rename(name string) error {
	return c.apply("rename the collection", func(d *flask.Deck) error { d.Name = name; return nil })
}

// EditDeck applies edit to a copy of the whole collection as one undoable step labelled label
// ("apply the suggestion"), for changes that touch several cards at once (moving a copy from one
// card to another). The collection is unchanged when edit fails.
func (c *Collection) EditDeck(label string, edit func(d *flask.Deck) error) error {
	return c.apply(label, edit)
}
