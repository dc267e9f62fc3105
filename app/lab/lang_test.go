package lab

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// The app's Lab shows the report and the plots in its language: the same numbers, German or
// Italian words; English stays the sim command's text.
func TestReportAndPlotsInALanguage(t *testing.T) {
	if err := TranslationErr(); err != nil {
		t.Fatal(err)
	}
	req := Request{Game: simCoin, Games: 200, Seats: []cards.BotSpec{{Level: cards.LevelRandom}, {Level: cards.LevelGreedy}}, Workers: 1}
	res, err := req.Run(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var en, de, it strings.Builder
	WriteText(&en, res.Single)
	WriteTextIn(&de, res.Single, i18n.German)
	WriteTextIn(&it, res.Single, i18n.Italian)
	for _, c := range []struct {
		text  string
		words []string
	}{
		{en.String(), []string{"players rotate over the seats", "first mover", "game length in turns"}},
		{de.String(), []string{"die Spieler wechseln die Plätze", "Startspieler", "Spieldauer in Runden", "Siegquote"}},
		{it.String(), []string{"i giocatori ruotano tra i posti", "primo di mano", "durata in turni"}},
	} {
		for _, w := range c.words {
			if !strings.Contains(c.text, w) {
				t.Errorf("report has no %q:\n%s", w, c.text)
			}
		}
	}
	if strings.Count(de.String(), "\n") != strings.Count(en.String(), "\n") {
		t.Errorf("the German report has %d lines, the English %d", strings.Count(de.String(), "\n"), strings.Count(en.String(), "\n"))
	}
	f := FigureOfIn(res, i18n.German)
	if !strings.Contains(f.plots[0].Title.Text, "Siegquote") || f.plots[1].Y.Label.Text != "Partien" {
		t.Errorf("German plots: %q, %q", f.plots[0].Title.Text, f.plots[1].Y.Label.Text)
	}
}
