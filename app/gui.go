package app

import (
	"sort"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"github.com/spf13/cobra"
)

// The desktop app is one window (GUI) holding sections as tabs: the Editor (deck design, this
// package's gui_editor*.go) first, then every section registered with registerGUISection from an
// init function of its own file (Play, Lab, …), in order of their rank. The window's main menu
// belongs to the Editor (File, Edit, View); sections add their own controls inside their tab.
// The app follows the system's light or dark theme (Fyne's default; FYNE_THEME forces one).

// guiAppID identifies the app for its preferences (recent files) and storage (autosave).
const guiAppID = "io.github.flaskdeck"

// GUI is the running desktop app.
type GUI struct {
	App    fyne.App
	Window fyne.Window
	Editor *deckEditor
	Tabs   *container.AppTabs
}

// guiSection builds one section of the app window: its tab title and content.
type guiSection struct {
	rank  int
	build func(*GUI) (title string, content fyne.CanvasObject)
}

// guiSections lists the sections after the Editor (see registerGUISection).
var guiSections []guiSection

// registerGUISection adds a section to the app window. Sections appear after the Editor in
// increasing rank (Play uses 10, Lab 20); build runs once when the window opens.
func registerGUISection(rank int, build func(*GUI) (title string, content fyne.CanvasObject)) {
	guiSections = append(guiSections, guiSection{rank: rank, build: build})
}

func init() {
	runDefault = func(*cobra.Command, *Streams) error { return runGUI("") }
	registerCommand(func(*Streams) *cobra.Command {
		return &cobra.Command{
			Use:     "gui [DECK]",
			Short:   "Open the desktop app (the default when flaskdeck runs without a command)",
			Long:    "Open the desktop app on the built-in preset decks, or on a deck file (YAML or the original JSON).",
			Example: "  flaskdeck gui\n  flaskdeck gui mydeck.yaml",
			Args:    cobra.MaximumNArgs(1),
			RunE: func(_ *cobra.Command, args []string) error {
				deck := ""
				if len(args) == 1 {
					deck = args[0]
				}
				return runGUI(deck)
			},
		}
	})
}

// runGUI opens the app window (on a deck file if one is given) and returns when it is closed.
func runGUI(deck string) error {
	g := newGUI(fyneapp.NewWithID(guiAppID))
	g.Window.Resize(fyne.NewSize(1280, 800))
	if deck != "" {
		g.Editor.openFile(deck)
	}
	g.Editor.offerRecovery()
	g.Editor.autosave.start()
	g.Window.ShowAndRun()
	return nil
}

// newGUI builds the app window with its sections, opened on the first preset deck.
func newGUI(a fyne.App) *GUI {
	g := &GUI{App: a, Window: a.NewWindow("flaskdeck")}
	g.Editor = newDeckEditor(a, g.Window)
	g.Tabs = container.NewAppTabs(container.NewTabItem("Editor", g.Editor.Object()))
	sections := append([]guiSection(nil), guiSections...)
	sort.SliceStable(sections, func(i, j int) bool { return sections[i].rank < sections[j].rank })
	for _, s := range sections {
		title, content := s.build(g)
		g.Tabs.Append(container.NewTabItem(title, content))
	}
	g.Window.SetContent(g.Tabs)
	g.Window.SetMainMenu(g.Editor.mainMenu())
	g.Editor.installShortcuts()
	g.Window.SetCloseIntercept(g.Editor.askClose)
	g.Window.SetMaster()
	return g
}
