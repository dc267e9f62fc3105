package editor

import (
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Save writes the collection to its file atomically (temporary file, then rename) and marks it clean.
func (c *Collection) Save() error {
	if c.path == "" {
		return ErrNoPath
	}
	return c.SaveAs(c.path)
}

// SaveAs writes the collection to path atomically (YAML, or the original JSON for a .json path),
// makes path its file and marks it clean. On error nothing changes.
func (c *Collection) SaveAs(path string) error {
	if err := flask.SaveDeck(path, c.cur.deck); err != nil {
		return msgerr.Errorf("cannot save: %w", err)
	}
	c.path = path
	c.savedID = c.cur.id
	c.notify(Change{Kind: ChangeSave, Label: path})
	return nil
}

// Replace makes d the collection's content and d.Path its file, clean, with an empty history
// (for opening a preset or a new collection in the same window). It does not notify.
func (c *Collection) Replace(d flask.Deck) {
	fresh := New(d)
	fresh.listeners = c.listeners
	fresh.nextID = c.nextID + 1
	fresh.cur.id = c.nextID
	fresh.savedID = c.nextID
	*c = *fresh
}
