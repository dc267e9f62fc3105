// Package gui is flaskdeck's desktop app (Fyne): one window holding the sections as tabs, the Editor
// (app/gui/deckeditor) first, then Play (app/gui/play) and the Lab (app/gui/labview). The window's
// main menu belongs to the Editor (File, Edit, View); sections add their own controls inside their
// tab. The app follows the system's light or dark theme (Fyne's default; FYNE_THEME forces one),
// and speaks English, German or Italian (app/gui/uilang: the system's language or the one chosen
// in View ▸ Language, from the next start).
package gui

import (
	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/app/gui/deckeditor"
	"github.com/flaskdeck/flaskdeck/app/gui/exportdlg"
	"github.com/flaskdeck/flaskdeck/app/gui/labview"
	"github.com/flaskdeck/flaskdeck/app/gui/play"
	"github.com/flaskdeck/flaskdeck/app/gui/printdlg"
	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/app/gui/widgets"
	"github.com/flaskdeck/flaskdeck/internal/appicon"
	_ "github.com/flaskdeck/flaskdeck/internal/lazygl" // libGL loaded when the app starts, not at every command
	_ "github.com/flaskdeck/flaskdeck/internal/lazym"  // libm loaded when GLFW first calls it, not at every command
	"github.com/flaskdeck/flaskdeck/internal/lazyx11"
)

// appID identifies the app for its preferences (recent files) and storage (autosave).
const appID = "io.github.flaskdeck"

// Icon is the app's icon (internal/appicon's 256-pixel PNG): windows, the task bar and the
// desktop entry that make install writes show it.
var Icon = fyne.NewStaticResource("flaskdeck.png", appicon.PNG)

// GUI is the running desktop app.
type GUI struct {
	App    fyne.App
	Window fyne.Window
	Editor *deckeditor.Editor
	Tabs   *container.AppTabs
	Games  games.List
	Play   *play.Section
}

// section is one tab after the Editor: its title (English, translated when shown) and how to
// build its content.
type section struct {
	title string
	build func(g *GUI) fyne.CanvasObject
}

// sections are the tabs after the Editor, in order (one line each).
var sections = []section{
	{"Play", func(g *GUI) fyne.CanvasObject {
		g.Play = play.NewSection(g.Window, g.Games, func() { g.selectTab(lang.L("Play")) })
		return g.Play.Object()
	}},
	{"Lab", func(g *GUI) fyne.CanvasObject { return labview.New(g.Window, g.Games) }},
}

// Run opens the app window on the built-in games (on a deck file if one is given) and returns
// when it is closed.
func Run(deck string) error {
	// libX11 is opened here, not at every start of the binary (internal/lazyx11).
	if err := lazyx11.Load(); err != nil {
		return err
	}
	a := fyneapp.NewWithID(appID)
	// The language first: every widget takes its texts when it is built.
	if err := uilang.Setup(a.Preferences().String(uilang.PrefKey)); err != nil {
		fyne.LogError("loading the translations", err)
	}
	g := New(a, games.Builtin())
	g.Window.Resize(windowSize(a.Preferences()))
	if deck != "" {
		g.Editor.Open(deck)
	} else {
		g.Editor.OpenLast()
	}
	g.Editor.Start()
	g.Window.ShowAndRun()
	return nil
}

// New builds the app window of a with its sections for the given games, opened on the first
// preset deck.
func New(a fyne.App, gs games.List) *GUI {
	a.SetIcon(Icon)
	g := &GUI{App: a, Window: a.NewWindow("flaskdeck"), Games: gs}
	g.Editor = deckeditor.New(a, g.Window, deckeditor.Dialogs{Print: printdlg.Show, ExportImages: exportdlg.ShowImages, ExportTTS: exportdlg.ShowTTS,
		Play: g.playDeck})
	g.Tabs = container.NewAppTabs(container.NewTabItem(lang.L("Editor"), g.Editor.Object()))
	for _, s := range sections {
		g.Tabs.Append(container.NewTabItem(lang.L(s.title), s.build(g)))
	}
	g.Window.SetContent(widgets.AddTipLayer(g.Tabs, g.Window.Canvas())) // tooltips show above the tabs
	g.Editor.Attach()
	g.routeKeys()
	g.Tabs.OnSelected = g.routeUndo
	// Closing the window asks about an unfinished match first, then about unsaved deck changes.
	// The window's size is remembered for the next start.
	g.Window.SetCloseIntercept(func() {
		rememberWindowSize(a.Preferences(), g.Window.Canvas().Size())
		g.Play.ConfirmLeave(g.Editor.AskClose)
	})
	g.Window.SetMaster()
	return g
}

// selectTab selects the tab of that title.
func (g *GUI) selectTab(title string) {
	for i, item := range g.Tabs.Items {
		if item.Text == title {
			g.Tabs.SelectIndex(i)
		}
	}
}

// routeKeys sends the keys no text field takes to the Play section while its tab is shown (number
// keys pick a move, Enter ends the turn, Esc closes a dialog), and to the Editor otherwise.
func (g *GUI) routeKeys() {
	c := g.Window.Canvas()
	editorKeys := c.OnTypedKey()
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if tab := g.Tabs.Selected(); tab != nil && tab.Content == g.Play.Object() {
			g.Play.TypedKey(ev)
			return
		}
		if editorKeys != nil {
			editorKeys(ev)
		}
	})
}

// routeUndo gives Edit ▸ Undo and Ctrl+Z to the tab shown: the deck's edits in the Editor, "Undo
// my move" in Play, nothing in the Lab; the deck's other edits wait outside the Editor too, so a key
// pressed there never changes the deck out of sight (deckeditor.Editor.SetAway).
func (g *GUI) routeUndo(tab *container.TabItem) {
	switch {
	case tab == nil || tab.Content == g.Editor.Object():
		g.Editor.SetAway(nil)
	case g.Play != nil && tab.Content == g.Play.Object():
		g.Editor.SetAway(&deckeditor.OtherUndo{Label: lang.L("Undo my move"), Run: g.Play.Undo})
	default:
		g.Editor.SetAway(&deckeditor.OtherUndo{Label: lang.L("Undo")})
	}
}

// Preferences holding the window's size when it was last closed.
const (
	widthKey  = "window.width"
	heightKey = "window.height"
)

// defaultSize is the window's size at the first start, and when the remembered one is too small.
var defaultSize = fyne.NewSize(1280, 800)

// windowSize returns the size the window had when it was last closed (defaultSize the first time,
// or when that size is too small to use: under 640×480).
func windowSize(p fyne.Preferences) fyne.Size {
	w, h := float32(p.Float(widthKey)), float32(p.Float(heightKey))
	if w < 640 || h < 480 {
		return defaultSize
	}
	return fyne.NewSize(w, h)
}

// rememberWindowSize stores the window's size for the next start.
func rememberWindowSize(p fyne.Preferences, s fyne.Size) {
	p.SetFloat(widthKey, float64(s.Width))
	p.SetFloat(heightKey, float64(s.Height))
}

// playDeck starts a match of a deck file in the Play section and shows it (the Editor's Play this
// deck).
func (g *GUI) playDeck(path string) error {
	if err := g.Play.PlayDeck(path); err != nil {
		return err
	}
	g.selectTab(lang.L("Play"))
	return nil
}
