package labview

import (
	"slices"

	"github.com/flaskdeck/flaskdeck/app/gui/internal/remember"
)

// settingsKey is the preference holding the Lab's last settings (JSON).
const settingsKey = "lab.lastSettings"

// labSettings are the Lab form's settings as the app remembers them between runs.
type labSettings struct {
	Game    string   `json:"game"`
	Seats   string   `json:"seats"`
	Presets []string `json:"presets,omitempty"`
	Files   string   `json:"files,omitempty"`
	Matrix  bool     `json:"matrix,omitempty"`
	Impact  bool     `json:"impact,omitempty"`
	Games   string   `json:"games"`
	Seed    string   `json:"seed"`
}

// settings reads the form's settings.
func (l *labSection) settings() labSettings {
	return labSettings{Game: l.Game.Selected, Seats: l.Seats.Text, Presets: l.Presets.Selected, Files: l.Files.Text,
		Matrix: l.Matrix.Checked, Impact: l.Impact.Checked, Games: l.Games.Text, Seed: l.Seed.Text}
}

// apply sets the form to s; an unknown game or preset is left out.
func (l *labSection) apply(s labSettings) {
	if !slices.Contains(l.Game.Options, s.Game) {
		return
	}
	l.Game.SetSelected(s.Game)
	l.Seats.SetText(s.Seats)
	var presets []string
	for _, p := range s.Presets {
		if slices.Contains(l.Presets.Options, p) {
			presets = append(presets, p)
		}
	}
	l.Presets.SetSelected(presets)
	l.Files.SetText(s.Files)
	l.Matrix.SetChecked(s.Matrix)
	l.Impact.SetChecked(s.Impact)
	l.Games.SetText(s.Games)
	l.Seed.SetText(s.Seed)
}

// remember stores the form's settings in the app's preferences.
func (l *labSection) remember() { remember.Store(settingsKey, l.settings()) }

// recall sets the form to the settings last remembered, if any (unreadable ones are ignored).
func (l *labSection) recall() {
	var s labSettings
	if remember.Recall(settingsKey, &s) {
		l.apply(s)
	}
}
