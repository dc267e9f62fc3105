package printjob

import (
	"path/filepath"
	"strings"

	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/printing"
)

// flaskSource loads the decks named on the command line and prints their cards, one after the
// other, with the Flask back.
func flaskSource(args []string, sel Selection) (printing.Job, error) {
	decks, err := loadDecks(args)
	if err != nil {
		return printing.Job{}, err
	}
	return FlaskJob(decks, sel)
}

// loadDecks reads the decks (files or preset names) given on the command line.
func loadDecks(args []string) ([]flask.Deck, error) {
	decks := make([]flask.Deck, 0, len(args))
	for _, a := range args {
		d, err := flask.ResolveDeck(a)
		if err != nil {
			return nil, err
		}
		decks = append(decks, d)
	}
	return decks, nil
}

// FlaskJob is the print job of Flask decks: the selected cards (all by default), each as many
// times as its amount unless oneEach, pictures found beside their deck file.
func FlaskJob(decks []flask.Deck, sel Selection) (printing.Job, error) {
	type entry struct {
		card flask.Card
		dir  string
		set  *flask.RuleSet
	}
	var chosen *flask.RuleSet
	if sel.RuleSet != "" {
		var err error
		if chosen, err = flask.LoadRuleSet(sel.RuleSet); err != nil {
			return printing.Job{}, err
		}
	}
	back := chosen
	var all []entry
	var names, titles []string
	for _, d := range decks {
		dir := ""
		if d.Path != "" {
			dir = filepath.Dir(d.Path)
		}
		set := d.RuleSetOr(flask.Standard)
		if chosen != nil {
			set = chosen
		}
		if back == nil {
			back = set
		}
		for _, c := range d.Cards {
			all = append(all, entry{c, dir, set})
			names = append(names, c.Name)
		}
		titles = append(titles, d.Name)
	}
	idx, err := SelectCards(sel.Cards, names)
	if err != nil {
		return printing.Job{}, err
	}
	job := printing.Job{Title: strings.Join(titles, " + ")}
	for _, i := range idx {
		e := all[i]
		copies := e.card.Amount // a card of amount 0 is not in the deck: printed only when picked
		if sel.OneEach || (copies < 1 && sel.Cards != "") {
			copies = 1
		}
		face := flask.CardFace(e.card, flask.FaceOptions{BlackAndWhite: sel.BW, PictureDir: e.dir, RuleSet: e.set, Lang: sel.Lang})
		for range copies {
			job.Fronts = append(job.Fronts, face)
		}
	}
	job.Backs = append(job.Backs, flask.BackFace(flask.FaceOptions{BlackAndWhite: sel.BW, RuleSet: back}))
	return job, nil
}
