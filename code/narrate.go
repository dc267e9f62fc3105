package code

import (
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// Narrate tells what move m did, as viewer may know it (cards.Narrator): a card drawn from the
// deck is named to its drawer only, a new code only to its holder; skipped turns, a reshuffled
// deck and the win are said.
func (s *State) Narrate(before cards.Engine[Move], mover cards.Seat, m Move, viewer cards.Seat) []string {
	b := before.(*State)
	who := cards.Mention(mover)
	tr := texts.For(s.lang)
	var out []string
	switch m.Kind {
	case Discard:
		if m.B == NoCard {
			out = append(out, tr("n.discards1", "Who", who, "A", m.A.String()))
		} else {
			out = append(out, tr("n.discards2", "Who", who, "A", m.A.String(), "B", m.B.String()))
		}
	case Draw:
		line := s.drawnLine(b, mover, viewer, false)
		if s.phase == phaseDrawn {
			line += tr("n.mayDiscard")
		}
		out = append(out, line)
	case Pass:
		out = append(out, tr("n.passes", "Who", who))
	case Keep:
		if viewer == mover {
			out = append(out, tr("n.keeps", "Who", who, "Card", b.drawn.String()))
		} else {
			out = append(out, tr("n.keepsDrawn", "Who", who))
		}
	case Play:
		out = append(out, s.narrateAction(b, mover, m, viewer)...)
	case TakePenalty:
		out = append(out, s.drawnLine(b, mover, viewer, true))
	case Offer:
		out = append(out, tr("n.laysOut", "Who", who, "Card", m.A.String()))
	case TakeGift:
		from := cards.Seat(m.N)
		out = append(out, tr("n.takesFrom", "Who", who, "Card", m.A.String(), "From", cards.Mention(from)),
			s.drawnLine(b, from, viewer, false))
	case TakeNothing:
		out = append(out, tr("n.takesNothing", "Who", who))
	case Resign:
		out = append(out, tr("n.resigns", "Who", who))
	}
	return append(out, s.aftermath(b, mover, m)...)
}

// narrateAction tells what an action card did.
func (s *State) narrateAction(b *State, mover cards.Seat, m Move, viewer cards.Seat) []string {
	who := cards.Mention(mover)
	tr := texts.For(s.lang)
	switch m.A {
	case Swap:
		key, c := "n.swapNumber", b.NumberTop()
		if m.N == SwapAction {
			key, c = "n.swapAction", b.actPile[b.actPileN-1]
		}
		taken := c.String()
		if c.IsAction() {
			taken = c.NameIn(s.lang)
		}
		return []string{tr(key, "Who", who, "Card", taken)}
	case Reset:
		t := cards.Seat(m.N)
		line := tr("n.reset", "Who", who, "Target", cards.Mention(t))
		if viewer == t {
			line += tr("n.newCode", "Code", s.CodeOf(t).String())
		}
		return []string{line}
	case PlusTwo:
		return []string{tr("n.plusTwo", "Who", who, "Next", cards.Mention(cards.Seat(s.cur)), "Count", int(s.pending))}
	case Gift:
		return []string{tr("n.gift", "Who", who)}
	}
	return []string{tr("n.plays", "Who", who, "Card", m.A.NameIn(s.lang))}
}

// drawnLine says that seat drew (or, for a +2, took) cards from the deck: which ones to seat
// itself, how many to the others.
func (s *State) drawnLine(b *State, seat, viewer cards.Seat, took bool) string {
	got := gained(b, s, seat)
	who := cards.Mention(seat)
	if len(got) == 0 {
		return texts.T(s.lang, "n.nothingToDraw", "Who", who)
	}
	verb := "n.draws"
	if took {
		verb = "n.takes"
	}
	if viewer == seat {
		names := make([]string, len(got))
		for i, c := range got {
			names[i] = s.heldName(c)
		}
		return texts.T(s.lang, verb+"Cards", "Who", who, "Cards", strings.Join(names, ", "))
	}
	return texts.T(s.lang, verb+"Count", "Who", who, "Count", len(got))
}

// heldName names a card a seat got: a number card in the notation ("r7", as the hands show it),
// an action card by its name in the feed's language ("Aussetzen"; English keeps the notation).
func (s *State) heldName(c Card) string {
	if c.IsAction() && s.lang.Resolved() != i18n.English {
		return c.NameIn(s.lang)
	}
	return c.String()
}

// gained lists the cards seat holds in a and did not in b.
func gained(b, a *State, seat cards.Seat) []Card {
	var out []Card
	for c := Card(1); c < numFaces; c++ {
		for n := int(a.hands[seat][c]) - int(b.hands[seat][c]); n > 0; n-- {
			out = append(out, c)
		}
	}
	return out
}

// aftermath says what followed by itself: a reshuffled deck, turns skipped, the win.
func (s *State) aftermath(b *State, mover cards.Seat, m Move) []string {
	var out []string
	tr := texts.For(s.lang)
	if s.deckN > b.deckN && (s.numPileN < b.numPileN || s.actPileN < b.actPileN) {
		out = append(out, tr("n.reshuffled"))
	}
	if m.Kind == Play && m.A == Skip {
		out = append(out, tr("n.losesTurn", "Who", cards.Mention(cards.Seat(b.next(b.cur)))))
	}
	if s.phase == phaseOver && b.phase != phaseOver {
		r := s.Result()
		if len(r.Winners) == 0 {
			out = append(out, tr("n.nobodyWins"))
		} else {
			w := r.Winners[0]
			line := tr("n.wins", "Who", cards.Mention(w), "Reason", s.ReasonIn(s.lang))
			if s.reason == reasonCode {
				line = tr("n.winsCode", "Who", cards.Mention(w), "Hand", handString(s.Hand(w)), "Code", s.CodeOf(w).String())
			}
			out = append(out, line)
		}
	}
	return out
}

// Reveal lists what was hidden during the game (cards.Revealer): every seat's code and hand,
// the code pile and the deck, top first.
func (s *State) Reveal() []string {
	var out []string
	tr := texts.For(s.lang)
	for seat := 0; seat < int(s.n); seat++ {
		st := cards.Seat(seat)
		out = append(out, tr("n.revealSeat", "Who", cards.Mention(st), "Code", s.CodeOf(st).String(), "Hand", handString(s.Hand(st))))
	}
	codes := make([]string, s.codePileN)
	for i := range codes {
		codes[i] = s.codes[s.codePile[int(s.codePileN)-1-i]].String()
	}
	out = append(out, tr("n.revealCodes", "Codes", orNone(strings.Join(codes, " "), s.lang)))
	deck := make([]Card, s.deckN)
	for i := range deck {
		deck[i] = s.deck[int(s.deckN)-1-i]
	}
	out = append(out, tr("n.revealDeck", "Cards", handString(deck)))
	return out
}

func orNone(s string, l i18n.Language) string {
	if s == "" {
		return texts.T(l, "n.none")
	}
	return s
}
