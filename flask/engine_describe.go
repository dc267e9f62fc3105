package flask

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Describe writes the position as seat s may see it: every seat's counters, deck and discard pile,
// the reaction piles (every card was shown when played), seat s's own hand, and of the others'
// hands only the cards everyone has seen. s = NoSeat shows public information only.
func (e *State) Describe(s cards.Seat) string {
	var b strings.Builder
	if e.phase == phaseOver {
		fmt.Fprintf(&b, "Game over in turn %d: %s\n", e.turns, e.describeResult())
	} else {
		fmt.Fprintf(&b, "Turn %d: %s's turn. Waiting for %s.\n", e.turns, cards.Seat(e.turn), e.waitingFor())
	}
	for i := uint8(0); i < e.n; i++ {
		p := &e.seat[i]
		who := cards.Seat(i).String()
		if cards.Seat(i) == s {
			who += " (you)"
		}
		if p.out {
			who += " — out"
		}
		c := p.counters
		fmt.Fprintf(&b, "%s: red %d, blue %d, green %d, yellow %d | deck %d | discard %d",
			who, c[0], c[1], c[2], c[3], p.deck.n, p.discard.n)
		if !p.discard.empty() {
			fmt.Fprintf(&b, " (top: %s)", e.tab.label[p.discard.top()])
		}
		b.WriteString("\n")
		if cards.Seat(i) == s || e.phase == phaseOver {
			b.WriteString("  hand:\n")
			e.handLines(&b, p.known.cards(), p.hidden.cards())
		} else {
			fmt.Fprintf(&b, "  hand: %s", cards.Plural(p.handSize(), "card", ""))
			if !p.known.empty() {
				fmt.Fprintf(&b, ", seen: %s", e.names(p.known.cards()))
			}
			b.WriteString("\n")
		}
		for j := 0; j < int(p.pileN); j++ {
			start := p.pileStart(j)
			fmt.Fprintf(&b, "  reaction pile %d: %s\n", j+1, e.names(p.piles.c[start:start+int(p.pileLen[j])]))
		}
		if !p.played.empty() {
			fmt.Fprintf(&b, "  played this turn: %s\n", e.names(p.played.cards()))
		}
	}
	if e.announcing {
		fmt.Fprintf(&b, "Announced by %s: %s (%s)\n", cards.Seat(e.turn), e.tab.label[e.announced], e.tab.kinds[e.announced].describe())
	}
	if e.resolving {
		fmt.Fprintf(&b, "Resolving for %s: %s\n", cards.Seat(e.res.owner), e.names(e.res.queue.c[e.res.next:e.res.queue.n]))
	}
	return b.String()
}

func (e *State) describeResult() string {
	r := e.Result()
	switch len(r.Winners) {
	case 0:
		return "nobody won: " + r.Reason
	case 1:
		return r.Winners[0].String() + " wins: " + r.Reason
	}
	ws := make([]string, len(r.Winners))
	for i, w := range r.Winners {
		ws[i] = w.String()
	}
	return "a draw between " + strings.Join(ws, " and ") + ": " + r.Reason
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
		return "none"
	}
	return strings.Join(out, ", ")
}

// describe writes a card's cost and effects as printed.
func (k *cardKind) describe() string {
	return strings.TrimSpace(k.set.CostLine(k.comp)) + " → " + strings.Join(k.set.EffectTitles(k.comp), " / ")
}
