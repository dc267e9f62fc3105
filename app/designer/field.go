package designer

import (
	"strings"

	"github.com/flaskdeck/flaskdeck/app/lab"
	"github.com/flaskdeck/flaskdeck/flask"
)

// LoadField reads a field of opponents: each entry a deck file, a folder of deck files (every
// .yaml, .yml and .json in it, in name order) or a preset's name. Blank entries are skipped; no
// entry at all gives nil, which the test and the search read as DefaultField.
func LoadField(entries []string) ([]flask.Deck, error) {
	var args []string
	for _, a := range entries {
		if a = strings.TrimSpace(a); a != "" {
			args = append(args, a)
		}
	}
	if len(args) == 0 {
		return nil, nil
	}
	names, err := lab.ExpandDecks(args)
	if err != nil {
		return nil, err
	}
	field := make([]flask.Deck, 0, len(names))
	for _, n := range names {
		d, err := flask.ResolveDeck(n)
		if err != nil {
			return nil, err
		}
		field = append(field, d)
	}
	return field, nil
}
