package flask

import (
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// TallyName names Flask's card plays by card ("play NAME") and counts the triggers of reaction
// piles together (cards.MoveTally).
func (Game) TallyName(move string) string {
	if strings.HasPrefix(move, "trigger ") {
		return "trigger a reaction pile"
	}
	return cards.PlayedCard(move)
}

// IsTurnEnd tells whether a move ends the turn: "end" only, since the others' responses fall inside
// the turn (cards.TurnEnder). The engine counts the same turns itself (State.Turns).
func (Game) IsTurnEnd(move string) bool { return move == "end" }

// DeckPresets lists the preset decks, the base palette included (cards.SeatDecks).
func (Game) DeckPresets() []string { return PresetNames }

// CheckDeck checks a preset name or deck file before a match starts: it loads and it is a legal
// deck (cards.SeatDecks).
func (Game) CheckDeck(name string) error {
	d, err := ResolveDeck(name)
	if err != nil {
		return err
	}
	if err := d.ValidateError(); err != nil {
		return msgerr.Errorf("%s: %w", name, err)
	}
	return nil
}

// TallyKey groups Flask's moves as TallyName names them (cards.TallyKeyer): the reaction piles'
// triggers together, and one key per card kind played; 0 for every other move.
func (e *State) TallyKey(m Move) int {
	switch m.Kind {
	case MoveTrigger:
		return 1
	case MovePlay:
		return 2 + int(m.Arg)
	}
	return 0
}

// EndsTurn tells whether m ends the turn, as IsTurnEnd tells it from the notation
// (cards.TurnEndMover).
func (e *State) EndsTurn(m Move) bool { return m.Kind == MoveEnd }
