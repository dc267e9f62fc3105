package play

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"gopkg.in/yaml.v3"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
)

// startFlaskWithHand starts a Flask match in the Play section in which Ann (seat 1, to move)
// holds n cards of the red deck.
func startFlaskWithHand(t *testing.T, p *playSection, n int) {
	t.Helper()
	red := []string{"Sabotage", "Returning Double Attack", "Triple Attack", "Profitable Double Balance", "Double Exchange"}
	hand := make([]string, n)
	for i := range hand {
		hand[i] = fmt.Sprintf("%q", red[i%len(red)])
	}
	text := fmt.Sprintf("first: 1\nseats:\n  - hand: [%s]\n    deck: [Sabotage, Sabotage]\n  - hand: [Research]\n    deck: [Research, Research]\n", strings.Join(hand, ", "))
	var node yaml.Node
	if err := yaml.Unmarshal([]byte(text), &node); err != nil {
		t.Fatal(err)
	}
	setup := playSetup{Game: flask.Game{}, Seed: 1, Decks: []string{"red", "blue"},
		Seats: []playSeat{{Name: "Ann"}, {Name: "Robo", Bot: &cards.BotSpec{Level: cards.LevelGreedy}}}}
	infos := []cards.SeatInfo{setup.Seats[0].info(), setup.Seats[1].info()}
	m, err := cards.NewMatch(flask.Game{}, cards.Config{Seats: 2, Seed: 1, Decks: setup.Decks, Setup: node.Content[0]}, infos, app.Version)
	if err != nil {
		t.Fatal(err)
	}
	p.playMatch(setup, m, nil)
}

// Every hand card lies inside the window at 1024×700 and at 1280×800, with up to 10 cards in hand.
func TestFlaskHandFitsTheWindow(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 800}} {
		for _, n := range []int{3, 6, 10} {
			p, _, w := newTestSection(t, flask.Game{})
			w.Resize(size)
			startFlaskWithHand(t, p, n)
			ft := p.Match.View.(*flaskTable)
			if len(ft.hand.Objects) != n {
				t.Fatalf("%d cards drawn, want %d", len(ft.hand.Objects), n)
			}
			win := w.Canvas().Size()
			for i, card := range ft.hand.Objects {
				pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(card)
				end := pos.Add(card.Size())
				if card.Size().Width < 50 || pos.X < 0 || pos.Y < 0 || end.X > win.Width+0.5 || end.Y > win.Height+0.5 {
					t.Errorf("%v window, %d cards: card %d lies at %v size %v, outside the window %v", size, n, i+1, pos, card.Size(), win)
				}
			}
		}
	}
}
