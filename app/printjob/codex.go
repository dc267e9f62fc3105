package printjob

import (
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/printing"
)

// codexSource prints Codex Naturalis cards from the game's built-in data: all 102 (or the
// --cards selection, by card number or name such as "12 resource PLANT"), each with its own back.
func codexSource(args []string, sel Selection) (printing.Job, error) {
	fronts, backs := codex.AllFacesIn(sel.Lang)
	idx, err := SelectCards(sel.Cards, codex.CardNames())
	if err != nil {
		return printing.Job{}, err
	}
	job := printing.Job{Title: "Codex Naturalis"}
	for _, i := range idx {
		job.Fronts = append(job.Fronts, fronts[i])
		job.Backs = append(job.Backs, backs[i])
	}
	return job, nil
}
