package sim

import (
	"context"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Ladder is every computer player level of a game played against every other (a matchup matrix,
// seats swapped equally) and the Elo rating each level earns, with the first level at 0.
type Ladder struct {
	Matrix  *MatrixReport `json:"matrix"`
	Anchor  string        `json:"anchor"`  // the level rated 0
	Ratings []Rating      `json:"ratings"` // by entrant, as in Matrix.Entrants
}

// LadderPlayers returns the entrants of a ladder of levels (cards.LadderLevels for the standard
// one), named by level, each with deck where the game takes decks ("" for the game's default).
func LadderPlayers(levels []cards.Level, deck string) []Player {
	out := make([]Player, len(levels))
	for i, l := range levels {
		out[i] = Player{Name: l.String(), Bot: cards.BotSpec{Level: l}, Deck: deck}
	}
	return out
}

// RunLadder plays base.Games matches for every pair of entrants (RunMatrix) and fits their Elo
// ratings with the first entrant at 0 (FitElo). A stopped run rates what was played.
func RunLadder(ctx context.Context, base Config, entrants []Player) (*Ladder, error) {
	m, err := RunMatrix(ctx, base, entrants)
	if err != nil {
		return nil, err
	}
	return &Ladder{Matrix: m, Anchor: entrants[0].Name, Ratings: FitElo(m, 0)}, nil
}
