package deckeditor

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/designer"
	"github.com/flaskdeck/flaskdeck/cards"
)

// labSettings are how Test this deck and Suggest changes run; the editor keeps the last ones
// chosen for the session (tests make them small).
type labSettings struct {
	games  int           // matches per opponent of a test
	budget int           // average matches per edit of a suggestion
	bot    cards.BotSpec // the computer players (zero: greedy)
	goal   designer.Goal // what a suggestion aims at (none: stronger)
	field  []string      // the opponents: deck files, folders, preset names (none: the four presets)
}

// defaultLab is what the editor's designer loop plays: quick enough to wait for on two cores.
var defaultLab = labSettings{games: designer.DefaultGames, budget: designer.DefaultBudget, goal: designer.GoalStronger}

// labLevels are the computer players a designer run offers, weakest first.
var labLevels = []cards.Level{cards.LevelRandom, cards.LevelEasy, cards.LevelGreedy, cards.LevelNormal, cards.LevelHard}

// Sizes offered: matches per opponent of a test, average matches per edit of a suggestion.
var (
	labGames   = []int{100, 500, 1000, 2000}
	labBudgets = []int{60, 160, designer.DefaultBudget, 1000}
)

// labForm is the settings part of a designer dialog: field, level, size and (suggestions) goal.
type labForm struct {
	field *widget.Entry
	level *widget.Select
	size  *widget.Select
	goal  *widget.RadioGroup // nil for a test
	box   fyne.CanvasObject
}

// newLabForm builds the form from the settings; suggest adds the goal and sizes the search.
func (e *Editor) newLabForm(s labSettings, suggest bool) *labForm {
	f := &labForm{field: widget.NewMultiLineEntry()}
	f.field.SetPlaceHolder(lang.L("the four colour presets (one deck file, folder or preset name a line)"))
	f.field.SetText(strings.Join(s.field, "\n"))
	f.field.SetMinRowsVisible(2)
	f.field.Wrapping = fyne.TextWrapOff
	var levels []string
	for _, l := range labLevels {
		levels = append(levels, l.String())
	}
	f.level = widget.NewSelect(levels, nil)
	bot := s.bot
	if bot.Level == cards.LevelNone {
		bot.Level = cards.LevelGreedy
	}
	f.level.SetSelected(bot.Level.String())
	sizes, chosen := labGames, s.games
	sizeLabel := lang.L("Matches per opponent")
	if suggest {
		sizes, chosen, sizeLabel = labBudgets, s.budget, lang.L("Matches per edit (average)")
	}
	var names []string
	for _, n := range sizes {
		names = append(names, strconv.Itoa(n))
	}
	if !slices.Contains(sizes, chosen) {
		names = append(names, strconv.Itoa(chosen))
	}
	f.size = widget.NewSelect(names, nil)
	f.size.SetSelected(strconv.Itoa(chosen))
	addDeck := widget.NewButton(lang.L("Add deck…"), func() { e.askFieldDeck(f) })
	addFolder := widget.NewButton(lang.L("Add folder…"), func() { e.askFieldFolder(f) })
	presets := widget.NewButton(lang.L("Presets"), func() { f.field.SetText("") })
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Field"), container.NewBorder(nil, nil, nil, container.NewHBox(addDeck, addFolder, presets), f.field)),
		widget.NewFormItem(lang.L("Level"), container.NewHBox(f.level, widget.NewLabel(sizeLabel), f.size)),
	}
	if suggest {
		f.goal = widget.NewRadioGroup([]string{designer.GoalStronger.String(), designer.GoalBalanced.String()}, nil)
		f.goal.Horizontal = true
		goal := s.goal
		if goal == designer.GoalNone {
			goal = designer.GoalStronger
		}
		f.goal.SetSelected(goal.String())
		items = append([]*widget.FormItem{widget.NewFormItem(lang.L("Goal"), container.NewHBox(f.goal,
			widget.NewLabel(lang.L("stronger: win more against the field; balanced: each matchup nearest 50 %"))))}, items...)
	}
	f.box = widget.NewForm(items...)
	return f
}

// settings reads the form over the editor's settings.
func (f *labForm) settings(s labSettings) labSettings {
	if spec, err := cards.ParseBotSpec(f.level.Selected); err == nil {
		s.bot = spec
	}
	if n, err := strconv.Atoi(f.size.Selected); err == nil && n > 0 {
		if f.goal != nil {
			s.budget = n
		} else {
			s.games = n
		}
	}
	if f.goal != nil {
		if g, err := designer.ParseGoal(f.goal.Selected); err == nil {
			s.goal = g
		}
	}
	s.field = nil
	for _, line := range strings.Split(f.field.Text, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			s.field = append(s.field, line)
		}
	}
	return s
}

// addField adds a line to the field.
func (f *labForm) addField(entry string) {
	text := strings.TrimRight(f.field.Text, "\n")
	if text != "" {
		text += "\n"
	}
	f.field.SetText(text + entry)
}

// askFieldDeck asks for a deck file to add to the field.
func (e *Editor) askFieldDeck(f *labForm) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		f.addField(r.URI().Path())
		r.Close()
	}, e.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".yaml", ".yml", ".json"}))
	d.Show()
}

// askFieldFolder asks for a folder of deck files to add to the field.
func (e *Editor) askFieldFolder(f *labForm) {
	dialog.ShowFolderOpen(func(u fyne.ListableURI, err error) {
		if err == nil && u != nil {
			f.addField(u.Path())
		}
	}, e.win)
}
