// Package hiddentest checks, for the games' tests, that what a seat is shown never holds what that
// seat may not know: it plays many random matches and, after every move, compares every seat's view
// of the position and its move feed with the private facts a game lists from its full state.
package hiddentest

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Secrets lists, from the full state e (the game's engine), texts that viewer may not know now:
// another seat's code, secret objective or hidden card, a card in a deck. A text found in the
// viewer's view or in a feed line made now, standing as a whole word, is a leak.
type Secrets func(e any, viewer cards.Seat) []string

// Sweep plays matches random matches of g for every seat count in seats (seeds 1, 2, ...) and
// checks every seat's Describe and new feed lines after every move, and the spectator's. It
// returns the number of checks made, so a test can tell the sweep did run.
func Sweep(t testing.TB, g cards.Game, seats []int, matches, maxMoves int, secrets Secrets) int {
	t.Helper()
	checks := 0
	random, err := cards.ParseBotSpec("random")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range seats {
		for i := 1; i <= matches; i++ {
			infos := make([]cards.SeatInfo, n)
			for s := range infos {
				infos[s] = cards.SeatInfo{Name: "Player " + string(rune('A'+s)), Player: "bot:random"}
			}
			m, err := cards.NewMatch(g, cards.Config{Seats: n, Seed: uint64(i)}, infos, "test")
			if err != nil {
				t.Fatal(err)
			}
			rng := cards.NewRand(uint64(i) * 7919)
			for mv := 0; mv < maxMoves && !m.Table.Over(); mv++ {
				if err := m.Play(m.Table.BotMove(random, &rng)); err != nil {
					t.Fatalf("%d seats, seed %d: %v", n, i, err)
				}
				last := len(m.Feed) - 1
				for v := cards.NoSeat; int(v) < n; v++ {
					hidden := secrets(m.Table.Engine(), v)
					texts := append([]string{m.Table.Describe(v)}, m.FeedFor(v, last)...)
					for _, text := range texts {
						for _, h := range hidden {
							checks++
							if containsWord(text, h) {
								t.Fatalf("%s, %d seats, seed %d, move %d (%s): %s is shown %q, which it may not know:\n%s",
									g.Name(), n, i, mv+1, m.Log.Moves[last], viewerName(v), h, text)
							}
						}
					}
				}
			}
		}
	}
	return checks
}

func viewerName(v cards.Seat) string {
	if v == cards.NoSeat {
		return "the spectator"
	}
	return v.String()
}

// containsWord tells whether s holds word with no letter or digit right before or after it.
func containsWord(s, word string) bool {
	if word == "" {
		return false
	}
	for from := 0; ; {
		i := strings.Index(s[from:], word)
		if i < 0 {
			return false
		}
		i += from
		j := i + len(word)
		if (i == 0 || !isWordByte(s[i-1])) && (j == len(s) || !isWordByte(s[j])) {
			return true
		}
		from = i + 1
	}
}

func isWordByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}
