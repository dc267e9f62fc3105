// Package printjob builds the print jobs of flaskdeck's games (the cards to lay out on PDF sheets)
// from what the command line's print command and the print dialog ask for: Settings as typed, a
// Selection of cards, and each game's Source. A Source also gathers the game's cards for the image
// exports (package export): card images for print services and Tabletop Simulator sheets.
package printjob

import (
	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"strings"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/export"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/printing"
)

// Source builds the print job of one game from the command's arguments.
type Source struct {
	// Args describes the arguments in the help, "" when the game takes none.
	Args string
	// Job builds the job from the arguments and the selection.
	Job func(args []string, sel Selection) (printing.Job, error)
	// Export gathers the cards the arguments name as image files write them (export images, tts);
	// of the selection it uses the rule set (Flask).
	Export func(args []string, sel Selection) (export.Set, error)
}

// Selection is what the user picked from the game's cards.
type Selection struct {
	Cards   string        // --cards: indices (from 1), ranges and names, comma-separated; "" for all
	OneEach bool          // ignore amounts: one copy of each card
	BW      bool          // black-and-white faces
	RuleSet string        // Flask: the rule set the faces follow (a name or file; "" each deck's own, else v0.4.2)
	Lang    i18n.Language // the language of the faces' texts (None: English)
}

// sources is the print source of every game, keyed by the game (one line per game).
var sources = map[cards.Game]Source{
	flask.Game{}: {Args: "deck files or preset names (" + strings.Join(flask.PresetNames, ", ") + ")", Job: flaskSource, Export: flaskSet},
	codex.Game{}: {Job: codexSource, Export: codexSet},
	code.Game{}:  {Job: codeSource, Export: codeSet},
}

// For returns the print source of the game of that name (any case).
func For(name string) (Source, bool) {
	g, ok := games.Builtin().ByName(strings.ToLower(name))
	if !ok {
		return Source{}, false
	}
	src, ok := sources[g]
	return src, ok
}

// Names lists the games that can print, in name order.
func Names() []string {
	var names []string
	for _, g := range games.Builtin() {
		if _, ok := sources[g]; ok {
			names = append(names, g.Name())
		}
	}
	return names
}
