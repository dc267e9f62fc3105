package printjob

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards/face"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/flask/ruleset"
)

// Each game exports its cards once per distinct card with their copies, in its piles, both sides.
func TestExportSets(t *testing.T) {
	for _, c := range []struct {
		game   string
		args   []string
		piles  []int // distinct cards per pile
		copies int   // cards counting copies
	}{
		{"flask", []string{"red", "blue"}, []int{5, 5}, 30},
		{"codex", nil, []int{40, 40, 6, 16}, 102},
		{"code", nil, []int{47, 10}, 120},
	} {
		src, ok := For(c.game)
		if !ok {
			t.Fatalf("no source for %s", c.game)
		}
		s, err := src.Export(c.args, Selection{})
		if err != nil {
			t.Fatal(err)
		}
		copies := 0
		if len(s.Decks) != len(c.piles) {
			t.Fatalf("%s: %d piles, want %d", c.game, len(s.Decks), len(c.piles))
		}
		for i, d := range s.Decks {
			if len(d.Cards) != c.piles[i] {
				t.Errorf("%s pile %q: %d cards, want %d", c.game, d.Name, len(d.Cards), c.piles[i])
			}
			for _, card := range d.Cards {
				if card.Name == "" || !card.HasBack() || card.Front.Width == 0 {
					t.Errorf("%s: card %+v has no name, front or back", c.game, card.Name)
				}
			}
			copies += d.Copies()
		}
		if copies != c.copies {
			t.Errorf("%s: %d cards counting copies, want %d", c.game, copies, c.copies)
		}
	}
}

// A card of amount 0 is in the collection, not in the deck: it is not exported.
func TestFlaskSetLeavesOutAmountZero(t *testing.T) {
	d := flask.Deck{Name: "D", Cards: []flask.Card{flask.NewCard("In", flask.Composition{flask.R1: 1}), flask.NewCard("Out", flask.Composition{flask.R1: 1})}}
	d.Cards[1].Amount = 0
	s := FlaskSet([]flask.Deck{d}, flask.FaceOptions{})
	if len(s.Decks[0].Cards) != 1 || s.Decks[0].Cards[0].Name != "In" {
		t.Errorf("exported %+v", s.Decks[0].Cards)
	}
}

// A chosen rule set draws every exported face and the back under that set: its name stands on them
// where v0.4.2 stood.
func TestFlaskExportFollowsTheChosenRuleSet(t *testing.T) {
	set := ruleset.Standard()
	set.Name = "house-rules"
	file := filepath.Join(t.TempDir(), "house.yaml")
	if err := os.WriteFile(file, ruleset.Encode(set), 0o600); err != nil {
		t.Fatal(err)
	}
	src, _ := For("flask")
	for _, sel := range []Selection{{}, {RuleSet: file}} {
		s, err := src.Export([]string{"red"}, sel)
		if err != nil {
			t.Fatal(err)
		}
		want := "v0.4.2"
		if sel.RuleSet != "" {
			want = "house-rules"
		}
		c := s.Decks[0].Cards[0]
		for side, f := range map[string]face.Face{"front": c.Front, "back": c.Back} {
			if !slices.Contains(f.Texts(), want) {
				t.Errorf("rule set %q: the %s of %q does not name %q: %q", sel.RuleSet, side, c.Name, want, f.Texts())
			}
		}
	}
}
