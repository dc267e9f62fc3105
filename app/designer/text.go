package designer

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// WriteText writes a test report as the command line and the editor show it, with the changes
// since the last test (if any) under the rates they are about.
func WriteText(w io.Writer, r *Report, changes []string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s against %d decks, %d matches each at %s (seed %d)\n\n", r.Deck, len(r.Opponents), r.Games, r.Level, r.Seed)
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "opponent\twin rate\t95 % interval\t")
	for _, o := range r.Opponents {
		fmt.Fprintf(tw, "%s\t%s\t%s\t\n", o.Name, pct(o.Win.Rate), span(o.Win.Low, o.Win.High))
	}
	fmt.Fprintf(tw, "overall\t%s\t%s\t\n", pct(r.Overall.Rate), span(r.Overall.Low, r.Overall.High))
	tw.Flush()
	if len(changes) > 0 {
		b.WriteString("\n" + strings.Join(changes, "\n") + "\n")
	}
	fmt.Fprintf(&b, "\nfirst seat wins %s %s; matches last %.1f turns on average", pct(r.FirstSeat.Rate), span(r.FirstSeat.Low, r.FirstSeat.High), r.Turns)
	if r.Unfinished > 0 {
		fmt.Fprintf(&b, "; %d unfinished (counted as draws)", r.Unfinished)
	}
	b.WriteString("\n\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "card\tcode\tplayed\twin share\tgained\tdrew\ttook res.\ttook cards\t")
	for _, c := range r.Cards {
		if c.Played == 0 {
			fmt.Fprintf(tw, "%s\t%s\t0\t–\t–\t–\t–\t–\t\n", c.Name, c.Code)
			continue
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%.2f\t%.2f\t%.2f\t%.2f\t\n", c.Name, c.Code, c.Played, pct(c.WinShare), c.Gained, c.Drew, c.TookResources, c.TookCards)
	}
	tw.Flush()
	b.WriteString("(win share: the deck's rate in the matches the card was played; effects: per play)\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteSuggestions writes a search's result as the command line and the editor show it.
func WriteSuggestions(w io.Writer, s *Suggestions) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d one-step edits tried for goal %s against %s\nat %s (seed %d, %d matches, %d rounds)\n",
		s.Deck, s.Candidates, s.Goal, strings.Join(s.Opponents, ", "), s.Level, s.Seed, s.Matches, s.Rounds)
	switch {
	case s.Confirmed:
		fmt.Fprintf(&b, "the race's %d finalists, in its order, measured again on fresh matches: the figures are those alone\n", s.Finalists)
	case s.Stopped:
		b.WriteString("stopped before the finalists were measured again: the figures are the race's and lean high\n")
	}
	fmt.Fprintf(&b, "the deck now: %s\n\n", rateList(s.Opponents, s.Rates))
	unit := "points of win rate"
	if s.Goal == GoalBalanced.String() {
		unit = "points nearer 50 % on average"
	}
	for i, x := range s.List {
		screened := ""
		if s.Confirmed {
			screened = fmt.Sprintf(" (the race measured %+.1f)", x.Screened)
		}
		fmt.Fprintf(&b, "%d. %s\n   %+.1f %s, 95 %% interval [%+.1f, %+.1f], %d matches per opponent%s\n   after: %s\n",
			i+1, x.Text, x.Effect, unit, x.Low, x.High, x.Games, screened, rateList(s.Opponents, x.Rates))
	}
	if len(s.List) == 0 {
		b.WriteString("no edit measured\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func rateList(names []string, rates []float64) string {
	parts := make([]string, len(rates))
	for i, r := range rates {
		parts[i] = names[i] + " " + pct(r)
	}
	return strings.Join(parts, ", ")
}

func pct(x float64) string { return fmt.Sprintf("%.1f %%", 100*x) }

func span(lo, hi float64) string { return fmt.Sprintf("[%.1f, %.1f]", 100*lo, 100*hi) }
