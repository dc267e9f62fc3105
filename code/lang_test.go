package code

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
	"github.com/flaskdeck/flaskdeck/internal/golden"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// CODE's message files load, and en.json repeats data/cards.yaml's names and rules word for word.
func TestTranslationsMatchTheData(t *testing.T) {
	if err := TranslationErr(); err != nil {
		t.Fatal(err)
	}
	data, err := translationFiles.ReadFile("translations/en.json")
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]any
	if err := json.Unmarshal(data, &en); err != nil {
		t.Fatal(err)
	}
	for c := Colour(1); c <= numColours; c++ {
		if got := en["colour."+c.String()]; got != c.Name() {
			t.Errorf("en.json colour.%s = %v, cards.yaml has %q", c, got, c.Name())
		}
	}
	for c := firstAct; c < numFaces; c++ {
		key := "action." + actionKeys[c-firstAct]
		if en[key+".name"] != c.Name() || en[key+".rule"] != c.Rule() {
			t.Errorf("en.json %s = %v / %v, cards.yaml has %q / %q", key, en[key+".name"], en[key+".rule"], c.Name(), c.Rule())
		}
	}
}

// The Italian names are those of CODE's Italian rulebook; German has its own.
func TestActionNamesInItalianAndGerman(t *testing.T) {
	want := map[Card][2]string{
		Swap: {"Scambio", "Tausch"}, Reverse: {"Cambio di direzione", "Richtungswechsel"}, Skip: {"Pausa", "Aussetzen"},
		Joker: {"Joker", "Joker"}, PlusTwo: {"+2", "+2"}, Gift: {"Regalo", "Geschenk"}, Reset: {"Reset", "Reset"},
	}
	for c, names := range want {
		if got := c.NameIn(i18n.Italian); got != names[0] {
			t.Errorf("%s in Italian: %q, want %q", c, got, names[0])
		}
		if got := c.NameIn(i18n.German); got != names[1] {
			t.Errorf("%s in German: %q, want %q", c, got, names[1])
		}
		if c.RuleIn(i18n.Italian) == c.Rule() && c != Joker {
			t.Errorf("%s: no Italian rule", c)
		}
		if c.NameIn(i18n.None) != c.Name() || c.RuleIn(i18n.English) != c.Rule() {
			t.Errorf("%s: English is not the data's", c)
		}
	}
	r7, _ := ParseCard("r7")
	if got := r7.NameIn(i18n.Italian); got != "rosso 7" {
		t.Errorf("r7 in Italian: %q", got)
	}
	if got := (&State{}).RulesSummaryIn(i18n.Italian); !strings.HasPrefix(got, "CODE in breve") || !strings.Contains(got, "Cambio di direzione") {
		t.Errorf("Italian rules: %q", got)
	}
	if got, _ := (&State{}).ExplainCardIn(i18n.Italian, 0, "play gift"); got != "Regalo: Tutti gli altri mettono una carta a faccia in su; puoi prenderne una. (4 nella scatola)" {
		t.Errorf("Italian gift: %q", got)
	}
}

// An Italian action card, number card and code card (golden), every face's name on one line.
func TestItalianFacesGolden(t *testing.T) {
	for _, c := range []Card{Reverse, Gift} {
		f := CardFaceIn(c, i18n.Italian)
		text := strings.Join(f.Texts(), " ")
		if !strings.Contains(text, c.NameIn(i18n.Italian)) {
			t.Errorf("%s: the Italian name is missing from %q", c, text)
		}
		golden.CheckString(t, "testdata/faces/it_"+c.String()+".txt", f.Markup())
	}
	code := BuiltinCodes()[0]
	cf := CodeFaceIn(code, true, i18n.Italian)
	golden.CheckString(t, "testdata/faces/it_code.txt", cf.Markup())
	b3, _ := ParseCard("b3")
	bf := CardFaceIn(b3, i18n.German)
	if text := strings.Join(bf.Texts(), " "); !strings.Contains(text, "blau") {
		t.Errorf("German b3: %q", text)
	}
}

// The language changes only what is written: the same seed and bots give the same log in Italian
// as in English, and the Italian feed and position speak Italian.
func TestLanguageIsDisplayOnly(t *testing.T) {
	it := cardstest.CheckDisplayOnlyLanguage(t, Game{}, cards.Config{Seats: 3, Seed: 11}, i18n.Italian, 400)
	feed := strings.Join(it.FeedFor(cards.NoSeat, 0), "\n")
	for _, want := range []string{"gioca", "Fine della partita"} {
		if !strings.Contains(feed, want) {
			t.Errorf("%q missing from the Italian feed:\n%s", want, feed)
		}
	}
	if d := it.Table.Describe(cards.NoSeat); !strings.Contains(d, "Scarti numeri:") {
		t.Errorf("Italian position:\n%s", d)
	}
	if got := cards.ReasonIn(it.Table, i18n.Italian); got == it.Table.Result().Reason {
		t.Errorf("reason not translated: %q", got)
	}
}

// A card drawn or taken is named in the feed's language when it is an action card: "Aussetzen",
// not the notation's "skip"; number cards keep the notation, as the hands show them.
func TestDrawnActionCardsAreNamedInTheFeedsLanguage(t *testing.T) {
	s := &State{lang: i18n.German}
	if got := s.heldName(Skip); got != Skip.NameIn(i18n.German) || got == Skip.String() {
		t.Errorf("a drawn skip in German: %q", got)
	}
	if got := s.heldName(NumberCard(Red, 7)); got != NumberCard(Red, 7).String() {
		t.Errorf("a drawn r7 in German: %q", got)
	}
	if got := (&State{}).heldName(Skip); got != Skip.String() {
		t.Errorf("a drawn skip in English: %q", got)
	}
}

// Why a game won by resignation ended reads right for the number at the table: with two players
// one other resigned; with more, all the others did. The log keeps its one English reason.
func TestTheResignationReasonCountsThePlayers(t *testing.T) {
	for _, tc := range []struct {
		seats int
		want  string
	}{{2, "the other player resigned"}, {3, "the others resigned"}} {
		tab, err := Game{}.New(cards.Config{Seats: tc.seats, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		for !tab.Over() {
			if _, err := tab.Play("resign"); err != nil {
				t.Fatal(err)
			}
		}
		if got := cards.ReasonIn(tab, i18n.English); got != tc.want {
			t.Errorf("%d players: the reason is %q, want %q", tc.seats, got, tc.want)
		}
		if got := tab.Result().Reason; got != "the others resigned" {
			t.Errorf("%d players: the log's reason changed to %q", tc.seats, got)
		}
	}
}
