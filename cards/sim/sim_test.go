package sim

import (
	"context"
	"errors"
	"math"
	"math/bits"
	"reflect"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
)

// coin is the known-answer game of these tests: the first mover's expected payoff is
// 0.55 + 0.1/2 = 0.6, and a match lasts 2 × (1..6) = 7 moves on average.
var coin = cardstest.CoinGame{Edge: 0.55, Draw: 0.1}

func coinPlayers(levels ...cards.Level) []Player {
	out := make([]Player, len(levels))
	for i, l := range levels {
		out[i] = Player{Name: cards.BotSpec{Level: l}.String(), Bot: cards.BotSpec{Level: l}}
	}
	return out
}

func runCoin(t *testing.T, cfg Config) *Report {
	t.Helper()
	if cfg.Game == nil {
		cfg.Game = coin
	}
	if cfg.Players == nil {
		cfg.Players = coinPlayers(cards.LevelRandom, cards.LevelGreedy)
	}
	rep, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func TestSimIntervalCoversTheTrueRateInAbout95PercentOfSeeds(t *testing.T) {
	const seeds, games = 300, 300
	truth := coin.Expected(2)
	covered := 0
	for seed := range uint64(seeds) {
		rep := runCoin(t, Config{Games: games, Seed: seed, Workers: 2})
		if rep.FirstMover.WinRate.Contains(truth) {
			covered++
		}
	}
	// With 300 seeds, a true coverage of 95% gives 285 ± 2.5σ (σ ≈ 3.8): 275 to 295. A draw
	// counts half, which makes Wilson slightly conservative, so allow up to all.
	if covered < 275 {
		t.Errorf("the first mover's interval covered the true rate %.2f in %d of %d seeds, want about 95%%", truth, covered, seeds)
	}
	if covered == seeds {
		t.Errorf("the interval covered the true rate in every seed: it is far too wide")
	}
}

func TestSimKnownRatesLengthsAndDraws(t *testing.T) {
	rep := runCoin(t, Config{Games: 20000, Seed: 7, Workers: 2})
	if rep.Finished != 20000 || rep.Unfinished != 0 || rep.Stopped {
		t.Fatalf("finished %d unfinished %d stopped %v", rep.Finished, rep.Unfinished, rep.Stopped)
	}
	// Seat 1 moves first in the coin game; players rotate, so each sits first half the time.
	if !rep.Seats[0].WinRate.Contains(0.6) || !rep.Seats[1].WinRate.Contains(0.4) {
		t.Errorf("seat rates %+v, want 0.6 and 0.4 inside the intervals", rep.Seats)
	}
	for _, p := range rep.Players {
		if !p.WinRate.Contains(0.5) {
			t.Errorf("%s: win rate %+v, want 0.5 inside (the players rotate seats)", p.Name, p.WinRate)
		}
		if p.Wins+p.Draws+p.Losses != p.Games {
			t.Errorf("%s: %d+%d+%d is not %d games", p.Name, p.Wins, p.Draws, p.Losses, p.Games)
		}
		if p.Scores == nil || p.Scores.Count != 20000 {
			t.Errorf("%s: scores %+v, want a summary of 20000 matches", p.Name, p.Scores)
		}
	}
	if rate := float64(rep.Shared) / float64(rep.Finished); math.Abs(rate-0.1) > 0.01 {
		t.Errorf("draw rate %.3f, want 0.1", rate)
	}
	if math.Abs(rep.Moves.Mean-7) > 0.1 || rep.Moves.Min != 2 || rep.Moves.Max != 12 {
		t.Errorf("length %+v, want mean 7, min 2, max 12", rep.Moves)
	}
	if rep.Turns.Mean != rep.Moves.Mean {
		t.Errorf("turns mean %v, want the moves mean %v (the seats alternate every move)", rep.Turns.Mean, rep.Moves.Mean)
	}
	ends := runCoin(t, Config{Games: 2000, Seed: 7, IsTurnEnd: func(m string) bool { return m == "tails" }})
	if ends.Turns.Mean >= ends.Moves.Mean || ends.Turns.Min != 1 {
		t.Errorf("turns ended by tails: %+v, want fewer turns than moves (%+v) and at least one", ends.Turns, ends.Moves)
	}
	if len(rep.Reasons) != 1 || rep.Reasons[0].Count != 20000 {
		t.Errorf("reasons %+v", rep.Reasons)
	}
	if math.Abs(rep.FirstMover.Advantage()-0.1) > 0.02 {
		t.Errorf("first-mover advantage %.3f, want 0.1", rep.FirstMover.Advantage())
	}
}

// TestSimSplitsEachPlayersRecordBySeat checks each participant's record at each seat: in the coin
// game the first seat wins 60 % whoever sits there, and a participant's seats add up to its record.
func TestSimSplitsEachPlayersRecordBySeat(t *testing.T) {
	rep := runCoin(t, Config{Games: 9001, Seed: 5, Workers: 3})
	for _, p := range rep.Players {
		if len(p.BySeat) != 2 {
			t.Fatalf("%s: %d seats, want 2", p.Name, len(p.BySeat))
		}
		games, score := int64(0), 0.0
		for i, s := range p.BySeat {
			if s.Seat != i+1 {
				t.Errorf("%s: seat %d listed %d-th", p.Name, s.Seat, i+1)
			}
			games += s.Games
			score += s.WinRate.Rate * float64(s.Games)
		}
		if games != p.Games || math.Abs(score-p.Score) > 1e-6 {
			t.Errorf("%s: the seats hold %d matches and score %.3f, want %d and %.3f", p.Name, games, score, p.Games, p.Score)
		}
		if first, second := p.BySeat[0], p.BySeat[1]; !first.WinRate.Contains(0.6) || !second.WinRate.Contains(0.4) {
			t.Errorf("%s: seat 1 %+v, seat 2 %+v; want 0.6 and 0.4 inside", p.Name, first.WinRate, second.WinRate)
		}
	}
	a, b := rep.Players[0].BySeat, rep.Players[1].BySeat
	if a[0].Games+b[0].Games != rep.Finished || a[0].Games-b[0].Games != 1 {
		t.Errorf("seat 1 held the first player %d times, the second %d; want 4501 and 4500", a[0].Games, b[0].Games)
	}
}

func TestSimSameSeedSameReportWhateverTheWorkers(t *testing.T) {
	base := Config{Games: 3001, Seed: 42, VariantImpact: true, Classify: func(m string) string { return m }}
	one := base
	one.Workers = 1
	four := base
	four.Workers = 4
	a, b := runCoin(t, one), runCoin(t, four)
	a.Workers, b.Workers = 0, 0
	if !reflect.DeepEqual(a, b) {
		t.Errorf("1 worker:\n%+v\n4 workers:\n%+v", a, b)
	}
	other := base
	other.Seed = 43
	if c := runCoin(t, other); reflect.DeepEqual(a.Players, c.Players) {
		t.Errorf("seeds 42 and 43 gave the same players' records")
	}
}

func TestSimVariantImpactCountsChangedWinners(t *testing.T) {
	// edge=off moves the first mover's band from [.1,.65) to [.1,.55): 10% of matches change.
	rep := runCoin(t, Config{Games: 10000, Seed: 3, Workers: 2, VariantImpact: true})
	if len(rep.Variants) != 1 || rep.Variants[0].Rule != "edge=off" || rep.Variants[0].Replays != 10000 {
		t.Fatalf("variants %+v", rep.Variants)
	}
	if v := rep.Variants[0]; !v.Rate.Contains(0.1) {
		t.Errorf("edge=off changed %d of %d (%+v), want 10%% inside the interval", v.Changed, v.Replays, v.Rate)
	}
}

func TestSimMoveTally(t *testing.T) {
	rep := runCoin(t, Config{Games: 4000, Seed: 5, Classify: func(m string) string {
		if m == "heads" {
			return "heads"
		}
		return ""
	}})
	if len(rep.MoveTally) != 1 || rep.MoveTally[0].Move != "heads" {
		t.Fatalf("tally %+v, want heads only", rep.MoveTally)
	}
	heads := rep.MoveTally[0]
	var scored float64
	for _, p := range rep.Players {
		scored += p.Scores.Mean * float64(p.Scores.Count)
	}
	if float64(heads.Plays) != scored {
		t.Errorf("heads played %d times, the scores count %v", heads.Plays, scored)
	}
	// The calls do not matter, so the winner makes half the calls.
	if math.Abs(heads.ByWinners-0.5) > 0.03 {
		t.Errorf("share of heads by the winners %.3f, want about 0.5", heads.ByWinners)
	}
}

func TestSimStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cfg := Config{Game: coin, Players: coinPlayers(cards.LevelRandom, cards.LevelRandom), Games: 50_000_000, Workers: 2,
		OnProgress: func(done int) {
			if done > 0 {
				cancel()
			}
		}}
	rep, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Stopped || rep.Finished == 0 || rep.Finished >= int64(cfg.Games) {
		t.Errorf("stopped %v after %d of %d matches, want a partial report", rep.Stopped, rep.Finished, cfg.Games)
	}
	if rep.Players[0].Games != rep.Finished {
		t.Errorf("the report counts %d games for a player, %d finished", rep.Players[0].Games, rep.Finished)
	}
	cancelled, stop := context.WithCancel(context.Background())
	stop()
	rep, err = Run(cancelled, cfg)
	if err != nil || !rep.Stopped || rep.Finished != 0 {
		t.Errorf("a cancelled context: %v, stopped %v, finished %d; want an empty stopped report", err, rep.Stopped, rep.Finished)
	}
}

func TestSimRejectsBadConfigurations(t *testing.T) {
	human := []Player{{Name: "me"}, {Name: "bot", Bot: cards.BotSpec{Level: cards.LevelGreedy}}}
	tests := []struct {
		name string
		cfg  Config
		want error
	}{
		{"no matches", Config{Game: coin, Players: coinPlayers(cards.LevelRandom, cards.LevelRandom)}, ErrBadConfig},
		{"one seat", Config{Game: coin, Players: coinPlayers(cards.LevelRandom), Games: 5}, ErrBadConfig},
		{"a human", Config{Game: coin, Players: human, Games: 5}, ErrBadConfig},
		{"unknown rule", Config{Game: coin, Players: coinPlayers(cards.LevelRandom, cards.LevelRandom), Games: 5, Rules: cards.Rules{"edge": "maybe"}}, cards.ErrBadRule},
		{"half the decks", Config{Game: coin, Players: []Player{{Bot: cards.BotSpec{Level: cards.LevelRandom}, Deck: "red"}, {Bot: cards.BotSpec{Level: cards.LevelRandom}}}, Games: 5}, ErrBadConfig},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Run(context.Background(), tt.cfg); !errors.Is(err, tt.want) {
				t.Errorf("error %v, want %v", err, tt.want)
			}
		})
	}
}

func TestExportMatchReplaysTheCountedMatch(t *testing.T) {
	cfg := Config{Game: coin, Players: coinPlayers(cards.LevelGreedy, cards.LevelMCTS), Games: 10, Seed: 99, Rules: cards.Rules{"edge": "on"}}
	c, err := cfg.check()
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{0, 3, 9} {
		counted, err := c.playMatch(context.Background(), i, c.Rules, nil)
		if err != nil {
			t.Fatal(err)
		}
		log, err := ExportMatch(cfg, i, "test")
		if err != nil {
			t.Fatal(err)
		}
		if len(log.Moves) != counted.moves || log.Seed != MatchSeed(99, i) {
			t.Errorf("match %d: log of %d moves seed %d, the run counted %d moves", i, len(log.Moves), log.Seed, counted.moves)
		}
		if log.Seats[0].Player != "bot:"+c.Players[SeatOf(i, 0, 2)].Bot.String() {
			t.Errorf("match %d: seat 1 is %q, want the rotated player", i, log.Seats[0].Player)
		}
		m, err := cards.Replay(coin, log)
		if err != nil {
			t.Fatalf("match %d: replay: %v", i, err)
		}
		if !reflect.DeepEqual(m.Table.Result().Winners, counted.result.Winners) {
			t.Errorf("match %d: replayed winners %v, counted %v", i, m.Table.Result().Winners, counted.result.Winners)
		}
	}
	if _, err := ExportMatch(cfg, 10, "test"); !errors.Is(err, ErrBadConfig) {
		t.Errorf("exporting match 10 of 10: %v, want ErrBadConfig", err)
	}
}

func TestMatrixPlaysEveryPairWithSeatsSwapped(t *testing.T) {
	entrants := []Player{
		{Name: "a", Bot: cards.BotSpec{Level: cards.LevelRandom}, Deck: "a"},
		{Name: "b", Bot: cards.BotSpec{Level: cards.LevelGreedy}, Deck: "b"},
		{Name: "c", Bot: cards.BotSpec{Level: cards.LevelRandom}, Deck: "c"},
	}
	var last int
	m, err := RunMatrix(context.Background(), Config{Game: coin, Games: 2000, Seed: 1, Workers: 2,
		OnProgress: func(done int) { last = done }}, entrants)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Pairs) != Pairs(3) || last != 3*2000 {
		t.Fatalf("%d pairs, progress %d; want 3 pairs and 6000", len(m.Pairs), last)
	}
	for i := range entrants {
		if m.Cells[i][i].Games != 0 {
			t.Errorf("the diagonal cell %d holds %d games", i, m.Cells[i][i].Games)
		}
		for j := range entrants {
			if i == j {
				continue
			}
			a, b := m.Cells[i][j], m.Cells[j][i]
			if a.Games != 2000 || a.Wins != b.Losses || math.Abs(a.WinRate.Rate+b.WinRate.Rate-1) > 1e-9 {
				t.Errorf("cells %d,%d = %+v and %+v do not mirror", i, j, a, b)
			}
			// The coin favours the first mover, not an entrant: with seats swapped it is even.
			if !a.WinRate.Contains(0.5) {
				t.Errorf("%s against %s: %+v, want 0.5 inside", entrants[i].Name, entrants[j].Name, a.WinRate)
			}
		}
	}
}

// Neighbouring matches must not share their randomness: every seed of a run is distinct and
// neighbours differ in about half their bits.
func TestMatchSeedsAreIndependentLooking(t *testing.T) {
	seen := map[uint64]bool{}
	var flipped, pairs int
	for run := range uint64(4) {
		prev := MatchSeed(run, 0)
		for i := range 5000 {
			s := MatchSeed(run, i)
			if seen[s] {
				t.Fatalf("run %d match %d repeats a seed", run, i)
			}
			seen[s] = true
			if i > 0 {
				flipped += bits.OnesCount64(s ^ prev)
				pairs++
			}
			prev = s
		}
	}
	if mean := float64(flipped) / float64(pairs); math.Abs(mean-32) > 0.5 {
		t.Errorf("neighbouring seeds differ in %.2f bits on average, want about 32", mean)
	}
}
