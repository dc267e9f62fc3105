package sim

import (
	"context"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// MatrixReport is a matchup matrix: every entrant against every other, seats swapped equally.
// Cells[i][j] is row i's record against column j; the diagonal is empty (Games 0).
type MatrixReport struct {
	Version      string         `json:"version,omitempty"` // the program that ran it, set by the caller
	Game         string         `json:"game"`
	Seed         uint64         `json:"seed"`
	GamesPerPair int            `json:"games_per_pair"`
	Workers      int            `json:"workers"`
	Rules        cards.Rules    `json:"rules"`
	Stopped      bool           `json:"stopped"`
	Entrants     []Player       `json:"entrants"`
	Cells        [][]MatrixCell `json:"cells"`
	Pairs        []*Report      `json:"pairs"` // the full report of each pair, in the order played
}

// MatrixCell is the row entrant's record against the column entrant.
type MatrixCell struct {
	Games   int64    `json:"games"`
	Wins    int64    `json:"wins"`
	Draws   int64    `json:"draws"`
	Losses  int64    `json:"losses"`
	WinRate Interval `json:"win_rate"` // draws count half
}

// Mean returns the row entrant's mean win rate over its matchups.
func (m *MatrixReport) Mean(row int) float64 {
	sum, k := 0.0, 0
	for j, cell := range m.Cells[row] {
		if j != row && cell.Games > 0 {
			sum += cell.WinRate.Rate
			k++
		}
	}
	if k == 0 {
		return 0
	}
	return sum / float64(k)
}

// RunMatrix plays base.Games two-player matches for every pair of entrants (i < j), each pair on
// its own seed derived from base.Seed. base gives the game, rules, workers and progress callback
// (OnProgress receives the count over all pairs); base.Players is ignored. A cancelled ctx stops
// the run and reports the pairs and matches finished, with Stopped set.
func RunMatrix(ctx context.Context, base Config, entrants []Player) (*MatrixReport, error) {
	if len(entrants) < 2 {
		return nil, msgerr.Errorf("%w: a matchup matrix needs at least two entrants, not %d", ErrBadConfig, len(entrants))
	}
	k := len(entrants)
	m := &MatrixReport{Seed: base.Seed, GamesPerPair: base.Games, Entrants: entrants, Cells: make([][]MatrixCell, k)}
	for i := range m.Cells {
		m.Cells[i] = make([]MatrixCell, k)
	}
	progress := base.OnProgress
	pair := 0
	for i := range k {
		for j := i + 1; j < k; j++ {
			cfg := base
			cfg.Players = []Player{entrants[i], entrants[j]}
			cfg.Seed = MatchSeed(base.Seed^0x6d617472697821, pair) // "matrix!"
			offset := pair * base.Games
			if progress != nil {
				cfg.OnProgress = func(done int) { progress(offset + done) }
			}
			rep, err := Run(ctx, cfg)
			if err != nil {
				return nil, msgerr.Errorf("%s against %s: %w", entrants[i].Name, entrants[j].Name, err)
			}
			m.Game, m.Workers, m.Rules = rep.Game, rep.Workers, rep.Rules
			m.Pairs = append(m.Pairs, rep)
			a, b := rep.Players[0], rep.Players[1]
			m.Cells[i][j] = MatrixCell{Games: a.Games, Wins: a.Wins, Draws: a.Draws, Losses: a.Losses, WinRate: a.WinRate}
			m.Cells[j][i] = MatrixCell{Games: b.Games, Wins: b.Wins, Draws: b.Draws, Losses: b.Losses, WinRate: b.WinRate}
			pair++
			if rep.Stopped {
				m.Stopped = true
				return m, nil
			}
		}
	}
	return m, nil
}

// Pairs returns the number of pairs a matrix of k entrants plays.
func Pairs(k int) int { return k * (k - 1) / 2 }
