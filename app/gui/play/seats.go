package play

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Who plays a seat, as the seat row offers it.
const (
	seatPerson   = "Person"
	seatComputer = "Computer"
)

// chooseDeckFile is the deck select's entry that opens a file dialog.
const chooseDeckFile = "Deck file…"

// seatRow is one seat of the new-match form: a name, person or computer (with its level and search
// budget), and, for games with per-seat decks, the deck.
type seatRow struct {
	Name   *widget.Entry
	Kind   *widget.Select // seatPerson or seatComputer
	Level  *widget.Select // easy, normal, hard, then random, greedy, mcts
	Budget *widget.Entry  // mcts budget: iterations ("5000") or time ("2s"); empty: the default
	Deck   *widget.Select // nil for games without per-seat decks
	obj    fyne.CanvasObject
}

// newSeatRow builds the row of seat i (counted from 0). decks are the deck names offered, nil for
// none; pickFile is called when the deck select's "Deck file…" entry is chosen.
func newSeatRow(i int, decks []string, pickFile func(r *seatRow)) *seatRow {
	r := &seatRow{
		Name:   widget.NewEntry(),
		Kind:   widget.NewSelect([]string{lang.L(seatPerson), lang.L(seatComputer)}, nil),
		Level:  widget.NewSelect(levelChoices(), nil),
		Budget: widget.NewEntry(),
	}
	r.Budget.SetPlaceHolder(lang.L("budget: 2000 or 2s"))
	r.Level.OnChanged = func(string) { r.enable() }
	r.Kind.OnChanged = func(kind string) {
		if kind == lang.L(seatComputer) && (r.Name.Text == "" || strings.HasPrefix(r.Name.Text, playerName(""))) {
			r.Name.SetText(computerName(strconv.Itoa(i + 1)))
		} else if kind == lang.L(seatPerson) && (r.Name.Text == "" || strings.HasPrefix(r.Name.Text, computerName(""))) {
			r.Name.SetText(playerName(strconv.Itoa(i + 1)))
		}
		r.enable()
	}
	r.Level.SetSelected(cards.LevelNormal.String())
	if i == 0 {
		r.Kind.SetSelected(lang.L(seatPerson))
	} else {
		r.Kind.SetSelected(lang.L(seatComputer))
	}
	cells := []fyne.CanvasObject{widget.NewLabel(seatLabel(i)), r.Name, r.Kind, r.Level, r.Budget}
	if decks != nil {
		r.Deck = widget.NewSelect(append(append([]string(nil), decks...), lang.L(chooseDeckFile)), nil)
		if len(decks) > 0 {
			r.Deck.SetSelected(decks[i%len(decks)])
		}
		last := r.Deck.Selected
		r.Deck.OnChanged = func(choice string) {
			if choice == chooseDeckFile {
				r.Deck.SetSelected(last) // the file dialog selects the file when it is valid
				pickFile(r)
				return
			}
			last = choice
		}
		cells = append(cells, r.Deck)
	}
	r.obj = container.NewGridWithColumns(len(cells), cells...)
	return r
}

// levelChoices are the computer players a seat offers: the named levels first (easy, normal,
// hard), then the building blocks random, greedy and mcts (with a budget).
func levelChoices() []string {
	var out []string
	for _, l := range cards.NamedLevels {
		out = append(out, l.String())
	}
	return append(out, cards.LevelRandom.String(), cards.LevelGreedy.String(), cards.LevelMCTS.String())
}

// enable shows the level and budget only where they apply.
func (r *seatRow) enable() {
	if r.Kind.Selected == seatComputer {
		r.Level.Enable()
	} else {
		r.Level.Disable()
	}
	if r.Kind.Selected == seatComputer && r.Level.Selected == cards.LevelMCTS.String() {
		r.Budget.Enable()
	} else {
		r.Budget.Disable()
	}
}

// addDeck offers a deck file in the select and selects it.
func (r *seatRow) addDeck(path string) {
	opts := r.Deck.Options
	if slices.Contains(opts, path) {
		r.Deck.SetSelected(path)
		return
	}
	r.Deck.Options = append(opts[:len(opts)-1:len(opts)-1], path, lang.L(chooseDeckFile))
	r.Deck.SetSelected(path)
}

// seat reads the row. A bad budget returns an error naming the seat.
func (r *seatRow) seat(i int) (playSeat, error) {
	seat := playSeat{Name: strings.TrimSpace(r.Name.Text)}
	if seat.Name == "" {
		seat.Name = seatLabel(i)
	}
	if r.Kind.Selected != lang.L(seatComputer) {
		return seat, nil
	}
	text := r.Level.Selected
	if text == cards.LevelMCTS.String() && strings.TrimSpace(r.Budget.Text) != "" {
		text += ":" + strings.TrimSpace(r.Budget.Text)
	}
	spec, err := cards.ParseBotSpec(text)
	if err != nil {
		return playSeat{}, fmt.Errorf("%s: %w", lang.L("seat {{.N}}", map[string]int{"N": i + 1}), err)
	}
	seat.Bot = &spec
	return seat, nil
}

// seatLabel names seat i (from 0) in the form: "Seat 1".
func seatLabel(i int) string { return lang.L("Seat {{.N}}", map[string]int{"N": i + 1}) }

// playerName and computerName are the default names of a person's and a computer's seat ("Player
// 2"); with n "" they give the prefix that tells a default name from one typed in.
func playerName(n string) string { return lang.L("Player {{.N}}", map[string]string{"N": n}) }

func computerName(n string) string { return lang.L("Computer {{.N}}", map[string]string{"N": n}) }
