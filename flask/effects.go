package flask

import (
	"fmt"
	"strconv"
	"strings"
)

// EffectKind is what an effect does. The zero value is no effect. The kinds are in printed order.
type EffectKind int

// The effect kinds, in the order a card prints them.
const (
	EffectNone            EffectKind = iota
	EffectReaction                   // G2: the card opens a reaction pile
	EffectGain                       // Y1, B1: +resources
	EffectDraw                       // B2: draw N cards
	EffectGainChoice                 // G1: +2 resources of one kind (one effect per G1)
	EffectAttackResources            // R1: an opponent loses 2 resources per R1
	EffectAttackCards                // R2: an opponent discards 2 cards per R2
	EffectReboot                     // Y2: cards played this turn return to hand
)

var effectKindNames = [...]string{"none", "reaction", "gain", "draw", "gain-choice", "attack-resources", "attack-cards", "reboot"}

// String returns the kind's name in lower case ("reaction", "gain", …).
func (k EffectKind) String() string {
	if k < 0 || int(k) >= len(effectKindNames) {
		return "none"
	}
	return effectKindNames[k]
}

// Effect is one merged effect of a composed card.
type Effect struct {
	Kind EffectKind
	// Amount is the number the effect prints: cards drawn, resources gained (2 for GainChoice, the
	// number of symbols for Gain), resources or cards an opponent loses.
	Amount int
	// Gain lists the resources added, for EffectGain: all Y1's 💰💰💰 first, then all B1's 📘📘.
	Gain []Resource
}

// Effects returns the composition's merged effects in printed order: Reaction, one +… line, Draw,
// one "+2 Resources of one kind" per G1, attack on resources, attack on cards, Reboot.
func (c Composition) Effects() []Effect {
	out := make([]Effect, 0, 6+int(c[G1]))
	if c[G2] > 0 {
		out = append(out, Effect{Kind: EffectReaction})
	}
	if c[Y1] > 0 || c[B1] > 0 {
		gain := make([]Resource, 0, 3*int(c[Y1])+2*int(c[B1]))
		for i := 0; i < 3*int(c[Y1]); i++ {
			gain = append(gain, Yellow)
		}
		for i := 0; i < 2*int(c[B1]); i++ {
			gain = append(gain, Blue)
		}
		out = append(out, Effect{Kind: EffectGain, Amount: len(gain), Gain: gain})
	}
	if c[B2] > 0 {
		out = append(out, Effect{Kind: EffectDraw, Amount: int(c[B2])})
	}
	for i := 0; i < int(c[G1]); i++ {
		out = append(out, Effect{Kind: EffectGainChoice, Amount: 2})
	}
	if c[R1] > 0 {
		out = append(out, Effect{Kind: EffectAttackResources, Amount: 2 * int(c[R1])})
	}
	if c[R2] > 0 {
		out = append(out, Effect{Kind: EffectAttackCards, Amount: 2 * int(c[R2])})
	}
	if c[Y2] > 0 {
		out = append(out, Effect{Kind: EffectReboot})
	}
	return out
}

// EffectTitles returns the titles of the composition's effects in printed order.
func (c Composition) EffectTitles() []string {
	effects := c.Effects()
	titles := make([]string, len(effects))
	for i, e := range effects {
		titles[i] = e.Title()
	}
	return titles
}

// Title returns the effect's title in the original editor's notation: "Reaction", "+💰💰💰📘📘",
// "Draw 1 Card", "+2 Resources of one kind", "Action: -2 Resources", "Action: -2 Cards", "Reboot".
func (e Effect) Title() string {
	if e.Kind != EffectGain && e.Kind >= 0 && int(e.Kind) < len(titleCache) && e.Amount >= 0 && e.Amount < len(titleCache[0]) {
		return titleCache[e.Kind][e.Amount]
	}
	return e.formatTitle()
}

// titleCache holds the titles of every effect but gains for the amounts a card can print, so
// printing a title allocates nothing.
var titleCache = func() (cache [EffectReboot + 1][7]string) {
	for k := range cache {
		for n := range cache[k] {
			cache[k][n] = Effect{Kind: EffectKind(k), Amount: n}.formatTitle()
		}
	}
	return cache
}()

// formatTitle writes the title (see Title).
func (e Effect) formatTitle() string {
	switch e.Kind {
	case EffectReaction:
		return "Reaction"
	case EffectGain:
		var sb strings.Builder
		sb.WriteByte('+')
		for _, r := range e.Gain {
			sb.WriteString(r.Symbol())
		}
		return sb.String()
	case EffectDraw:
		return "Draw " + countNoun(e.Amount, "Card", "Cards")
	case EffectGainChoice:
		return "+" + strconv.Itoa(e.Amount) + " Resources of one kind"
	case EffectAttackResources:
		return "Action: -" + countNoun(e.Amount, "Resource", "Resources")
	case EffectAttackCards:
		return "Action: -" + strconv.Itoa(e.Amount) + " Cards"
	case EffectReboot:
		return "Reboot"
	}
	return ""
}

// Text returns the effect's rule in plain English (the project's own words), short enough for the
// text box of a poker-size card face.
func (e Effect) Text() string {
	switch e.Kind {
	case EffectReaction:
		return "Put this card face down. Cards you play after it this turn go under it; trigger the pile later, " +
			"even on an opponent's turn, before their card is paid."
	case EffectGain:
		var sb strings.Builder
		for _, r := range e.Gain {
			sb.WriteString(r.Symbol())
		}
		return "Add " + sb.String() + " to your counters."
	case EffectDraw:
		return fmt.Sprintf("Draw %s, each from the top of your deck or of your discard pile.", strings.ToLower(countNoun(e.Amount, "Card", "Cards")))
	case EffectGainChoice:
		return fmt.Sprintf("Add %d resources of one kind of your choice.", e.Amount)
	case EffectAttackResources:
		return fmt.Sprintf("Choose an opponent: they lose %d resources of their choice (all, if they have fewer).", e.Amount)
	case EffectAttackCards:
		return fmt.Sprintf("Choose an opponent: they discard %d cards from hand; any missing come from the top of their deck.", e.Amount)
	case EffectReboot:
		return "Every card you played this turn, this one included, returns to your hand. Costs paid stay paid."
	}
	return ""
}
