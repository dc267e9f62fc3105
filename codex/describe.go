package codex

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Describe writes the position as seat may see it, for the terminal: the table (scores, common
// objectives, face-up cards, decks), then each play area drawn as a grid of cards, seat's hand and
// secret objective; the others' hands show only their backs. NoSeat sees public information only.
func (s *State) Describe(seat cards.Seat) string {
	var b strings.Builder
	s.describeHeader(&b)
	for i := 0; i < int(s.seats); i++ {
		s.describeSeat(&b, cards.Seat(i), seat)
	}
	return b.String()
}

func (s *State) describeHeader(b *strings.Builder) {
	b.WriteString("Codex Naturalis — ")
	switch s.phase {
	case GameOver:
		r := s.Result()
		fmt.Fprintf(b, "game over (%s); winners: %s\n", r.Reason, seatList(r.Winners))
	case SetupPhase:
		fmt.Fprintf(b, "setup: %s chooses its %s\n", s.seatName(int(s.turn)), [...]string{"starter side", "colour", "secret objective"}[s.setupStep])
	default:
		fmt.Fprintf(b, "%s to %s", s.seatName(int(s.turn)), s.phase)
		switch {
		case s.lastRound:
			b.WriteString(" — last round, no drawing")
		case s.triggered:
			b.WriteString(" — end triggered, finishing the round")
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(b, "First player: %s. Target: %d points.\n", s.seatName(int(s.first)), s.rules.Target)
	b.WriteString("Common objectives:\n")
	for _, id := range s.common {
		fmt.Fprintf(b, "  %s\n", DescribeCard(int(id)))
	}
	b.WriteString("Face-up cards:\n")
	for i, id := range s.faceUp {
		if id == 0 {
			fmt.Fprintf(b, "  faceup %d: (empty)\n", i)
			continue
		}
		fmt.Fprintf(b, "  faceup %d: %s\n", i, DescribeCard(int(id)))
	}
	fmt.Fprintf(b, "Decks: resource %d%s, gold %d%s\n", s.nRes, s.topBack(false), s.nGold, s.topBack(true))
}

func (s *State) topBack(gold bool) string {
	if id := s.DeckTop(gold); id != 0 {
		return " (top: " + catalogue[id].Kingdom.String() + ")"
	}
	return ""
}

func (s *State) seatName(i int) string {
	name := cards.Seat(i).String()
	if c := s.players[i].colour; c != 0 {
		name += " (" + Colours[c-1] + ")"
	}
	return name
}

func seatList(seats []cards.Seat) string {
	if len(seats) == 0 {
		return "none"
	}
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = s.String()
	}
	return strings.Join(names, ", ")
}

func (s *State) describeSeat(b *strings.Builder, i, viewer cards.Seat) {
	p := &s.players[i]
	fmt.Fprintf(b, "\n== %s: %s", s.seatName(int(i)), cards.Plural(int(p.points), "point", ""))
	if s.phase == GameOver {
		fmt.Fprintf(b, " + %s = %d (%s completed)", cards.Plural(int(p.objPoints), "objective point", ""), s.total(int(i)), cards.Plural(int(p.objDone), "objective card", ""))
	}
	if p.resigned {
		b.WriteString(", resigned")
	}
	if p.skips > 0 {
		fmt.Fprintf(b, ", %d turns skipped", p.skips)
	}
	b.WriteString("\n")
	if p.area.n == 0 {
		fmt.Fprintf(b, "Starter: %s\n", DescribeCard(int(p.starter)))
	} else {
		b.WriteString(DrawArea(&p.area))
		b.WriteString("\n")
	}
	b.WriteString("Visible:")
	for _, sym := range AllSymbols {
		fmt.Fprintf(b, " %s %d", sym, p.area.symbols[sym])
	}
	b.WriteString("\n")
	own := i == viewer || s.phase == GameOver
	switch {
	case s.rules.NoSecret:
	case own && p.secret != 0:
		fmt.Fprintf(b, "Secret objective: %s\n", DescribeCard(int(p.secret)))
	case own && p.options[0] != 0:
		fmt.Fprintf(b, "Objectives dealt: %s | %s\n", DescribeCard(int(p.options[0])), DescribeCard(int(p.options[1])))
	default:
		b.WriteString("Secret objective: (hidden)\n")
	}
	b.WriteString("Hand:")
	for h := 0; h < int(p.nHand); h++ {
		c := &catalogue[p.hand[h]]
		if i == viewer || p.handSeen[h] || s.phase == GameOver {
			fmt.Fprintf(b, "\n  %s", DescribeCard(c.ID))
		} else {
			fmt.Fprintf(b, "\n  %s card, %s back", c.Type, c.Kingdom)
		}
	}
	if p.nHand == 0 {
		b.WriteString(" (empty)")
	}
	b.WriteString("\n")
}

// DescribeCard writes a card on one line: id, type, kingdom, both sides' corners, points and
// their condition, requirement; for an objective what it asks.
func DescribeCard(id int) string {
	c := CardByID(id)
	if c == nil {
		return fmt.Sprintf("card %d (unknown)", id)
	}
	if c.Type == ObjectiveCard {
		return fmt.Sprintf("%d objective, %d points: %s", c.ID, c.Points, c.Description)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d %s", c.ID, c.Type)
	if c.Kingdom != NoSymbol {
		fmt.Fprintf(&b, " %s", c.Kingdom)
	}
	if c.Playable() {
		switch c.Scoring {
		case Flat:
			if c.Points == 1 {
				b.WriteString(", 1 point")
			} else if c.Points > 1 {
				fmt.Fprintf(&b, ", %d points", c.Points)
			}
		case PerObject:
			fmt.Fprintf(&b, ", %d per visible %s", c.Points, c.Object)
		case PerCoveredCorner:
			fmt.Fprintf(&b, ", %d per covered corner", c.Points)
		}
		if c.HasRequirement() {
			b.WriteString(", needs")
			for _, k := range Kingdoms {
				if n := c.Requirement[k]; n > 0 {
					fmt.Fprintf(&b, " %d %s", n, k)
				}
			}
		}
	}
	fmt.Fprintf(&b, "; front %s", sideText(c.Side(Front)))
	fmt.Fprintf(&b, "; back %s", sideText(c.Side(Back)))
	return b.String()
}

// sideText writes a side's corners tl tr bl br and centre, e.g. "[F o | + P] centre F".
func sideText(s *CardSide) string {
	letter := func(k Corner) string {
		if k == Hidden {
			return "+"
		}
		return string(k.Symbol().Letter())
	}
	var t strings.Builder
	t.WriteString("[" + letter(s.Corners[TopLeft]) + " " + letter(s.Corners[TopRight]) + " | " +
		letter(s.Corners[BottomLeft]) + " " + letter(s.Corners[BottomRight]) + "]")
	if n := s.CenterCount(); n > 0 {
		t.WriteString(" centre")
		for _, c := range s.Center[:n] {
			t.WriteString(" " + string(c.Letter()))
		}
	}
	return t.String()
}
