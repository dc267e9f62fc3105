// Package games is the list of games flaskdeck plays. Every front end (the command line, the Play
// section, the Lab) takes its games from a List, so a test can add a known-answer game of its own
// and a new game joins every front end by one line in Builtin.
package games

import (
	"slices"
	"strings"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
)

// List is a set of games in name order.
type List []cards.Game

// Builtin returns the games flaskdeck plays, in name order. This is the one list of games: each
// other layer keeps its per-game entries keyed by these values, and its test fails when one lacks
// an entry.
func Builtin() List {
	return New(flask.Game{}, codex.Game{}, code.Game{})
}

// New returns a list of the given games in name order.
func New(gs ...cards.Game) List {
	l := List(slices.Clone(gs))
	slices.SortStableFunc(l, func(a, b cards.Game) int { return strings.Compare(a.Name(), b.Name()) })
	return l
}

// With returns a copy of the list with more games added.
func (l List) With(gs ...cards.Game) List { return New(append(slices.Clone(l), gs...)...) }

// ByName returns the game of exactly that name.
func (l List) ByName(name string) (cards.Game, bool) {
	for _, g := range l {
		if g.Name() == name {
			return g, true
		}
	}
	return nil, false
}

// Lookup returns the game of that name (any case) or a usage error listing the known ones.
func (l List) Lookup(name string) (cards.Game, error) {
	if g, ok := l.ByName(strings.ToLower(name)); ok {
		return g, nil
	}
	return nil, app.Usagef("%w %q (known: %s)", cards.ErrUnknownGame, name, strings.Join(l.Names(), ", "))
}

// First returns the game the app's forms open on: Flask, the game flaskdeck designs decks for,
// when the list has it, else the first game; nil for an empty list.
func (l List) First() cards.Game {
	if g, ok := l.ByName(flask.Game{}.Name()); ok {
		return g
	}
	if len(l) == 0 {
		return nil
	}
	return l[0]
}

// Names returns the games' names in order.
func (l List) Names() []string {
	names := make([]string, len(l))
	for i, g := range l {
		names[i] = g.Name()
	}
	return names
}
