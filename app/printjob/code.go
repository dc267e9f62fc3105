package printjob

import (
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/printing"
)

// codeSource prints CODE's cards from the game's built-in data: the 110 playing cards (each
// copy, or one of each with --one-each) and flaskdeck's own 10 code cards, each with its back (the
// printer greys them for --bw). A
// --cards selection picks by number in that list or by name ("r7", "swap", "code 0258").
func codeSource(args []string, sel Selection) (printing.Job, error) {
	list := code.Printables(code.BuiltinCodes(), true, sel.Lang)
	names := make([]string, len(list))
	for i, p := range list {
		names[i] = p.Name
	}
	idx, err := SelectCards(sel.Cards, names)
	if err != nil {
		return printing.Job{}, err
	}
	job := printing.Job{Title: "CODE"}
	for _, i := range idx {
		p := list[i]
		copies := p.Copies
		if sel.OneEach {
			copies = 1
		}
		for k := 0; k < copies; k++ {
			job.Fronts = append(job.Fronts, p.Front)
			job.Backs = append(job.Backs, p.Back)
		}
	}
	return job, nil
}
