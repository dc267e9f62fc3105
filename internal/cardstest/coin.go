// Package cardstest holds test helpers for the game kernel: a game whose answer is known.
package cardstest

import (
	"fmt"

	"github.com/flaskdeck/flaskdeck/cards"
)

// CoinGame is a game whose answer is known, for testing simulations and trying the lab: the
// seats call "heads" or "tails" for 1 to 6 rounds (the seed decides), then a biased coin decides.
// The seat that moves first (seat 1) wins with probability Edge, everybody shares a draw with
// probability Draw, and otherwise one of the other seats wins, each as likely. The calls change
// nothing but the scores (each seat scores its "heads" calls). So the first mover's expected
// payoff is Edge + Draw/seats, and every other seat's (1 − Edge − Draw)/(seats − 1) + Draw/seats.
//
// Its variant "edge" (on | off) turns the bias off: with off, the first mover wins with
// probability (1 − Draw)/seats like everybody else.
type CoinGame struct {
	Edge float64 // the first mover's chance to win alone, with the variant edge=on
	Draw float64 // the chance of a draw shared by every seat
}

// Name returns "coin".
func (g CoinGame) Name() string { return "coin" }

// Title returns the game's name for people.
func (g CoinGame) Title() string { return "Biased coin" }

// SeatRange returns 2 to 4 seats.
func (g CoinGame) SeatRange() (int, int) { return 2, 4 }

// Variants offers "edge" (on | off).
func (g CoinGame) Variants() []cards.Variant {
	return []cards.Variant{{Name: "edge", Doc: "the first mover's edge", Values: []string{"on", "off"}}}
}

// Expected returns the first mover's expected payoff at the given number of seats.
func (g CoinGame) Expected(seats int) float64 { return g.Edge + g.Draw/float64(seats) }

// New deals a match: the coin is thrown at once from the seed, the calls only pass the time.
func (g CoinGame) New(cfg cards.Config) (cards.Table, error) {
	if cfg.Seats < 2 || cfg.Seats > 4 {
		return nil, fmt.Errorf("%w: the coin game takes 2 to 4 seats, not %d", cards.ErrBadSetup, cfg.Seats)
	}
	r := cards.NewRand(cfg.Seed)
	e := &coinEngine{seats: cfg.Seats, heads: make([]int, cfg.Seats)}
	e.left = cfg.Seats * (1 + r.Intn(6))
	edge := g.Edge
	if cfg.Rules["edge"] == "off" {
		edge = (1 - g.Draw) / float64(cfg.Seats)
	}
	switch u := r.Float64(); {
	case u < g.Draw:
		for s := range cfg.Seats {
			e.winners = append(e.winners, cards.Seat(s))
		}
	case u < g.Draw+edge:
		e.winners = []cards.Seat{0}
	default:
		e.winners = []cards.Seat{cards.Seat(1 + r.Intn(cfg.Seats-1))}
	}
	return cards.NewTable[coinMove](e), nil
}

// coinMove is a call: heads or tails.
type coinMove uint8

func (m coinMove) String() string {
	if m == 0 {
		return "heads"
	}
	return "tails"
}

type coinEngine struct {
	seats   int
	toMove  cards.Seat
	left    int   // calls still to make
	heads   []int // heads calls per seat
	winners []cards.Seat
}

func (e *coinEngine) Seats() int { return e.seats }
func (e *coinEngine) Over() bool { return e.left == 0 }

func (e *coinEngine) ToMove() cards.Seat {
	if e.Over() {
		return cards.NoSeat
	}
	return e.toMove
}

func (e *coinEngine) Legal(dst []coinMove) []coinMove {
	if e.Over() {
		return dst
	}
	return append(dst, 0, 1)
}

func (e *coinEngine) Play(m coinMove) error {
	if e.Over() {
		return cards.ErrGameOver
	}
	if m > 1 {
		return cards.Illegal(m, "call heads or tails")
	}
	if m == 0 {
		e.heads[e.toMove]++
	}
	e.left--
	e.toMove = (e.toMove + 1) % cards.Seat(e.seats)
	return nil
}

func (e *coinEngine) Result() cards.Result {
	return cards.Result{Winners: append([]cards.Seat(nil), e.winners...), Scores: append([]int(nil), e.heads...), Reason: "the coin fell"}
}

func (e *coinEngine) Clone() cards.Engine[coinMove] {
	c := *e
	c.heads = append([]int(nil), e.heads...)
	c.winners = append([]cards.Seat(nil), e.winners...)
	return &c
}

func (e *coinEngine) Determinize(cards.Seat, *cards.Rand) {}
func (e *coinEngine) Evaluate(cards.Seat) float64         { return 0.5 }
func (e *coinEngine) Describe(cards.Seat) string          { return fmt.Sprintf("%d calls left", e.left) }
