package lab

import "testing"

// FuzzParseSeats: sim --seats lists parse or fail, never panic.
func FuzzParseSeats(f *testing.F) {
	for _, s := range []string{"random,greedy", "bot:mcts:2s,bot:random", ",", "human,random", "greedy,greedy,greedy,greedy,greedy"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = ParseSeats(s)
	})
}
