package sim

import (
	"cmp"
	"slices"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// histogramBins is the number of bars of the length histograms in reports.
const histogramBins = 20

// Report is what a simulation found, with every setting needed to run it again.
type Report struct {
	Version       string           `json:"version,omitempty"` // the program that ran it, set by the caller
	Game          string           `json:"game"`
	Seed          uint64           `json:"seed"`
	Games         int              `json:"games"` // matches asked for
	Workers       int              `json:"workers"`
	MaxMoves      int              `json:"max_moves"`
	Rules         cards.Rules      `json:"rules"`
	VariantImpact bool             `json:"variant_impact"`
	Stopped       bool             `json:"stopped"`    // interrupted before every match was played
	Finished      int64            `json:"finished"`   // matches that ended and are counted
	Unfinished    int64            `json:"unfinished"` // matches stopped by the move cap, not counted
	Shared        int64            `json:"shared"`     // matches with several winners (draws)
	NoWinner      int64            `json:"no_winner"`  // matches nobody won
	Players       []PlayerReport   `json:"players"`
	Seats         []SeatReport     `json:"seats"`
	FirstMover    FirstMoverReport `json:"first_mover"`
	Moves         Summary          `json:"moves"` // game length in moves
	Turns         Summary          `json:"turns"` // game length in turns
	Reasons       []Count          `json:"reasons,omitempty"`
	MoveTally     []MoveReport     `json:"move_tally,omitempty"`
	EngineStats   []StatReport     `json:"engine_stats,omitempty"`
	Variants      []VariantReport  `json:"variants,omitempty"`
}

// PlayerReport is one participant's record over the run (it sat at every seat equally).
type PlayerReport struct {
	Name    string   `json:"name"`
	Player  string   `json:"player"` // bot:LEVEL
	Deck    string   `json:"deck,omitempty"`
	Games   int64    `json:"games"`
	Wins    int64    `json:"wins"`  // sole wins
	Draws   int64    `json:"draws"` // shared wins and matches nobody won
	Losses  int64    `json:"losses"`
	Score   float64  `json:"score"` // wins plus shares of shared wins
	WinRate Interval `json:"win_rate"`
	Scores  *Summary `json:"scores,omitempty"` // final points, for games that count them
	// BySeat is the participant's record at each seat (seat 1 first): where the seats differ (a
	// first mover, or decks by seat), what it won at each.
	BySeat []SeatReport `json:"by_seat,omitempty"`
}

// SeatReport is the record of a seat, whoever sat there.
type SeatReport struct {
	Seat    int      `json:"seat"`            // counted from 1
	Games   int64    `json:"games,omitempty"` // in a participant's BySeat: its matches at the seat
	WinRate Interval `json:"win_rate"`
}

// FirstMoverReport is the record of the seat that moved first, against the share it would have
// if moving first did not matter (1 / seats).
type FirstMoverReport struct {
	WinRate  Interval `json:"win_rate"`
	Expected float64  `json:"expected"`
}

// Advantage is the first mover's win rate minus the expected share, in points of rate.
func (f FirstMoverReport) Advantage() float64 { return f.WinRate.Rate - f.Expected }

// Count is a named count.
type Count struct {
	Name  string `json:"name"`
	Count int64  `json:"count"`
}

// MoveReport tells how often one kind of move was played and how much by the winners.
type MoveReport struct {
	Move     string  `json:"move"`
	Plays    int64   `json:"plays"`
	PerMatch float64 `json:"per_match"`
	// ByWinners is the share of these plays made by the match's winner (shared wins count by share).
	ByWinners float64 `json:"by_winners"`
}

// StatReport is the mean of an engine figure (MatchStats) over the matches that gave it.
type StatReport struct {
	Name string  `json:"name"`
	Mean float64 `json:"mean"`
}

// VariantReport tells how often replaying a match with one rule changed its winners.
type VariantReport struct {
	Rule    string   `json:"rule"` // NAME=VALUE
	Replays int64    `json:"replays"`
	Changed int64    `json:"changed"`
	Rate    Interval `json:"rate"`
}

// Report turns the counters into a report of the run configured by c.
func (t *Tally) Report(c Config) *Report {
	n := t.matches
	r := &Report{
		Game: c.Game.Name(), Seed: c.Seed, Games: c.Games, Workers: c.Workers, MaxMoves: c.MaxMoves,
		Rules: c.Rules, VariantImpact: c.VariantImpact,
		Finished: n, Unfinished: t.unfinished, Shared: t.shared, NoWinner: t.noWinner,
		Moves: t.moves.Summarize(histogramBins), Turns: t.turns.Summarize(histogramBins),
	}
	for p, pl := range c.Players {
		score := float64(t.playerUnits[p]) / payoffUnit
		pr := PlayerReport{
			Name: pl.Name, Player: pl.BotName(), Deck: pl.Deck, Games: n,
			Wins: t.playerWins[p], Draws: t.playerDraws[p], Losses: n - t.playerWins[p] - t.playerDraws[p],
			Score: score, WinRate: Wilson(score, int(n), Z95),
		}
		for s := range c.Players {
			games := t.pairGames[p*t.players+s]
			pr.BySeat = append(pr.BySeat, SeatReport{Seat: s + 1, Games: games,
				WinRate: Wilson(float64(t.pairUnits[p*t.players+s])/payoffUnit, int(games), Z95)})
		}
		if t.scores[p].Count() > 0 {
			s := t.scores[p].Summarize(histogramBins)
			pr.Scores = &s
		}
		r.Players = append(r.Players, pr)
		r.Seats = append(r.Seats, SeatReport{Seat: p + 1,
			WinRate: Wilson(float64(t.seatUnits[p])/payoffUnit, int(n), Z95)})
	}
	r.FirstMover = FirstMoverReport{
		WinRate:  Wilson(float64(t.firstUnits)/payoffUnit, int(n), Z95),
		Expected: 1 / float64(len(c.Players)),
	}
	for reason, k := range t.reasons {
		r.Reasons = append(r.Reasons, Count{Name: reason, Count: k})
	}
	slices.SortFunc(r.Reasons, func(a, b Count) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), strings.Compare(a.Name, b.Name))
	})
	for kind, mc := range t.moveCounts {
		if mc.plays == 0 {
			continue
		}
		mr := MoveReport{Move: kind, Plays: mc.plays,
			ByWinners: float64(mc.winnerUnits) / payoffUnit / float64(mc.plays)}
		if n > 0 {
			mr.PerMatch = float64(mc.plays) / float64(n)
		}
		r.MoveTally = append(r.MoveTally, mr)
	}
	slices.SortFunc(r.MoveTally, func(a, b MoveReport) int {
		return cmp.Or(cmp.Compare(b.Plays, a.Plays), strings.Compare(a.Move, b.Move))
	})
	for name, sum := range t.stats {
		r.EngineStats = append(r.EngineStats, StatReport{Name: name, Mean: float64(sum) / statUnit / float64(t.statMatches)})
	}
	slices.SortFunc(r.EngineStats, func(a, b StatReport) int { return strings.Compare(a.Name, b.Name) })
	for rule, runs := range t.variantRuns {
		changed := t.variantDiff[rule]
		r.Variants = append(r.Variants, VariantReport{Rule: rule, Replays: runs, Changed: changed,
			Rate: Wilson(float64(changed), int(runs), Z95)})
	}
	slices.SortFunc(r.Variants, func(a, b VariantReport) int { return strings.Compare(a.Rule, b.Rule) })
	return r
}
