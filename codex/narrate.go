package codex

import (
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// Narrate tells what move m did, as viewer may know it (cards.Narrator), in the language of
// SetLanguage: the others' secret objectives and the cards they draw from a deck stay hidden
// (only the back shows); the points scored, cards turned face up, skipped turns and the end of
// the game are said.
func (s *State) Narrate(before cards.Engine[Move], mover cards.Seat, m Move, viewer cards.Seat) []string {
	b := before.(*State)
	l := s.lang
	tr := texts.For(l)
	who := cards.Mention(mover)
	var out []string
	switch m.Kind() {
	case ChooseSide:
		out = append(out, tr("n.starter."+m.Side().String(), "Who", who))
	case ChooseColour:
		out = append(out, tr("n.colour", "Who", who, "Colour", ColourIn(int(m.Slot()%4), l)))
	case ChooseSecret:
		if viewer == mover {
			c := CardByID(int(m.Card()))
			out = append(out, tr("n.secretOwn", "Who", who, "Card", CardNameIn(c.ID, l), "Points", points(l, c.Points), "Text", c.DescriptionIn(l)))
		} else {
			out = append(out, tr("n.secretOther", "Who", who))
		}
	case PlaceCard:
		line := tr("n.place."+m.Side().String(), "Who", who, "Card", CardNameIn(int(m.Card()), l), "X", m.X(), "Y", m.Y())
		if gained := int(s.players[mover].points) - int(b.players[mover].points); gained > 0 {
			line += tr("n.gained", "Points", points(l, gained), "Total", int(s.players[mover].points))
		}
		out = append(out, line)
	case DrawCard:
		out = append(out, s.narrateDraw(b, mover, m, viewer))
	case Resign:
		out = append(out, tr("n.resigns", "Who", who))
	}
	return append(out, s.narrateAftermath(b)...)
}

// narrateDraw says which card mover drew: a face-up card to everyone, a deck's card to its
// drawer only (the others see its back).
func (s *State) narrateDraw(b *State, mover cards.Seat, m Move, viewer cards.Seat) string {
	l := s.lang
	who := cards.Mention(mover)
	slot := m.Slot()
	if slot < 4 {
		return texts.T(l, "n.takesFaceUp", "Who", who, "Card", CardNameIn(int(b.faceUp[slot]), l))
	}
	deck, id := "resource", b.DeckTop(false)
	if slot == FromGoldDeck {
		deck, id = "gold", b.DeckTop(true)
	}
	if viewer == mover {
		return texts.T(l, "n.draws."+deck, "Who", who, "Card", CardNameIn(id, l))
	}
	return texts.T(l, "n.drawsBack."+deck, "Who", who, "Kingdom", SymbolIn(catalogue[id].Kingdom, l))
}

// narrateAftermath says what followed by itself: cards turned face up, the end triggered, turns
// skipped for want of a placement, the final scores.
func (s *State) narrateAftermath(b *State) []string {
	l := s.lang
	tr := texts.For(l)
	var out []string
	for i := range s.faceUp {
		if s.faceUp[i] != b.faceUp[i] && s.faceUp[i] != 0 {
			out = append(out, tr("n.turnedUp", "Card", CardNameIn(int(s.faceUp[i]), l)))
		}
	}
	if s.triggered && !b.triggered && s.phase != GameOver {
		out = append(out, tr("n.triggered", "Reason", s.reasonText(l)))
	}
	for i := 0; i < int(s.seats); i++ {
		if n := int(s.players[i].skips) - int(b.players[i].skips); n > 0 {
			out = append(out, tr("n.skips", "Who", cards.Mention(cards.Seat(i)), "Count", n))
		}
	}
	if s.phase == GameOver && b.phase != GameOver {
		out = append(out, s.finalLines()...)
	}
	return out
}

// finalLines sums up a finished game: each seat's points, objective points and total, and the winners.
func (s *State) finalLines() []string {
	l := s.lang
	tr := texts.For(l)
	var out []string
	for i := 0; i < int(s.seats); i++ {
		p := &s.players[i]
		out = append(out, tr("n.final", "Who", cards.Mention(cards.Seat(i)), "Points", points(l, int(p.points)),
			"ObjPoints", points(l, int(p.objPoints)), "Total", s.total(i), "Done", tr("n.objectives", "Count", int(p.objDone))))
	}
	r := s.Result()
	names := make([]string, len(r.Winners))
	for i, w := range r.Winners {
		names[i] = cards.Mention(w)
	}
	reason := s.ReasonIn(l)
	switch len(names) {
	case 0:
		out = append(out, tr("n.nobodyWins", "Reason", reason))
	case 1:
		out = append(out, tr("n.wins", "Who", names[0], "Reason", reason))
	default:
		out = append(out, tr("n.sharedWin", "Who", strings.Join(names, tr("w.and")), "Reason", reason))
	}
	return out
}

// Reveal lists what was hidden during the game (cards.Revealer): every seat's secret objective
// and hand, and the cards left in the decks, top first.
func (s *State) Reveal() []string {
	l := s.lang
	tr := texts.For(l)
	var out []string
	for i := 0; i < int(s.seats); i++ {
		p := &s.players[i]
		who := cards.Mention(cards.Seat(i))
		if p.secret != 0 {
			out = append(out, tr("r.secret", "Who", who, "Card", DescribeCardIn(int(p.secret), l)))
		}
		out = append(out, tr("r.hand", "Who", who, "Cards", idList(l, p.hand[:p.nHand])))
	}
	out = append(out, tr("r.resourceDeck", "Cards", idList(l, reversed(s.resDeck[:s.nRes]))))
	out = append(out, tr("r.goldDeck", "Cards", idList(l, reversed(s.goldDeck[:s.nGold]))))
	return out
}

// idList writes cards as "resource 12 (PLANT), gold 45 (FUNGI)", or "none".
func idList(l i18n.Language, ids []uint8) string {
	if len(ids) == 0 {
		return texts.T(l, "w.none")
	}
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = CardNameIn(int(id), l)
	}
	return strings.Join(parts, ", ")
}

func reversed(ids []uint8) []uint8 {
	out := make([]uint8, len(ids))
	for i, id := range ids {
		out[len(ids)-1-i] = id
	}
	return out
}
