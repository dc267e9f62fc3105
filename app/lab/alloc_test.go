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
	g, ok := games.Builtin().ByName("flask")
	if !ok {
		t.Skip("the flask engine is not registered")
	}
	profile := profileOf(g)
	random := cards.BotSpec{Level: cards.LevelRandom}
	allocs := func(matches int) float64 {
		cfg := sim.Config{Game: g, Games: matches, Seed: 1, Workers: 1, Classify: profile.Classify,
			IsTurnEnd: profile.IsTurnEnd, Players: []sim.Player{{Name: "a", Bot: random}, {Name: "b", Bot: random}}}
		return testing.AllocsPerRun(1, func() {
			if _, err := sim.Run(context.Background(), cfg); err != nil {
				t.Fatal(err)
			}
		})
	}
	few, many := allocs(100), allocs(5100)
	if many > few+50 {
		t.Errorf("100 matches allocate %v times, 5,100 matches %v: %.2f a match, want 0", few, many, (many-few)/5000)
	}
}
