package codex

import (
	"fmt"

	"github.com/flaskdeck/flaskdeck/cards"
)

// Position is a Codex position as structured data (replay --json): for one seat's view, or for
// all (hands, secret objectives and deck order included). Cards are written by id (1–102).
type Position struct {
	Phase     string `json:"phase"`
	Turn      int    `json:"turn"`    // whose turn it is, from 1
	ToMove    int    `json:"to_move"` // from 1; 0 when the game is over
	Triggered bool   `json:"end_triggered"`
	LastRound bool   `json:"last_round"`
	FaceUp    [4]int `json:"faceup"` // 0 for an empty slot
	Common    [2]int `json:"common"` // the common objectives
	// ResourceDeck and GoldDeck are the decks top first with all; otherwise only their size and
	// the back of their top card are public.
	ResourceSize int            `json:"resource_size"`
	GoldSize     int            `json:"gold_size"`
	ResourceTop  string         `json:"resource_top_back,omitempty"` // "fungi", … ("" when empty)
	GoldTop      string         `json:"gold_top_back,omitempty"`
	ResourceDeck []int          `json:"resource_deck,omitempty"`
	GoldDeck     []int          `json:"gold_deck,omitempty"`
	Seats        []PositionSeat `json:"seats"`
}

// PositionSeat is one seat's part of a Codex position.
type PositionSeat struct {
	Seat     int            `json:"seat"` // from 1
	Score    int            `json:"score"`
	Resigned bool           `json:"resigned"`
	Starter  int            `json:"starter"`
	HandSize int            `json:"hand_size"`
	Hand     []int          `json:"hand,omitempty"`   // the viewer's own hand, or every hand with all
	HandBack []string       `json:"hand_backs"`       // what everyone sees: "resource fungi", "gold plant"
	Secret   int            `json:"secret,omitempty"` // the secret objective, own or with all
	Area     []PositionCard `json:"area"`             // in the order placed, the starter first
}

// PositionCard is a card in a play area: its id, side and cell, as play-area files write them
// (at: [x, y]; the starter at 0,0).
type PositionCard struct {
	ID   int    `json:"id"`
	Side string `json:"side"`
	X    int    `json:"x"`
	Y    int    `json:"y"`
}

// Position returns the position as viewer sees it, or everything with all.
func (s *State) Position(viewer cards.Seat, all bool) any {
	to := 0
	if !s.Over() {
		to = int(s.ToMove()) + 1
	}
	res, gold := s.DeckSizes()
	p := Position{Phase: s.phase.String(), Turn: int(s.turn) + 1, ToMove: to, Triggered: s.triggered,
		LastRound: s.lastRound, FaceUp: s.FaceUp(), Common: s.Common(), ResourceSize: res, GoldSize: gold,
		ResourceTop: backOf(s.DeckTop(false)), GoldTop: backOf(s.DeckTop(true)), Seats: []PositionSeat{}}
	if all {
		for i := int(s.nRes) - 1; i >= 0; i-- {
			p.ResourceDeck = append(p.ResourceDeck, int(s.resDeck[i]))
		}
		for i := int(s.nGold) - 1; i >= 0; i-- {
			p.GoldDeck = append(p.GoldDeck, int(s.goldDeck[i]))
		}
	}
	for i := 0; i < int(s.seats); i++ {
		seat := cards.Seat(i)
		own := all || seat == viewer
		hand := s.Hand(seat)
		ps := PositionSeat{Seat: i + 1, Score: s.Points(seat), Resigned: s.Resigned(seat), Starter: s.Starter(seat),
			HandSize: len(hand), HandBack: []string{}, Area: []PositionCard{}}
		for _, id := range hand {
			ps.HandBack = append(ps.HandBack, fullBack(id))
		}
		if own {
			ps.Hand, ps.Secret = hand, s.Secret(seat)
		}
		for _, pl := range s.Area(seat).Placements() {
			ps.Area = append(ps.Area, PositionCard{ID: int(pl.Card), Side: pl.Side.String(), X: int(pl.X), Y: int(pl.Y)})
		}
		p.Seats = append(p.Seats, ps)
	}
	return p
}

// backOf is the public back of a deck's top card (its kingdom), "" for none.
func backOf(id int) string {
	if c := CardByID(id); c != nil {
		return c.Kingdom.String()
	}
	return ""
}

// fullBack is a hand card's back as everyone sees it: "resource fungi", "gold plant".
func fullBack(id int) string {
	if c := CardByID(id); c != nil {
		return fmt.Sprintf("%s %s", c.Type, c.Kingdom)
	}
	return ""
}
