package designer

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// WriteText writes a test report as the command line and the editor show it, with the changes
// since the last test (if any) under the rates they are about.
func WriteText(w io.Writer, r *Report, changes []string) error {
	return WriteTextIn(w, r, changes, i18n.English)
}

// WriteTextIn writes a test report in language l (see WriteText); changes are written as given
// (ChangesIn words them in l).
func WriteTextIn(w io.Writer, r *Report, changes []string, l i18n.Language) error {
	tr := texts.For(l)
	var b strings.Builder
	b.WriteString(tr("t.head", "Deck", r.Deck, "Decks", len(r.Opponents), "Games", r.Games, "Level", r.Level, "Seed", r.Seed) + "\n\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, tr("t.cols"))
	for _, o := range r.Opponents {
		fmt.Fprintf(tw, "%s\t%s\t%s\t\n", o.Name, pct(o.Win.Rate), span(o.Win.Low, o.Win.High))
	}
	fmt.Fprintf(tw, "%s\t%s\t%s\t\n", tr("t.overall"), pct(r.Overall.Rate), span(r.Overall.Low, r.Overall.High))
	tw.Flush()
	if len(changes) > 0 {
		b.WriteString("\n" + strings.Join(changes, "\n") + "\n")
	}
	b.WriteString("\n" + tr("t.first", "Rate", pct(r.FirstSeat.Rate), "Span", span(r.FirstSeat.Low, r.FirstSeat.High), "Turns", fmt.Sprintf("%.1f", r.Turns)))
	if r.Unfinished > 0 {
		b.WriteString(tr("t.unfinished", "Count", r.Unfinished))
	}
	b.WriteString("\n\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, tr("t.cardCols"))
	for _, c := range r.Cards {
		if c.Played == 0 {
			fmt.Fprintf(tw, "%s\t%s\t0\t–\t–\t–\t–\t–\t\n", c.Name, c.Code)
			continue
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%.2f\t%.2f\t%.2f\t%.2f\t\n", c.Name, c.Code, c.Played, pct(c.WinShare), c.Gained, c.Drew, c.TookResources, c.TookCards)
	}
	tw.Flush()
	b.WriteString(tr("t.legend") + "\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteSuggestions writes a search's result as the command line and the editor show it.
func WriteSuggestions(w io.Writer, s *Suggestions) error {
	return WriteSuggestionsIn(w, s, i18n.English, nil)
}

// WriteSuggestionsIn writes a search's result in language l (see WriteSuggestions); text words a
// suggestion's edit in l (Edit.DescribeIn), nil keeps each suggestion's English Text.
func WriteSuggestionsIn(w io.Writer, s *Suggestions, l i18n.Language, text func(Suggestion) string) error {
	tr := texts.For(l)
	if text == nil {
		text = func(x Suggestion) string { return x.Text }
	}
	var b strings.Builder
	b.WriteString(tr("s.head", "Deck", s.Deck, "Count", s.Candidates, "Goal", s.Goal, "Opponents", strings.Join(s.Opponents, ", "),
		"Level", s.Level, "Seed", s.Seed, "Matches", s.Matches, "Rounds", s.Rounds) + "\n")
	switch {
	case s.Confirmed:
		b.WriteString(tr("s.confirmed", "Count", s.Finalists) + "\n")
	case s.Stopped:
		b.WriteString(tr("s.stopped") + "\n")
	}
	b.WriteString(tr("s.now", "Rates", rateList(s.Opponents, s.Rates)) + "\n\n")
	unit := tr("s.unitRate")
	if s.Goal == GoalBalanced.String() {
		unit = tr("s.unitBalanced")
	}
	signed := func(x float64) string { return fmt.Sprintf("%+.1f", x) }
	for i, x := range s.List {
		screened := ""
		if s.Confirmed {
			screened = tr("s.raceMeasured", "Effect", signed(x.Screened))
		}
		b.WriteString(tr("s.item", "N", i+1, "Text", text(x), "Effect", signed(x.Effect), "Unit", unit, "Low", signed(x.Low), "High", signed(x.High),
			"Games", x.Games, "Screened", screened, "Rates", rateList(s.Opponents, x.Rates)) + "\n")
	}
	if len(s.List) == 0 {
		b.WriteString(tr("s.none") + "\n")
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
