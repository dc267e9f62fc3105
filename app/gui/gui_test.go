package gui

import (
	"bytes"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/internal/appicon"
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

// iconApp records the icon an app is given (the test driver's app forgets it).
type iconApp struct {
	fyne.App
	icon fyne.Resource
}

func (a *iconApp) SetIcon(r fyne.Resource) { a.icon = r }

// The app shows its icon, and the File menu offers the exports.
func TestIconAndExportMenu(t *testing.T) {
	a := &iconApp{App: uitest.NewApp(t)}
	g := New(a, games.Builtin())
	t.Cleanup(g.Window.Close)
	if a.icon != Icon || !bytes.Equal(Icon.Content(), appicon.PNG) || len(appicon.PNG) == 0 {
		t.Error("the app does not show the flaskdeck icon")
	}
	var labels []string
	for _, it := range g.Window.MainMenu().Items[0].Items {
		labels = append(labels, it.Label)
	}
	all := strings.Join(labels, "|")
	for _, want := range []string{"Print…", "Export images…", "Export for Tabletop Simulator…"} {
		if !strings.Contains(all, want) {
			t.Errorf("File menu %v has no %q", labels, want)
		}
	}
}
