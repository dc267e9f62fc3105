package code

import (
	"github.com/flaskdeck/flaskdeck/cards"
)

// check tells why m is not legal now (nil when it is). It states the rules as predicates, one per
// kind of move; Legal lists exactly the moves that pass it.
func (s *State) check(m Move) error {
	switch m.Kind {
	case Discard:
		return s.checkDiscard(m)
	case Draw, Pass:
		if s.phase != phaseTurn || m != (Move{Kind: m.Kind}) {
			return cards.Illegal(m, "not your turn to draw")
		}
		if (m.Kind == Draw) != s.canDraw() {
			if m.Kind == Draw {
				return cards.Illegal(m, "there is nothing to draw")
			}
			return cards.Illegal(m, "you can draw, so you cannot pass")
		}
	case Keep:
		if s.phase != phaseDrawn || m != (Move{Kind: Keep}) {
			return cards.Illegal(m, "you have not just drawn a card you could discard")
		}
	case Play:
		return s.checkPlay(m)
	case TakePenalty:
		if s.phase != phasePlusTwo || m != (Move{Kind: TakePenalty, N: s.pending}) {
			return cards.Illegal(m, "there is no +2 total of that size to take")
		}
	case Offer:
		if s.phase != phaseGiftOffer || m.B != NoCard || m.N != 0 || m.A == NoCard || int(m.A) >= numFaces || s.hands[s.resp][m.A] == 0 {
			return cards.Illegal(m, "you cannot lay out that card now")
		}
	case TakeGift:
		if s.phase != phaseGiftTake || m.B != NoCard || int(m.N) >= int(s.n) || m.A == NoCard || s.offered[m.N] != m.A {
			return cards.Illegal(m, "that card is not laid out")
		}
	case TakeNothing:
		if s.phase != phaseGiftTake || m != (Move{Kind: TakeNothing}) {
			return cards.Illegal(m, "no Gift is waiting for your choice")
		}
	case Resign:
		if m != (Move{Kind: Resign}) {
			return cards.Illegal(m, "not a move")
		}
	default:
		return cards.Illegal(m, "not a move")
	}
	return nil
}

// checkDiscard checks a discard of one card or a pair.
func (s *State) checkDiscard(m Move) error {
	if s.phase != phaseTurn && s.phase != phaseDrawn {
		return cards.Illegal(m, "you cannot discard now")
	}
	h := &s.hands[s.cur]
	top := s.NumberTop()
	if !m.A.IsNumber() || m.N != 0 || (m.B != NoCard && !m.B.IsNumber()) {
		return cards.Illegal(m, "only number cards are discarded")
	}
	if m.B == NoCard {
		if h[m.A] == 0 {
			return cards.Illegal(m, "%s is not in your hand", m.A)
		}
		if !m.A.Matches(top) {
			return cards.Illegal(m, "%s matches neither the digit nor the colour of %s", m.A, top)
		}
		if s.phase == phaseDrawn && m.A != s.drawn {
			return cards.Illegal(m, "after drawing only the drawn card %s may be discarded", s.drawn)
		}
		return nil
	}
	need := uint8(1)
	if m.A == m.B {
		need = 2
	}
	if h[m.A] < need || h[m.B] < need {
		return cards.Illegal(m, "the pair is not in your hand")
	}
	if tab.digit[m.A]+tab.digit[m.B] != tab.digit[top] {
		return cards.Illegal(m, "%d+%d is not %d", m.A.Digit(), m.B.Digit(), top.Digit())
	}
	if s.phase == phaseDrawn && m.A != s.drawn && m.B != s.drawn {
		return cards.Illegal(m, "after drawing the pair must include the drawn card %s", s.drawn)
	}
	return nil
}

// checkPlay checks the play of an action card.
func (s *State) checkPlay(m Move) error {
	if !m.A.IsAction() || m.B != NoCard {
		return cards.Illegal(m, "only action cards are played")
	}
	if s.phase == phasePlusTwo {
		if m.A != PlusTwo {
			return cards.Illegal(m, "only a +2 answers a +2")
		}
	} else if s.phase != phaseTurn {
		return cards.Illegal(m, "you cannot play an action card now")
	}
	if s.hands[s.cur][m.A] == 0 {
		return cards.Illegal(m, "%s is not in your hand", m.A)
	}
	switch m.A {
	case Swap:
		if m.N == SwapNumber && s.numPileN < 2 {
			return cards.Illegal(m, "the number pile keeps its only card")
		}
		if m.N == SwapAction && s.actPileN == 0 {
			return cards.Illegal(m, "the action pile is empty")
		}
		if m.N > SwapAction {
			return cards.Illegal(m, "no such pile")
		}
	case Reset:
		if int(m.N) >= int(s.n) || int8(m.N) == s.cur || s.resigned[m.N] {
			return cards.Illegal(m, "choose another player still in the game")
		}
	default:
		if m.N != 0 {
			return cards.Illegal(m, "not a move")
		}
	}
	return nil
}
