package codex

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// DescribeCompact writes the position as seat may see it in few lines, for a terminal turn screen
// that also lists the moves: scores, objectives, face-up cards and decks one line each, the seat's
// own area as a small map (DrawAreaCompact), its hand and secret objective, one line per other
// seat. Describe writes everything, with every area drawn in full.
func (s *State) DescribeCompact(seat cards.Seat) string {
	if seat == cards.NoSeat || s.phase == GameOver || s.phase == SetupPhase {
		return s.Describe(seat)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Codex — %s to %s", s.seatName(int(s.turn)), s.phase)
	switch {
	case s.lastRound:
		b.WriteString(" (last round, no drawing)")
	case s.triggered:
		b.WriteString(" (end triggered)")
	}
	b.WriteString(". Points:")
	for i := 0; i < int(s.seats); i++ {
		fmt.Fprintf(&b, " %s %d", cards.Seat(i), s.players[i].points)
	}
	fmt.Fprintf(&b, " (target %d)\n", s.rules.Target)
	for _, id := range s.common {
		c := CardByID(int(id))
		fmt.Fprintf(&b, "Common objective %d: %s, %s\n", c.ID, cards.Plural(c.Points, "point", ""), c.Description)
	}
	b.WriteString("Face up:")
	for i, id := range s.faceUp {
		if id == 0 {
			fmt.Fprintf(&b, " [%d] empty", i)
			continue
		}
		fmt.Fprintf(&b, " [%d] %s", i, shortCard(int(id)))
	}
	fmt.Fprintf(&b, "\nDecks: resource %d%s, gold %d%s\n", s.nRes, s.topBack(false), s.nGold, s.topBack(true))
	p := &s.players[seat]
	fmt.Fprintf(&b, "\n== Your area (%s; card ids, F front, B back, coordinates where you may place):\n", cards.Seat(seat))
	b.WriteString(DrawAreaCompact(&p.area))
	b.WriteString("\nVisible:")
	for _, sym := range AllSymbols {
		fmt.Fprintf(&b, " %s %d", sym, p.area.symbols[sym])
	}
	b.WriteString("\n")
	if p.secret != 0 {
		c := CardByID(int(p.secret))
		fmt.Fprintf(&b, "Secret objective %d: %s, %s\n", c.ID, cards.Plural(c.Points, "point", ""), c.Description)
	}
	b.WriteString("Hand:\n")
	for h := 0; h < int(p.nHand); h++ {
		fmt.Fprintf(&b, "  %s\n", DescribeCard(int(p.hand[h])))
	}
	for i := 0; i < int(s.seats); i++ {
		if cards.Seat(i) == seat {
			continue
		}
		o := &s.players[i]
		fmt.Fprintf(&b, "%s: %s, %s placed", s.seatName(i), cards.Plural(int(o.points), "point", ""), cards.Plural(int(o.area.n), "card", ""))
		if o.resigned {
			b.WriteString(", resigned")
		}
		b.WriteString(", hand: ")
		for h := 0; h < int(o.nHand); h++ {
			c := &catalogue[o.hand[h]]
			if h > 0 {
				b.WriteString(", ")
			}
			if o.handSeen[h] {
				b.WriteString(shortCard(c.ID))
			} else {
				fmt.Fprintf(&b, "%s %s back", c.Type, c.Kingdom)
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// shortCard writes a card in a few words: "resource 12 PLANT", "gold 45 FUNGI 2/quill".
func shortCard(id int) string {
	c := CardByID(id)
	t := fmt.Sprintf("%s %d %s", c.Type, c.ID, c.Kingdom)
	if c.Playable() && c.Points > 0 {
		switch c.Scoring {
		case PerObject:
			t += fmt.Sprintf(" %d/%s", c.Points, c.Object)
		case PerCoveredCorner:
			t += fmt.Sprintf(" %d/corner", c.Points)
		default:
			t += " " + strconv.Itoa(c.Points) + "pt"
		}
	}
	return t
}

// DrawAreaCompact draws the area as a small map: one text row per grid row, each card as its id
// and side letter ("12F"), each legal position as its coordinates, 4 columns per grid column.
func DrawAreaCompact(a *Area) string {
	const cell = 4
	minX, maxX, minY, maxY := 0, 0, 0, 0
	grow := func(x, y int) {
		minX, maxX, minY, maxY = min(minX, x), max(maxX, x), min(minY, y), max(maxY, y)
	}
	for i := 0; i < int(a.n); i++ {
		grow(int(a.placed[i].X), int(a.placed[i].Y))
	}
	for f := 0; f < a.LegalPositions(); f++ {
		grow(a.LegalPosition(f))
	}
	width := (maxX-minX+1)*cell + 4
	rows := make([][]byte, maxY-minY+1)
	for i := range rows {
		rows[i] = []byte(strings.Repeat(" ", width))
	}
	put := func(x, y int, label string) {
		row := rows[maxY-y]
		start := (x-minX)*cell + cell/2 - len(label)/2 + 2
		start = max(0, min(start, width-len(label)))
		copy(row[start:], label)
	}
	for f := 0; f < a.LegalPositions(); f++ {
		x, y := a.LegalPosition(f)
		put(x, y, strconv.Itoa(x)+","+strconv.Itoa(y))
	}
	for i := 0; i < int(a.n); i++ {
		p := a.placed[i]
		side := "F"
		if p.Side == Back {
			side = "B"
		}
		put(int(p.X), int(p.Y), strconv.Itoa(int(p.Card))+side)
	}
	lines := make([]string, 0, len(rows))
	for _, r := range rows {
		if l := strings.TrimRight(string(r), " "); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}
