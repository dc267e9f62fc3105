package flask

import (
	"embed"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// presetFiles are the five decks of the original editor, converted to the project's YAML format.
//
//go:embed presets/*.yaml
var presetFiles embed.FS

// PresetNames lists the built-in decks in order: the palette of the eight base cards, then the four
// colour decks.
var PresetNames = []string{"base", "red", "green", "blue", "yellow"}

var (
	presetsOnce sync.Once
	presets     []Deck
)

// loadPresets decodes the embedded preset files once. A preset that does not decode is left out;
// TestPresets guarantees every one does.
func loadPresets() {
	for _, name := range PresetNames {
		path := "presets/" + name + ".yaml"
		data, err := presetFiles.ReadFile(path)
		if err != nil {
			continue
		}
		d, err := DecodeDeckYAML(path, data)
		if err != nil {
			continue
		}
		presets = append(presets, d)
	}
}

// Presets returns the built-in decks: base (the 8 base cards, a palette and not a legal deck),
// red, green, blue and yellow (legal decks of 5 cards × 3). Each call returns fresh copies.
func Presets() []Deck {
	presetsOnce.Do(loadPresets)
	out := make([]Deck, len(presets))
	for i, d := range presets {
		out[i] = d.Clone()
	}
	return out
}

// Preset returns the built-in deck of that name (case-insensitive: "red", "Red").
func Preset(name string) (Deck, bool) {
	d, ok := sharedPreset(name)
	return d.Clone(), ok
}

// ResolveDeck returns the deck a command-line argument names: a preset name (red, green, blue,
// yellow, base), else a deck file (YAML or JSON). An argument with a folder or a deck file
// extension is always a file ("./red" is the file red, "red" the preset). An argument that is
// neither is an error naming the presets.
func ResolveDeck(nameOrPath string) (Deck, error) {
	d, shared, err := resolveDeck(nameOrPath)
	if shared {
		d = d.Clone()
	}
	return d, err
}

// resolveDeck is ResolveDeck for readers that never change the deck (setting up a match): a preset
// comes back shared, not copied, and shared says so.
func resolveDeck(nameOrPath string) (d Deck, shared bool, err error) {
	if !looksLikePath(nameOrPath) {
		if d, ok := sharedPreset(nameOrPath); ok {
			return d, true, nil
		}
	}
	if _, err := os.Stat(nameOrPath); err == nil || looksLikePath(nameOrPath) {
		d, err := LoadDeck(nameOrPath)
		return d, false, err
	}
	return Deck{}, false, msgerr.Errorf("%q: no such deck file and no preset of that name (presets: %s)", nameOrPath, strings.Join(PresetNames, ", "))
}

// sharedPreset returns the built-in deck of that name without copying it: callers must not change it.
func sharedPreset(name string) (Deck, bool) {
	presetsOnce.Do(loadPresets)
	for i, key := range PresetNames { // the name as written, most often (a simulation's every match)
		if name == key && i < len(presets) {
			return presets[i], true
		}
	}
	name = strings.TrimSpace(name)
	for i, key := range PresetNames {
		if strings.EqualFold(name, key) && i < len(presets) {
			return presets[i], true
		}
	}
	return Deck{}, false
}

// looksLikePath tells whether an argument names a file rather than a preset: it has a directory
// or a deck file extension.
func looksLikePath(arg string) bool {
	switch strings.ToLower(filepath.Ext(arg)) {
	case ".yaml", ".yml", ".json":
		return true
	}
	return strings.ContainsRune(arg, '/') || strings.ContainsRune(arg, filepath.Separator)
}
