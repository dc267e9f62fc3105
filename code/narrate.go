package code

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Narrate tells what move m did, as viewer may know it (cards.Narrator): a card drawn from the
// deck is named to its drawer only, a new code only to its holder; skipped turns, a reshuffled
// deck and the win are said.
func (s *State) Narrate(before cards.Engine[Move], mover cards.Seat, m Move, viewer cards.Seat) []string {
	b := before.(*State)
	who := cards.Mention(mover)
	var out []string
	switch m.Kind {
	case Discard:
		if m.B == NoCard {
			out = append(out, fmt.Sprintf("%s discards %s", who, m.A))
		} else {
			out = append(out, fmt.Sprintf("%s discards %s and %s (%s on top)", who, m.A, m.B, m.B))
		}
	case Draw:
		line := s.drawnLine(b, mover, viewer, "draws")
		if s.phase == phaseDrawn {
			line += " and may discard it at once"
		}
		out = append(out, line)
	case Pass:
		out = append(out, who+" has nothing to draw and passes")
	case Keep:
		if viewer == mover {
			out = append(out, fmt.Sprintf("%s keeps %s", who, b.drawn))
		} else {
			out = append(out, who+" keeps the card drawn")
		}
	case Play:
		out = append(out, s.narrateAction(b, mover, m, viewer)...)
	case TakePenalty:
		out = append(out, s.drawnLine(b, mover, viewer, "takes"))
	case Offer:
		out = append(out, fmt.Sprintf("%s lays out %s", who, m.A))
	case TakeGift:
		from := cards.Seat(m.N)
		out = append(out, fmt.Sprintf("%s takes %s from %s", who, m.A, cards.Mention(from)),
			s.drawnLine(b, from, viewer, "draws"))
	case TakeNothing:
		out = append(out, who+" takes none of the cards laid out")
	case Resign:
		out = append(out, who+" resigns")
	}
	return append(out, s.aftermath(b, mover, m)...)
}

// narrateAction tells what an action card did.
func (s *State) narrateAction(b *State, mover cards.Seat, m Move, viewer cards.Seat) []string {
	who := cards.Mention(mover)
	switch m.A {
	case Swap:
		pile, c := "number", b.NumberTop()
		if m.N == SwapAction {
			pile, c = "action", b.actPile[b.actPileN-1]
		}
		taken := c.String()
		if c.IsAction() {
			taken = c.Name()
		}
		return []string{fmt.Sprintf("%s plays Swap and takes %s from the %s pile", who, taken, pile)}
	case Reset:
		t := cards.Seat(m.N)
		line := fmt.Sprintf("%s plays Reset: %s puts their code under the code pile and draws a new one", who, cards.Mention(t))
		if viewer == t {
			line += fmt.Sprintf(" (your new code: %s)", s.CodeOf(t))
		}
		return []string{line}
	case PlusTwo:
		return []string{fmt.Sprintf("%s plays +2: %s must take %s or answer with a +2", who, cards.Mention(cards.Seat(s.cur)), cards.Plural(int(s.pending), "card", ""))}
	case Gift:
		return []string{who + " plays Gift: every other player lays out a card"}
	}
	return []string{fmt.Sprintf("%s plays %s", who, m.A.Name())}
}

// drawnLine says that seat drew or took cards from the deck: which ones to seat itself, how many
// to the others.
func (s *State) drawnLine(b *State, seat, viewer cards.Seat, verb string) string {
	got := gained(b, s, seat)
	who := cards.Mention(seat)
	if len(got) == 0 {
		return who + " has nothing to draw"
	}
	if viewer == seat {
		names := make([]string, len(got))
		for i, c := range got {
			names[i] = c.String()
		}
		return fmt.Sprintf("%s %s %s", who, verb, strings.Join(names, ", "))
	}
	return fmt.Sprintf("%s %s %s", who, verb, cards.Plural(len(got), "card", ""))
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
	if s.deckN > b.deckN && (s.numPileN < b.numPileN || s.actPileN < b.actPileN) {
		out = append(out, "The discard piles are shuffled into a new deck")
	}
	if m.Kind == Play && m.A == Skip {
		out = append(out, fmt.Sprintf("%s loses their turn", cards.Mention(cards.Seat(b.next(b.cur)))))
	}
	if s.phase == phaseOver && b.phase != phaseOver {
		r := s.Result()
		if len(r.Winners) == 0 {
			out = append(out, "Game over: nobody wins")
		} else {
			w := r.Winners[0]
			line := fmt.Sprintf("Game over: %s wins (%s)", cards.Mention(w), r.Reason)
			if s.reason == reasonCode {
				line = fmt.Sprintf("Game over: %s wins, the hand %s spells the code %s", cards.Mention(w), handString(s.Hand(w)), s.CodeOf(w))
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
	for seat := 0; seat < int(s.n); seat++ {
		st := cards.Seat(seat)
		out = append(out, fmt.Sprintf("%s: code %s, hand %s", cards.Mention(st), s.CodeOf(st), handString(s.Hand(st))))
	}
	codes := make([]string, s.codePileN)
	for i := range codes {
		codes[i] = s.codes[s.codePile[int(s.codePileN)-1-i]].String()
	}
	out = append(out, "Code pile, top first: "+orNone(strings.Join(codes, " ")))
	deck := make([]Card, s.deckN)
	for i := range deck {
		deck[i] = s.deck[int(s.deckN)-1-i]
	}
	out = append(out, "Deck, top first: "+handString(deck))
	return out
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}
