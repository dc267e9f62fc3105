package code

import (
	"bytes"
	_ "embed"
	"fmt"
	"image/color"
	"strconv"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

// Errors of the CODE data.
var (
	// ErrUnknownCard is returned for a card name that is no CODE card.
	ErrUnknownCard = msgerr.New("unknown card")
	// ErrBadData is returned for card or code data that does not parse or does not add up.
	ErrBadData = msgerr.New("bad CODE data")
)

//go:embed data/cards.yaml
var cardsYAML []byte

// ColourInfo describes a colour of the number cards.
type ColourInfo struct {
	Key  string `yaml:"key"`
	Name string `yaml:"name"`
	RGB  string `yaml:"rgb"`
}

// ActionInfo describes an action card.
type ActionInfo struct {
	Key   string `yaml:"key"`
	Name  string `yaml:"name"`
	Count int    `yaml:"count"`
	Rule  string `yaml:"rule"`
}

type cardFile struct {
	Colours []ColourInfo `yaml:"colours"`
	Digits  []int        `yaml:"digits"`
	Copies  int          `yaml:"copies"`
	Actions []ActionInfo `yaml:"actions"`
}

// cardTables is the loaded card data in the engine's layout.
type cardTables struct {
	colours [numColours]ColourInfo
	actions [numActions]ActionInfo
	copies  [numFaces]uint8 // copies of each face in a full box
}

// actionKeys is the engine's fixed order of the action cards; the data must name exactly these.
var actionKeys = [numActions]string{"swap", "reverse", "skip", "joker", "+2", "gift", "reset"}

// cardDataOnce parses the embedded card data on first use, so that starting the program (a
// command of another game, the app) parses nothing of CODE's.
var cardDataOnce = sync.OnceValues(func() (*cardTables, error) {
	t, err := parseCards(cardsYAML)
	return &t, err
})

// cardData returns the card data (empty tables when it failed to load: see DataError).
func cardData() *cardTables {
	t, _ := cardDataOnce()
	return t
}

// parseCards reads the playing-card data and checks it against the engine's layout.
func parseCards(data []byte) (cardTables, error) {
	var t cardTables
	var f cardFile
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		return t, fmt.Errorf("%w: data/cards.yaml: %v", ErrBadData, err)
	}
	if len(f.Colours) != numColours {
		return t, fmt.Errorf("%w: data/cards.yaml: %d colours, want %d", ErrBadData, len(f.Colours), numColours)
	}
	for i, c := range f.Colours {
		if _, err := parseRGB(c.RGB); err != nil || len(c.Key) != 1 || c.Name == "" {
			return t, fmt.Errorf("%w: data/cards.yaml: colour %d needs a one-letter key, a name and an rgb #rrggbb", ErrBadData, i+1)
		}
		t.colours[i] = c
	}
	if len(f.Digits) != numDigits || f.Copies < 1 {
		return t, fmt.Errorf("%w: data/cards.yaml: the digits must be 0-9 with at least one copy each", ErrBadData)
	}
	for i, d := range f.Digits {
		if d != i {
			return t, fmt.Errorf("%w: data/cards.yaml: digit %d where %d belongs", ErrBadData, d, i)
		}
	}
	for c := Card(1); c <= numNumbers; c++ {
		t.copies[c] = uint8(f.Copies)
	}
	if len(f.Actions) != numActions {
		return t, fmt.Errorf("%w: data/cards.yaml: %d actions, want %d", ErrBadData, len(f.Actions), numActions)
	}
	total := numNumbers * f.Copies
	for i, a := range f.Actions {
		if a.Key != actionKeys[i] || a.Count < 1 || a.Name == "" {
			return t, fmt.Errorf("%w: data/cards.yaml: action %d must be %q with a name and a count", ErrBadData, i+1, actionKeys[i])
		}
		t.actions[i] = a
		t.copies[firstAct+Card(i)] = uint8(a.Count)
		total += a.Count
	}
	if total != TotalCards {
		return t, fmt.Errorf("%w: data/cards.yaml: %d playing cards, want %d", ErrBadData, total, TotalCards)
	}
	return t, nil
}

// parseRGB reads "#rrggbb".
func parseRGB(s string) (color.RGBA, error) {
	s = strings.TrimPrefix(s, "#")
	if len(s) != 6 {
		return color.RGBA{}, fmt.Errorf("colour %q is not #rrggbb", s)
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		return color.RGBA{}, fmt.Errorf("colour %q is not #rrggbb", s)
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}, nil
}

// DataError returns the error of loading the embedded card data (nil when it is sound).
func DataError() error {
	_, err := cardDataOnce()
	return err
}
