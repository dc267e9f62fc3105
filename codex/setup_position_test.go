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

// Issue 14: a setup can write a seat that has resigned; the position out says so, the seat never
// moves again, and a setup leaving fewer than two players, or giving the turn to a resigned seat,
// is refused with its line.
func TestASetupWritesAResignedSeat(t *testing.T) {
	three := func(es *ExplicitSetup) {
		es.Seats = append(es.Seats, SeatSetup{Starter: 81, Hand: []int{12, 13, 47}, Objectives: []int{89, 90}, Secret: 89, StarterSide: "front", Resigned: true})
	}
	tab, err := Game{}.New(cards.Config{Seats: 3, Seed: 1, Setup: positionSetup(three)})
	if err != nil {
		t.Fatal(err)
	}
	s := tab.Engine().(*State)
	if !s.Resigned(2) || s.Resigned(0) || s.Resigned(1) {
		t.Fatalf("resigned: %v %v %v", s.Resigned(0), s.Resigned(1), s.Resigned(2))
	}
	if pos := s.Position(cards.NoSeat, true).(Position); !pos.Seats[2].Resigned || pos.Seats[0].Resigned {
		t.Errorf("the position out does not say who resigned: %+v", pos.Seats)
	}
	r := cards.NewRand(3)
	for n := 0; !tab.Over(); n++ {
		if n > 500 {
			t.Fatal("no end")
		}
		if s.Turn() == 2 && s.Phase() == PlacePhase {
			t.Fatal("the resigned seat is to move")
		}
		legal := tab.LegalMoves()
		if _, err := tab.Play(legal[r.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	for want, edit := range map[string]func(*ExplicitSetup){
		"at least two players must still be in the game": func(es *ExplicitSetup) { es.Seats[0].Resigned = true },
		"seat 2, to move, has resigned": func(es *ExplicitSetup) {
			three(es)
			es.Seats[2].Resigned, es.Seats[1].Resigned = false, true
		},
	} {
		seats := 2
		if strings.Contains(want, "to move") {
			seats = 3
		}
		_, err := Game{}.New(cards.Config{Seats: seats, Seed: 1, Setup: positionSetup(edit)})
		if !errors.Is(err, cards.ErrBadSetup) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v", want, err)
		}
	}
}
