package codex

import (
	"errors"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/cards"
)

// setupYAML writes a full explicit setup for two seats; edit changes it before writing.
func setupYAML(edit func(*ExplicitSetup)) *yaml.Node {
	es := ExplicitSetup{First: 2, FaceUp: [4]int{5, 6, 45, 46}, Common: [2]int{87, 95},
		Seats: []SeatSetup{
			{Starter: 83, Hand: []int{1, 2, 41}, Objectives: []int{88, 99}},
			{Starter: 85, Hand: []int{3, 4, 42}, Objectives: []int{91, 100}},
		}}
	for id := 7; id <= 40; id++ {
		es.Resource = append(es.Resource, id)
	}
	for id := 43; id <= 80; id++ {
		if id != 45 && id != 46 {
			es.Gold = append(es.Gold, id)
		}
	}
	return encodeSetup(es, edit)
}

// encodeSetup applies edit (if any) to es and writes it as a setup node.
func encodeSetup(es ExplicitSetup, edit func(*ExplicitSetup)) *yaml.Node {
	if edit != nil {
		edit(&es)
	}
	var node yaml.Node
	if err := node.Encode(es); err != nil {
		panic(err)
	}
	return &node
}

func TestExplicitSetup(t *testing.T) {
	tab, err := Game{}.New(cards.Config{Seats: 2, Seed: 1, Setup: setupYAML(nil)})
	if err != nil {
		t.Fatal(err)
	}
	s := tab.Engine().(*State)
	if s.first != 1 || s.players[0].hand != [3]uint8{1, 2, 41} || s.players[1].starter != 85 ||
		s.common != [2]uint8{87, 95} || s.DeckTop(false) != 7 || s.DeckTop(true) != 43 || s.faceUp != [4]uint8{5, 6, 45, 46} {
		t.Fatalf("setup not applied: first %d, hand %v, top %d/%d", s.first, s.players[0].hand, s.DeckTop(false), s.DeckTop(true))
	}
	if got := tab.LegalMoves(); got[0] != "starter front" || s.turn != 1 {
		t.Fatalf("seat 2 should choose first: %v", got)
	}
	r := cards.NewRand(1)
	playRandom(t, s, &r, nil)
}

func TestExplicitSetupErrors(t *testing.T) {
	tests := []struct {
		name string
		edit func(*ExplicitSetup)
		want string
	}{
		{"first", func(e *ExplicitSetup) { e.First = 3 }, "first player 3"},
		{"twice", func(e *ExplicitSetup) { e.Resource[0] = 1 }, "card 1 appears twice"},
		{"missing", func(e *ExplicitSetup) { e.Gold = e.Gold[1:] }, "card 43 is nowhere"},
		{"gold in resource deck", func(e *ExplicitSetup) { e.Resource[0] = 50 }, "50 is not a resource card"},
		{"starter", func(e *ExplicitSetup) { e.Seats[1].Starter = 83 }, "card 83 appears twice"},
		{"objectives", func(e *ExplicitSetup) { e.Seats[0].Objectives = []int{88} }, "1 objectives dealt"},
		{"hand", func(e *ExplicitSetup) { e.Seats[0].Hand = []int{1, 2, 41, 7} }, "at most 3"},
		{"seats", func(e *ExplicitSetup) { e.Seats = e.Seats[:1] }, "1 seats described"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Game{}.New(cards.Config{Seats: 2, Seed: 1, Setup: setupYAML(tt.edit)})
			if err == nil || !errors.Is(err, cards.ErrBadSetup) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want ErrBadSetup with %q", err, tt.want)
			}
		})
	}
}

// Issue 14: the setup block ignored unknown keys (scores: [5, 0] replayed with both scores 0).
func TestExplicitSetupRejectsUnknownKeys(t *testing.T) {
	node := setupYAML(nil)
	node.Content = append(node.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: "scores", Line: 40},
		&yaml.Node{Kind: yaml.SequenceNode, Content: []*yaml.Node{{Kind: yaml.ScalarNode, Value: "5"}, {Kind: yaml.ScalarNode, Value: "0"}}})
	_, err := Game{}.New(cards.Config{Seats: 2, Seed: 1, Setup: node})
	if !errors.Is(err, cards.ErrBadSetup) || !strings.Contains(err.Error(), `line 40: unknown key "scores"`) {
		t.Errorf("err = %v", err)
	}
	seat := setupYAML(nil)
	for i := 0; i < len(seat.Content); i += 2 {
		if seat.Content[i].Value == "seats" {
			first := seat.Content[i+1].Content[0]
			first.Content = append(first.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: "points"}, &yaml.Node{Kind: yaml.ScalarNode, Value: "5"})
		}
	}
	if _, err := (Game{}).New(cards.Config{Seats: 2, Seed: 1, Setup: seat}); err == nil || !strings.Contains(err.Error(), `unknown key "points"`) {
		t.Errorf("a seat's unknown key: %v", err)
	}
}
