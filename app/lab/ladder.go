package lab

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// WriteLadderText writes a ladder: each level's Elo rating with its 95% interval (the anchor at
// 0), then the matchup matrix it was fitted to.
func WriteLadderText(w io.Writer, l *sim.Ladder) {
	m := l.Matrix
	fmt.Fprintf(w, "flaskdeck sim %s ladder\n", SettingsLine(m.Game, m.Seed, m.GamesPerPair, m.Workers, m.Rules))
	fmt.Fprintf(w, "every level against every other, %d matches per pair, seats swapped equally; Elo by maximum likelihood, %s = 0, 95%% intervals\n",
		m.GamesPerPair, l.Anchor)
	if m.Stopped {
		fmt.Fprintln(w, "STOPPED: the ladder is incomplete")
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "level\tElo\t95% interval\tmean score\t")
	for i, r := range l.Ratings {
		fmt.Fprintf(tw, "%s\t%.0f\t[%.0f, %.0f]\t%s\t\n", r.Name, r.Elo, r.Low, r.High, pct(m.Mean(i)))
	}
	tw.Flush()
	fmt.Fprintln(w)
	WriteMatrixText(w, m)
}
