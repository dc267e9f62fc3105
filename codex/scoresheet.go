package codex

import (
	"bytes"
	"fmt"
	"io"

	"github.com/flaskdeck/flaskdeck/internal/yamlerr"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
	"gopkg.in/yaml.v3"
)

// ErrBadAreaFile is returned for a play-area file (codex score) that does not parse or names
// impossible things outside the placements (a wrong starter, a wrong objective).
var ErrBadAreaFile = msgerr.New("bad play-area file")

// AreaFile is a play area written by hand, as read by `flaskdeck codex score` (docs/codex.md):
// the starter, the placements in the order they were played, and the objectives to score.
type AreaFile struct {
	Starter    AreaCard   `yaml:"starter"`
	Placements []AreaCard `yaml:"placements"`
	Objectives []int      `yaml:"objectives"`

	objectiveLines []int
}

// AreaCard is one card of an area file: its id, side and cell (none for the starter).
type AreaCard struct {
	ID   int    `yaml:"id"`
	Side string `yaml:"side"`
	At   []int  `yaml:"at"`
	Line int    `yaml:"-"` // the line of the card in the file
}

// ReadAreaFile parses a play-area file; name is used in error messages (name:line: problem).
func ReadAreaFile(name string, r io.Reader) (*AreaFile, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, msgerr.Errorf("%s: %w", name, err)
	}
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		return nil, yamlerr.Wrap(name, ErrBadAreaFile, err)
	}
	if len(root.Content) == 0 {
		return nil, msgerr.Errorf("%s: %w: the file is empty", name, ErrBadAreaFile)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var f AreaFile
	if err := dec.Decode(&f); err != nil {
		return nil, yamlerr.Wrap(name, ErrBadAreaFile, err)
	}
	f.recordLines(root.Content[0])
	if err := f.check(); err != nil {
		return nil, msgerr.Errorf("%s:%w", name, err)
	}
	return &f, nil
}

// recordLines notes the line of the starter, of each placement and of each objective.
func (f *AreaFile) recordLines(doc *yaml.Node) {
	for i := 0; i+1 < len(doc.Content); i += 2 {
		key, val := doc.Content[i], doc.Content[i+1]
		switch key.Value {
		case "starter":
			f.Starter.Line = val.Line
		case "placements":
			for j, item := range val.Content {
				if j < len(f.Placements) {
					f.Placements[j].Line = item.Line
				}
			}
		case "objectives":
			for _, item := range val.Content {
				f.objectiveLines = append(f.objectiveLines, item.Line)
			}
		}
	}
}

type lineError struct {
	line int
	msg  string
}

func (e *lineError) Error() string { return fmt.Sprintf("%d: %s", e.line, e.msg) }
func (e *lineError) Unwrap() error { return ErrBadAreaFile }

// check rejects what makes the whole file unscorable: the starter and the objectives.
func (f *AreaFile) check() error {
	if f.Starter.Line == 0 {
		return &lineError{1, "no starter: the file needs starter: {id: 81–86, side: front or back}"}
	}
	if c := CardByID(f.Starter.ID); c == nil || c.Type != Starter {
		return &lineError{f.Starter.Line, fmt.Sprintf("starter %d is not a starter card (81–86)", f.Starter.ID)}
	}
	if _, err := ParseSide(f.Starter.Side); err != nil {
		return &lineError{f.Starter.Line, "starter: " + err.Error()}
	}
	if len(f.Starter.At) != 0 && (len(f.Starter.At) != 2 || f.Starter.At[0] != 0 || f.Starter.At[1] != 0) {
		return &lineError{f.Starter.Line, "the starter is at [0, 0]"}
	}
	seen := map[int]bool{}
	for i, id := range f.Objectives {
		line := 0
		if i < len(f.objectiveLines) {
			line = f.objectiveLines[i]
		}
		if c := CardByID(id); c == nil || c.Type != ObjectiveCard {
			return &lineError{line, fmt.Sprintf("objective %d is not an objective card (87–102)", id)}
		}
		if seen[id] {
			return &lineError{line, fmt.Sprintf("objective %d is listed twice", id)}
		}
		seen[id] = true
	}
	return nil
}

// ScoreSheet is a scored play area; its JSON form is what `codex score --json` prints.
type ScoreSheet struct {
	Placements      []ScoredPlacement `json:"placements"`
	Symbols         SymbolCounts      `json:"symbols"`
	Objectives      []ObjectiveScore  `json:"objectives"`
	PlacementPoints int               `json:"placement_points"`
	ObjectivePoints int               `json:"objective_points"`
	Total           int               `json:"total"`

	Area *Area `json:"-"` // the area with every legal placement applied
}

// ScoredPlacement is one placement of an area file, checked and scored.
type ScoredPlacement struct {
	ID     int    `json:"id"`
	Side   string `json:"side"`
	At     [2]int `json:"at"`
	Legal  bool   `json:"legal"`
	Points int    `json:"points"`
	Error  string `json:"error"`
	Line   int    `json:"line"`
}

// SymbolCounts are the visible symbols of an area, in the order of the product spec.
type SymbolCounts struct {
	Fungi      int `json:"FUNGI"`
	Plant      int `json:"PLANT"`
	Animal     int `json:"ANIMAL"`
	Insect     int `json:"INSECT"`
	Quill      int `json:"QUILL"`
	Inkwell    int `json:"INKWELL"`
	Manuscript int `json:"MANUSCRIPT"`
}

// Illegal returns the number of placements that were refused.
func (s *ScoreSheet) Illegal() int {
	n := 0
	for _, p := range s.Placements {
		if !p.Legal {
			n++
		}
	}
	return n
}

// Score checks the placements one by one as the rules do (an illegal one is reported and not
// applied, and the rest is still scored), then scores the objectives. reuse is the card-reuse
// rule across objective cards.
func (f *AreaFile) Score(reuse bool) *ScoreSheet {
	a := &Area{}
	side, _ := ParseSide(f.Starter.Side)
	a.Place(Placement{Card: uint8(f.Starter.ID), Side: side})
	sheet := &ScoreSheet{Placements: make([]ScoredPlacement, 0, len(f.Placements)), Area: a}
	used := map[int]bool{f.Starter.ID: true}
	for _, pc := range f.Placements {
		sp := ScoredPlacement{ID: pc.ID, Side: pc.Side, Line: pc.Line}
		if len(pc.At) == 2 {
			sp.At = [2]int{pc.At[0], pc.At[1]}
		}
		sp.Error = checkAreaCard(a, pc, used)
		if sp.Error == "" {
			s, _ := ParseSide(pc.Side)
			c := CardByID(pc.ID)
			covered := a.Place(Placement{Card: uint8(pc.ID), Side: s, X: int8(sp.At[0]), Y: int8(sp.At[1])})
			if s == Front {
				sp.Points = placementPoints(c, covered, &a.symbols)
			}
			sp.Legal = true
			used[pc.ID] = true
			sheet.PlacementPoints += sp.Points
		}
		sheet.Placements = append(sheet.Placements, sp)
	}
	sym := &a.symbols
	sheet.Symbols = SymbolCounts{int(sym[Fungi]), int(sym[Plant]), int(sym[Animal]), int(sym[Insect]),
		int(sym[Quill]), int(sym[Inkwell]), int(sym[Manuscript])}
	sheet.Objectives = ScoreObjectives(a, f.Objectives, reuse)
	for _, o := range sheet.Objectives {
		sheet.ObjectivePoints += o.Points
	}
	sheet.Total = sheet.PlacementPoints + sheet.ObjectivePoints
	return sheet
}

// checkAreaCard returns why a placement of an area file is illegal, or "".
func checkAreaCard(a *Area, pc AreaCard, used map[int]bool) string {
	c := CardByID(pc.ID)
	switch {
	case c == nil || !c.Playable():
		return fmt.Sprintf("card %d is not a resource or gold card (1–80)", pc.ID)
	case used[pc.ID]:
		return fmt.Sprintf("card %d is already in the play area", pc.ID)
	case len(pc.At) != 2:
		return "at must be two numbers [x, y]"
	case a.n >= maxPlaced:
		return "the play area is full"
	}
	side, err := ParseSide(pc.Side)
	if err != nil {
		return err.Error()
	}
	if reason := a.PlacementError(pc.At[0], pc.At[1]); reason != "" {
		return reason
	}
	if side == Front && !requirementMet(c, &a.symbols) {
		return fmt.Sprintf("the gold requirement is not met (needs %s)", requirementText(c))
	}
	return ""
}

// requirementText writes a gold card's requirement, e.g. "3 FUNGI, 1 PLANT".
func requirementText(c *Card) string {
	var b bytes.Buffer
	for _, k := range Kingdoms {
		if n := c.Requirement[k]; n > 0 {
			if b.Len() > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%d %s", n, k)
		}
	}
	return b.String()
}
