package designer

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/internal/atomicfile"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
	"github.com/flaskdeck/flaskdeck/internal/inputfile"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/internal/yamlerr"
)

// ErrBadHistory is wrapped by the error for a history file that cannot be read.
var ErrBadHistory = msgerr.New("bad test history")

// historyKeep is how many tests a history file keeps (the oldest are dropped).
const historyKeep = 20

// maxHistoryBytes bounds what is read of a history file.
const maxHistoryBytes = 1 << 20

// History is the record of a deck's tests, kept beside the deck file (HistoryPath).
type History struct {
	Tests []Entry `yaml:"tests"`
}

// Entry is one test of the history: when, how, and the rates it measured (in points).
type Entry struct {
	When      time.Time          `yaml:"when"`
	Level     string             `yaml:"level"`
	Games     int                `yaml:"games"`
	Seed      uint64             `yaml:"seed"`
	Overall   float64            `yaml:"overall"`
	Opponents map[string]float64 `yaml:"opponents"`
}

// HistoryPath returns the history file of a deck file: "red.yaml" → "red.test.yaml".
func HistoryPath(deckPath string) string {
	ext := filepath.Ext(deckPath)
	return strings.TrimSuffix(deckPath, ext) + ".test.yaml"
}

// LoadHistory reads a history file; a missing file is an empty history. Only a regular file is
// read (a FIFO named like a history would block deck test), at most maxHistoryBytes.
func LoadHistory(path string) (History, error) {
	data, err := inputfile.Read(path, maxHistoryBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return History{}, nil
	}
	if err != nil {
		return History{}, msgerr.Errorf("%w: %w", ErrBadHistory, err)
	}
	return DecodeHistory(path, data)
}

// DecodeHistory reads the text of a history file strictly (unknown keys are errors); name is the
// file in errors, which read "FILE:LINE: bad test history: problem".
func DecodeHistory(name string, data []byte) (History, error) {
	var h History
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&h); err != nil && !errors.Is(err, io.EOF) {
		return History{}, yamlerr.Wrap(name, ErrBadHistory, err)
	}
	return h, nil
}

// Save writes the history atomically, keeping the last tests only.
func (h History) Save(path string) error {
	if len(h.Tests) > historyKeep {
		h.Tests = h.Tests[len(h.Tests)-historyKeep:]
	}
	data, err := yaml.Marshal(h)
	if err != nil {
		return err
	}
	head := []byte("# Tests of the deck by flaskdeck (deck test, or Test this deck in the editor); newest last.\n")
	return atomicfile.Write(path, append(head, data...), 0o644)
}

// EntryOf turns a report into a history entry.
func EntryOf(r *Report, when time.Time) Entry {
	e := Entry{When: when.UTC().Truncate(time.Second), Level: r.Level, Games: r.Games, Seed: r.Seed,
		Overall: round(100*r.Overall.Rate, 1), Opponents: map[string]float64{}}
	for _, o := range r.Opponents {
		e.Opponents[o.Name] = round(100*o.Win.Rate, 1)
	}
	return e
}

// Last returns the newest test, if any.
func (h History) Last() (Entry, bool) {
	if len(h.Tests) == 0 {
		return Entry{}, false
	}
	return h.Tests[len(h.Tests)-1], true
}

// Changes says what changed since an earlier test, one line per figure that moved:
// "+6.2 points against Green since the last test". Opponents not in both are left out, and so
// is the overall rate when the two tests had different fields or levels.
func Changes(before Entry, r *Report) []string { return ChangesIn(before, r, i18n.English) }

// ChangesIn says what changed since an earlier test in language l (see Changes).
func ChangesIn(before Entry, r *Report, l i18n.Language) []string {
	tr := texts.For(l)
	var out []string
	line := func(delta float64, what string) {
		if delta := round(delta, 1); delta != 0 {
			out = append(out, tr("c.line", "Delta", fmt.Sprintf("%+.1f", delta), "What", what))
		}
	}
	same := before.Level == r.Level && len(before.Opponents) == len(r.Opponents)
	for _, o := range r.Opponents {
		_, ok := before.Opponents[o.Name]
		same = same && ok
	}
	if same {
		line(round(100*r.Overall.Rate, 1)-before.Overall, tr("c.overall")) // the history keeps one decimal
	}
	for _, o := range r.Opponents {
		if old, ok := before.Opponents[o.Name]; ok {
			line(round(100*o.Win.Rate, 1)-old, tr("c.against", "Name", o.Name))
		}
	}
	if len(out) == 0 {
		out = append(out, tr("c.none"))
	}
	return out
}
