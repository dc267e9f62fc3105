package code

import (
	"strconv"

	"github.com/flaskdeck/flaskdeck/cards"
)

// MoveKind is the kind of a move. The zero value is no move.
type MoveKind uint8

// The kinds of moves.
const (
	NoMove      MoveKind = iota
	Discard              // discard A alone, or A under B as a pair (A turn, or right after a draw)
	Draw                 // draw a card from the deck
	Pass                 // nothing to draw: the turn passes
	Keep                 // keep the card just drawn
	Play                 // play action card A; Swap takes from pile N (0 number, 1 action), Reset targets seat N
	TakePenalty          // draw the pending +2 total (N cards)
	Offer                // Gift: lay out card A
	TakeGift             // Gift: take the card A laid out by seat N
	TakeNothing          // Gift: take none of the laid-out cards
	Resign               // leave the game; the others play on
)

// Swap targets.
const (
	SwapNumber uint8 = 0 // take the top of the number pile
	SwapAction uint8 = 1 // take the top of the action pile
)

// Move is one decision of a seat. It is small and comparable; String is its notation.
type Move struct {
	Kind MoveKind
	A, B Card  // the card(s): a single discard A; a pair A under B (B on top); the action played; the card offered or taken
	N    uint8 // a seat (Reset, TakeGift), a card count (TakePenalty), a pile (Swap)
}

// Moves of each kind, for callers and tests.

// DiscardMove discards c alone.
func DiscardMove(c Card) Move { return Move{Kind: Discard, A: c} }

// PairMove discards under and top, top lying on top.
func PairMove(under, top Card) Move { return Move{Kind: Discard, A: under, B: top} }

// PlayMove plays the action card c (Skip, Reverse, +2, Gift, Joker).
func PlayMove(c Card) Move { return Move{Kind: Play, A: c} }

// SwapMove plays a Swap taking the top of the number pile (SwapNumber) or the action pile (SwapAction).
func SwapMove(pile uint8) Move { return Move{Kind: Play, A: Swap, N: pile} }

// OfferMove lays out c for a Gift.
func OfferMove(c Card) Move { return Move{Kind: Offer, A: c} }

// String writes the move in CODE's notation (docs/code.md): "discard r7", "discard b3+y4 top y4",
// "draw", "pass", "keep", "play skip", "play swap number", "play reset seat 3", "take 4",
// "offer p5", "take p5 from seat 2", "take nothing", "resign".
func (m Move) String() string {
	switch m.Kind {
	case Discard:
		if m.B == NoCard {
			return "discard " + m.A.String()
		}
		return "discard " + m.A.String() + "+" + m.B.String() + " top " + m.B.String()
	case Draw:
		return "draw"
	case Pass:
		return "pass"
	case Keep:
		return "keep"
	case Play:
		switch m.A {
		case Swap:
			if m.N == SwapAction {
				return "play swap action"
			}
			return "play swap number"
		case Reset:
			if m.N < MaxSeats {
				return playResetTexts[m.N]
			}
			return "play reset " + cards.Seat(m.N).String()
		}
		if m.A.IsAction() {
			return playTexts[m.A-firstAct]
		}
		return "play " + m.A.String()
	case TakePenalty:
		return "take " + strconv.Itoa(int(m.N))
	case Offer:
		return "offer " + m.A.String()
	case TakeGift:
		return "take " + m.A.String() + " from " + cards.Seat(m.N).String()
	case TakeNothing:
		return "take nothing"
	case Resign:
		return "resign"
	}
	return "none"
}

// playTexts is String's text of playing each action card, "play " and its key (actionKeys; the
// data must name exactly these), and playResetTexts that of a Reset on each seat: a simulation
// names the moves it tallies by these texts without allocating
// (TestPlayTextsAreTheCardsKeys).
var (
	playTexts      = [numActions]string{"play swap", "play reverse", "play skip", "play joker", "play +2", "play gift", "play reset"}
	playResetTexts = [MaxSeats]string{"play reset seat 1", "play reset seat 2", "play reset seat 3", "play reset seat 4",
		"play reset seat 5", "play reset seat 6", "play reset seat 7", "play reset seat 8"}
)
