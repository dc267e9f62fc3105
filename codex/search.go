package codex

import "github.com/flaskdeck/flaskdeck/cards"

// SearchSettings gives the named search levels their budgets for Codex (cards.SearchTuner):
// playouts of 16 moves (about four turns each of two players) at random, then the evaluation,
// which measured far stronger and faster than playing every game out; normal 600 iterations a
// decision, hard four times as many.
func (s *State) SearchSettings(l cards.Level) cards.SearchSettings {
	set := cards.SearchSettings{Iterations: 600, Exploration: 0.7, MaxPlayout: 16}
	if l == cards.LevelHard {
		set.Iterations *= 4
	}
	return set
}
