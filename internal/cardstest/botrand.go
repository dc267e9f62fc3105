package cardstest

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// CheckBotMovesFollowBotRand replays the match of log with game g and checks that every move of a
// computer seat is the move its level chooses, capped as the app caps it, with cards.BotRand's
// stream for that point of the match: what both front ends promise, so one seed plays one game.
// It returns how many computer moves it checked.
func CheckBotMovesFollowBotRand(t *testing.T, g cards.Game, log *cards.Log) int {
	t.Helper()
	start := *log
	start.Moves, start.Result = nil, nil
	m, err := cards.Replay(g, &start)
	if err != nil {
		t.Fatalf("the match's start: %v", err)
	}
	checked := 0
	for i, want := range log.Moves {
		player := log.Seats[m.Table.ToMove()].Player
		if name, ok := strings.CutPrefix(player, "bot:"); ok {
			spec, err := cards.ParseBotSpec(name)
			if err != nil {
				t.Fatalf("seat %v plays %q: %v", m.Table.ToMove(), player, err)
			}
			rng := cards.BotRand(log.Seed, i)
			if got := m.Table.BotMove(spec.Capped(), &rng); got != want {
				t.Fatalf("move %d is %q; %s with BotRand's stream plays %q", i+1, want, player, got)
			}
			checked++
		}
		if err := m.Play(want); err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
	}
	return checked
}
