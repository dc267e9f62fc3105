// Package editor is the GUI-free model of an open Flask card collection: the cards, every edit as
// an undoable step, a dirty flag, atomic save and load, and change notifications so a view can
// refresh. It is not safe for concurrent use: a GUI calls it from its UI goroutine.
package editor

import (
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"reflect"
)

// Errors of the editor, wrapped with %w.
var (
	// ErrNoCard is returned for a card index outside the collection.
	ErrNoCard = msgerr.New("no such card")
	// ErrNoPath is returned by Save for a collection that has never been saved or loaded.
	ErrNoPath = msgerr.New("the collection has no file yet (use Save As)")
	// ErrBadValue is returned for an edit the model refuses (an amount outside 1–3, an impossible composition).
	ErrBadValue = msgerr.New("bad value")
)

// MaxHistory is how many steps Undo can go back.
const MaxHistory = 1000

// state is one version of the collection: its deck and a number that identifies the version.
type state struct {
	deck flask.Deck
	id   int
}

// step is one entry of the undo or redo history: the version to go back to and what the edit was.
type step struct {
	label string
	to    state
}

// Collection is an open card collection. The zero value is not ready; use New or Open.
type Collection struct {
	cur       state
	nextID    int
	savedID   int
	path      string
	undo      []step
	redo      []step
	listeners []func(Change)
}

// New returns a collection holding a copy of d, clean, with d.Path as its file (if any).
func New(d flask.Deck) *Collection {
	d = d.Clone()
	path := d.Path
	d.Path = ""
	return &Collection{cur: state{deck: d}, nextID: 1, path: path}
}

// Deck returns a copy of the collection's deck, with its file path.
func (c *Collection) Deck() flask.Deck {
	d := c.cur.deck.Clone()
	d.Path = c.path
	return d
}

// Name returns the collection's name.
func (c *Collection) Name() string { return c.cur.deck.Name }

// Len returns the number of card entries.
func (c *Collection) Len() int { return len(c.cur.deck.Cards) }

// Card returns the card at index i.
func (c *Collection) Card(i int) (flask.Card, error) {
	if err := c.check(i); err != nil {
		return flask.Card{}, err
	}
	return c.cur.deck.Cards[i], nil
}

// Path returns the file the collection was loaded from or last saved to ("" if none).
func (c *Collection) Path() string { return c.path }

// Dirty tells whether the collection differs from its last saved or loaded version. Undoing back
// to that version makes it clean again.
func (c *Collection) Dirty() bool { return c.cur.id != c.savedID }

// Validate checks the deck rules (see flask.Deck.Validate).
func (c *Collection) Validate() []flask.Problem { return c.cur.deck.Validate() }

// OnChange registers fn to be called after every change: an edit, undo, redo, load or save.
func (c *Collection) OnChange(fn func(Change)) { c.listeners = append(c.listeners, fn) }

func (c *Collection) notify(ch Change) {
	for _, fn := range c.listeners {
		fn(ch)
	}
}

// check returns ErrNoCard unless i is the index of a card.
func (c *Collection) check(i int) error {
	if i < 0 || i >= len(c.cur.deck.Cards) {
		return msgerr.Errorf("%w: card %d of %d", ErrNoCard, i+1, len(c.cur.deck.Cards))
	}
	return nil
}

// apply runs edit on a copy of the deck and, if it succeeds and changes something, makes the
// copy the current version as one undoable step labelled label.
func (c *Collection) apply(label string, edit func(d *flask.Deck) error) error {
	next := c.cur.deck.Clone()
	if err := edit(&next); err != nil {
		return err
	}
	if reflect.DeepEqual(next, c.cur.deck) {
		return nil
	}
	c.undo = append(c.undo, step{label: label, to: c.cur})
	if len(c.undo) > MaxHistory {
		c.undo = c.undo[len(c.undo)-MaxHistory:]
	}
	c.redo = nil
	c.cur = state{deck: next, id: c.nextID}
	c.nextID++
	c.notify(Change{Kind: ChangeEdit, Label: label})
	return nil
}

// CanUndo tells whether there is an edit to undo; UndoLabel says which.
func (c *Collection) CanUndo() bool { return len(c.undo) > 0 }

// CanRedo tells whether there is an undone edit to redo; RedoLabel says which.
func (c *Collection) CanRedo() bool { return len(c.redo) > 0 }

// UndoLabel describes the edit Undo would take back ("" if none).
func (c *Collection) UndoLabel() string {
	if len(c.undo) == 0 {
		return ""
	}
	return c.undo[len(c.undo)-1].label
}

// RedoLabel describes the edit Redo would do again ("" if none).
func (c *Collection) RedoLabel() string {
	if len(c.redo) == 0 {
		return ""
	}
	return c.redo[len(c.redo)-1].label
}

// Undo takes back the last edit. It returns false if there is none.
func (c *Collection) Undo() bool {
	if len(c.undo) == 0 {
		return false
	}
	s := c.undo[len(c.undo)-1]
	c.undo = c.undo[:len(c.undo)-1]
	c.redo = append(c.redo, step{label: s.label, to: c.cur})
	c.cur = s.to
	c.notify(Change{Kind: ChangeUndo, Label: s.label})
	return true
}

// Redo does again the last undone edit. It returns false if there is none.
func (c *Collection) Redo() bool {
	if len(c.redo) == 0 {
		return false
	}
	s := c.redo[len(c.redo)-1]
	c.redo = c.redo[:len(c.redo)-1]
	c.undo = append(c.undo, step{label: s.label, to: c.cur})
	c.cur = s.to
	c.notify(Change{Kind: ChangeRedo, Label: s.label})
	return true
}
