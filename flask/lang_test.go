package flask

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/cardstest"
	"github.com/flaskdeck/flaskdeck/internal/golden"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// Flask's message files load.
func TestTranslationsLoad(t *testing.T) {
	if err := TranslationErr(); err != nil {
		t.Fatal(err)
	}
}

// Every effect has a rule text in every language, its own in German and Italian, with the amounts
// and symbols of the effect in it.
func TestEffectTextsInEveryLanguage(t *testing.T) {
	effects := []Effect{
		{Kind: EffectReaction}, {Kind: EffectGain, Amount: 2, Gain: []Resource{Yellow, Blue}}, {Kind: EffectDraw, Amount: 1},
		{Kind: EffectDraw, Amount: 3}, {Kind: EffectGainChoice, Amount: 2}, {Kind: EffectAttackResources, Amount: 4},
		{Kind: EffectAttackCards, Amount: 2}, {Kind: EffectReboot},
	}
	for _, e := range effects {
		en := e.Text()
		if e.TextIn(i18n.None) != en || e.TextIn(i18n.English) != en {
			t.Errorf("%v: English is not the default", e)
		}
		for _, l := range []i18n.Language{i18n.German, i18n.Italian} {
			got := e.TextIn(l)
			if got == en || got == "" || strings.HasPrefix(got, "effect.") {
				t.Errorf("%v in %v: %q (English %q)", e.Kind, l, got, en)
			}
			if e.Amount > 0 && e.Kind != EffectGain && !strings.Contains(got, string(rune('0'+e.Amount))) {
				t.Errorf("%v in %v: the amount %d is missing from %q", e.Kind, l, e.Amount, got)
			}
			if e.Kind == EffectGain && !strings.Contains(got, Yellow.Symbol()+Blue.Symbol()) {
				t.Errorf("gain in %v: the symbols are missing from %q", l, got)
			}
		}
	}
	if got := (Effect{Kind: EffectDraw, Amount: 1}).TextIn(i18n.German); !strings.HasPrefix(got, "Ziehe 1 Karte,") {
		t.Errorf("German draw 1: %q", got)
	}
}

// A German and an Italian face: the rule texts and cost words in the language, the name, the
// effect titles (the original notation) and the code as in English.
func TestFacesInGermanAndItalianGolden(t *testing.T) {
	comp, err := ParseComposition("B1 B2 R2")
	if err != nil {
		t.Fatal(err)
	}
	card := NewCard("Spy", comp)
	card.HasDesc = true
	for _, c := range []struct {
		l          i18n.Language
		rule, cost string
	}{
		{i18n.German, "Wähle einen Gegner", "Karte"},
		{i18n.Italian, "Scegli un avversario", "carta"},
	} {
		f := CardFace(card, FaceOptions{Lang: c.l})
		text := strings.Join(f.Texts(), " ")
		for _, want := range []string{c.rule, c.cost, "Action: -2 Cards", "Draw 1 Card", "Spy", Standard.Code(comp)} {
			if !strings.Contains(text, want) {
				t.Errorf("%v face: %q missing from %q", c.l, want, text)
			}
		}
		golden.CheckString(t, "testdata/faces/lang_"+c.l.String()+".txt", f.Markup())
	}
}

// The card help and the rules summary speak the language asked for.
func TestCardRulesAndSummaryInLanguages(t *testing.T) {
	comp, _ := ParseComposition("R1")
	if got := Standard.CardRulesIn(comp, i18n.Italian); !strings.HasPrefix(got, "Costo: ") || !strings.Contains(got, "- Action: -2 Resources: Scegli") {
		t.Errorf("Italian card rules: %q", got)
	}
	if got := Standard.CardRules(comp); !strings.HasPrefix(got, "Cost: ") {
		t.Errorf("English card rules: %q", got)
	}
	for l, want := range map[i18n.Language]string{i18n.English: "Flask in short", i18n.German: "Flask in Kürze", i18n.Italian: "Flask in breve"} {
		if got := RulesSummary(l); !strings.HasPrefix(got, want) {
			t.Errorf("%v rules: %q", l, got)
		}
	}
}

// The language changes only what is written: the same seed and bots give the same log in German
// as in English, and the German feed and position speak German.
func TestLanguageIsDisplayOnly(t *testing.T) {
	de := cardstest.CheckDisplayOnlyLanguage(t, Game{}, cards.Config{Seats: 3, Seed: 4}, i18n.German, 3000)
	feed := strings.Join(de.FeedFor(cards.NoSeat, 0), "\n")
	for _, want := range []string{"spielt", "jetzt rot", "Spielende"} {
		if !strings.Contains(feed, want) {
			t.Errorf("%q missing from the German feed", want)
		}
	}
	if d := de.Table.Describe(cards.NoSeat); !strings.Contains(d, "Spielende in Zug") {
		t.Errorf("German position:\n%s", d)
	}
	if got := cards.ReasonIn(de.Table, i18n.German); got == de.Table.Result().Reason || got == "" {
		t.Errorf("reason not translated: %q", got)
	}
}

// The editor's cost line names the card cost in the app's language, as the face does; the symbols
// and English stay CostLine.
func TestCostLineInNamesTheCardCostInTheLanguage(t *testing.T) {
	cases := []struct {
		comp string
		lang i18n.Language
		want string
	}{
		{"B1 - B1 - R1 - R1 - Y2", i18n.German, "💰💰💥💥 und 2 Karten"},
		{"B1 - B1 - R1 - R1 - Y2", i18n.Italian, "💰💰💥💥 e 2 carte"},
		{"B1 - B1 - R1 - R1 - Y2", i18n.English, "💰💰💥💥 and 2 Cards"},
		{"B1", i18n.German, "1 Karte"},
		{"R1", i18n.German, "💥"},
		{"G2", i18n.Italian, "💚💚"},
	}
	for _, c := range cases {
		comp, err := ParseComposition(c.comp)
		if err != nil {
			t.Fatal(err)
		}
		if got := Standard.CostLineIn(comp, c.lang); got != c.want {
			t.Errorf("%s in %v: cost line %q, want %q", c.comp, c.lang, got, c.want)
		}
	}
}
