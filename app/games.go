package app

import (
	"sort"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// games lists the games flaskdeck plays, by name. Each game package provides a cards.Game;
// a game is added here by a line in registerGames' list.
var games = map[string]cards.Game{}

// registerGame adds a game to the registry (called from init functions of app files, one per game).
func registerGame(g cards.Game) { games[g.Name()] = g }

// lookupGame returns the game of that name or a usage error listing the known ones.
func lookupGame(name string) (cards.Game, error) {
	if g, ok := games[strings.ToLower(name)]; ok {
		return g, nil
	}
	return nil, usageErrorf("%w %q (known: %s)", cards.ErrUnknownGame, name, strings.Join(gameNames(), ", "))
}

// gameNames returns the registered game names in order.
func gameNames() []string {
	names := make([]string, 0, len(games))
	for n := range games {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
