package lab

import (
	"context"
	"testing"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// A run of random Flask matches, as `flaskdeck sim flask --seats bot:random,bot:random` plays
// them, allocates nothing per match (the table is renewed in place, the result filled into the
// worker's memory): 5,000 more matches allocate only where the counters meet a new game length or
// kind of move. Each match used to allocate twice, 32 bytes, so that 300,000 matches paid a
// collection that two workers felt. One worker: with two, which worker meets which lengths
// depends on their timing.
func TestSimFlaskMatchesAllocateNothing(t *testing.T) {
	testSimMatchesAllocateNothing(t, "flask", 2, 50)
}

// Random Codex matches, 2 seats, as `flaskdeck sim codex` plays them, allocate nothing per match
// either: the table is renewed in place, the result filled into the worker's memory, the engine's
// figures (cards.MatchStats) written into a map the worker keeps (cards.StatsFiller, their names
// made once), and the moves tallied by texts made once. Each match used to allocate about 20 times.
func TestSimCodexMatchesAllocateNothing(t *testing.T) {
	testSimMatchesAllocateNothing(t, "codex", 2, 50)
}

// Random CODE matches, 4 seats, allocate nothing per match: CODE's table is renewed in place
// (code.Game.Renew), its result filled into the worker's memory, its rule variants read without
// being made anew, and the action cards tallied by texts made once. Each match used to allocate
// about 11 times. Its games' lengths spread over far more values than Flask's, each new one a
// counter (about 80 allocations in 5,000 matches): up to 0.05 a match are allowed.
func TestSimCodeMatchesAllocateNothing(t *testing.T) {
	testSimMatchesAllocateNothing(t, "code", 4, 250)
}

// testSimMatchesAllocateNothing checks that 5,000 more random matches of game with the given number of
// seats allocate at most slack times: only where the counters meet a new game length or kind of
// move (one worker: with two, which worker meets which lengths depends on their timing).
func testSimMatchesAllocateNothing(t *testing.T, game string, seats int, slack float64) {
	t.Helper()
	g, ok := games.Builtin().ByName(game)
	if !ok {
		t.Skipf("the %s engine is not registered", game)
	}
	profile := profileOf(g)
	random := cards.BotSpec{Level: cards.LevelRandom}
	players := make([]sim.Player, seats)
	for i := range players {
		players[i] = sim.Player{Name: string(rune('a' + i)), Bot: random}
	}
	allocs := func(matches int) float64 {
		cfg := sim.Config{Game: g, Games: matches, Seed: 1, Workers: 1, Classify: profile.Classify,
			IsTurnEnd: profile.IsTurnEnd, Players: players}
		return testing.AllocsPerRun(1, func() {
			if _, err := sim.Run(context.Background(), cfg); err != nil {
				t.Fatal(err)
			}
		})
	}
	few, many := allocs(100), allocs(5100)
	if many > few+slack {
		t.Errorf("%s: 100 matches allocate %v times, 5,100 matches %v: %.2f a match, want 0", game, few, many, (many-few)/5000)
	}
}
