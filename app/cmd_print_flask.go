package app

import (
	"path/filepath"
	"strings"

	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/printing"
)

func init() {
	printSources["flask"] = printSource{args: "deck files or preset names (" + strings.Join(flask.PresetNames, ", ") + ")", job: flaskPrintSource}
}

// flaskPrintSource loads the decks named on the command line and prints their cards, one after the
// other, with the Flask back.
func flaskPrintSource(args []string, sel printSelection) (printing.Job, error) {
	var decks []flask.Deck
	for _, a := range args {
		d, err := flask.ResolveDeck(a)
		if err != nil {
			return printing.Job{}, err
		}
		decks = append(decks, d)
	}
	return flaskPrintJob(decks, sel)
}

// flaskPrintJob is the print job of Flask decks: the selected cards (all by default), each as many
// times as its amount unless oneEach, pictures found beside their deck file.
func flaskPrintJob(decks []flask.Deck, sel printSelection) (printing.Job, error) {
	type entry struct {
		card flask.Card
		dir  string
	}
	var all []entry
	var names, titles []string
	for _, d := range decks {
		dir := ""
		if d.Path != "" {
			dir = filepath.Dir(d.Path)
		}
		for _, c := range d.Cards {
			all = append(all, entry{c, dir})
			names = append(names, c.Name)
		}
		titles = append(titles, d.Name)
	}
	idx, err := selectCards(sel.cards, names)
	if err != nil {
		return printing.Job{}, err
	}
	job := printing.Job{Title: strings.Join(titles, " + ")}
	for _, i := range idx {
		e := all[i]
		copies := e.card.Amount // a card of amount 0 is not in the deck: printed only when picked
		if sel.oneEach || (copies < 1 && sel.cards != "") {
			copies = 1
		}
		face := flask.CardFace(e.card, flask.FaceOptions{BlackAndWhite: sel.bw, PictureDir: e.dir})
		for range copies {
			job.Fronts = append(job.Fronts, face)
		}
	}
	job.Backs = append(job.Backs, flask.BackFace(flask.FaceOptions{BlackAndWhite: sel.bw}))
	return job, nil
}
