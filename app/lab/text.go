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
	"github.com/flaskdeck/flaskdeck/internal/i18n"
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

// WriteText writes a single run's report as readable tables, in English.
func WriteText(w io.Writer, r *sim.Report) { WriteTextIn(w, r, i18n.English) }

// WriteTextIn writes a single run's report in language l (the settings line stays as typed).
func WriteTextIn(w io.Writer, r *sim.Report, l i18n.Language) {
	t := texts.For(l)
	fmt.Fprintf(w, "flaskdeck sim %s\n", SettingsLine(r.Game, r.Seed, r.Games, r.Workers, r.Rules))
	impact := t("report.false")
	if r.VariantImpact {
		impact = t("report.true")
	}
	fmt.Fprintln(w, t("report.how", "Max", r.MaxMoves, "Impact", impact))
	if r.Stopped {
		fmt.Fprintln(w, t("report.stopped", "Done", r.Finished+r.Unfinished, "Total", r.Games))
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, t("report.playersHeader"))
	for _, p := range r.Players {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%d\t%d\t%s\t%s\n", p.Name, p.Player, orDash(p.Deck), p.Games, p.Wins, p.Draws, p.Losses,
			pct(p.WinRate.Rate), interval(p.WinRate))
	}
	tw.Flush()
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, t("report.seatsHeader"))
	for _, s := range r.Seats {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", t("report.seat", "N", s.Seat), pct(s.WinRate.Rate), interval(s.WinRate))
	}
	fmt.Fprintf(tw, "%s\t%s\t%s\n", t("report.firstMover"), pct(r.FirstMover.WinRate.Rate), interval(r.FirstMover.WinRate))
	for _, p := range r.Players {
		for _, s := range p.BySeat {
			fmt.Fprintf(tw, "%s\t%s\t%s\n", t("report.playerSeat", "Player", p.Name, "N", s.Seat, "Games", s.Games),
				pct(s.WinRate.Rate), interval(s.WinRate))
		}
	}
	tw.Flush()
	fmt.Fprintln(w, "\n"+t("report.advantage", "Points", fmt.Sprintf("%+.1f", 100*r.FirstMover.Advantage()), "Share", pct(r.FirstMover.Expected)))
	fmt.Fprintln(w, t("report.draws", "Shared", r.Shared, "Nobody", r.NoWinner, "Unfinished", r.Unfinished))
	writeLength(w, t, t("report.turns"), r.Turns)
	writeLength(w, t, t("report.moves"), r.Moves)
	if len(r.Reasons) > 0 {
		fmt.Fprintln(w, "\n"+t("report.endings"))
		for _, c := range r.Reasons {
			fmt.Fprintf(w, "  %-40s %d\n", c.Name, c.Count)
		}
	}
	writeScores(w, t, r)
	writeMoveTally(w, t, r.MoveTally)
	if len(r.EngineStats) > 0 {
		fmt.Fprintln(w, "\n"+t("report.figures"))
		for _, s := range r.EngineStats {
			fmt.Fprintf(w, "  %-40s %.3f\n", s.Name, s.Mean)
		}
	}
	if len(r.Variants) > 0 {
		fmt.Fprintln(w, "\n"+t("report.variants"))
		for _, v := range r.Variants {
			fmt.Fprintf(w, "  %-24s %s  %s %s\n", v.Rule, t("report.of", "N", v.Changed, "Total", v.Replays), pct(v.Rate.Rate), interval(v.Rate))
		}
	}
}

// writeLength writes a game-length summary with a small text histogram.
func writeLength(w io.Writer, t tr, unit string, s sim.Summary) {
	fmt.Fprintln(w, "\n"+t("report.length", "Unit", unit, "Mean", fmt.Sprintf("%.1f", s.Mean), "Median", s.Median, "P90", s.P90, "Min", s.Min, "Max", s.Max))
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
func writeScores(w io.Writer, t tr, r *sim.Report) {
	header := false
	for _, p := range r.Players {
		if p.Scores == nil {
			continue
		}
		if !header {
			fmt.Fprintln(w, "\n"+t("report.finalPoints"))
			header = true
		}
		s := p.Scores
		fmt.Fprintf(w, "  %-24s %s\n", p.Name, t("report.scoreLine", "Mean", fmt.Sprintf("%.1f", s.Mean), "Median", s.Median, "P90", s.P90, "Min", s.Min, "Max", s.Max))
	}
}

// maxTallyRows is how many kinds of moves the text report lists.
const maxTallyRows = 25

// writeMoveTally writes the moves played most, with the share played by winners.
func writeMoveTally(w io.Writer, t tr, tally []sim.MoveReport) {
	if len(tally) == 0 {
		return
	}
	fmt.Fprintln(w, "\n"+t("report.playedMost"))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, m := range tally {
		if i == maxTallyRows {
			fmt.Fprintf(tw, "  %s\t\t\t\n", t("report.more", "N", len(tally)-i))
			break
		}
		fmt.Fprintf(tw, "  %s\t%d\t%s\t%s\n", m.Move, m.Plays, t("report.perMatch", "N", fmt.Sprintf("%.2f", m.PerMatch)), t("report.byWinners", "Share", pct(m.ByWinners)))
	}
	tw.Flush()
}

// WriteMatrixText writes a matchup matrix: row against column, with intervals below, in English.
func WriteMatrixText(w io.Writer, m *sim.MatrixReport) { WriteMatrixTextIn(w, m, i18n.English) }

// WriteMatrixTextIn writes a matchup matrix in language l.
func WriteMatrixTextIn(w io.Writer, m *sim.MatrixReport, l i18n.Language) {
	t := texts.For(l)
	fmt.Fprintf(w, "flaskdeck sim %s matrix\n", SettingsLine(m.Game, m.Seed, m.GamesPerPair, m.Workers, m.Rules))
	bot := ""
	if len(m.Entrants) > 0 {
		bot = m.Entrants[0].BotName()
	}
	who := t("matrix.everyDeck", "Bot", bot)
	if !sameBot(m.Entrants) {
		who = t("matrix.ownBot")
	}
	fmt.Fprintln(w, t("matrix.how", "N", m.GamesPerPair, "Who", who))
	if m.Stopped {
		fmt.Fprintln(w, t("matrix.stopped"))
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	var header strings.Builder
	header.WriteString("\t")
	for _, e := range m.Entrants {
		header.WriteString(e.Name + "\t")
	}
	fmt.Fprintln(tw, header.String()+t("matrix.mean")+"\t")
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
	fmt.Fprintln(w, "\n"+t("matrix.intervals"))
	for i, e := range m.Entrants {
		for j := i + 1; j < len(m.Entrants); j++ {
			c := m.Cells[i][j]
			fmt.Fprintf(w, "  %-12s %s %-12s %s %s  %s\n", e.Name, t("matrix.vs"), m.Entrants[j].Name, pct(c.WinRate.Rate), interval(c.WinRate),
				t("matrix.cell", "Wins", c.Wins, "Draws", c.Draws, "Losses", c.Losses, "Games", c.Games))
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
