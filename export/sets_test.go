package export

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
)

// Real cards for the tests (the game sets the app exports are built in app/printjob).

// flaskSet is Flask decks with the Flask back, each card its amount times.
func flaskSet(t *testing.T, names ...string) (Set, []flask.Deck) {
	t.Helper()
	back := flask.BackFace(flask.FaceOptions{})
	var s Set
	var decks []flask.Deck
	for _, name := range names {
		d, err := flask.ResolveDeck(name)
		if err != nil {
			t.Fatal(err)
		}
		decks = append(decks, d)
		out := Deck{Name: d.Name}
		for _, c := range d.Cards {
			out.Cards = append(out.Cards, Card{Name: c.Name, Copies: c.Amount, Front: flask.CardFace(c, flask.FaceOptions{}), Back: back})
		}
		s.Decks = append(s.Decks, out)
		s.Title += d.Name
	}
	return s, decks
}

// codexSet is the 102 Codex cards in piles of 40, 40, 6 and 16, each with its own back.
func codexSet() Set {
	fronts, backs := codex.AllFaces()
	names := codex.CardNames()
	s := Set{Title: "Codex Naturalis"}
	for _, p := range [][2]int{{0, 40}, {40, 80}, {80, 86}, {86, 102}} {
		d := Deck{Name: names[p[0]]}
		for i := p[0]; i < p[1]; i++ {
			d.Cards = append(d.Cards, Card{Name: names[i], Copies: 1, Front: fronts[i], Back: backs[i]})
		}
		s.Decks = append(s.Decks, d)
	}
	return s
}
