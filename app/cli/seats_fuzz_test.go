package cli

import (
	"strings"
	"testing"
)

// FuzzParseSeats: play --seats lists (human:Ann,bot:mcts:2s…) parse or fail, never panic.
func FuzzParseSeats(f *testing.F) {
	for _, s := range []string{"human,bot:greedy", "human:Ann,human:Bob", "bot:mcts:2s,human", "human:,bot:", ":::"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = parseSeats(strings.Split(s, ","))
	})
}
