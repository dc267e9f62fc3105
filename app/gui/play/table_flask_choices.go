package play

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/flaskdeck/flaskdeck/app/gui/uilang"
	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/flask"
)

// The choices a Flask card needs that are neither a hand card nor a step button: asked in dialogs
// built from the legal moves.

// askChoice asks in a dialog for the choices that are not a hand card or a step button.
func (t *flaskTable) askChoice(v flask.View, m flaskMoves) {
	var title, question string
	var options []choiceOption
	counters := v.Seats[v.ToMove].Counters
	switch {
	case v.Phase == "respond":
		title = lang.L("Trigger a reaction?")
		question = lang.L("{{.Name}} announces {{.Card}}. Trigger one of your reaction piles before it is paid?", map[string]string{"Name": t.st.name(v.Turn), "Card": announcedName(v)})
		for _, mv := range m.Trigger {
			options = append(options, choiceOption{Label: lang.L("Trigger pile {{.N}}", map[string]string{"N": pileNumber(mv)}), Move: mv})
		}
		options = append(options, choiceOption{Label: lang.L("Let it pass"), Move: m.Pass})
	case len(m.PayAny) > 0:
		title = lang.L("Pay a resource of any kind")
		question = lang.L("Which counter pays the next resource of any kind? ({{.Count}} left)", map[string]int{"Count": v.Pay})
		options = counterOptions(m.PayAny, counters)
		question += inOrderHint(m.PayAny, counters)
	case len(m.Gain) > 0:
		title, question = lang.L("+2 resources of one kind"), lang.L("Which kind of resource do you gain 2 of?")
		options = counterOptions(m.Gain, counters)
		question += inOrderHint(m.Gain, everyCounter)
	case len(m.Lose) > 0:
		title = lang.L("Lose resources")
		question = lang.L("Which resource is lost? ({{.Count}} left)", map[string]int{"Count": v.Pay})
		victim := v.ToMove
		if v.Target != cards.NoSeat {
			victim = v.Target
		}
		options = counterOptions(m.Lose, v.Seats[victim].Counters)
		question += inOrderHint(m.Lose, v.Seats[victim].Counters)
	case len(m.Target) > 0:
		title, question = lang.L("Choose an opponent"), lang.L("Which opponent does the action hit?")
		for _, mv := range m.Target {
			options = append(options, choiceOption{Label: t.st.name(cards.Seat(mv.Arg)), Move: mv})
		}
	case len(m.Draw) > 0:
		title = lang.L("Draw")
		question = lang.L("Draw from your deck or your discard pile? ({{.Count}} left)", map[string]int{"Count": v.Pay})
		for _, mv := range m.Draw {
			from := lang.L("From the deck")
			if mv.Kind == flask.MoveDrawDiscard {
				from = lang.L("From the discard pile")
			}
			options = append(options, choiceOption{Label: from, Move: mv})
		}
	default:
		return
	}
	t.Choice = showChoice(t.st.Window, title, question, options, t.st.Play)
}

func announcedName(v flask.View) string {
	if v.Announced == nil {
		return lang.L("a card")
	}
	c := v.Announced.Card.Composition
	return lang.L("{{.Card}} (cost {{.Cost}} → {{.Effects}})", map[string]string{"Card": v.Announced.Label, "Cost": costWords(c), "Effects": strings.Join(v.Announced.EffectTitles(), " / ")})
}

// costWords writes a card's cost in words ("red, any and 1 card"): the app's font has no emoji.
func costWords(c flask.Composition) string {
	var parts []string
	for _, r := range c.ResourceCost() {
		name := uilang.Colour(r.String())
		if r == flask.Any {
			name = lang.L("any")
		}
		parts = append(parts, name)
	}
	cost := strings.Join(parts, ", ")
	if n := c.CardCost(); n > 0 {
		cards := lang.N("{{.Count}} cards", n, map[string]int{"Count": n})
		if cost == "" {
			cost = cards
		} else {
			cost = lang.L("{{.Resources}} and {{.Cards}}", map[string]string{"Resources": cost, "Cards": cards})
		}
	}
	if cost == "" {
		return lang.L("nothing")
	}
	return cost
}

// counterOptions offers counter moves (pay, gain, lose a resource) with the counters' values.
func counterOptions(moves []flask.Move, counters [4]int) []choiceOption {
	out := make([]choiceOption, len(moves))
	for i, mv := range moves {
		c := counterOf(mv)
		label := fmt.Sprintf("%s (%d)", uilang.Colour(flaskCounterNames[c]), counters[c])
		out[i] = choiceOption{Label: label, Move: mv, Icon: swatch(flaskColours[c])}
	}
	return out
}

// inOrderHint explains why a counter that holds resources is not among the choices: the resources
// of one payment or loss are chosen in colour order, red before blue before green before yellow, so
// that the engine offers each set of counters once. A counter after the first one offered is left
// out while the counters from it on hold too few for what is left (it can come later); a counter
// before it was passed by an earlier choice of this payment (for a card's gains, where any counter
// may gain, counters is everyCounter). It returns "" when every counter holding resources is offered.
func inOrderHint(moves []flask.Move, counters [4]int) string {
	var offered [4]bool
	first := len(counters)
	for _, mv := range moves {
		c := int(counterOf(mv))
		offered[c], first = true, min(first, c)
	}
	later, passed := false, false
	for c, n := range counters {
		if n > 0 && !offered[c] {
			later, passed = later || c > first, passed || c < first
		}
	}
	switch {
	case later:
		return "\n" + lang.L("They are chosen in colour order (red, blue, green, yellow): a colour not offered now comes after these.")
	case passed:
		return "\n" + lang.L("They are chosen in colour order (red, blue, green, yellow): a colour before your last choice is no longer offered.")
	}
	return ""
}

// everyCounter stands for the counters of a gain in inOrderHint: any counter may gain, whatever it
// holds, so one left out was passed by the card's earlier gain.
var everyCounter = [4]int{1, 1, 1, 1}

// growLabel writes a grow move for its button.
func growLabel(move flask.Move) string {
	if move.Kind == flask.MoveNoGrow {
		return lang.L("Don't grow")
	}
	return lang.L("Grow {{.Colour}} +1", map[string]string{"Colour": uilang.Colour(flaskCounterNames[counterOf(move)])})
}

// counterColour returns the colour of the counter a grow move names, nil for no grow.
func counterColour(move flask.Move) *color.NRGBA {
	if move.Kind != flask.MoveGrow {
		return nil
	}
	return &flaskColours[counterOf(move)]
}

// pileNumber writes the reaction pile a trigger move names as people count piles, from 1.
func pileNumber(move flask.Move) string { return strconv.Itoa(int(move.Arg) + 1) }

// swatch is a small square icon of a colour, for buttons that name a resource.
func swatch(c color.NRGBA) fyne.Resource {
	svg := fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect x="1" y="1" width="14" height="14" rx="3" fill="#%02x%02x%02x"/></svg>`, c.R, c.G, c.B)
	return fyne.NewStaticResource(fmt.Sprintf("swatch-%02x%02x%02x.svg", c.R, c.G, c.B), []byte(svg))
}
