package play

import (
	"slices"
	"strconv"

	"github.com/flaskdeck/flaskdeck/app/gui/internal/remember"
)

// settingsKey is the preference holding the new-match form's last settings (JSON).
const settingsKey = "play.lastSettings"

// formSettings are the new-match form's settings as the app remembers them between runs: the
// game, the seats, the rule variants and the seed (empty: a new one each match).
type formSettings struct {
	Game     string            `json:"game"`
	Seats    []seatSettings    `json:"seats"`
	Variants map[string]string `json:"variants,omitempty"`
	Seed     string            `json:"seed,omitempty"`
}

// seatSettings are one seat row's settings.
type seatSettings struct {
	Name   string `json:"name"`
	Kind   string `json:"kind"`
	Level  string `json:"level,omitempty"`
	Budget string `json:"budget,omitempty"`
	Deck   string `json:"deck,omitempty"`
}

// settings reads the form's settings.
func (f *matchForm) settings() formSettings {
	s := formSettings{Seed: f.Seed.Text, Variants: map[string]string{}}
	if g := f.game(); g != nil {
		s.Game = g.Name()
	}
	for name, sel := range f.Variants {
		s.Variants[name] = sel.Selected
	}
	for _, r := range f.Seats {
		seat := seatSettings{Name: r.Name.Text, Kind: r.Kind.Selected, Level: r.Level.Selected, Budget: r.Budget.Text}
		if r.Deck != nil {
			seat.Deck = r.Deck.Selected
		}
		s.Seats = append(s.Seats, seat)
	}
	return s
}

// apply sets the form to s, as far as it still fits: an unknown game, seat count, choice or a deck
// that no longer validates is left at the form's default.
func (f *matchForm) apply(s formSettings) {
	if !f.SelectGame(s.Game) {
		return
	}
	if n := strconv.Itoa(len(s.Seats)); slices.Contains(f.SeatCount.Options, n) {
		f.SeatCount.SetSelected(n)
	}
	for name, value := range s.Variants {
		if sel, ok := f.Variants[name]; ok && slices.Contains(sel.Options, value) {
			sel.SetSelected(value)
		}
	}
	for i, seat := range s.Seats {
		if i >= len(f.Seats) {
			break
		}
		r := f.Seats[i]
		if slices.Contains(r.Kind.Options, seat.Kind) {
			r.Kind.SetSelected(seat.Kind)
		}
		r.Name.SetText(seat.Name)
		if slices.Contains(r.Level.Options, seat.Level) {
			r.Level.SetSelected(seat.Level)
		}
		r.Budget.SetText(seat.Budget)
		if r.Deck != nil && seat.Deck != "" && seat.Deck != chooseDeckFile {
			if slices.Contains(r.Deck.Options, seat.Deck) {
				r.Deck.SetSelected(seat.Deck)
			} else if f.validateDeck(seat.Deck) == nil { // a deck file that still validates
				r.addDeck(seat.Deck)
			}
		}
	}
	f.Seed.SetText(s.Seed)
}

// remember stores the form's settings in the app's preferences.
func (f *matchForm) remember() { remember.Store(settingsKey, f.settings()) }

// recall sets the form to the settings last remembered, if any (unreadable ones are ignored).
func (f *matchForm) recall() {
	var s formSettings
	if remember.Recall(settingsKey, &s) {
		f.apply(s)
	}
}
