package lab

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// pct writes a rate as a percentage with one decimal.
func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

// interval writes an interval's bounds as percentages.
func interval(iv sim.Interval) string { return fmt.Sprintf("[%s, %s]", pct(iv.Low), pct(iv.High)) }

// rulesText writes rules as NAME=VALUE in name order.
func rulesText(rules cards.Rules) string {
	if len(rules) == 0 {
		return "none"
	}
	names := make([]string, 0, len(rules))
	for n := range rules {
		names = append(names, n)
	}
	sort.Strings(names)
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = n + "=" + rules[n]
	}
	return strings.Join(parts, " ")
}

// SettingsLine writes every setting of a run, so the report says how to run it again.
func SettingsLine(game string, seed uint64, games, workers int, rules cards.Rules) string {
	return fmt.Sprintf("game=%s seed=%d games=%d workers=%d version=%s rules: %s", game, seed, games, workers, app.Version, rulesText(rules))
}

// WriteText writes a single run's report as readable tables.
func WriteText(w io.Writer, r *sim.Report) {
	fmt.Fprintf(w, "flaskdeck sim %s\n", SettingsLine(r.Game, r.Seed, r.Games, r.Workers, r.Rules))
	fmt.Fprintf(w, "max moves %d, variant impact %v; players rotate over the seats; intervals are 95%% Wilson score intervals\n",
		r.MaxMoves, r.VariantImpact)
	if r.Stopped {
		fmt.Fprintf(w, "STOPPED: %d of %d matches finished\n", r.Finished+r.Unfinished, r.Games)
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "player\tcomputer\tdeck\tgames\twins\tdraws\tlosses\twin rate\t95% interval")
	for _, p := range r.Players {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%d\t%d\t%s\t%s\n", p.Name, p.Player, orDash(p.Deck), p.Games, p.Wins, p.Draws, p.Losses,
			pct(p.WinRate.Rate), interval(p.WinRate))
	}
	tw.Flush()
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "seat\twin rate\t95% interval")
	for _, s := range r.Seats {
		fmt.Fprintf(tw, "seat %d\t%s\t%s\n", s.Seat, pct(s.WinRate.Rate), interval(s.WinRate))
	}
	fmt.Fprintf(tw, "first mover\t%s\t%s\n", pct(r.FirstMover.WinRate.Rate), interval(r.FirstMover.WinRate))
	tw.Flush()
	fmt.Fprintf(w, "\nfirst-mover advantage: %+.1f points over the even share %s\n", 100*r.FirstMover.Advantage(), pct(r.FirstMover.Expected))
	fmt.Fprintf(w, "draws: %d shared wins, %d won by nobody; unfinished (move cap): %d\n", r.Shared, r.NoWinner, r.Unfinished)
	writeLength(w, "turns", r.Turns)
	writeLength(w, "moves", r.Moves)
	if len(r.Reasons) > 0 {
		fmt.Fprintln(w, "\nendings:")
		for _, c := range r.Reasons {
			fmt.Fprintf(w, "  %-40s %d\n", c.Name, c.Count)
		}
	}
	writeScores(w, r)
	writeMoveTally(w, r.MoveTally)
	if len(r.EngineStats) > 0 {
		fmt.Fprintln(w, "\ngame figures (mean per match):")
		for _, s := range r.EngineStats {
			fmt.Fprintf(w, "  %-40s %.3f\n", s.Name, s.Mean)
		}
	}
	if len(r.Variants) > 0 {
		fmt.Fprintln(w, "\nrule variants (same seeds replayed with the other value; winners changed):")
		for _, v := range r.Variants {
			fmt.Fprintf(w, "  %-24s %d of %d  %s %s\n", v.Rule, v.Changed, v.Replays, pct(v.Rate.Rate), interval(v.Rate))
		}
	}
}

// writeLength writes a game-length summary with a small text histogram.
func writeLength(w io.Writer, unit string, s sim.Summary) {
	fmt.Fprintf(w, "\ngame length in %s: mean %.1f, median %d, 90%% ≤ %d, range %d–%d\n", unit, s.Mean, s.Median, s.P90, s.Min, s.Max)
	var most int64
	for _, b := range s.Bins {
		most = max(most, b.Count)
	}
	for _, b := range s.Bins {
		bar := strings.Repeat("█", int(40*b.Count/max(most, 1)))
		span := fmt.Sprint(b.Low)
		if b.High != b.Low {
			span = fmt.Sprintf("%d–%d", b.Low, b.High)
		}
		fmt.Fprintf(w, "  %11s  %-40s %d\n", span, bar, b.Count)
	}
}

// writeScores writes the players' final points, for games that count them.
func writeScores(w io.Writer, r *sim.Report) {
	header := false
	for _, p := range r.Players {
		if p.Scores == nil {
			continue
		}
		if !header {
			fmt.Fprintln(w, "\nfinal points:")
			header = true
		}
		s := p.Scores
		fmt.Fprintf(w, "  %-24s mean %.1f, median %d, 90%% ≤ %d, range %d–%d\n", p.Name, s.Mean, s.Median, s.P90, s.Min, s.Max)
	}
}

// maxTallyRows is how many kinds of moves the text report lists.
const maxTallyRows = 25

// writeMoveTally writes the moves played most, with the share played by winners.
func writeMoveTally(w io.Writer, tally []sim.MoveReport) {
	if len(tally) == 0 {
		return
	}
	fmt.Fprintln(w, "\nplayed most (per match; share of those plays made by the match's winner):")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, m := range tally {
		if i == maxTallyRows {
			fmt.Fprintf(tw, "  … %d more (see --json or --csv)\t\t\t\n", len(tally)-i)
			break
		}
		fmt.Fprintf(tw, "  %s\t%d\t%.2f per match\t%s by winners\n", m.Move, m.Plays, m.PerMatch, pct(m.ByWinners))
	}
	tw.Flush()
}

// WriteMatrixText writes a matchup matrix: row against column, with intervals below.
func WriteMatrixText(w io.Writer, m *sim.MatrixReport) {
	fmt.Fprintf(w, "flaskdeck sim %s matrix\n", SettingsLine(m.Game, m.Seed, m.GamesPerPair, m.Workers, m.Rules))
	bot := ""
	if len(m.Entrants) > 0 {
		bot = m.Entrants[0].BotName()
	}
	who := bot + " for every deck"
	if !sameBot(m.Entrants) {
		who = "each its own computer player"
	}
	fmt.Fprintf(w, "%d matches per pair, %s, seats swapped equally; cell = row's win rate against column (draws count half)\n",
		m.GamesPerPair, who)
	if m.Stopped {
		fmt.Fprintln(w, "STOPPED: the matrix is incomplete")
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	var header strings.Builder
	header.WriteString("\t")
	for _, e := range m.Entrants {
		header.WriteString(e.Name + "\t")
	}
	fmt.Fprintln(tw, header.String()+"mean\t")
	for i, e := range m.Entrants {
		var line strings.Builder
		line.WriteString(e.Name + "\t")
		for j := range m.Entrants {
			if c := m.Cells[i][j]; i == j || c.Games == 0 {
				line.WriteString("—\t")
			} else {
				line.WriteString(pct(c.WinRate.Rate) + "\t")
			}
		}
		fmt.Fprintln(tw, line.String()+pct(m.Mean(i))+"\t")
	}
	tw.Flush()
	fmt.Fprintln(w, "\n95% intervals:")
	for i, e := range m.Entrants {
		for j := i + 1; j < len(m.Entrants); j++ {
			c := m.Cells[i][j]
			fmt.Fprintf(w, "  %-12s vs %-12s %s %s  (%d wins, %d draws, %d losses of %d)\n",
				e.Name, m.Entrants[j].Name, pct(c.WinRate.Rate), interval(c.WinRate), c.Wins, c.Draws, c.Losses, c.Games)
		}
	}
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// sameBot tells whether every entrant plays with the same computer player.
func sameBot(ps []sim.Player) bool {
	for _, p := range ps {
		if p.Bot != ps[0].Bot {
			return false
		}
	}
	return true
}
