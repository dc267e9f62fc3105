package codex

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
)

func TestCardCounts(t *testing.T) {
	counts := map[CardType]int{}
	perKingdom := map[CardType]map[Symbol]int{Resource: {}, Gold: {}}
	for _, c := range AllCards() {
		counts[c.Type]++
		if c.Playable() {
			perKingdom[c.Type][c.Kingdom]++
		}
	}
	want := map[CardType]int{Resource: 40, Gold: 40, Starter: 6, ObjectiveCard: 16}
	for typ, n := range want {
		if counts[typ] != n {
			t.Errorf("%s cards: %d, want %d", typ, counts[typ], n)
		}
	}
	for typ, m := range perKingdom {
		for _, k := range Kingdoms {
			if m[k] != 10 {
				t.Errorf("%s cards of %s: %d, want 10", typ, k, m[k])
			}
		}
	}
}

func TestCardIDRanges(t *testing.T) {
	for id := 1; id <= LastCard; id++ {
		c := CardByID(id)
		if c.ID != id {
			t.Fatalf("card %d has id %d", id, c.ID)
		}
		var want CardType
		switch {
		case id < FirstGold:
			want = Resource
		case id < FirstStarter:
			want = Gold
		case id < FirstObjective:
			want = Starter
		default:
			want = ObjectiveCard
		}
		if c.Type != want {
			t.Errorf("card %d is %s, want %s", id, c.Type, want)
		}
		if c.Playable() {
			// Kingdom blocks of 10 in the order fungi, plant, animal, insect.
			block := ((id - 1) % 40) / 10
			if c.Kingdom != Kingdoms[block] {
				t.Errorf("card %d kingdom %s, want %s", id, c.Kingdom, Kingdoms[block])
			}
		}
	}
	if CardByID(0) != nil || CardByID(103) != nil {
		t.Error("ids outside 1–102 must not be cards")
	}
}

func TestPlayableBacks(t *testing.T) {
	for _, c := range AllCards() {
		if !c.Playable() {
			continue
		}
		back := c.Side(Back)
		for pos, k := range back.Corners {
			if k != EmptyCorner {
				t.Errorf("card %d back corner %s is %s, want EMPTY", c.ID, CornerPos(pos), k)
			}
		}
		if back.CenterCount() != 1 || back.Center[0] != c.Kingdom {
			t.Errorf("card %d back centre %v, want one %s", c.ID, back.Center, c.Kingdom)
		}
		if c.Side(Front).CenterCount() != 0 {
			t.Errorf("card %d front has a centre resource", c.ID)
		}
	}
}

func TestStarters(t *testing.T) {
	for id := FirstStarter; id < FirstObjective; id++ {
		c := CardByID(id)
		seen := map[Symbol]bool{}
		for _, k := range c.Side(Front).Corners {
			seen[k.Symbol()] = true
		}
		for _, k := range Kingdoms {
			if !seen[k] {
				t.Errorf("starter %d front lacks %s", id, k)
			}
		}
		if n := c.Side(Back).CenterCount(); n < 1 || n > 3 {
			t.Errorf("starter %d back has %d centre resources, want 1–3", id, n)
		}
		if c.Points != 0 || c.Scoring != NoScoring || c.Kingdom != NoSymbol {
			t.Errorf("starter %d has points, scoring or kingdom", id)
		}
	}
}

func TestGoldCards(t *testing.T) {
	kinds := map[Scoring]int{}
	for id := FirstGold; id < FirstStarter; id++ {
		c := CardByID(id)
		kinds[c.Scoring]++
		if !c.HasRequirement() {
			t.Errorf("gold %d has no requirement", id)
		}
		total := 0
		for sym, n := range c.Requirement {
			total += int(n)
			if n > 0 && !Symbol(sym).IsKingdom() {
				t.Errorf("gold %d requires %s, not a kingdom", id, Symbol(sym))
			}
		}
		if c.Requirement[c.Kingdom] == 0 {
			t.Errorf("gold %d does not require its own kingdom %s", id, c.Kingdom)
		}
		// The rulebook's pattern: 1 point per object (3 resources), 2 per covered corner (4), 3 flat (3), 5 flat (5 of one kingdom).
		switch {
		case c.Scoring == PerObject && c.Points == 1 && total == 3:
		case c.Scoring == PerCoveredCorner && c.Points == 2 && total == 4:
		case c.Scoring == Flat && c.Points == 3 && total == 3:
		case c.Scoring == Flat && c.Points == 5 && total == 5 && c.Requirement[c.Kingdom] == 5:
		default:
			t.Errorf("gold %d: %s %d points with %d resources required breaks the pattern", id, c.Scoring, c.Points, total)
		}
	}
	want := map[Scoring]int{PerObject: 12, PerCoveredCorner: 12, Flat: 16}
	for k, n := range want {
		if kinds[k] != n {
			t.Errorf("%d gold cards score %s, want %d", kinds[k], k, n)
		}
	}
}

func TestResourcePoints(t *testing.T) {
	for id := FirstResource; id < FirstGold; id++ {
		c := CardByID(id)
		if c.Scoring != Flat || c.HasRequirement() {
			t.Errorf("resource %d: scoring %s, requirement %v", id, c.Scoring, c.Requirement)
		}
		// Cards 8–10 of each kingdom block give 1 point.
		want := 0
		if (id-1)%10 >= 7 {
			want = 1
		}
		if c.Points != want {
			t.Errorf("resource %d: %d points, want %d", id, c.Points, want)
		}
	}
}

func TestObjectives(t *testing.T) {
	patterns, counts := 0, 0
	for id := FirstObjective; id <= LastCard; id++ {
		c := CardByID(id)
		switch c.Objective {
		case PatternObjective:
			patterns++
			origin := false
			for _, cell := range c.Cells {
				origin = origin || (cell.DX == 0 && cell.DY == 0)
			}
			if !origin {
				t.Errorf("objective %d: no cell at (0,0)", id)
			}
		case CountObjective:
			counts++
		}
		if c.Description == "" || c.Points < 2 || c.Points > 3 {
			t.Errorf("objective %d: description %q, points %d", id, c.Description, c.Points)
		}
	}
	if patterns != 8 || counts != 8 {
		t.Errorf("%d pattern and %d count objectives, want 8 and 8", patterns, counts)
	}
}

// TestDataMatchesSource compares the project's YAML with the source JSON kept in testdata, card by card.
func TestDataMatchesSource(t *testing.T) {
	raw, err := os.ReadFile("testdata/codex_cards.json")
	if err != nil {
		t.Fatal(err)
	}
	type side struct {
		Corners map[string]string `json:"corners"`
		Center  []string          `json:"center"`
	}
	var src struct {
		Cards []struct {
			ID          int            `json:"id"`
			Type        string         `json:"type"`
			Kingdom     *string        `json:"kingdom"`
			Front       *side          `json:"front"`
			Back        *side          `json:"back"`
			Points      int            `json:"points"`
			Requirement map[string]int `json:"requirement"`
			Scoring     *struct {
				Kind   string `json:"kind"`
				Object string `json:"object"`
			} `json:"scoring"`
			Objective *struct {
				Kind     string         `json:"kind"`
				Requires map[string]int `json:"requires"`
				Cells    []struct {
					DX      int    `json:"dx"`
					DY      int    `json:"dy"`
					Kingdom string `json:"kingdom"`
				} `json:"cells"`
			} `json:"objective"`
		} `json:"cards"`
	}
	if err := json.Unmarshal(raw, &src); err != nil {
		t.Fatal(err)
	}
	if len(src.Cards) != LastCard {
		t.Fatalf("source has %d cards", len(src.Cards))
	}
	for _, sc := range src.Cards {
		c := CardByID(sc.ID)
		if c.Type.String() != sc.Type || c.Points != sc.Points {
			t.Errorf("card %d: type/points %s/%d, source %s/%d", sc.ID, c.Type, c.Points, sc.Type, sc.Points)
		}
		if sc.Kingdom != nil && c.Kingdom.String() != *sc.Kingdom {
			t.Errorf("card %d: kingdom %s, source %s", sc.ID, c.Kingdom, *sc.Kingdom)
		}
		for s, js := range map[Side]*side{Front: sc.Front, Back: sc.Back} {
			if js == nil {
				continue
			}
			for pos, name := range [4]string{"tl", "tr", "bl", "br"} {
				if got := c.Side(s).Corners[pos].String(); got != js.Corners[name] {
					t.Errorf("card %d %s %s: %s, source %s", sc.ID, s, name, got, js.Corners[name])
				}
			}
			var got []string
			for _, sym := range c.Side(s).Center[:c.Side(s).CenterCount()] {
				got = append(got, sym.String())
			}
			if strings.Join(got, ",") != strings.Join(js.Center, ",") {
				t.Errorf("card %d %s centre %v, source %v", sc.ID, s, got, js.Center)
			}
		}
		if sc.Scoring != nil && (c.Scoring.String() != sc.Scoring.Kind || (sc.Scoring.Object != "" && c.Object.String() != sc.Scoring.Object)) {
			t.Errorf("card %d scoring %s %s, source %+v", sc.ID, c.Scoring, c.Object, *sc.Scoring)
		}
		for name, n := range sc.Requirement {
			sym, _ := ParseSymbol(name)
			if int(c.Requirement[sym]) != n {
				t.Errorf("card %d requirement %s: %d, source %d", sc.ID, name, c.Requirement[sym], n)
			}
		}
		if o := sc.Objective; o != nil {
			if c.Objective.String() != o.Kind {
				t.Errorf("objective %d kind %s, source %s", sc.ID, c.Objective, o.Kind)
			}
			for name, n := range o.Requires {
				sym, _ := ParseSymbol(name)
				if int(c.Requires[sym]) != n {
					t.Errorf("objective %d requires %s: %d, source %d", sc.ID, name, c.Requires[sym], n)
				}
			}
			for j, cell := range o.Cells {
				if got := c.Cells[j]; got.DX != cell.DX || got.DY != cell.DY || got.Kingdom.String() != cell.Kingdom {
					t.Errorf("objective %d cell %d: %+v, source %+v", sc.ID, j, got, cell)
				}
			}
		}
	}
}

func TestLoadCardsRejectsBadData(t *testing.T) {
	tests := []struct{ name, yaml, want string }{
		{"not yaml", "cards: [", "bad card data"},
		{"unknown type", "cards:\n  - id: 1\n    type: joker\n", `unknown type "joker"`},
		{"bad corner", "cards:\n  - id: 1\n    type: resource\n    kingdom: FUNGI\n    front: {corners: {tl: FUNGI, tr: EMPTY, bl: FUNGI, br: DRAGON}, center: []}\n    back: {corners: {tl: EMPTY, tr: EMPTY, bl: EMPTY, br: EMPTY}, center: [FUNGI]}\n    scoring: flat\n", "DRAGON"},
		{"id out of range", "cards:\n  - id: 200\n    type: resource\n", "id outside"},
		{"pattern off grid", "cards:\n  - id: 90\n    type: objective\n    points: 2\n    objective: pattern\n    cells: [{dx: 0, dy: 0, kingdom: FUNGI}, {dx: 1, dy: 0, kingdom: FUNGI}, {dx: 2, dy: 0, kingdom: FUNGI}]\n", "half-card grid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := LoadCards([]byte(tt.yaml))
			if err == nil || !errors.Is(err, ErrBadData) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want ErrBadData mentioning %q", err, tt.want)
			}
		})
	}
}

// AllCards returns the 102 cards in id order.
func AllCards() []Card { return append([]Card(nil), catalogue[1:]...) }
