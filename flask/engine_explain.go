package flask

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// RulesSummary returns Flask's rules in a few lines (cards.Explainer).
func (e *State) RulesSummary() string {
	return `Flask in short:
- Four counters (red, blue, green, yellow) start at 3. A player whose counters are all 0 at the end
  of a turn is out; so is a player whose deck is empty at the start of their turn. The last player
  left wins.
- A turn: grow one counter by 1 (not in the game's first turn), play cards from hand, end the turn
  (played cards go to the discard pile, counters above 6 drop to 6, draw 1 card).
- To play a card, pay its cost: its resources (❔ from any counter) and, for each "Card", one other
  hand card to the discard pile. Then its effects resolve in the printed order.
- Actions hit an opponent: -N Resources (they choose which), -N Cards (they discard from hand).
- Reaction opens a face-down pile: later cards this turn go under it. Trigger the pile on your turn
  or when an opponent announces a card, to resolve them all.
- Reboot returns every card played this turn to your hand.`
}

// ExplainCard writes a card that viewer can see in full (cards.Explainer): its name, code, cost and
// every effect with its rule. ref is the card's name or a move naming it ("play Attack").
func (e *State) ExplainCard(viewer cards.Seat, ref string) (string, bool) {
	ref = strings.TrimSpace(ref)
	for _, prefix := range []string{"play ", "pay card ", "discard "} {
		ref = strings.TrimPrefix(ref, prefix)
	}
	k, ok := e.tab.lookupName(ref)
	if !ok || !e.visibleTo(viewer, k) {
		return "", false
	}
	return e.tab.kinds[k].fullText(e.tab.label[k]), true
}

// visibleTo tells whether viewer can see a card of kind k now: in its own hand, or anywhere on
// the table (discard piles, reaction piles, played, announced, the others' hand cards everyone saw).
func (e *State) visibleTo(viewer cards.Seat, k uint8) bool {
	for i := uint8(0); i < e.n; i++ {
		p := &e.seat[i]
		if p.discard.count(k) > 0 || p.piles.count(k) > 0 || p.played.count(k) > 0 || p.known.count(k) > 0 {
			return true
		}
		if cards.Seat(i) == viewer && p.hidden.count(k) > 0 {
			return true
		}
	}
	return e.announcing && e.announced == k || e.resolving && e.res.queue.count(k) > 0
}

// fullText writes the card with its cost and each effect's rule.
func (k *cardKind) fullText(label string) string {
	return label + "  [" + k.code + "]\n" + k.set.CardRules(k.comp)
}

// CardRules writes what a card of composition c costs and does, one line each: "Cost: 📘💥 and
// 1 Card", then every effect with its rule ("- Draw 1 Card: Draw 1 card, each from …").
func CardRules(c Composition) string { return Standard.CardRules(c) }

// CardRules writes what a card of composition c costs and does in the set (see CardRules).
func (rs *RuleSet) CardRules(c Composition) string {
	var b strings.Builder
	cost := strings.TrimSpace(rs.CostLine(c))
	if cost == "" {
		cost = "nothing"
	}
	fmt.Fprintf(&b, "Cost: %s\n", cost)
	for _, ef := range rs.Effects(c) {
		fmt.Fprintf(&b, "- %s: %s\n", rs.Title(ef), rs.Text(ef))
	}
	return b.String()
}

// handLines writes a hand one card a line, with cost and effects.
func (e *State) handLines(b *strings.Builder, groups ...[]uint8) {
	n := 0
	for _, g := range groups {
		for _, k := range g {
			n++
			fmt.Fprintf(b, "    - %s (%s)\n", e.tab.label[k], e.tab.kinds[k].describe())
		}
	}
	if n == 0 {
		b.WriteString("    (empty)\n")
	}
}
