package designer

import (
	"regexp"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/sim"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// englishReportWords are words of the English reports that must not show in German or Italian.
var englishReportWords = regexp.MustCompile(`\b(against|matches|each|opponent|win rate|interval|overall|first seat|turns|average|` +
	`unfinished|draws|played|share|gained|drew|took|effects|edits|tried|goal|rounds|finalists|fresh|deck now|points|after|` +
	`add|remove|replace|move|copy|change|since|last test|measured)\b`)

// A fixed report: the words around the figures are the test's concern, not the figures.
func sampleReport() *Report {
	return &Report{Deck: "Rot", Level: "greedy", Seed: 1, Games: 20,
		Opponents:  []Opponent{{Name: "Blue", Matches: 20, Win: sim.Interval{Rate: 0.6, Low: 0.4, High: 0.8}}},
		Overall:    sim.Interval{Rate: 0.6, Low: 0.4, High: 0.8},
		FirstSeat:  sim.Interval{Rate: 0.5, Low: 0.3, High: 0.7},
		Turns:      12.5,
		Unfinished: 1,
		Cards:      []CardStats{{Name: "Blaze", Code: "R1", Played: 3, Matches: 2, WinShare: 0.5}, {Name: "Frost", Code: "B1"}}}
}

// The editor's Test this deck and Suggest changes reports, the changes since the last test and
// the suggested edits are written in German and Italian; English is as before.
func TestReportsInGermanAndItalian(t *testing.T) {
	if err := TranslationErr(); err != nil {
		t.Fatal(err)
	}
	d := flask.Deck{Name: "Rot", Cards: []flask.Card{{Name: "Blaze", Amount: 2}, {Name: "", Amount: 1}}}
	edits := []Edit{{Kind: EditMove, Card: 0, To: 1}, {Kind: EditReplace, Card: 1, Source: "Blue"}}
	sugg := &Suggestions{Deck: "Rot", Goal: "stronger", Level: "greedy", Seed: 1, Opponents: []string{"Blue"}, Rates: []float64{0.5},
		Candidates: 40, Matches: 200, Rounds: 3, Confirmed: true, Finalists: 2,
		List: []Suggestion{{Edit: edits[0], Effect: 4.5, Low: 1, High: 8, Rates: []float64{0.55}, Games: 40}}}
	before := Entry{Level: "greedy", Overall: 50, Opponents: map[string]float64{"Blue": 50}}
	write := func(l i18n.Language) string {
		var b strings.Builder
		changes := ChangesIn(before, sampleReport(), l)
		changes = append(changes, ChangesIn(Entry{}, sampleReport(), l)...)
		_ = WriteTextIn(&b, sampleReport(), changes, l)
		_ = WriteSuggestionsIn(&b, sugg, l, func(s Suggestion) string { return s.Edit.DescribeIn(d, flask.Standard, l) })
		for _, e := range edits {
			b.WriteString(e.DescribeIn(d, flask.Standard, l) + "\n")
		}
		return b.String()
	}
	en := write(i18n.English)
	for _, want := range []string{"Rot against 1 decks, 20 matches each at greedy (seed 1)", "+10.0 points overall since the last test",
		"no change since the last test", "first seat wins 50.0 % [30.0, 70.0]; matches last 12.5 turns on average; 1 unfinished",
		"1. move one copy of Blaze to card 2 (×2 → ×1, ×1 → ×2)\n   +4.5 points of win rate, 95 % interval [+1.0, +8.0], 40 matches per opponent (the race measured +0.0)"} {
		if !strings.Contains(en, want) {
			t.Errorf("English report lacks %q:\n%s", want, en)
		}
	}
	for _, l := range []i18n.Language{i18n.German, i18n.Italian} {
		got := write(l)
		if m := englishReportWords.FindAllString(got, 5); len(m) > 0 {
			t.Errorf("%v report has English words %q:\n%s", l, m, got)
		}
		if strings.Contains(got, "e.") && regexp.MustCompile(`\b[tsec]\.[a-zA-Z]`).MatchString(got) {
			t.Errorf("%v report shows message keys:\n%s", l, got)
		}
	}
}
