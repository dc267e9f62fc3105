package code

import "github.com/flaskdeck/flaskdeck/cards"

// Position is a CODE position as structured data (replay --json): for one seat's view, or for all
// (hands, codes and deck order included). Cards are written as in moves (y0, p5, reverse…).
type Position struct {
	Turn      int            `json:"turn"`    // whose turn it is (the giver during a Gift), from 1
	ToMove    int            `json:"to_move"` // from 1; 0 when the game is over
	Clockwise bool           `json:"clockwise"`
	Pending   int            `json:"pending_plus2"` // the +2 total the seat to move faces
	DeckSize  int            `json:"deck_size"`
	Deck      []string       `json:"deck,omitempty"` // top first; only with all
	Numbers   []string       `json:"number_pile"`    // top first (face up)
	Actions   []string       `json:"action_pile"`    // top first (face up)
	CodePile  int            `json:"code_pile_size"`
	Seats     []PositionSeat `json:"seats"`
}

// PositionSeat is one seat's part of a CODE position.
type PositionSeat struct {
	Seat     int  `json:"seat"` // from 1
	Resigned bool `json:"resigned"`
	HandSize int  `json:"hand_size"`
	// Hand lists the cards the viewer knows: the whole hand of their own seat (every hand with
	// all, or once the game is over), of another seat only the cards everyone has seen.
	Hand    []string `json:"hand"`
	Code    string   `json:"code,omitempty"`     // the seat's secret code, when the viewer may know it
	Offered string   `json:"laid_out,omitempty"` // the card laid out for the current Gift
}

// Position returns the position as viewer sees it, or everything with all.
func (s *State) Position(viewer cards.Seat, all bool) any {
	to := 0
	if !s.Over() {
		to = int(s.ToMove()) + 1
	}
	p := Position{Turn: int(s.cur) + 1, ToMove: to, Clockwise: s.dir > 0, Pending: int(s.pending),
		DeckSize: int(s.deckN), Numbers: topFirst(s.numPile[:s.numPileN]), Actions: topFirst(s.actPile[:s.actPileN]),
		CodePile: int(s.codePileN), Seats: []PositionSeat{}}
	if all {
		p.Deck = topFirst(s.deck[:s.deckN])
	}
	for i := int8(0); i < s.n; i++ {
		seat := cards.Seat(i)
		ps := PositionSeat{Seat: int(i) + 1, Resigned: s.resigned[i], HandSize: int(s.handN[i]), Hand: []string{}}
		if all || seat == viewer || s.phase == phaseOver {
			for _, c := range s.Hand(seat) {
				ps.Hand = append(ps.Hand, c.String())
			}
			ps.Code = s.CodeOf(seat).String()
		} else {
			for c := Card(1); c < numFaces; c++ {
				for range s.known[i][c] {
					ps.Hand = append(ps.Hand, c.String())
				}
			}
		}
		if c := s.offered[i]; c != NoCard {
			ps.Offered = c.String()
		}
		p.Seats = append(p.Seats, ps)
	}
	return p
}

// topFirst writes a pile kept bottom first from its top.
func topFirst(pile []Card) []string {
	out := make([]string, len(pile))
	for i, c := range pile {
		out[len(pile)-1-i] = c.String()
	}
	return out
}
