package lab

import (
	"context"
	"io"
	"testing"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
	"github.com/flaskdeck/flaskdeck/internal/cpuclock"
)

// benchmarkSim plays b.N matches of game between random players (Flask: red against blue, as in
// the one-million-match memory check; Codex 2 seats; CODE 4 seats, as the engines' random-game
// benchmarks) on the given number of workers, with the lab's move tally and the collector tuned as
// flaskdeck sim tunes it. It reports matches per second of wall time and CPU microseconds per match
// (all threads, the collector included: on a shared machine the first depends on the others' load,
// the second much less).
func benchmarkSim(b *testing.B, game string, workers int) {
	g, ok := games.Builtin().ByName(game)
	if !ok {
		b.Skipf("the %s engine is not registered", game)
	}
	random := cards.BotSpec{Level: cards.LevelRandom}
	players := []sim.Player{{Name: "red", Bot: random, Deck: "red"}, {Name: "blue", Bot: random, Deck: "blue"}}
	switch game {
	case "codex":
		players = []sim.Player{{Name: "a", Bot: random}, {Name: "b", Bot: random}}
	case "code":
		players = []sim.Player{{Name: "a", Bot: random}, {Name: "b", Bot: random}, {Name: "c", Bot: random}, {Name: "d", Bot: random}}
	}
	cfg := sim.Config{Game: g, Games: b.N, Seed: 1, Workers: workers, Classify: profileOf(g).Classify,
		IsTurnEnd: profileOf(g).IsTurnEnd, Players: players}
	defer TuneGC()()
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuclock.Process()
	rep, err := sim.Run(context.Background(), cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(rep.Finished)/b.Elapsed().Seconds(), "matches/s")
	b.ReportMetric(float64((cpuclock.Process()-cpu).Nanoseconds())/float64(rep.Finished), "cpu-ns/match")
}

func BenchmarkSimFlaskWorkers1(b *testing.B) { benchmarkSim(b, "flask", 1) }
func BenchmarkSimFlaskWorkers2(b *testing.B) { benchmarkSim(b, "flask", 2) }
func BenchmarkSimCodexWorkers1(b *testing.B) { benchmarkSim(b, "codex", 1) }
func BenchmarkSimCodeWorkers1(b *testing.B)  { benchmarkSim(b, "code", 1) }

// BenchmarkSimFlaskRunTwoMatches is what a `flaskdeck sim flask --workers 2` run costs beside its
// matches, in a process that has run one before (the preset decks and the report's texts already
// loaded): the request checked, the rules and decks resolved, a worker set up on each core, the
// counters merged, the report built and written as text. A run of two matches, one a worker.
func BenchmarkSimFlaskRunTwoMatches(b *testing.B) {
	g, ok := games.Builtin().ByName("flask")
	if !ok {
		b.Skip("the flask engine is not registered")
	}
	random := cards.BotSpec{Level: cards.LevelRandom}
	req := Request{Game: g, Games: 2, Seats: []cards.BotSpec{random, random}, Seed: 1, Workers: 2,
		MaxMoves: sim.DefaultMaxMoves}
	b.ReportAllocs()
	cpu := cpuclock.Process()
	for b.Loop() {
		res, err := req.Run(context.Background(), nil)
		if err != nil {
			b.Fatal(err)
		}
		WriteText(io.Discard, res.Single)
	}
	b.ReportMetric(float64((cpuclock.Process()-cpu).Nanoseconds())/float64(b.N), "cpu-ns/run")
}
