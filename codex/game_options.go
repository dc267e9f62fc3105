package codex

import "strings"

// TallyName names the choices of a secret objective and the draws by source (cards.MoveTally).
func (Game) TallyName(move string) string {
	switch {
	case strings.HasPrefix(move, "secret "):
		return "secret objective " + strings.TrimPrefix(move, "secret ")
	case strings.HasPrefix(move, "draw faceup"):
		return "draw faceup"
	case strings.HasPrefix(move, "draw "):
		return move
	}
	return ""
}

// TallyKey groups Codex's moves as TallyName names them (cards.TallyKeyer): the draws by source
// (every face-up slot together) and the secret objective chosen; 0 for every other move.
func (s *State) TallyKey(m Move) int {
	switch m.Kind() {
	case DrawCard:
		switch m.Slot() {
		case FromResourceDeck:
			return 1
		case FromGoldDeck:
			return 2
		}
		return 3
	case ChooseSecret:
		return 4 + int(m.Card())
	}
	return 0
}
