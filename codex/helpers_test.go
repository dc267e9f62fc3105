package codex

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// resourceOf returns the n-th (0-based) resource card of kingdom k.
func resourceOf(k Symbol, n int) uint8 {
	for i, kk := range Kingdoms {
		if kk == k {
			return uint8(FirstResource + 10*i + n)
		}
	}
	return 0
}

// layout builds an area: starter 83 front at (0,0), then a back-up resource card of each given
// kingdom at each cell, in order. Backs have four empty corners, so nothing is hidden; the
// scenarios of objectives only care about kingdoms and places.
type cellCard struct {
	x, y int
	k    Symbol
}

func layout(t testing.TB, cells ...cellCard) *Area {
	t.Helper()
	a := &Area{}
	a.Place(Placement{Card: 83, Side: Front})
	used := map[Symbol]int{}
	for _, c := range cells {
		if a.At(c.x, c.y) >= 0 {
			t.Fatalf("layout: (%d,%d) used twice", c.x, c.y)
		}
		id := resourceOf(c.k, used[c.k])
		if used[c.k] >= 10 {
			id = uint8(FirstGold + 10*int(c.k-Fungi) + used[c.k] - 10)
		}
		used[c.k]++
		a.Place(Placement{Card: id, Side: Back, X: int8(c.x), Y: int8(c.y)})
	}
	return a
}

// place places a card on an area after checking the rules as the engine does, and returns the
// covered corners.
func mustPlace(t testing.TB, a *Area, id int, side Side, x, y int) int {
	t.Helper()
	if reason := a.PlacementError(x, y); reason != "" {
		t.Fatalf("place %d at (%d,%d): %s", id, x, y, reason)
	}
	if side == Front && !requirementMet(CardByID(id), &a.symbols) {
		t.Fatalf("place %d: requirement not met", id)
	}
	return a.Place(Placement{Card: uint8(id), Side: side, X: int8(x), Y: int8(y)})
}

func score(a *Area, reuse bool, ids ...int) []ObjectiveScore { return ScoreObjectives(a, ids, reuse) }

// setUp plays the setup moves (starter front, first free colour, first objective) for every seat.
func setUp(t testing.TB, s *State) {
	t.Helper()
	for s.phase == SetupPhase {
		if err := s.Play(s.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
}

func mustPlay(t testing.TB, s *State, m Move) {
	t.Helper()
	if err := s.Play(m); err != nil {
		t.Fatalf("%v: %v", m, err)
	}
}

// firstPlacement returns the mover's first legal placement (face down, so always legal).
func firstPlacement(s *State) Move {
	for _, m := range s.Legal(nil) {
		if m.Kind() == PlaceCard && m.Side() == Back {
			return m
		}
	}
	return Move{}
}

var _ = cards.NoSeat

// Place returns the move placing card id with side up at (x,y).
func Place(id int, side Side, x, y int) Move {
	m := newMove(PlaceCard, side, uint8(id))
	m.v |= uint32(packKey(x, y)) << 16
	return m
}
