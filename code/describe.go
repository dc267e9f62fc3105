package code

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Describe writes the position as seat viewer may see it: both pile tops, the direction, a
// pending +2, every player's hand size, and the viewer's own hand and code (cards.NoSeat: a
// spectator, who sees only public information).
func (s *State) Describe(viewer cards.Seat) string {
	var b strings.Builder
	tr := texts.For(s.lang)
	line := func(key string, args ...any) { b.WriteString(tr(key, args...) + "\n") }
	count := func(n int) string { return tr("d.cards", "Count", n) }
	dir := tr("d.clockwise")
	if s.dir < 0 {
		dir = tr("d.counterClockwise")
	}
	line("d.header", "Players", s.n, "Move", s.moves+1, "Dir", dir)
	top := tr("d.empty")
	if c := s.ActionTop(); c != NoCard {
		top = c.String()
	}
	line("d.piles", "Number", s.NumberTop().String(), "NumberCount", count(int(s.numPileN)), "Action", top, "ActionCount", count(int(s.actPileN)),
		"Deck", count(int(s.deckN)), "Codes", count(int(s.codePileN)))
	if s.pending > 0 {
		line("d.pending", "Seat", cards.Seat(s.cur).String(), "N", s.pending)
	}
	for seat := int8(0); seat < s.n; seat++ {
		fmt.Fprintf(&b, "%s%s: %s", marker(s, seat), cards.Seat(seat), count(int(s.handN[seat])))
		if s.resigned[seat] {
			b.WriteString(tr("d.resigned"))
		}
		if c := s.offered[seat]; c != NoCard {
			b.WriteString(tr("d.laysOut", "Card", c.String()))
		}
		if cards.Seat(seat) == viewer || s.phase == phaseOver {
			b.WriteString(tr("d.own", "Code", s.CodeOf(cards.Seat(seat)).String(), "Hand", handString(s.Hand(cards.Seat(seat)))))
			if s.phase != phaseOver {
				b.WriteString(tr("d.toChange", "Count", s.distance(seat, NoCard)))
			}
		}
		b.WriteByte('\n')
	}
	switch s.phase {
	case phaseDrawn:
		if viewer == cards.Seat(s.cur) {
			line("d.drewCard", "Seat", cards.Seat(s.cur).String(), "Card", s.drawn.String())
		} else {
			line("d.drewSome", "Seat", cards.Seat(s.cur).String())
		}
	case phaseGiftOffer:
		line("d.giftOffer", "From", cards.Seat(s.cur).String(), "Seat", cards.Seat(s.resp).String())
	case phaseGiftTake:
		line("d.giftTake", "From", cards.Seat(s.cur).String(), "Seat", cards.Seat(s.cur).String())
	case phaseOver:
		r := s.Result()
		if len(r.Winners) > 0 {
			line("n.wins", "Who", r.Winners[0].String(), "Reason", s.ReasonIn(s.lang))
		} else {
			line("n.nobodyWins")
		}
		return b.String()
	}
	line("d.toMove", "Seat", s.ToMove().String())
	return b.String()
}

// marker flags the seat whose turn it is.
func marker(s *State, seat int8) string {
	if s.phase != phaseOver && seat == s.cur {
		return "> "
	}
	return "  "
}

// handString writes cards separated by spaces ("-" for none).
func handString(hand []Card) string {
	if len(hand) == 0 {
		return "-"
	}
	parts := make([]string, len(hand))
	for i, c := range hand {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}
