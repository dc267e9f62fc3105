package codex

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// DescribeCompact writes the position as seat may see it in few lines, for a terminal turn screen
// that also lists the moves: scores, objectives, face-up cards and decks one line each, the seat's
// own area as a small map (DrawAreaCompact), its hand and secret objective, one line per other
// seat. Describe writes everything, with every area drawn in full.
func (s *State) DescribeCompact(seat cards.Seat) string {
	if seat == cards.NoSeat || s.phase == GameOver || s.phase == SetupPhase {
		return s.Describe(seat)
	}
	l := s.lang
	tr := texts.For(l)
	var b strings.Builder
	b.WriteString("Codex — " + s.turnText(l))
	switch {
	case s.lastRound:
		b.WriteString(tr("k.lastRound"))
	case s.triggered:
		b.WriteString(tr("k.triggered"))
	}
	b.WriteString(tr("k.points"))
	for i := 0; i < int(s.seats); i++ {
		fmt.Fprintf(&b, " %s %d", cards.Seat(i), s.players[i].points)
	}
	b.WriteString(tr("k.target", "Target", int(s.rules.Target)) + "\n")
	for _, id := range s.common {
		c := CardByID(int(id))
		b.WriteString(tr("k.common", "ID", c.ID, "Points", points(l, c.Points), "Text", c.DescriptionIn(l)) + "\n")
	}
	b.WriteString(tr("k.faceUp"))
	for i, id := range s.faceUp {
		if id == 0 {
			fmt.Fprintf(&b, " [%d] %s", i, tr("k.empty"))
			continue
		}
		fmt.Fprintf(&b, " [%d] %s", i, shortCard(int(id), l))
	}
	b.WriteString("\n" + tr("d.decks", "Res", int(s.nRes), "ResTop", s.topBack(false), "Gold", int(s.nGold), "GoldTop", s.topBack(true)) + "\n")
	p := &s.players[seat]
	b.WriteString("\n" + tr("k.yourArea", "Seat", cards.Seat(seat).String()) + "\n")
	b.WriteString(DrawAreaCompact(&p.area))
	b.WriteString("\n" + visibleLine(l, &p.area) + "\n")
	if p.secret != 0 {
		c := CardByID(int(p.secret))
		b.WriteString(tr("k.secret", "ID", c.ID, "Points", points(l, c.Points), "Text", c.DescriptionIn(l)) + "\n")
	}
	b.WriteString(tr("d.hand") + "\n")
	for h := 0; h < int(p.nHand); h++ {
		fmt.Fprintf(&b, "  %s\n", DescribeCardIn(int(p.hand[h]), l))
	}
	for i := 0; i < int(s.seats); i++ {
		if cards.Seat(i) == seat {
			continue
		}
		o := &s.players[i]
		b.WriteString(tr("k.other", "Who", s.seatNameIn(i, l), "Points", points(l, int(o.points)), "Cards", tr("k.cards", "Count", int(o.area.n))))
		if o.resigned {
			b.WriteString(tr("d.resigned"))
		}
		b.WriteString(tr("k.hand"))
		for h := 0; h < int(o.nHand); h++ {
			c := &catalogue[o.hand[h]]
			if h > 0 {
				b.WriteString(", ")
			}
			if o.handSeen[h] {
				b.WriteString(shortCard(c.ID, l))
			} else {
				b.WriteString(tr("k.back", "Type", TypeIn(c.Type, l), "Kingdom", SymbolIn(c.Kingdom, l)))
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// shortCard writes a card in a few words in language l: "resource 12 PLANT", "gold 45 FUNGI 2/quill".
func shortCard(id int, l i18n.Language) string {
	c := CardByID(id)
	t := fmt.Sprintf("%s %d %s", TypeIn(c.Type, l), c.ID, SymbolIn(c.Kingdom, l))
	if c.Playable() && c.Points > 0 {
		switch c.Scoring {
		case PerObject:
			t += fmt.Sprintf(" %d/%s", c.Points, SymbolIn(c.Object, l))
		case PerCoveredCorner:
			t += fmt.Sprintf(" %d/%s", c.Points, texts.T(l, "k.corner"))
		default:
			t += " " + strconv.Itoa(c.Points) + texts.T(l, "k.pt")
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
