package codex

import (
	_ "embed"
	"errors"
	"fmt"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/internal/msgerr"
)

//go:embed data/cards.yaml
var cardsYAML []byte

// ErrBadData is returned for a card data file that does not describe the Codex cards.
var ErrBadData = msgerr.New("bad card data")

// loadCatalogue reads the embedded card data into a catalogue by id. The program uses catalogue,
// the same data compiled in (catalogue_gen.go), so that starting it parses no YAML; a test checks
// that both agree.
func loadCatalogue() (*[numCards]Card, error) {
	cards, err := LoadCards(cardsYAML)
	if err != nil {
		return nil, err
	}
	var cat [numCards]Card
	for _, c := range cards {
		cat[c.ID] = c
	}
	return &cat, nil
}

// CardByID returns the card with that official id, or nil.
func CardByID(id int) *Card {
	if id < 1 || id > LastCard {
		return nil
	}
	return &catalogue[id]
}

type yamlSide struct {
	Corners map[string]string `yaml:"corners"`
	Center  []string          `yaml:"center"`
}

type yamlCell struct {
	DX      int    `yaml:"dx"`
	DY      int    `yaml:"dy"`
	Kingdom string `yaml:"kingdom"`
}

type yamlCard struct {
	ID          int            `yaml:"id"`
	Type        string         `yaml:"type"`
	Kingdom     string         `yaml:"kingdom"`
	Front       *yamlSide      `yaml:"front"`
	Back        *yamlSide      `yaml:"back"`
	Points      int            `yaml:"points"`
	Scoring     string         `yaml:"scoring"`
	Object      string         `yaml:"object"`
	Requirement map[string]int `yaml:"requirement"`
	Objective   string         `yaml:"objective"`
	Cells       []yamlCell     `yaml:"cells"`
	Requires    map[string]int `yaml:"requires"`
	Description string         `yaml:"description"`
}

// LoadCards reads card data in the project's YAML form and checks every card's fields.
func LoadCards(data []byte) ([]Card, error) {
	var doc struct {
		Cards []yaml.Node `yaml:"cards"`
	}
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadData, err)
	}
	out := make([]Card, 0, len(doc.Cards))
	seen := map[int]bool{}
	for i := range doc.Cards {
		node := &doc.Cards[i]
		var yc yamlCard
		if err := node.Decode(&yc); err != nil {
			return nil, fmt.Errorf("%w: line %d: %v", ErrBadData, node.Line, err)
		}
		c, err := yc.card()
		if err != nil {
			return nil, fmt.Errorf("%w: line %d: card %d: %v", ErrBadData, node.Line, yc.ID, err)
		}
		if seen[c.ID] {
			return nil, fmt.Errorf("%w: line %d: card %d appears twice", ErrBadData, node.Line, c.ID)
		}
		seen[c.ID] = true
		out = append(out, c)
	}
	return out, nil
}

func (yc *yamlCard) card() (Card, error) {
	c := Card{ID: yc.ID, Points: yc.Points, Description: yc.Description}
	if c.ID < 1 || c.ID > LastCard {
		return c, fmt.Errorf("id outside 1–%d", LastCard)
	}
	switch yc.Type {
	case "resource":
		c.Type = Resource
	case "gold":
		c.Type = Gold
	case "starter":
		c.Type = Starter
	case "objective":
		c.Type = ObjectiveCard
	default:
		return c, fmt.Errorf("unknown type %q", yc.Type)
	}
	var err error
	if yc.Kingdom != "" {
		if c.Kingdom, err = ParseSymbol(yc.Kingdom); err != nil || !c.Kingdom.IsKingdom() {
			return c, fmt.Errorf("kingdom %q is not a kingdom", yc.Kingdom)
		}
	}
	if c.Type != ObjectiveCard {
		if yc.Front == nil || yc.Back == nil {
			return c, errors.New("needs a front and a back")
		}
		if c.Sides[Front], err = yc.Front.side(); err != nil {
			return c, fmt.Errorf("front: %w", err)
		}
		if c.Sides[Back], err = yc.Back.side(); err != nil {
			return c, fmt.Errorf("back: %w", err)
		}
	}
	if c.Type == Resource || c.Type == Gold {
		if err := yc.scoring(&c); err != nil {
			return c, err
		}
	}
	if c.Type == ObjectiveCard {
		if err := yc.objective(&c); err != nil {
			return c, err
		}
	}
	return c, nil
}

func (yc *yamlCard) scoring(c *Card) error {
	switch yc.Scoring {
	case "flat":
		c.Scoring = Flat
	case "per_object":
		c.Scoring = PerObject
		obj, err := ParseSymbol(yc.Object)
		if err != nil || !obj.IsObject() {
			return fmt.Errorf("per_object scoring needs an object, not %q", yc.Object)
		}
		c.Object = obj
	case "per_covered_corner":
		c.Scoring = PerCoveredCorner
	default:
		return fmt.Errorf("unknown scoring %q", yc.Scoring)
	}
	var err error
	c.Requirement, err = symbolCounts(yc.Requirement, true)
	return err
}

func (yc *yamlCard) objective(c *Card) error {
	switch yc.Objective {
	case "count":
		c.Objective = CountObjective
		var err error
		if c.Requires, err = symbolCounts(yc.Requires, false); err != nil {
			return err
		}
	case "pattern":
		c.Objective = PatternObjective
		if len(yc.Cells) != len(c.Cells) {
			return fmt.Errorf("a pattern has %d cells, not %d", len(c.Cells), len(yc.Cells))
		}
		for i, cell := range yc.Cells {
			k, err := ParseSymbol(cell.Kingdom)
			if err != nil || !k.IsKingdom() {
				return fmt.Errorf("pattern cell %d: %q is not a kingdom", i+1, cell.Kingdom)
			}
			if (cell.DX+cell.DY)%2 != 0 {
				return fmt.Errorf("pattern cell %d: (%d,%d) is not on the half-card grid", i+1, cell.DX, cell.DY)
			}
			c.Cells[i] = PatternCell{DX: cell.DX, DY: cell.DY, Kingdom: k}
		}
	default:
		return fmt.Errorf("unknown objective kind %q", yc.Objective)
	}
	return nil
}

func (ys *yamlSide) side() (CardSide, error) {
	var s CardSide
	for i, name := range [4]string{"tl", "tr", "bl", "br"} {
		v, ok := ys.Corners[name]
		if !ok {
			return s, fmt.Errorf("corner %s missing", name)
		}
		c, err := ParseCorner(v)
		if err != nil {
			return s, err
		}
		s.Corners[i] = c
		if sym := c.Symbol(); sym != NoSymbol {
			s.Symbols[sym]++
		}
	}
	if len(ys.Corners) != 4 {
		return s, errors.New("a side has exactly four corners tl, tr, bl, br")
	}
	if len(ys.Center) > len(s.Center) {
		return s, fmt.Errorf("%d centre resources, at most %d", len(ys.Center), len(s.Center))
	}
	for i, name := range ys.Center {
		sym, err := ParseSymbol(name)
		if err != nil || !sym.IsKingdom() {
			return s, fmt.Errorf("centre resource %q is not a kingdom", name)
		}
		s.Center[i] = sym
		s.Symbols[sym]++
	}
	return s, nil
}

func symbolCounts(m map[string]int, kingdomsOnly bool) ([numSymbols]uint8, error) {
	var out [numSymbols]uint8
	for name, n := range m {
		sym, err := ParseSymbol(name)
		if err != nil {
			return out, err
		}
		if kingdomsOnly && !sym.IsKingdom() {
			return out, fmt.Errorf("%s is not a kingdom", sym)
		}
		if n < 1 || n > 9 {
			return out, fmt.Errorf("%s: count %d outside 1–9", sym, n)
		}
		out[sym] = uint8(n)
	}
	return out, nil
}
