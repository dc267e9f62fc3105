package export

import (
	"path/filepath"
	"strings"

	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
)

// FlaskSet gathers Flask decks: one export deck per deck, each card with its amount as copies (cards
// of amount 0 are left out), pictures found beside their deck file, all with the Flask back.
func FlaskSet(decks []flask.Deck) Set {
	back := flask.BackFace(flask.FaceOptions{})
	var s Set
	var titles []string
	for _, d := range decks {
		dir := ""
		if d.Path != "" {
			dir = filepath.Dir(d.Path)
		}
		out := Deck{Name: d.Name}
		for _, c := range d.Cards {
			if c.Amount < 1 {
				continue
			}
			out.Cards = append(out.Cards, Card{Name: c.Name, Copies: c.Amount, Back: back,
				Front: flask.CardFace(c, flask.FaceOptions{PictureDir: dir})})
		}
		s.Decks = append(s.Decks, out)
		titles = append(titles, d.Name)
	}
	s.Title = strings.Join(titles, " + ")
	return s
}

// CodexSet gathers the 102 Codex Naturalis cards, each with its own back, in the game's four piles:
// resource cards, gold cards, starting cards and objectives.
func CodexSet() Set {
	fronts, backs := codex.AllFaces()
	names := codex.CardNames()
	piles := []struct {
		name     string
		from, to int // card ids
	}{
		{"Resource cards", 1, codex.FirstGold - 1},
		{"Gold cards", codex.FirstGold, codex.FirstStarter - 1},
		{"Starting cards", codex.FirstStarter, codex.FirstObjective - 1},
		{"Objective cards", codex.FirstObjective, codex.LastCard},
	}
	s := Set{Title: "Codex Naturalis"}
	for _, p := range piles {
		d := Deck{Name: p.name}
		for id := p.from; id <= p.to; id++ {
			d.Cards = append(d.Cards, Card{Name: names[id-1], Copies: 1, Front: fronts[id-1], Back: backs[id-1]})
		}
		s.Decks = append(s.Decks, d)
	}
	return s
}

// CodeSet gathers the CODE cards with flaskdeck's own codes: the playing cards (each with its copies
// in a box) and the code cards, two piles with their own backs.
func CodeSet() Set {
	s := Set{Title: "CODE"}
	play, codes := Deck{Name: "Playing cards"}, Deck{Name: "Code cards"}
	playing := len(code.Printables(nil, true)) // the playing cards come first, then the codes
	for i, p := range code.Printables(code.BuiltinCodes(), true) {
		c := Card{Name: p.Name, Copies: p.Copies, Front: p.Front, Back: p.Back}
		if i < playing {
			play.Cards = append(play.Cards, c)
		} else {
			codes.Cards = append(codes.Cards, c)
		}
	}
	s.Decks = append(s.Decks, play, codes)
	return s
}
