package cards

import (
	"bytes"
	"errors"
	"io"
	"math"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/internal/atomicfile"
	"github.com/flaskdeck/flaskdeck/internal/inputfile"
	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"github.com/flaskdeck/flaskdeck/internal/yamlerr"
	"github.com/flaskdeck/flaskdeck/internal/yamlwrite"
)

// SeatInfo names who sits at a seat.
type SeatInfo struct {
	Name   string `yaml:"name"`
	Player string `yaml:"player"` // "human" or a bot spec such as "bot:greedy", "bot:mcts:2s"
}

// Human tells whether a person plays the seat: Player is "human" (in any case) or empty.
func (s SeatInfo) Human() bool {
	p := strings.TrimSpace(s.Player)
	return p == "" || strings.EqualFold(p, "human")
}

// Log is a match log: enough to replay a match move by move (see spec/product.md).
type Log struct {
	Game    string            `yaml:"game"`
	Version string            `yaml:"version"`
	Seed    uint64            `yaml:"seed"`
	Rules   map[string]string `yaml:"rules,omitempty"`
	Seats   []SeatInfo        `yaml:"seats"`
	Decks   []string          `yaml:"decks,omitempty"`
	Setup   *yaml.Node        `yaml:"setup,omitempty"`
	// RuleSet is the whole rule set the match was played with, when not the game's built-in one.
	RuleSet *yaml.Node `yaml:"ruleset,omitempty"`
	Moves   []string   `yaml:"moves"`
	Result  *LogResult `yaml:"result,omitempty"`
}

// LogResult records how a logged match ended, so a replay can be checked against it.
type LogResult struct {
	Winners []int  `yaml:"winners"` // seats counted from 1
	Scores  []int  `yaml:"scores,omitempty"`
	Reason  string `yaml:"reason,omitempty"`
}

// NewLogResult records r, with seats counted from 1.
func NewLogResult(r Result) *LogResult {
	lr := &LogResult{Winners: []int{}, Scores: r.Scores, Reason: r.Reason}
	for _, w := range r.Winners {
		lr.Winners = append(lr.Winners, int(w)+1)
	}
	return lr
}

// DecodeLog reads a match log, rejecting unknown fields. name is used in error messages.
func DecodeLog(name string, r io.Reader) (*Log, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, msgerr.Errorf("%s: %w", name, err)
	}
	// yaml.v3's strict mode also checks the fields of a yaml.Node target, so the setup block (any
	// game's own form) is decoded loosely here and taken as a node from the document below.
	type strictLog struct {
		Game    string            `yaml:"game"`
		Version string            `yaml:"version"`
		Seed    wholeNumber       `yaml:"seed"`
		Rules   map[string]string `yaml:"rules,omitempty"`
		Seats   []SeatInfo        `yaml:"seats"`
		Decks   []string          `yaml:"decks,omitempty"`
		Setup   any               `yaml:"setup,omitempty"`
		RuleSet any               `yaml:"ruleset,omitempty"`
		Moves   []string          `yaml:"moves"`
		Result  *LogResult        `yaml:"result,omitempty"`
	}
	if what := notALog(data); what != "" {
		return nil, &notLogError{name: name, what: what}
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var sl strictLog
	if err := dec.Decode(&sl); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, msgerr.Errorf("%s: %w: the file is empty", name, ErrBadLog)
		}
		return nil, yamlerr.Wrap(name, ErrBadLog, err)
	}
	log := Log{Game: sl.Game, Version: sl.Version, Seed: uint64(sl.Seed), Rules: sl.Rules, Seats: sl.Seats,
		Decks: sl.Decks, Moves: sl.Moves, Result: sl.Result}
	if sl.Setup != nil || sl.RuleSet != nil {
		var doc yaml.Node
		if err := yaml.Unmarshal(data, &doc); err != nil {
			return nil, yamlerr.Wrap(name, ErrBadLog, err)
		}
		if sl.Setup != nil {
			log.Setup = mappingValue(&doc, "setup")
		}
		if sl.RuleSet != nil {
			log.RuleSet = mappingValue(&doc, "ruleset")
		}
	}
	if log.Game == "" {
		return nil, msgerr.Errorf("%s: %w: no game named", name, ErrBadLog)
	}
	return &log, nil
}

// wholeNumber is a seed as a log holds it: a whole number 0 or more (yaml.v3 alone would read
// 3.5 as 3).
type wholeNumber uint64

// UnmarshalYAML accepts only an integer.
func (w *wholeNumber) UnmarshalYAML(n *yaml.Node) error {
	var u uint64
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" || n.Decode(&u) != nil {
		return msgerr.Errorf("line %d: seed %q is not a whole number from 0 to %d", n.Line, n.Value, uint64(math.MaxUint64))
	}
	*w = wholeNumber(u)
	return nil
}

// notLogError says that a file opened as a match log is something else: "x.yaml is a deck file,
// not a match log". It matches ErrBadLog with errors.Is.
type notLogError struct{ name, what string }

func (e *notLogError) Error() string        { return e.name + " " + e.what }
func (e *notLogError) Is(target error) bool { return target == ErrBadLog }

// notALog names what a YAML or JSON file that is no match log is ("a deck file, not a match log"),
// or returns "" when it may be a match log (the strict decoding then says what is wrong).
func notALog(data []byte) string {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil || doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return ""
	}
	top := doc.Content[0]
	switch top.Kind {
	case yaml.SequenceNode:
		return "is a list of cards (a deck of the original Flask editor?), not a match log"
	case yaml.MappingNode:
	default:
		return "is not a match log (a match log has game:, seed: and moves:)"
	}
	has := func(key string) bool { return mappingValue(&doc, key) != nil }
	switch {
	case has("game") || has("moves"):
		return ""
	case has("cards"):
		return "is a deck file, not a match log"
	}
	return "is not a match log (a match log has game:, seed: and moves:)"
}

// mappingValue returns the value node of key in the document's top mapping, or nil.
func mappingValue(doc *yaml.Node, key string) *yaml.Node {
	n := doc
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	if n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}

// ReadLog reads a match log file.
func ReadLog(path string) (*Log, error) {
	f, err := inputfile.Open(path, inputfile.DefaultLimit)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return DecodeLog(path, f)
}

// logOut is Log as written: its free texts read back unchanged.
type logOut struct {
	Game    string            `yaml:"game"`
	Version string            `yaml:"version"`
	Seed    uint64            `yaml:"seed"`
	Rules   map[string]string `yaml:"rules,omitempty"`
	Seats   []SeatInfo        `yaml:"seats"`
	Decks   []yamlwrite.Text  `yaml:"decks,omitempty"`
	Setup   *yaml.Node        `yaml:"setup,omitempty"`
	RuleSet *yaml.Node        `yaml:"ruleset,omitempty"`
	Moves   []string          `yaml:"moves"`
	Result  *LogResult        `yaml:"result,omitempty"`
}

// MarshalYAML writes the seat so that its name reads back unchanged whatever it holds.
func (s SeatInfo) MarshalYAML() (any, error) {
	return struct {
		Name   yamlwrite.Text `yaml:"name"`
		Player yamlwrite.Text `yaml:"player"`
	}{yamlwrite.Text(s.Name), yamlwrite.Text(s.Player)}, nil
}

// MarshalYAML writes the result so that its reason reads back unchanged.
func (r LogResult) MarshalYAML() (any, error) {
	return struct {
		Winners []int          `yaml:"winners"`
		Scores  []int          `yaml:"scores,omitempty"`
		Reason  yamlwrite.Text `yaml:"reason,omitempty"`
	}{r.Winners, r.Scores, yamlwrite.Text(r.Reason)}, nil
}

// Encode writes the log as YAML.
func (l *Log) Encode(w io.Writer) error {
	enc := yaml.NewEncoder(w)
	enc.SetIndent(yamlwrite.Indent)
	if err := enc.Encode(logOut{l.Game, l.Version, l.Seed, l.Rules, l.Seats, yamlwrite.Texts(l.Decks),
		l.Setup, l.RuleSet, l.Moves, l.Result}); err != nil {
		return err
	}
	return enc.Close()
}

// WriteFile writes the log atomically.
func (l *Log) WriteFile(path string) error {
	return atomicfile.WriteFunc(path, 0o644, l.Encode)
}
