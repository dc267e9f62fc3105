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
