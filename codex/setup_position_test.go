package codex

import (
	"errors"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
)

func positionSetup(edit func(*ExplicitSetup)) *yaml.Node {
	score := 7
	es := ExplicitSetup{First: 1, Turn: 2, Triggered: false, FaceUp: [4]int{5, 6, 45, 46}, Common: [2]int{87, 95},
		Resource: []int{7, 8}, Gold: []int{43},
		Seats: []SeatSetup{
			{Starter: 83, Hand: []int{1, 2, 41}, Objectives: []int{88, 99}, Secret: 99, StarterSide: "front",
				Area: []AreaCard{{ID: 10, Side: "back", At: []int{1, 1}}, {ID: 11, Side: "front", At: []int{2, 2}}}},
			{Starter: 85, Hand: []int{3, 4, 42}, Objectives: []int{91, 100}, Secret: 91, StarterSide: "back", Score: &score},
		}}
	return encodeSetup(es, edit)
}

// Issue 14: a Codex setup can start from a position in play: play areas with coordinates and
// sides, scores, hands, short decks, face-up cards, the seat to move and the round.
func TestExplicitSetupStartsFromAPositionInPlay(t *testing.T) {
	tab, err := Game{}.New(cards.Config{Seats: 2, Seed: 1, Setup: positionSetup(nil)})
	if err != nil {
		t.Fatal(err)
	}
	s := tab.Engine().(*State)
	if s.Phase() != PlacePhase || s.Turn() != 1 {
		t.Fatalf("phase %v, turn %v; want seat 2 to place", s.Phase(), s.Turn())
	}
	a := s.Area(0)
	if a.Len() != 3 || a.Placed(1) != (Placement{Card: 10, Side: Back, X: 1, Y: 1}) || a.Placed(2).Side != Front {
		t.Errorf("seat 1's area %+v", a.Placements())
	}
	if s.Points(1) != 7 || s.Secret(0) != 99 {
		t.Errorf("score %d, secret %d", s.Points(1), s.Secret(0))
	}
	if r, g := s.DeckSizes(); r != 2 || g != 1 || s.DeckTop(false) != 7 {
		t.Errorf("decks %d %d, top %d", r, g, s.DeckTop(false))
	}
	if a.Recount() != a.SymbolCounts() {
		t.Error("the area's symbol counts are off")
	}
	// Play goes on from there to the end.
	r := cards.NewRand(5)
	for n := 0; !tab.Over(); n++ {
		if n > 500 {
			t.Fatal("no end")
		}
		legal := tab.LegalMoves()
		if _, err := tab.Play(legal[r.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

func TestExplicitPositionInPlayErrors(t *testing.T) {
	for want, edit := range map[string]func(*ExplicitSetup){
		"[5, 5]":                    func(es *ExplicitSetup) { es.Seats[0].Area[1].At = []int{5, 5} },
		"starter_side":              func(es *ExplicitSetup) { es.Seats[1].StarterSide = "up" },
		"card 10 appears twice":     func(es *ExplicitSetup) { es.Seats[1].Hand[0] = 10 },
		"secret 88 must be one":     func(es *ExplicitSetup) { es.Seats[1].Secret = 88 },
		"turn 3 is not a seat":      func(es *ExplicitSetup) { es.Turn = 3 },
		"is not a resource or gold": func(es *ExplicitSetup) { es.Seats[0].Area[0].ID = 90 },
	} {
		_, err := Game{}.New(cards.Config{Seats: 2, Seed: 1, Setup: positionSetup(edit)})
		if !errors.Is(err, cards.ErrBadSetup) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v", want, err)
		}
	}
}
