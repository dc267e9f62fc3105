package gui

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
)

// TestWindowHoldsTheSectionsInOrder checks the wiring: the Editor, then every section of the list.
func TestWindowHoldsTheSectionsInOrder(t *testing.T) {
	g := New(uitest.NewApp(t), games.Builtin())
	t.Cleanup(g.Window.Close)
	var titles []string
	for _, it := range g.Tabs.Items {
		titles = append(titles, it.Text)
	}
	if len(titles) != 3 || titles[0] != "Editor" || titles[1] != "Play" || titles[2] != "Lab" {
		t.Errorf("tabs %v, want Editor, Play, Lab", titles)
	}
	if g.Window.MainMenu() == nil {
		t.Error("the Editor did not attach its main menu")
	}
}
