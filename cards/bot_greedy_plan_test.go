package cards

import (
	"errors"
	"math"
	"slices"
	"testing"
)

// combo is a one-turn game for greedy's follow-up settings. Seat 1 either stops (worth 7) or goes on
// to a main decision: pass (worth 5) or a card whose two follow-up decisions, x then y, are worth
// 10 together (x1 y1) but each alone looks worse than its alternative (x1 alone -1, x0 0; then y0 0,
// y1 -1): only a look through every combination finds the 10, one at a time finds 0. The turn then
// passes to seat 2, whose position is never played.
type combo struct {
	stage int // 0 go or stop, 1 card or pass, 2 x (mid-move), 3 y (mid-move), 4 seat 2 to move
	x     int
	value float64
}

type comboMove string

func (m comboMove) String() string { return string(m) }

var comboMoves = [][]comboMove{{"go", "stop"}, {"card", "pass"}, {"x0", "x1"}, {"y0", "y1"}, {"wait"}}

func (c *combo) Seats() int { return 2 }
func (c *combo) ToMove() Seat {
	if c.stage == 4 {
		return 1
	}
	return 0
}
func (c *combo) Legal(dst []comboMove) []comboMove { return append(dst, comboMoves[c.stage]...) }
func (c *combo) Play(m comboMove) error {
	if !slices.Contains(comboMoves[c.stage], m) {
		return errors.New("illegal")
	}
	switch m {
	case "go", "card":
		c.stage++
	case "stop":
		c.stage, c.value = 4, 7
	case "pass":
		c.stage, c.value = 4, 5
	case "x0", "x1":
		c.x, c.stage = int(m[1]-'0'), 3
		c.value = float64(-c.x)
	case "y0", "y1":
		c.stage, c.value = 4, -1
		if y := int(m[1] - '0'); y == c.x {
			c.value = float64(10 * c.x)
		}
	}
	return nil
}
func (c *combo) Over() bool               { return false }
func (c *combo) Result() Result           { return Result{} }
func (c *combo) Clone() Engine[comboMove] { d := *c; return &d }
func (c *combo) Determinize(Seat, *Rand)  {}
func (c *combo) Describe(Seat) string     { return "" }
func (c *combo) MidMove() bool            { return c.stage == 2 || c.stage == 3 }
func (c *combo) Evaluate(s Seat) float64 {
	v := 1 / (1 + math.Exp(-c.value))
	if s == 1 {
		return 1 - v
	}
	return v
}

func TestGreedyLooksThroughACandidatesFollowUpsInEveryCombination(t *testing.T) {
	r := NewRand(1)
	for _, g := range []Greedy[comboMove]{{}, {PlanFollowUps: -1}} {
		if m := g.Choose(&combo{stage: 1}, &r); m != "card" {
			t.Errorf("PlanFollowUps %d: greedy played %v, not the card whose follow-ups give 10", g.PlanFollowUps, m)
		}
	}
}

func TestGreedyPlansLaterMovesWithTheirFollowUpsAsPlanFollowUpsSays(t *testing.T) {
	r := NewRand(1)
	// Every combination: going on plans the card (10), better than stopping (7).
	if m := (Greedy[comboMove]{}).Choose(&combo{}, &r); m != "go" {
		t.Errorf("greedy played %v, want go (the plan's card is worth 10)", m)
	}
	// One at a time: the plan's card looks worth 0, so going on plans a pass (5): stopping (7) wins.
	if m := (Greedy[comboMove]{PlanFollowUps: -1}).Choose(&combo{}, &r); m != "stop" {
		t.Errorf("greedy with PlanFollowUps -1 played %v, want stop (the plan settles the card one decision at a time)", m)
	}
}
