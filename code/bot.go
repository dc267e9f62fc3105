package code

import "github.com/flaskdeck/flaskdeck/cards"

// PlayoutLength is how many random moves a search playout of CODE plays before the position's
// Evaluate judges it. Uniformly random CODE games take hundreds of moves to end, and their ends say
// little about a decision now; a short look ahead judged by the race to the codes says more.
const PlayoutLength = 40

// NewBot returns the computer player of spec: cards' random and greedy players, and cards' search
// player with CODE's playout length.
func NewBot(spec cards.BotSpec) cards.Bot[Move] {
	if spec.Level == cards.LevelMCTS {
		return &cards.MCTS[Move]{Iterations: spec.Iterations, Duration: spec.Duration, MaxPlayout: PlayoutLength}
	}
	return cards.NewBot[Move](spec)
}
