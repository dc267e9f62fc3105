package cards

import (
	"fmt"
	"strings"
)

// PlayOut plays a game to its end with one computer player per seat and returns the result.
// It stops with an error after maxMoves moves or when a bot's move is refused.
func PlayOut[M Move](e Engine[M], bots []Bot[M], r *Rand, maxMoves int) (Result, error) {
	for n := 0; !e.Over(); n++ {
		if n >= maxMoves {
			return Result{}, fmt.Errorf("the game did not end within %d moves", maxMoves)
		}
		seat := e.ToMove()
		m := bots[seat].Choose(e, r)
		if err := e.Play(m); err != nil {
			return Result{}, fmt.Errorf("move %d by %s (%s): %w", n+1, seat, m, err)
		}
	}
	return e.Result(), nil
}

// Pairing is the outcome of one pairing of a tournament, from A's side.
type Pairing struct {
	A, B  BotSpec
	Games int
	WinsA float64 // shared wins count by share
	WinsB float64
	Draws int // games whose winners included both or neither
}

// RateA is A's share of the points (a draw counts half).
func (p Pairing) RateA() float64 {
	if p.Games == 0 {
		return 0
	}
	return (p.WinsA + float64(p.Draws)/2) / float64(p.Games)
}

// Tournament plays every pairing of the specs in 2-seat games: games per pairing, half of them with
// A in seat 1 and half with B in seat 1. deal returns a fresh game for a seed. The same seed gives
// the same table.
func Tournament[M Move](deal func(seed uint64) Engine[M], specs []BotSpec, games int, seed uint64) ([]Pairing, error) {
	r := NewRand(seed)
	var out []Pairing
	for i := range specs {
		for j := i + 1; j < len(specs); j++ {
			p := Pairing{A: specs[i], B: specs[j]}
			for g := 0; g < games; g++ {
				gameSeed := r.Uint64()
				br := r.Split()
				a, b := NewBot[M](specs[i]), NewBot[M](specs[j])
				bots, seatA := []Bot[M]{a, b}, Seat(0)
				if g%2 == 1 {
					bots, seatA = []Bot[M]{b, a}, 1
				}
				res, err := PlayOut(deal(gameSeed), bots, &br, 100000)
				if err != nil {
					return out, fmt.Errorf("%s vs %s, game %d: %w", specs[i], specs[j], g+1, err)
				}
				p.Games++
				wa, wb := res.Won(seatA), res.Won(1-seatA)
				switch {
				case wa && !wb:
					p.WinsA++
				case wb && !wa:
					p.WinsB++
				default:
					p.Draws++
				}
			}
			out = append(out, p)
		}
	}
	return out, nil
}

// FormatTournament writes a tournament as a Markdown table.
func FormatTournament(rows []Pairing) string {
	var b strings.Builder
	b.WriteString("| A | B | games | A wins | B wins | draws | A's score |\n|---|---|---|---|---|---|---|\n")
	for _, p := range rows {
		fmt.Fprintf(&b, "| %s | %s | %d | %.0f | %.0f | %d | %.1f%% |\n", p.A, p.B, p.Games, p.WinsA, p.WinsB, p.Draws, 100*p.RateA())
	}
	return b.String()
}
