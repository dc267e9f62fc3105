package deckeditor

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/cards"
)

// Test this deck and Suggest changes report in the app's language: the German report's table
// heads and the suggested edits (the report and the Apply buttons) are German.
func TestDesignerReportsFollowTheAppLanguage(t *testing.T) {
	t.Cleanup(func() { _ = uilang.Setup("en") })
	if err := uilang.Setup("de"); err != nil {
		t.Fatal(err)
	}
	_, e := newTestGUI(t, preset(t, "red"))
	e.labSettings = labSettings{games: 4, budget: 2, bot: cards.BotSpec{Level: cards.LevelRandom}}
	e.testDeck()
	text := waitLab(t, e)
	for _, want := range []string{"Gegner", "Siegquote", "insgesamt", "der erste Platz gewinnt"} {
		if !strings.Contains(text, want) {
			t.Errorf("the German test report lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "overall") || strings.Contains(text, "first seat") {
		t.Errorf("the German test report has English words:\n%s", text)
	}
	fyne.DoAndWait(func() { e.lab.dlg.Hide() })

	e.suggestChanges()
	fyne.DoAndWait(func() { e.lab.run.Tapped(&fyne.PointEvent{}) })
	text = waitLab(t, e)
	if !strings.Contains(text, "Änderungen in einem Schritt") || !strings.Contains(text, "Partien je Gegner") {
		t.Errorf("the German suggestions are not German:\n%s", text)
	}
	var buttons []string // the Apply buttons and the others: none may word an edit in English
	fyne.DoAndWait(func() {
		for _, o := range e.lab.box.Objects {
			if b, ok := o.(*widget.Button); ok {
				buttons = append(buttons, b.Text)
			}
		}
	})
	english := []string{": add ", ": remove ", ": replace ", "move one copy"}
	for _, b := range buttons {
		for _, w := range english {
			if strings.Contains(b, w) {
				t.Errorf("an Apply button is English: %q", b)
			}
		}
	}
}
