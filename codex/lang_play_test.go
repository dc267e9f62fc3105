package codex

import (
	"regexp"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// englishWords are words of Codex's English texts that a German or Italian player must not see
// (the notation, "seat N" and the corner letters stay, so they are not here).
var englishWords = regexp.MustCompile(`\b(places|draws|takes|point|points|resource|gold card|Visible|objective|objectives|Objective|` +
	`Secret|Common|Face-up|Decks|Starter|starter|centre|needs|front|back|Front|Back|wins|Game over|none|card|cards|` +
	`FUNGI|PLANT|ANIMAL|INSECT|QUILL|INKWELL|MANUSCRIPT|red|blue|green|yellow|reached|empty|completed|corner)\b`)

// rawKey finds a message key printed instead of its text (a key missing from en.json).
var rawKey = regexp.MustCompile(`\b(d|k|n|r|c|cr|w|symbol|type|colour|reason)\.[a-zA-Z]`)

// checkSpeaks fails when text, written in language l, has English words or raw message keys.
func checkSpeaks(t *testing.T, l i18n.Language, what, text string) {
	t.Helper()
	if m := englishWords.FindAllString(text, 5); len(m) > 0 {
		t.Errorf("%v %s has English words %q:\n%s", l, what, m, text)
	}
	if m := rawKey.FindAllString(text, 5); len(m) > 0 {
		t.Errorf("%v %s shows message keys %q:\n%s", l, what, m, text)
	}
}

// Codex's terminal texts (position, feed, end reveal, result, card help) speak German and
// Italian, and the language changes only what is written: the same bots play the same match.
func TestCodexSpeaksGermanAndItalian(t *testing.T) {
	for _, l := range []i18n.Language{i18n.German, i18n.Italian} {
		m := cardstest.CheckDisplayOnlyLanguage(t, Game{}, cards.Config{Seats: 3, Seed: 4}, l, 1000)
		if !m.Table.Over() {
			t.Fatalf("%v: the match did not end", l)
		}
		s := m.Table.Engine().(*State)
		checkSpeaks(t, l, "feed", strings.Join(m.FeedFor(cards.NoSeat, 0), "\n"))
		checkSpeaks(t, l, "feed of seat 1", strings.Join(m.FeedFor(0, 0), "\n"))
		checkSpeaks(t, l, "end reveal", strings.Join(s.Reveal(), "\n"))
		checkSpeaks(t, l, "final position", s.Describe(cards.NoSeat))
		checkSpeaks(t, l, "reason", cards.ReasonIn(m.Table, l))
		if cards.ReasonIn(m.Table, l) == m.Table.Result().Reason {
			t.Errorf("%v: reason not translated: %q", l, m.Table.Result().Reason)
		}

		// A game under way, as a seat sees it: the full screen and the turn screen.
		cfg := cards.Config{Seats: 2, Seed: 9, Lang: l}
		mid, err := cards.NewMatch(Game{}, cfg, []cards.SeatInfo{{Name: "A"}, {Name: "B"}}, "test")
		if err != nil {
			t.Fatal(err)
		}
		r := cards.NewRand(3)
		for len(mid.Log.Moves) < 16 {
			if err := mid.Play(mid.Table.BotMove(cards.BotSpec{Level: cards.LevelGreedy}, &r)); err != nil {
				t.Fatal(err)
			}
		}
		ms := mid.Table.Engine().(*State)
		checkSpeaks(t, l, "position", ms.Describe(0))
		// The turn screen's legend names the notation's words ("F vorne (front)"); leave them out.
		compact := strings.NewReplacer("(front)", "", "(back)", "").Replace(ms.DescribeCompact(ms.ToMove()))
		checkSpeaks(t, l, "turn screen", compact)

		for id := 1; id <= LastCard; id++ {
			checkSpeaks(t, l, "card", DescribeCardIn(id, l))
			checkSpeaks(t, l, "card rules", CardRulesIn(id, l))
		}
		if got, ok := cards.ExplainCardIn(s, l, 0, "1"); ok && got != DescribeCardIn(1, l) {
			t.Errorf("%v: show 1 = %q", l, got)
		}
	}
}

// English stays as it was: the words the terminal and the app showed before they were translated.
func TestCodexEnglishTexts(t *testing.T) {
	if got, want := DescribeCardIn(54, i18n.English), "54 gold PLANT, 2 per covered corner, needs 3 PLANT 1 INSECT; front [+ o | o o]; back [o o | o o] centre P"; got != want {
		t.Errorf("DescribeCard(54) = %q, want %q", got, want)
	}
	if got, want := CardRules(28), "Resource card of the ANIMAL kingdom.\nFront up: 1 point.\nBack up: no points, needs nothing.\n"; !strings.HasPrefix(got, want) {
		t.Errorf("CardRules(28) = %q, want it to start %q", got, want)
	}
	if got, want := CardNameIn(99, i18n.None), "objective 99"; got != want {
		t.Errorf("CardNameIn(99) = %q, want %q", got, want)
	}
	if got, want := CardNameIn(12, i18n.German), "Ressource 12 (PFLANZE)"; got != want {
		t.Errorf("CardNameIn(12, de) = %q, want %q", got, want)
	}
}
