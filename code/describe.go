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
	dir := "clockwise (seat numbers up)"
	if s.dir < 0 {
		dir = "counter-clockwise (seat numbers down)"
	}
	fmt.Fprintf(&b, "CODE, %d players, move %d, play goes %s\n", s.n, s.moves+1, dir)
	fmt.Fprintf(&b, "Number pile: %s (%s)   Action pile: %s (%s)   Deck: %s   Code pile: %s\n",
		s.NumberTop(), count(int(s.numPileN)), topName(s.ActionTop()), count(int(s.actPileN)), count(int(s.deckN)), count(int(s.codePileN)))
	if s.pending > 0 {
		fmt.Fprintf(&b, "Pending +2: %s must take %d cards or answer with a +2\n", cards.Seat(s.cur), s.pending)
	}
	for seat := int8(0); seat < s.n; seat++ {
		fmt.Fprintf(&b, "%s%s: %s", marker(s, seat), cards.Seat(seat), count(int(s.handN[seat])))
		if s.resigned[seat] {
			b.WriteString(" (resigned)")
		}
		if c := s.offered[seat]; c != NoCard {
			fmt.Fprintf(&b, ", lays out %s", c)
		}
		if cards.Seat(seat) == viewer || s.phase == phaseOver {
			fmt.Fprintf(&b, "  code %s  hand %s", s.CodeOf(cards.Seat(seat)), handString(s.Hand(cards.Seat(seat))))
			if s.phase != phaseOver {
				fmt.Fprintf(&b, "  (%d cards to change)", s.distance(seat, NoCard))
			}
		}
		b.WriteByte('\n')
	}
	switch s.phase {
	case phaseDrawn:
		if viewer == cards.Seat(s.cur) {
			fmt.Fprintf(&b, "%s drew %s and may discard it at once\n", cards.Seat(s.cur), s.drawn)
		} else {
			fmt.Fprintf(&b, "%s drew a card and may discard it at once\n", cards.Seat(s.cur))
		}
	case phaseGiftOffer:
		fmt.Fprintf(&b, "Gift from %s: %s lays out a card\n", cards.Seat(s.cur), cards.Seat(s.resp))
	case phaseGiftTake:
		fmt.Fprintf(&b, "Gift from %s: %s may take one laid-out card or none\n", cards.Seat(s.cur), cards.Seat(s.cur))
	case phaseOver:
		r := s.Result()
		if len(r.Winners) > 0 {
			fmt.Fprintf(&b, "Game over: %s wins (%s)\n", r.Winners[0], r.Reason)
		} else {
			b.WriteString("Game over: nobody wins\n")
		}
		return b.String()
	}
	fmt.Fprintf(&b, "To move: %s\n", s.ToMove())
	return b.String()
}

// marker flags the seat whose turn it is.
func marker(s *State, seat int8) string {
	if s.phase != phaseOver && seat == s.cur {
		return "> "
	}
	return "  "
}

// count writes a number of cards: "1 card", "5 cards".
func count(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

func topName(c Card) string {
	if c == NoCard {
		return "empty"
	}
	return c.String()
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
