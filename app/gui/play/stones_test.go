package play

import (
	"fmt"
	"strings"

	"github.com/flaskdeck/flaskdeck/cards"
)

// stonesGame is a tiny game for the Play section's game-agnostic tests: seats take 1 or 2 stones in
// turn from a pile; whoever takes the last stone wins. Each seat holds a secret number that only it
// sees, so the tests can check what the hot-seat pass screen hides. A pile of 100 lets a seat take
// up to 50 stones, for the tests of tables with many moves.
type stonesGame struct{}

func (stonesGame) Name() string              { return "stones" }
func (stonesGame) Title() string             { return "Stones" }
func (stonesGame) SeatRange() (min, max int) { return 2, 3 }
func (stonesGame) Variants() []cards.Variant {
	return []cards.Variant{{Name: "pile", Doc: "stones at the start", Values: []string{"7", "11", "100"}}}
}

func (stonesGame) New(cfg cards.Config) (cards.Table, error) {
	pile, take := 7, 2
	switch cfg.Rules["pile"] {
	case "11":
		pile = 11
	case "100":
		pile, take = 100, 50
	}
	r := cards.NewRand(cfg.Seed)
	e := &stones{pile: pile, take: take, taken: make([]int, cfg.Seats), secret: make([]int, cfg.Seats), turn: cards.Seat(r.Intn(cfg.Seats))}
	for i := range e.secret {
		e.secret[i] = 100 + r.Intn(900)
	}
	return cards.NewTable[stonesMove](e), nil
}

// stonesMove takes that many stones.
type stonesMove int

func (m stonesMove) String() string { return fmt.Sprintf("take %d", int(m)) }

type stones struct {
	pile   int
	take   int // the most stones a seat may take
	taken  []int
	secret []int
	turn   cards.Seat
	winner cards.Seat
	over   bool
}

func (e *stones) Seats() int { return len(e.taken) }

func (e *stones) ToMove() cards.Seat {
	if e.over {
		return cards.NoSeat
	}
	return e.turn
}

func (e *stones) Legal(dst []stonesMove) []stonesMove {
	if e.over {
		return dst
	}
	for n := 1; n <= e.take && n <= e.pile; n++ {
		dst = append(dst, stonesMove(n))
	}
	return dst
}

func (e *stones) Play(m stonesMove) error {
	if e.over {
		return cards.ErrGameOver
	}
	if m < 1 || int(m) > e.take || int(m) > e.pile {
		return cards.Illegal(m, "only 1 to %d of the %d stones", e.take, e.pile)
	}
	e.pile -= int(m)
	e.taken[e.turn] += int(m)
	if e.pile == 0 {
		e.over, e.winner = true, e.turn
		return nil
	}
	e.turn = (e.turn + 1) % cards.Seat(len(e.taken))
	return nil
}

func (e *stones) Over() bool { return e.over }

func (e *stones) Result() cards.Result {
	return cards.Result{Winners: []cards.Seat{e.winner}, Scores: append([]int(nil), e.taken...), Reason: "the last stone taken"}
}

func (e *stones) Clone() cards.Engine[stonesMove] {
	c := *e
	c.taken = append([]int(nil), e.taken...)
	c.secret = append([]int(nil), e.secret...)
	return &c
}

func (e *stones) Determinize(cards.Seat, *cards.Rand) {}

func (e *stones) Evaluate(s cards.Seat) float64 {
	if e.pile%3 == 0 && e.turn != s {
		return 0.9
	}
	return 0.4
}

func (e *stones) Describe(s cards.Seat) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Stones left: %d\n", e.pile)
	if s >= 0 {
		fmt.Fprintf(&b, "Your secret: %d\n", e.secret[s])
	}
	return b.String()
}
