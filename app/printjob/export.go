package printjob

import (
	"path/filepath"
	"strings"

	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/export"
	"github.com/flaskdeck/flaskdeck/flask"
)

// Exports gather a game's cards as an export.Set (image files: print-service cards, Tabletop
// Simulator sheets): the distinct cards with their copies and both sides, in the game's piles.

// FlaskSet gathers Flask decks: one export deck per deck, each card with its amount as copies (cards
// of amount 0 are left out), pictures found beside their deck file, all with the Flask back. opts
// chooses black and white and the rule set (nil: each deck's own, else v0.4.2, as printing does);
// its PictureDir is each deck's own folder.
func FlaskSet(decks []flask.Deck, opts flask.FaceOptions) export.Set {
	chosen := opts.RuleSet
	backOpts := opts
	if backOpts.RuleSet == nil && len(decks) > 0 {
		backOpts.RuleSet = decks[0].RuleSetOr(flask.Standard)
	}
	back := flask.BackFace(backOpts)
	var s export.Set
	var titles []string
	for _, d := range decks {
		opts.RuleSet = chosen
		if opts.RuleSet == nil {
			opts.RuleSet = d.RuleSetOr(flask.Standard)
		}
		opts.PictureDir = ""
		if d.Path != "" {
			opts.PictureDir = filepath.Dir(d.Path)
		}
		out := export.Deck{Name: d.Name}
		for _, c := range d.Cards {
			if c.Amount < 1 {
				continue
			}
			out.Cards = append(out.Cards, export.Card{Name: c.Name, Copies: c.Amount, Back: back,
				Front: flask.CardFace(c, opts)})
		}
		s.Decks = append(s.Decks, out)
		titles = append(titles, d.Name)
	}
	s.Title = strings.Join(titles, " + ")
	return s
}

// codexSet gathers the 102 Codex Naturalis cards, each with its own back, in the game's four piles:
// resource cards, gold cards, starting cards and objectives.
func codexSet(_ []string, sel Selection) (export.Set, error) {
	fronts, backs := codex.AllFacesIn(sel.Lang)
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
	s := export.Set{Title: "Codex Naturalis"}
	for _, p := range piles {
		d := export.Deck{Name: p.name}
		for id := p.from; id <= p.to; id++ {
			d.Cards = append(d.Cards, export.Card{Name: names[id-1], Copies: 1, Front: fronts[id-1], Back: backs[id-1]})
		}
		s.Decks = append(s.Decks, d)
	}
	return s, nil
}

// codeSet gathers the CODE cards with flaskdeck's own codes: the playing cards (each with its copies
// in a box) and the code cards, two piles with their own backs.
func codeSet(_ []string, sel Selection) (export.Set, error) {
	s := export.Set{Title: "CODE"}
	play, codes := export.Deck{Name: "Playing cards"}, export.Deck{Name: "Code cards"}
	playing := len(code.Printables(nil, true, sel.Lang)) // the playing cards come first, then the codes
	for i, p := range code.Printables(code.BuiltinCodes(), true, sel.Lang) {
		c := export.Card{Name: p.Name, Copies: p.Copies, Front: p.Front, Back: p.Back}
		if i < playing {
			play.Cards = append(play.Cards, c)
		} else {
			codes.Cards = append(codes.Cards, c)
		}
	}
	s.Decks = append(s.Decks, play, codes)
	return s, nil
}

// flaskSet exports the decks named on the command line, under the selection's rule set when it
// names one (else each deck's own).
func flaskSet(args []string, sel Selection) (export.Set, error) {
	decks, err := loadDecks(args)
	if err != nil {
		return export.Set{}, err
	}
	opts := flask.FaceOptions{Lang: sel.Lang}
	if sel.RuleSet != "" {
		if opts.RuleSet, err = flask.LoadRuleSet(sel.RuleSet); err != nil {
			return export.Set{}, err
		}
	}
	return FlaskSet(decks, opts), nil
}
