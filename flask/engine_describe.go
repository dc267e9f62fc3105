package flask

import (
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Describe writes the position as seat s may see it: every seat's counters, deck and discard pile,
// the reaction piles (every card was shown when played), seat s's own hand, and of the others'
// hands only the cards everyone has seen. s = NoSeat shows public information only.
func (e *State) Describe(s cards.Seat) string {
	var b strings.Builder
	tr := texts.For(e.lang)
	line := func(key string, args ...any) { b.WriteString(tr(key, args...) + "\n") }
	if e.phase == phaseOver {
		line("d.over", "Turn", e.turns, "Result", e.describeResult(cards.Seat.String))
	} else {
		line("d.turn", "Turn", e.turns, "Seat", cards.Seat(e.turn).String(), "Waiting", e.waitingForIn(e.lang))
	}
	for i := uint8(0); i < e.n; i++ {
		p := &e.seat[i]
		who := cards.Seat(i).String()
		if cards.Seat(i) == s {
			who += tr("d.you")
		}
		if p.out {
			who += tr("d.out")
		}
		c := p.counters
		b.WriteString(tr("d.seat", "Who", who, "Red", c[0], "Blue", c[1], "Green", c[2], "Yellow", c[3], "Deck", p.deck.n, "Discard", p.discard.n))
		if !p.discard.empty() {
			b.WriteString(tr("d.top", "Card", e.tab.label[p.discard.top()]))
		}
		b.WriteString("\n")
		if cards.Seat(i) == s || e.phase == phaseOver {
			line("d.hand")
			e.handLines(&b, p.known.cards(), p.hidden.cards())
		} else {
			b.WriteString(tr("d.handCount", "Count", p.handSize()))
			if !p.known.empty() {
				b.WriteString(tr("d.seen", "Cards", e.names(p.known.cards())))
			}
			b.WriteString("\n")
		}
		for j := 0; j < int(p.pileN); j++ {
			start := p.pileStart(j)
			line("d.pile", "N", j+1, "Cards", e.names(p.piles.c[start:start+int(p.pileLen[j])]))
		}
		if !p.played.empty() {
			line("d.played", "Cards", e.names(p.played.cards()))
		}
	}
	if e.announcing {
		line("d.announced", "Seat", cards.Seat(e.turn).String(), "Card", e.tab.label[e.announced], "Desc", e.tab.kinds[e.announced].describe())
	}
	if e.resolving {
		line("d.resolving", "Seat", cards.Seat(e.res.owner).String(), "Cards", e.names(e.res.queue.c[e.res.next:e.res.queue.n]))
	}
	return b.String()
}

// describeResult writes the result in the state's language, seats written by name.
func (e *State) describeResult(name func(cards.Seat) string) string {
	r := e.Result()
	reason := e.ReasonIn(e.lang)
	ws := make([]string, len(r.Winners))
	for i, w := range r.Winners {
		ws[i] = name(w)
	}
	switch len(ws) {
	case 0:
		return texts.T(e.lang, "r.nobody", "Reason", reason)
	case 1:
		return texts.T(e.lang, "r.wins", "Who", ws[0], "Reason", reason)
	}
	return texts.T(e.lang, "r.draw", "Who", strings.Join(ws, texts.T(e.lang, "c.and")), "Reason", reason)
}

// names lists card labels, or "none".
func (e *State) names(groups ...[]uint8) string {
	var out []string
	for _, g := range groups {
		for _, k := range g {
			out = append(out, e.tab.label[k])
		}
	}
	if len(out) == 0 {
		return texts.T(e.lang, "n.none")
	}
	return strings.Join(out, ", ")
}

// describe writes a card's cost and effects as printed.
func (k *cardKind) describe() string {
	return strings.TrimSpace(k.set.CostLine(k.comp)) + " → " + strings.Join(k.set.EffectTitles(k.comp), " / ")
}
