package flask

import "github.com/flaskdeck/flaskdeck/cards"

// Position is a Flask position as structured data (replay --json): for one seat's view, or for
// all (hidden hands and deck order included). Cards are written by their label in move notation.
type Position struct {
	Turn   int            `json:"turn"`    // whose turn it is, from 1
	ToMove int            `json:"to_move"` // who decides now, from 1; 0 when the game is over
	Phase  string         `json:"phase"`   // grow, play, respond, pay any, pay card, draw, gain, target, lose, discard, over
	Seats  []PositionSeat `json:"seats"`
}

// PositionSeat is one seat's part of a Flask position.
type PositionSeat struct {
	Seat     int            `json:"seat"` // from 1
	Counters map[string]int `json:"counters"`
	Out      bool           `json:"out"`
	HandSize int            `json:"hand_size"`
	// Hand lists the cards of the hand the viewer knows: all of their own (or every hand with all),
	// of another seat only those everyone has seen.
	Hand     []string `json:"hand"`
	DeckSize int      `json:"deck_size"`
	Deck     []string `json:"deck,omitempty"` // top first; only with all
	Discard  []string `json:"discard"`        // top first (a discard pile is face up)
	// Piles are the reaction piles, reaction card first; another seat's piles show their size only.
	Piles  []PositionPile `json:"piles"`
	Played []string       `json:"played"` // played and resolved this turn, in order
}

// PositionPile is a reaction pile.
type PositionPile struct {
	Size  int      `json:"size"`
	Open  bool     `json:"open"`
	Cards []string `json:"cards,omitempty"`
}

// Position returns the position as viewer sees it, or everything with all.
func (e *State) Position(viewer cards.Seat, all bool) any {
	to := 0
	if !e.Over() {
		to = int(e.ToMove()) + 1
	}
	p := Position{Turn: int(e.turn) + 1, ToMove: to, Phase: string(phaseNames[e.phase]), Seats: []PositionSeat{}}
	for i := uint8(0); i < e.n; i++ {
		s := &e.seat[i]
		own := all || cards.Seat(i) == viewer
		ps := PositionSeat{Seat: int(i) + 1, Out: s.out, HandSize: s.handSize(), DeckSize: s.deck.len(),
			Counters: map[string]int{}, Hand: e.labels(s.known.cards()), Discard: e.labelsTopFirst(s.discard.cards()),
			Played: e.labels(s.played.cards()), Piles: []PositionPile{}}
		for c, name := range []string{"red", "blue", "green", "yellow"} {
			ps.Counters[name] = int(s.counters[c])
		}
		if own {
			ps.Hand = append(ps.Hand, e.labels(s.hidden.cards())...)
		}
		if all {
			ps.Deck = e.labelsTopFirst(s.deck.cards())
		}
		for j := 0; j < int(s.pileN); j++ {
			start, size := s.pileStart(j), int(s.pileLen[j])
			pile := PositionPile{Size: size, Open: i == e.turn && int(e.openPile) == j}
			if own {
				pile.Cards = e.labels(s.piles.c[start : start+size])
			}
			ps.Piles = append(ps.Piles, pile)
		}
		p.Seats = append(p.Seats, ps)
	}
	return p
}

func (e *State) labels(ks []uint8) []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = e.tab.label[k]
	}
	return out
}

// labelsTopFirst writes a pile kept bottom first (top last) from its top.
func (e *State) labelsTopFirst(ks []uint8) []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[len(ks)-1-i] = e.tab.label[k]
	}
	return out
}
