package codex

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// Describe writes the position as seat may see it, for the terminal: the table (scores, common
// objectives, face-up cards, decks), then each play area drawn as a grid of cards, seat's hand and
// secret objective; the others' hands show only their backs. NoSeat sees public information only.
// It is in the language of SetLanguage.
func (s *State) Describe(seat cards.Seat) string {
	var b strings.Builder
	s.describeHeader(&b)
	for i := 0; i < int(s.seats); i++ {
		s.describeSeat(&b, cards.Seat(i), seat)
	}
	return b.String()
}

func (s *State) describeHeader(b *strings.Builder) {
	l := s.lang
	tr := texts.For(l)
	b.WriteString("Codex Naturalis — ")
	switch s.phase {
	case GameOver:
		r := s.Result()
		b.WriteString(tr("d.over", "Reason", s.ReasonIn(l), "Winners", seatList(l, r.Winners)) + "\n")
	case SetupPhase:
		step := [...]string{"d.setup.side", "d.setup.colour", "d.setup.secret"}[s.setupStep]
		b.WriteString(tr(step, "Who", s.seatNameIn(int(s.turn), l)) + "\n")
	default:
		b.WriteString(s.turnText(l))
		switch {
		case s.lastRound:
			b.WriteString(tr("d.lastRound"))
		case s.triggered:
			b.WriteString(tr("d.triggered"))
		}
		b.WriteByte('\n')
	}
	b.WriteString(tr("d.first", "Who", s.seatNameIn(int(s.first), l), "Target", int(s.rules.Target)) + "\n")
	b.WriteString(tr("d.common") + "\n")
	for _, id := range s.common {
		fmt.Fprintf(b, "  %s\n", DescribeCardIn(int(id), l))
	}
	b.WriteString(tr("d.faceUp") + "\n")
	for i, id := range s.faceUp {
		if id == 0 {
			fmt.Fprintf(b, "  faceup %d: %s\n", i, tr("d.emptySlot"))
			continue
		}
		fmt.Fprintf(b, "  faceup %d: %s\n", i, DescribeCardIn(int(id), l))
	}
	b.WriteString(tr("d.decks", "Res", int(s.nRes), "ResTop", s.topBack(false), "Gold", int(s.nGold), "GoldTop", s.topBack(true)) + "\n")
}

// turnText says who is to do what: "seat 1 (red) to place".
func (s *State) turnText(l i18n.Language) string {
	key := "d.toPlace"
	if s.phase == DrawPhase {
		key = "d.toDraw"
	}
	return texts.T(l, key, "Who", s.seatNameIn(int(s.turn), l))
}

func (s *State) topBack(gold bool) string {
	if id := s.DeckTop(gold); id != 0 {
		return texts.T(s.lang, "d.top", "Kingdom", SymbolIn(catalogue[id].Kingdom, s.lang))
	}
	return ""
}

func seatList(l i18n.Language, seats []cards.Seat) string {
	if len(seats) == 0 {
		return texts.T(l, "w.none")
	}
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = s.String()
	}
	return strings.Join(names, ", ")
}

func (s *State) describeSeat(b *strings.Builder, i, viewer cards.Seat) {
	l := s.lang
	tr := texts.For(l)
	p := &s.players[i]
	fmt.Fprintf(b, "\n== %s: %s", s.seatNameIn(int(i), l), points(l, int(p.points)))
	if s.phase == GameOver {
		b.WriteString(tr("d.final", "ObjPoints", tr("d.objectivePoints", "Count", int(p.objPoints)), "Total", s.total(int(i)),
			"Done", tr("d.objectiveCards", "Count", int(p.objDone))))
	}
	if p.resigned {
		b.WriteString(tr("d.resigned"))
	}
	if p.skips > 0 {
		b.WriteString(tr("d.skipped", "Count", int(p.skips)))
	}
	b.WriteString("\n")
	if p.area.n == 0 {
		b.WriteString(tr("d.starter", "Card", DescribeCardIn(int(p.starter), l)) + "\n")
	} else {
		b.WriteString(DrawArea(&p.area))
		b.WriteString("\n")
	}
	b.WriteString(visibleLine(l, &p.area) + "\n")
	own := i == viewer || s.phase == GameOver
	switch {
	case s.rules.NoSecret:
	case own && p.secret != 0:
		b.WriteString(tr("d.secret", "Card", DescribeCardIn(int(p.secret), l)) + "\n")
	case own && p.options[0] != 0:
		b.WriteString(tr("d.dealt", "A", DescribeCardIn(int(p.options[0]), l), "B", DescribeCardIn(int(p.options[1]), l)) + "\n")
	default:
		b.WriteString(tr("d.secretHidden") + "\n")
	}
	b.WriteString(tr("d.hand"))
	for h := 0; h < int(p.nHand); h++ {
		c := &catalogue[p.hand[h]]
		if i == viewer || p.handSeen[h] || s.phase == GameOver {
			fmt.Fprintf(b, "\n  %s", DescribeCardIn(c.ID, l))
		} else {
			b.WriteString("\n  " + tr("d.handBack", "Type", TypeIn(c.Type, l), "Kingdom", SymbolIn(c.Kingdom, l)))
		}
	}
	if p.nHand == 0 {
		b.WriteString(tr("d.handEmpty"))
	}
	b.WriteString("\n")
}

// visibleLine counts the area's visible symbols: "Visible: FUNGI 1 PLANT 0 …".
func visibleLine(l i18n.Language, a *Area) string {
	var b strings.Builder
	b.WriteString(texts.T(l, "d.visible"))
	for _, sym := range AllSymbols {
		fmt.Fprintf(&b, " %s %d", SymbolIn(sym, l), a.symbols[sym])
	}
	return b.String()
}

// DescribeCard writes a card on one line: id, type, kingdom, both sides' corners, points and
// their condition, requirement; for an objective what it asks.
func DescribeCard(id int) string { return DescribeCardIn(id, i18n.English) }

// DescribeCardIn writes a card on one line in language l (see DescribeCard).
func DescribeCardIn(id int, l i18n.Language) string {
	tr := texts.For(l)
	c := CardByID(id)
	if c == nil {
		return tr("c.unknown", "ID", id)
	}
	if c.Type == ObjectiveCard {
		return tr("c.objective", "ID", c.ID, "Points", points(l, c.Points), "Text", c.DescriptionIn(l))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d %s", c.ID, TypeIn(c.Type, l))
	if c.Kingdom != NoSymbol {
		fmt.Fprintf(&b, " %s", SymbolIn(c.Kingdom, l))
	}
	if c.Playable() {
		switch c.Scoring {
		case Flat:
			if c.Points > 0 {
				b.WriteString(", " + points(l, c.Points))
			}
		case PerObject:
			b.WriteString(tr("c.perObject", "Count", c.Points, "Object", SymbolIn(c.Object, l)))
		case PerCoveredCorner:
			b.WriteString(tr("c.perCorner", "Count", c.Points))
		}
		if c.HasRequirement() {
			b.WriteString(tr("c.needs", "Needs", needsIn(c, l, " ")))
		}
	}
	b.WriteString(tr("c.sides", "Front", sideText(c.Side(Front), l), "Back", sideText(c.Side(Back), l)))
	return b.String()
}

// sideText writes a side's corners tl tr bl br and centre, e.g. "[F o | + P] centre F".
func sideText(s *CardSide, l i18n.Language) string {
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
		t.WriteString(texts.T(l, "c.centre"))
		for _, c := range s.Center[:n] {
			t.WriteString(" " + string(c.Letter()))
		}
	}
	return t.String()
}
