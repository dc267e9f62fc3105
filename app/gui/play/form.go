package play

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/app/games"
	"github.com/flaskdeck/flaskdeck/cards"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
)

// matchFormActions are what the new-match form's buttons do.
type matchFormActions struct {
	Start  func(playSetup) error // starts a match; an error is shown in the form
	Resume func()                // opens a saved match log to play on
	Replay func()                // opens a finished match log to replay
}

// matchForm is the new-match form: the game, the seats (people with names, computers with a level),
// the rule variants, per-seat decks where the game has them, and an optional seed.
type matchForm struct {
	Games     []cards.Game
	Game      *widget.Select // game titles
	SeatCount *widget.Select
	Seats     []*seatRow
	Variants  map[string]*widget.Select // by variant name
	Seed      *widget.Entry             // empty: a seed from the clock
	Start     *widget.Button
	Resume    *widget.Button
	Replay    *widget.Button
	Error     *widget.Label

	win      fyne.Window
	do       matchFormActions
	seatBox  *fyne.Container
	rulesBox *fyne.Container
	obj      fyne.CanvasObject
}

func newMatchForm(win fyne.Window, gs []cards.Game, do matchFormActions) *matchForm {
	list := games.New(gs...)
	f := &matchForm{
		Games: list, win: win, do: do,
		SeatCount: widget.NewSelect(nil, nil),
		Seed:      widget.NewEntry(),
		Error:     widget.NewLabel(""),
		seatBox:   container.NewVBox(),
		rulesBox:  container.NewVBox(),
	}
	titles := make([]string, len(list))
	for i, g := range list {
		titles[i] = g.Title()
	}
	f.Game = widget.NewSelect(titles, func(string) { f.gameChanged() })
	f.SeatCount.OnChanged = func(string) { f.buildSeats() }
	f.Seed.SetPlaceHolder(lang.L("random"))
	f.Error.Importance = widget.DangerImportance
	f.Error.Wrapping = fyne.TextWrapWord
	f.Start = widget.NewButtonWithIcon(lang.L("Start the match"), theme.MediaPlayIcon(), f.start)
	f.Start.Importance = widget.HighImportance
	f.Resume = widget.NewButtonWithIcon(lang.L("Resume a saved match…"), theme.FolderOpenIcon(), do.Resume)
	f.Replay = widget.NewButtonWithIcon(lang.L("Replay a match…"), theme.MediaReplayIcon(), do.Replay)
	title := widget.NewLabelWithStyle(lang.L("New match"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	form := widget.NewForm(widget.NewFormItem(lang.L("Game"), f.Game), widget.NewFormItem(lang.L("Seats"), f.SeatCount),
		widget.NewFormItem(lang.L("Seed"), f.Seed))
	body := container.NewVBox(title, form,
		widget.NewLabelWithStyle(lang.L("Who plays"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), f.seatBox,
		widget.NewLabelWithStyle(lang.L("Rules"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), f.rulesBox,
		f.Error, container.NewHBox(f.Start, f.Resume, f.Replay))
	f.obj = container.NewVScroll(container.NewPadded(body))
	if g := list.First(); g != nil {
		f.SelectGame(g.Name())
	}
	f.recall()
	return f
}

func (f *matchForm) Object() fyne.CanvasObject { return f.obj }

// SelectGame selects a game by name (e.g. "codex"); it reports false for an unknown one.
func (f *matchForm) SelectGame(name string) bool {
	for _, g := range f.Games {
		if g.Name() == name {
			f.Game.SetSelected(g.Title())
			return true
		}
	}
	return false
}

// game returns the selected game.
func (f *matchForm) game() cards.Game {
	for _, g := range f.Games {
		if g.Title() == f.Game.Selected {
			return g
		}
	}
	return nil
}

// gameChanged offers the seat counts and variants of the selected game.
func (f *matchForm) gameChanged() {
	g := f.game()
	if g == nil {
		return
	}
	lo, hi := g.SeatRange()
	counts := []string{}
	for n := lo; n <= hi; n++ {
		counts = append(counts, strconv.Itoa(n))
	}
	f.SeatCount.Options = counts
	f.Variants = map[string]*widget.Select{}
	f.rulesBox.RemoveAll()
	for _, v := range g.Variants() {
		sel := widget.NewSelect(v.Values, nil)
		sel.SetSelected(v.Default())
		f.Variants[v.Name] = sel
		f.rulesBox.Add(container.NewBorder(nil, nil, widget.NewLabel(v.Name), nil,
			container.NewBorder(nil, nil, sel, nil, widget.NewLabelWithStyle(v.Doc, fyne.TextAlignLeading, fyne.TextStyle{Italic: true}))))
	}
	if len(g.Variants()) == 0 {
		f.rulesBox.Add(widget.NewLabel(lang.L("(no variants)")))
	}
	f.SeatCount.Selected = "" // force a rebuild for the new game
	f.SeatCount.SetSelected(strconv.Itoa(lo))
}

// buildSeats shows one row per seat, keeping what was typed in the rows that stay.
func (f *matchForm) buildSeats() {
	n, _ := strconv.Atoi(f.SeatCount.Selected)
	g := f.game()
	if g == nil || n == 0 {
		return
	}
	var decks []string
	seatDecks, hasDecks := g.(cards.SeatDecks)
	if hasDecks {
		decks = legalPresets(seatDecks)
	}
	rows := make([]*seatRow, n)
	f.seatBox.RemoveAll()
	heads := []string{"", lang.L("Name"), lang.L("Who"), lang.L("Computer level"), lang.L("Search budget")}
	if hasDecks {
		heads = append(heads, lang.L("Deck"))
	}
	header := container.NewGridWithColumns(len(heads))
	for _, h := range heads {
		header.Add(widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Italic: true}))
	}
	f.seatBox.Add(header)
	for i := range rows {
		if i < len(f.Seats) && (f.Seats[i].Deck != nil) == hasDecks {
			rows[i] = f.Seats[i]
		} else {
			rows[i] = newSeatRow(i, decks, f.pickDeckFile)
		}
		f.seatBox.Add(rows[i].obj)
	}
	f.Seats = rows
	f.seatBox.Refresh()
}

// pickDeckFile opens a deck file for a seat; it is offered only when it validates.
func (f *matchForm) pickDeckFile(r *seatRow) {
	open := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil || rc == nil {
			return
		}
		path := rc.URI().Path()
		rc.Close()
		if err := f.validateDeck(path); err != nil {
			dialog.ShowError(uilang.Error(err), f.win)
			return
		}
		r.addDeck(path)
	}, f.win)
	open.SetFilter(storage.NewExtensionFileFilter([]string{".yaml", ".yml", ".json"}))
	open.Show()
}

// validateDeck checks a seat's deck (a preset name or a deck file) before the match starts.
func (f *matchForm) validateDeck(name string) error {
	if seatDecks, ok := f.game().(cards.SeatDecks); ok {
		return seatDecks.CheckDeck(name)
	}
	return nil
}

// legalPresets lists the preset decks a seat may play: the legal ones.
func legalPresets(seatDecks cards.SeatDecks) []string {
	var out []string
	for _, name := range seatDecks.DeckPresets() {
		if seatDecks.CheckDeck(name) == nil {
			out = append(out, name)
		}
	}
	return out
}

// setup reads the form. A bad entry returns an error naming it.
func (f *matchForm) setup() (playSetup, error) {
	g := f.game()
	if g == nil {
		return playSetup{}, errors.New(lang.L("choose a game"))
	}
	s := playSetup{Game: g, Rules: map[string]string{}}
	for name, sel := range f.Variants {
		s.Rules[name] = sel.Selected
	}
	for i, row := range f.Seats {
		seat, err := row.seat(i)
		if err != nil {
			return playSetup{}, err
		}
		s.Seats = append(s.Seats, seat)
		if row.Deck != nil {
			if err := f.validateDeck(row.Deck.Selected); err != nil {
				return playSetup{}, fmt.Errorf("%s: %w", lang.L("seat {{.N}} deck", map[string]int{"N": i + 1}), err)
			}
			s.Decks = append(s.Decks, row.Deck.Selected)
		}
	}
	seed := strings.TrimSpace(f.Seed.Text)
	if seed == "" {
		s.Seed = uint64(time.Now().UnixNano())
		return s, nil
	}
	n, err := strconv.ParseUint(seed, 10, 64)
	if err != nil {
		return playSetup{}, errors.New(lang.L("the seed {{.Text}} is not a whole number", map[string]string{"Text": strconv.Quote(seed)}))
	}
	s.Seed = n
	return s, nil
}

// start validates the form and starts the match, or shows what is wrong.
func (f *matchForm) start() {
	s, err := f.setup()
	if err == nil {
		err = f.do.Start(s)
	}
	if err != nil {
		f.Error.SetText(uilang.ErrorText(err))
		f.Error.Show()
		return
	}
	f.Error.SetText("")
	f.Error.Hide()
	f.remember()
}
