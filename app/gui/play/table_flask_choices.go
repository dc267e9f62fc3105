package play

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

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
		title = "Trigger a reaction?"
		question = fmt.Sprintf("%s announces %s. Trigger one of your reaction piles before it is paid?", t.st.name(v.Turn), announcedName(v))
		for _, mv := range m.Trigger {
			options = append(options, choiceOption{Label: "Trigger pile " + pileNumber(mv), Move: mv})
		}
		options = append(options, choiceOption{Label: "Let it pass", Move: m.Pass})
	case len(m.PayAny) > 0:
		title = "Pay a resource of any kind"
		question = fmt.Sprintf("Which counter pays the next resource of any kind? (%d left)", v.Pay)
		options = counterOptions(m.PayAny, counters)
	case len(m.Gain) > 0:
		title, question = "+2 resources of one kind", "Which kind of resource do you gain 2 of?"
		options = counterOptions(m.Gain, counters)
	case len(m.Lose) > 0:
		title = "Lose resources"
		question = fmt.Sprintf("Which resource is lost? (%d left)", v.Pay)
		victim := v.ToMove
		if v.Target != cards.NoSeat {
			victim = v.Target
		}
		options = counterOptions(m.Lose, v.Seats[victim].Counters)
	case len(m.Target) > 0:
		title, question = "Choose an opponent", "Which opponent does the action hit?"
		for _, mv := range m.Target {
			options = append(options, choiceOption{Label: t.st.name(cards.Seat(mv.Arg)), Move: mv})
		}
	case len(m.Draw) > 0:
		title = "Draw"
		question = fmt.Sprintf("Draw from your deck or your discard pile? (%d left)", v.Pay)
		for _, mv := range m.Draw {
			from := "deck"
			if mv.Kind == flask.MoveDrawDiscard {
				from = "discard"
			}
			options = append(options, choiceOption{Label: "From the " + from, Move: mv})
		}
	default:
		return
	}
	t.Choice = showChoice(t.st.Window, title, question, options, t.st.Play)
}

func announcedName(v flask.View) string {
	if v.Announced == nil {
		return "a card"
	}
	c := v.Announced.Card.Composition
	return fmt.Sprintf("%s (cost %s → %s)", v.Announced.Label, costWords(c), strings.Join(v.Announced.EffectTitles(), " / "))
}

// costWords writes a card's cost in words ("red, any and 1 card"): the app's font has no emoji.
func costWords(c flask.Composition) string {
	var parts []string
	for _, r := range c.ResourceCost() {
		name := r.String()
		if r == flask.Any {
			name = "any"
		}
		parts = append(parts, name)
	}
	cost := strings.Join(parts, ", ")
	switch n := c.CardCost(); {
	case n == 1 && cost != "":
		cost += " and 1 card"
	case n == 1:
		cost = "1 card"
	case n > 1 && cost != "":
		cost += fmt.Sprintf(" and %d cards", n)
	case n > 1:
		cost = fmt.Sprintf("%d cards", n)
	}
	if cost == "" {
		return "nothing"
	}
	return cost
}

// counterOptions offers counter moves (pay, gain, lose a resource) with the counters' values.
func counterOptions(moves []flask.Move, counters [4]int) []choiceOption {
	out := make([]choiceOption, len(moves))
	for i, mv := range moves {
		c := counterOf(mv)
		label := fmt.Sprintf("%s (%d)", flaskCounterNames[c], counters[c])
		out[i] = choiceOption{Label: label, Move: mv, Icon: swatch(flaskColours[c])}
	}
	return out
}

// growLabel writes a grow move for its button.
func growLabel(move flask.Move) string {
	if move.Kind == flask.MoveNoGrow {
		return "Don't grow"
	}
	return "Grow " + flaskCounterNames[counterOf(move)] + " +1"
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
