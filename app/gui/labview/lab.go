// Package labview is the app's Lab section: it runs the same simulations as `flaskdeck sim`
// (app/lab) off the UI goroutine and shows their reports and plots.
package labview

import (
	"context"
	"image"
	"runtime"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/app/lab"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"
)

// labSeatChoices are the Players field's ready choices; any --seats text may be typed.
var labSeatChoices = []string{
	"bot:greedy,bot:greedy", "bot:normal,bot:normal", "bot:hard,bot:hard", "bot:hard,bot:normal",
	"bot:normal,bot:greedy", "bot:easy,bot:random", "bot:random,bot:random", "bot:mcts:200,bot:mcts:200",
	"bot:greedy,bot:random", "bot:mcts:200,bot:greedy", "bot:mcts:200,bot:random",
	"bot:greedy,bot:greedy,bot:greedy", "bot:greedy,bot:greedy,bot:greedy,bot:greedy",
}

// labSection is the app's Lab: pick a game, computer players, decks and a number of matches, run
// them off the UI goroutine with a progress bar, and read the report and plots; results can be
// saved. It runs the same requests as `flaskdeck sim`.
type labSection struct {
	Game     *widget.Select
	Seats    *widget.SelectEntry // computer players as in --seats, with common choices
	Presets  *widget.CheckGroup  // Flask preset decks
	Files    *widget.Entry       // more deck files or folders, comma-separated
	Matrix   *widget.Check
	Impact   *widget.Check
	Games    *widget.Entry
	Seed     *widget.Entry
	Run      *widget.Button
	Stop     *widget.Button
	Save     *widget.Button
	Progress *widget.ProgressBar
	Status   *widget.Label
	Report   *widget.Label // the text report, monospaced
	Plot     *canvas.Image
	Results  *container.AppTabs

	// Post runs a function on the UI goroutine (fyne.Do when nil; tests replace it).
	Post func(func())
	// Result is the last run's result, nil before the first.
	Result *lab.Result

	win     fyne.Window
	games   []cards.Game
	cancel  context.CancelFunc
	done    chan struct{} // closed when the running run has finished
	root    fyne.CanvasObject
	request lab.Request // of the last run
}

// New builds the Lab section of the app window for the given games.
func New(win fyne.Window, gs []cards.Game) fyne.CanvasObject { return newLabSection(win, gs).Object() }

// newLabSection builds the Lab for the given games.
func newLabSection(win fyne.Window, gs []cards.Game) *labSection {
	l := &labSection{win: win, games: gs}
	names := make([]string, len(gs))
	for i, g := range gs {
		names[i] = g.Name()
	}
	l.Game = widget.NewSelect(names, func(string) { l.gameChanged() })
	l.Seats = widget.NewSelectEntry(labSeatChoices)
	l.Seats.SetText("bot:greedy,bot:greedy")
	l.Seats.SetPlaceHolder("bot:easy, bot:normal, bot:hard, bot:random, bot:greedy, bot:mcts:200 …")
	l.Presets = widget.NewCheckGroup(nil, nil)
	l.Presets.Horizontal = true
	l.Files = widget.NewEntry()
	l.Files.SetPlaceHolder(lang.L("deck files or folders, comma-separated"))
	l.Matrix = widget.NewCheck(lang.L("every deck against every other (matrix)"), nil)
	l.Impact = widget.NewCheck(lang.L("replay with each other rule value (variant impact)"), nil)
	l.Games = widget.NewEntry()
	l.Games.SetText("1000")
	l.Seed = widget.NewEntry()
	l.Seed.SetText("1")
	l.Run = widget.NewButton(lang.L("Run"), func() { _ = l.Start() })
	l.Run.Importance = widget.HighImportance
	l.Stop = widget.NewButton(lang.L("Stop"), l.StopRun)
	l.Stop.Disable()
	l.Save = widget.NewButton(lang.L("Save results…"), l.askSave)
	l.Save.Disable()
	l.Progress = widget.NewProgressBar()
	l.Status = widget.NewLabel(lang.L("Choose a game and players, then Run."))
	l.Status.Wrapping = fyne.TextWrapWord
	l.Report = widget.NewLabel("")
	l.Report.TextStyle = fyne.TextStyle{Monospace: true}
	l.Plot = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
	l.Plot.FillMode = canvas.ImageFillContain
	l.Plot.SetMinSize(fyne.NewSize(300, 260)) // it fills its tab, scaled down to fit: never cut off

	form := widget.NewForm(
		widget.NewFormItem(lang.L("Game"), l.Game),
		widget.NewFormItem(lang.L("Players"), l.Seats),
		widget.NewFormItem(lang.L("Decks"), l.Presets),
		widget.NewFormItem("", l.Files),
		widget.NewFormItem("", l.Matrix),
		widget.NewFormItem(lang.L("Matches"), l.Games),
		widget.NewFormItem(lang.L("Seed"), l.Seed),
		widget.NewFormItem("", l.Impact),
	)
	help := widget.NewLabel(lang.L("Players rotate over the seats; with decks, each player brings its deck. The same seed gives the same report. Intervals are 95% Wilson intervals."))
	help.Wrapping = fyne.TextWrapWord
	left := container.NewVBox(form, container.NewHBox(l.Run, l.Stop, l.Save), l.Progress, l.Status, help)
	l.Results = container.NewAppTabs(
		container.NewTabItem(lang.L("Report"), container.NewScroll(l.Report)),
		container.NewTabItem(lang.L("Plot"), l.Plot),
	)
	split := container.NewHSplit(container.NewVScroll(left), l.Results)
	split.Offset = 0.36
	l.root = split
	if g := games.List(gs).First(); g != nil {
		l.Game.SetSelected(g.Name())
	}
	l.recall()
	return l
}

// Object is the section's canvas object.
func (l *labSection) Object() fyne.CanvasObject { return l.root }

// seatDecks returns the selected game's decks, if its seats bring decks (Flask).
func (l *labSection) seatDecks() (cards.SeatDecks, bool) {
	g, _ := games.List(l.games).ByName(l.Game.Selected)
	sd, ok := g.(cards.SeatDecks)
	return sd, ok
}

// gameChanged enables the deck choices only for a game whose seats bring decks, and offers its
// presets.
func (l *labSection) gameChanged() {
	if sd, ok := l.seatDecks(); ok {
		l.Presets.Options = sd.DeckPresets()
		l.Presets.Refresh()
		l.Presets.Enable()
		l.Files.Enable()
		l.Matrix.Enable()
		return
	}
	l.Presets.Disable()
	l.Files.Disable()
	l.Matrix.Disable()
}

// formRequest reads the form into a lab request; a bad field returns a message naming it.
func (l *labSection) formRequest() (lab.Request, error) {
	g, err := games.List(l.games).Lookup(l.Game.Selected)
	if err != nil {
		return lab.Request{}, err
	}
	n, err := strconv.Atoi(strings.TrimSpace(l.Games.Text))
	if err != nil || n < 1 {
		return lab.Request{}, app.Usagef("%s", lang.L("Matches: {{.Text}} is not a whole number of at least 1", map[string]string{"Text": strconv.Quote(l.Games.Text)}))
	}
	seed, err := strconv.ParseUint(strings.TrimSpace(l.Seed.Text), 10, 64)
	if err != nil {
		return lab.Request{}, app.Usagef("%s", lang.L("Seed: {{.Text}} is not a whole number", map[string]string{"Text": strconv.Quote(l.Seed.Text)}))
	}
	seats, err := lab.ParseSeats(l.Seats.Text)
	if err != nil {
		return lab.Request{}, err
	}
	var decks []string
	if _, ok := l.seatDecks(); ok {
		decks = append(decks, l.Presets.Selected...)
		for f := range strings.SplitSeq(l.Files.Text, ",") {
			if f = strings.TrimSpace(f); f != "" {
				decks = append(decks, f)
			}
		}
		if decks, err = lab.ExpandDecks(decks); err != nil {
			return lab.Request{}, err
		}
	}
	return lab.Request{Game: g, Games: n, Seats: seats, Decks: decks, Matrix: l.Matrix.Checked && !l.Matrix.Disabled(),
		Seed: seed, Workers: runtime.GOMAXPROCS(0), VariantImpact: l.Impact.Checked, MaxMoves: sim.DefaultMaxMoves}, nil
}

// post runs f on the UI goroutine.
func (l *labSection) post(f func()) {
	if l.Post != nil {
		l.Post(f)
		return
	}
	fyne.Do(f)
}
