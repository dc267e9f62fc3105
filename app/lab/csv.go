package lab

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// WriteJSON writes a result as indented JSON: a single run's report, a matrix or a ladder.
func WriteJSON(w io.Writer, res *Result) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if res.Ladder != nil {
		return enc.Encode(res.Ladder)
	}
	if res.Compare != nil {
		one := func(r *Result) any {
			if r.Matrix != nil {
				return r.Matrix
			}
			return r.Single
		}
		return enc.Encode(struct {
			A       any         `json:"a"`
			B       any         `json:"b"`
			Compare *Comparison `json:"compare"`
		}{one(res), one(res.Vs), res.Compare})
	}
	if res.Matrix != nil {
		return enc.Encode(res.Matrix)
	}
	return enc.Encode(res.Single)
}

// WriteCSV writes a result as CSV. "# " lines first give every setting; then a single run is
// a long table (section, name, metric, value), a matrix one row per ordered pair, and a ladder
// one row per level (its Elo and interval) followed by its matrix.
func WriteCSV(w io.Writer, res *Result) error {
	if res.Ladder != nil {
		return writeLadderCSV(w, res.Ladder)
	}
	if res.Matrix != nil {
		return writeMatrixCSV(w, res.Matrix)
	}
	r := res.Single
	fmt.Fprintf(w, "# flaskdeck sim %s\n# max_moves=%d variant_impact=%v stopped=%v finished=%d\n",
		SettingsLine(r.Game, r.Seed, r.Games, r.Workers, r.Rules), r.MaxMoves, r.VariantImpact, r.Stopped, r.Finished)
	cw := csv.NewWriter(w)
	row := func(section, name, metric string, value any) {
		_ = cw.Write([]string{section, name, metric, fmt.Sprint(value)})
	}
	_ = cw.Write([]string{"section", "name", "metric", "value"})
	for _, p := range r.Players {
		row("player", p.Name, "player", p.Player)
		row("player", p.Name, "deck", p.Deck)
		for _, kv := range []struct {
			m string
			v any
		}{{"games", p.Games}, {"wins", p.Wins}, {"draws", p.Draws}, {"losses", p.Losses}} {
			row("player", p.Name, kv.m, kv.v)
		}
		rateRows(row, "player", p.Name, p.WinRate)
		if p.Scores != nil {
			row("player", p.Name, "score_mean", ftoa(p.Scores.Mean))
		}
		for _, s := range p.BySeat {
			seat := p.Name + " seat " + strconv.Itoa(s.Seat)
			row("player_seat", seat, "games", s.Games)
			rateRows(row, "player_seat", seat, s.WinRate)
		}
	}
	for _, s := range r.Seats {
		rateRows(row, "seat", strconv.Itoa(s.Seat), s.WinRate)
	}
	rateRows(row, "first_mover", "first mover", r.FirstMover.WinRate)
	row("first_mover", "first mover", "expected", ftoa(r.FirstMover.Expected))
	row("result", "shared", "matches", r.Shared)
	row("result", "no winner", "matches", r.NoWinner)
	row("result", "unfinished", "matches", r.Unfinished)
	for _, l := range []struct {
		unit string
		s    sim.Summary
	}{{"turns", r.Turns}, {"moves", r.Moves}} {
		row("length", l.unit, "mean", ftoa(l.s.Mean))
		row("length", l.unit, "median", l.s.Median)
		row("length", l.unit, "p90", l.s.P90)
		row("length", l.unit, "min", l.s.Min)
		row("length", l.unit, "max", l.s.Max)
		for _, b := range l.s.Bins {
			row("length_histogram", l.unit, fmt.Sprintf("%d-%d", b.Low, b.High), b.Count)
		}
	}
	for _, c := range r.Reasons {
		row("ending", c.Name, "matches", c.Count)
	}
	for _, m := range r.MoveTally {
		row("move", m.Move, "plays", m.Plays)
		row("move", m.Move, "per_match", ftoa(m.PerMatch))
		row("move", m.Move, "by_winners", ftoa(m.ByWinners))
	}
	for _, s := range r.EngineStats {
		row("game_figure", s.Name, "mean", ftoa(s.Mean))
	}
	for _, v := range r.Variants {
		row("variant", v.Rule, "replays", v.Replays)
		row("variant", v.Rule, "changed", v.Changed)
		rateRows(row, "variant", v.Rule, v.Rate)
	}
	cw.Flush()
	return cw.Error()
}

func rateRows(row func(section, name, metric string, value any), section, name string, iv sim.Interval) {
	row(section, name, "rate", ftoa(iv.Rate))
	row(section, name, "low95", ftoa(iv.Low))
	row(section, name, "high95", ftoa(iv.High))
}

func writeMatrixCSV(w io.Writer, m *sim.MatrixReport) error {
	fmt.Fprintf(w, "# flaskdeck sim %s matrix\n# games_per_pair=%d stopped=%v\n",
		SettingsLine(m.Game, m.Seed, m.GamesPerPair, m.Workers, m.Rules), m.GamesPerPair, m.Stopped)
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"row", "column", "row_player", "games", "wins", "draws", "losses", "win_rate", "low95", "high95"})
	for i, a := range m.Entrants {
		for j, b := range m.Entrants {
			if i == j {
				continue
			}
			c := m.Cells[i][j]
			_ = cw.Write([]string{a.Name, b.Name, a.BotName(), strconv.FormatInt(c.Games, 10), strconv.FormatInt(c.Wins, 10),
				strconv.FormatInt(c.Draws, 10), strconv.FormatInt(c.Losses, 10), ftoa(c.WinRate.Rate), ftoa(c.WinRate.Low), ftoa(c.WinRate.High)})
		}
	}
	cw.Flush()
	return cw.Error()
}

func ftoa(x float64) string { return strconv.FormatFloat(x, 'f', 6, 64) }

func writeLadderCSV(w io.Writer, l *sim.Ladder) error {
	fmt.Fprintf(w, "# ladder: Elo by maximum likelihood (Bradley-Terry), %s = 0, 95%% intervals\n", l.Anchor)
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"level", "elo", "low95", "high95"})
	for _, r := range l.Ratings {
		_ = cw.Write([]string{r.Name, ftoa(r.Elo), ftoa(r.Low), ftoa(r.High)})
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return err
	}
	return writeMatrixCSV(w, l.Matrix)
}
