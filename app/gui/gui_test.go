package gui

import (
	"bytes"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/app/gui/exportdlg"
	"github.com/flaskdeck/flaskdeck/app/gui/internal/uitest"
	"github.com/flaskdeck/flaskdeck/app/gui/printdlg"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/flask"
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

// Every button showing only an icon has a tooltip: the Editor, Play and Lab tabs, and the print
// and export dialogs.
func TestIconButtonsHaveTooltips(t *testing.T) {
	g := New(uitest.NewApp(t), games.Builtin())
	t.Cleanup(g.Window.Close)
	g.Window.Resize(fyne.NewSize(1024, 700))
	for _, tab := range g.Tabs.Items {
		if bad := uitest.UntippedIconButtons(tab.Content); len(bad) > 0 {
			t.Errorf("the %s tab has icon buttons without a tooltip: %v", tab.Text, bad)
		}
	}
	deck, ok := flask.Preset("green")
	if !ok {
		t.Fatal("no green preset")
	}
	for name, show := range map[string]func(){
		"print":        func() { printdlg.Show(g.Window, deck) },
		"export":       func() { exportdlg.ShowImages(g.Window, deck, flask.FaceOptions{}) },
		"export (TTS)": func() { exportdlg.ShowTTS(g.Window, deck, flask.FaceOptions{}) },
	} {
		show()
		top := g.Window.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("the %s dialog did not open", name)
		}
		if bad := uitest.UntippedIconButtons(top); len(bad) > 0 {
			t.Errorf("the %s dialog has icon buttons without a tooltip: %v", name, bad)
		}
		g.Window.Canvas().Overlays().Remove(top)
	}
}

// The check finds an icon button without a tooltip.
func TestUntippedIconButtonsAreFound(t *testing.T) {
	uitest.NewApp(t)
	box := container.NewHBox(widget.NewButtonWithIcon("", theme.ContentAddIcon(), nil), widgets.NewIconButton(theme.ContentRemoveIcon(), "", nil),
		widgets.NewIconButton(theme.ContentClearIcon(), "Clear", nil), widget.NewButton("Text", nil),
		widget.NewToolbar(widget.NewToolbarAction(theme.DeleteIcon(), nil), widgets.NewToolbarAction(theme.MoveUpIcon(), "Up", nil)))
	if bad := uitest.UntippedIconButtons(box); len(bad) != 3 {
		t.Errorf("found %v, want the add and remove buttons and the delete action", bad)
	}
}

// The window opens at the size it had when it was closed last (1280×800 the first time).
func TestWindowSizeIsRemembered(t *testing.T) {
	p := uitest.NewApp(t).Preferences()
	if got := windowSize(p); got != defaultSize {
		t.Errorf("first start: %v, want %v", got, defaultSize)
	}
	rememberWindowSize(p, fyne.NewSize(1024, 700))
	if got := windowSize(p); got != fyne.NewSize(1024, 700) {
		t.Errorf("after closing at 1024×700 the window opens at %v", got)
	}
	rememberWindowSize(p, fyne.NewSize(200, 100))
	if got := windowSize(p); got != defaultSize {
		t.Errorf("a remembered size too small to use gives %v", got)
	}
}

// Deck ▸ Play this deck starts a match of the Editor's deck and brings the Play tab to the front.
func TestPlayThisDeckOpensThePlayTab(t *testing.T) {
	g := New(uitest.NewApp(t), games.Builtin())
	t.Cleanup(g.Window.Close)
	var play *fyne.MenuItem
	for _, menu := range g.Window.MainMenu().Items {
		for _, it := range menu.Items {
			if it.Label == "Play this deck" {
				play = it
			}
		}
	}
	if play == nil {
		t.Fatal("no Play this deck in the menus")
	}
	play.Action()
	if tab := g.Tabs.Selected(); tab == nil || tab.Text != "Play" {
		t.Fatalf("the %v tab is shown, not Play", tab)
	}
	if top := g.Window.Canvas().Overlays().Top(); top != nil {
		t.Error("a dialog opened over the Play tab (the deck was not played)")
	}
}
