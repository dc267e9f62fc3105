package deckeditor

import (
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// View ▸ Language stores the choice in the app's preferences, says it takes effect at the next
// start, and ticks the chosen language.
func TestChoosingALanguageIsStoredForTheNextStart(t *testing.T) {
	g, _ := newTestGUI(t, oneCardDeck())
	view := g.Window.MainMenu().Items[2]
	langMenu := view.Items[len(view.Items)-1].ChildMenu
	var labels []string
	for _, it := range langMenu.Items {
		labels = append(labels, it.Label)
		if it.Label == "Deutsch" {
			it.Action()
		}
	}
	if strings.Join(labels, "|") != "System language|English|Deutsch|Italiano" {
		t.Errorf("language menu %v", labels)
	}
	if got := g.App.Preferences().String(uilang.PrefKey); got != "de" {
		t.Errorf("stored language %q, want de", got)
	}
	if msg := overlayTexts(g.Window); !strings.Contains(msg, "next start") {
		t.Errorf("no word on when it takes effect: %q", msg)
	}
	for _, it := range langMenu.Items {
		if it.Checked != (it.Label == "Deutsch") {
			t.Errorf("%s checked %v", it.Label, it.Checked)
		}
	}
}
