package codex

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Narrate tells what move m did, as viewer may know it (cards.Narrator): the others' secret
// objectives and the cards they draw from a deck stay hidden (only the back shows); the points
// scored, cards turned face up, skipped turns and the end of the game are said.
func (s *State) Narrate(before cards.Engine[Move], mover cards.Seat, m Move, viewer cards.Seat) []string {
	b := before.(*State)
	who := cards.Mention(mover)
	var out []string
	switch m.Kind() {
	case ChooseSide:
		out = append(out, fmt.Sprintf("%s places the starter %s up", who, m.Side()))
	case ChooseColour:
		out = append(out, fmt.Sprintf("%s chooses %s", who, Colours[m.Slot()%4]))
	case ChooseSecret:
		if viewer == mover {
			c := CardByID(int(m.Card()))
			out = append(out, fmt.Sprintf("%s keeps %s secret (%s: %s)", who, c, cards.Plural(c.Points, "point", ""), c.Description))
		} else {
			out = append(out, who+" chose a secret objective")
		}
	case PlaceCard:
		line := fmt.Sprintf("%s places %s %s up at %d,%d", who, CardByID(int(m.Card())), m.Side(), m.X(), m.Y())
		if gained := int(s.players[mover].points) - int(b.players[mover].points); gained > 0 {
			line += fmt.Sprintf(": +%s (%d)", cards.Plural(gained, "point", ""), s.players[mover].points)
		}
		out = append(out, line)
	case DrawCard:
		out = append(out, s.narrateDraw(b, mover, m, viewer))
	case Resign:
		out = append(out, who+" resigns")
	}
	return append(out, s.narrateAftermath(b)...)
}

// narrateDraw says which card mover drew: a face-up card to everyone, a deck's card to its
// drawer only (the others see its back).
func (s *State) narrateDraw(b *State, mover cards.Seat, m Move, viewer cards.Seat) string {
	who := cards.Mention(mover)
	slot := m.Slot()
	if slot < 4 {
		return fmt.Sprintf("%s takes the face-up %s", who, CardByID(int(b.faceUp[slot])))
	}
	deck, id := "resource", b.DeckTop(false)
	if slot == FromGoldDeck {
		deck, id = "gold", b.DeckTop(true)
	}
	if viewer == mover {
		return fmt.Sprintf("%s draws %s from the %s deck", who, CardByID(id), deck)
	}
	return fmt.Sprintf("%s draws a %s card (%s back) from the %s deck", who, deck, catalogue[id].Kingdom, deck)
}

// narrateAftermath says what followed by itself: cards turned face up, the end triggered, turns
// skipped for want of a placement, the final scores.
func (s *State) narrateAftermath(b *State) []string {
	var out []string
	for i := range s.faceUp {
		if s.faceUp[i] != b.faceUp[i] && s.faceUp[i] != 0 {
			out = append(out, fmt.Sprintf("%s is turned face up", CardByID(int(s.faceUp[i]))))
		}
	}
	if s.triggered && !b.triggered && s.phase != GameOver {
		out = append(out, "The end is triggered ("+endReasons[s.reason]+"): this round is finished, then one more")
	}
	for i := 0; i < int(s.seats); i++ {
		if n := int(s.players[i].skips) - int(b.players[i].skips); n > 0 {
			out = append(out, fmt.Sprintf("%s cannot place a card and skips %s", cards.Mention(cards.Seat(i)), cards.Plural(n, "turn", "")))
		}
	}
	if s.phase == GameOver && b.phase != GameOver {
		out = append(out, s.finalLines()...)
	}
	return out
}

// finalLines sums up a finished game: each seat's points, objective points and total, and the winners.
func (s *State) finalLines() []string {
	var out []string
	for i := 0; i < int(s.seats); i++ {
		p := &s.players[i]
		out = append(out, fmt.Sprintf("%s: %s placed + %s from objectives = %d (%s completed)",
			cards.Mention(cards.Seat(i)), cards.Plural(int(p.points), "point", ""), cards.Plural(int(p.objPoints), "point", ""),
			s.total(i), cards.Plural(int(p.objDone), "objective", "")))
	}
	r := s.Result()
	names := make([]string, len(r.Winners))
	for i, w := range r.Winners {
		names[i] = cards.Mention(w)
	}
	switch len(names) {
	case 0:
		out = append(out, "Game over: nobody wins ("+r.Reason+")")
	case 1:
		out = append(out, "Game over: "+names[0]+" wins ("+r.Reason+")")
	default:
		out = append(out, "Game over: a shared win of "+strings.Join(names, " and ")+" ("+r.Reason+")")
	}
	return out
}

// Reveal lists what was hidden during the game (cards.Revealer): every seat's secret objective
// and hand, and the cards left in the decks, top first.
func (s *State) Reveal() []string {
	var out []string
	for i := 0; i < int(s.seats); i++ {
		p := &s.players[i]
		who := cards.Mention(cards.Seat(i))
		if p.secret != 0 {
			out = append(out, fmt.Sprintf("%s's secret objective: %s", who, DescribeCard(int(p.secret))))
		}
		out = append(out, fmt.Sprintf("%s's hand: %s", who, idList(p.hand[:p.nHand])))
	}
	out = append(out, "Resource deck, top first: "+idList(reversed(s.resDeck[:s.nRes])))
	out = append(out, "Gold deck, top first: "+idList(reversed(s.goldDeck[:s.nGold])))
	return out
}

// idList writes cards as "resource 12 (PLANT), gold 45 (FUNGI)", or "none".
func idList(ids []uint8) string {
	if len(ids) == 0 {
		return "none"
	}
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = CardByID(int(id)).String()
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
