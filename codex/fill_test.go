package codex

import (
	"reflect"
	"strconv"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// FillResult gives Result's result, in the memory of the result it fills, with the default target
// and another; FillStats writes into a map kept from game to game what Stats returns.
func TestFillResultIsResultAndFillStatsIsStats(t *testing.T) {
	r := cards.NewRand(3)
	dst := cards.Result{Scores: make([]int, 0, 4), Winners: make([]cards.Seat, 0, 4)}
	stats := map[string]float64{}
	for i, cfg := range []cards.Config{
		{Seats: 2, Seed: 1},
		{Seats: 2, Seed: 2, Rules: map[string]string{RuleTarget: "15"}},
		{Seats: 3, Seed: 3},
		{Seats: 4, Seed: 4, Rules: map[string]string{RuleTarget: "30", RuleSecret: "no"}},
		{Seats: 2, Seed: 5},
	} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		playRandom(t, s, &r, nil)
		want := s.Result()
		s.FillResult(&dst)
		if !reflect.DeepEqual(dst, want) && !(len(want.Winners) == 0 && len(dst.Winners) == 0 &&
			reflect.DeepEqual(dst.Scores, want.Scores) && dst.Reason == want.Reason) {
			t.Errorf("%d: FillResult %+v, Result %+v", i, dst, want)
		}
		if cap(dst.Scores) != 4 || cap(dst.Winners) != 4 {
			t.Errorf("%d: the result was not written into the result's memory", i)
		}
		if s.reason == endTarget && want.Reason != strconv.Itoa(int(s.rules.Target))+" points reached" {
			t.Errorf("%d: reason %q with target %d", i, want.Reason, s.rules.Target)
		}
		clear(stats)
		s.FillStats(stats)
		if !reflect.DeepEqual(stats, s.Stats()) {
			t.Errorf("%d: FillStats %v, Stats %v", i, stats, s.Stats())
		}
	}
	if endReasons[endTarget] != strconv.Itoa(defaultTarget)+" points reached" || StandardRules.Target != defaultTarget {
		t.Errorf("the default target's reason %q, target %d", endReasons[endTarget], StandardRules.Target)
	}
}

// The texts made once (a secret objective's choice, a draw from a face-up slot, the figures of an
// objective) are those that were written for each move and match before.
func TestMoveTextsAreMade(t *testing.T) {
	for id := range 256 {
		if got, want := newMove(ChooseSecret, NoSide, uint8(id)).String(), "secret "+strconv.Itoa(id); got != want {
			t.Errorf("secret %d: %q, want %q", id, got, want)
		}
		name := "objective " + strconv.Itoa(id)
		if got := moveTexts().stats[id]; got != [2]string{name + ": held by (seats)", name + ": completed by (seats)"} {
			t.Errorf("objective %d: %q", id, got)
		}
	}
	for slot := range uint8(FromResourceDeck) {
		if got, want := newMove(DrawCard, NoSide, slot).String(), "draw faceup "+strconv.Itoa(int(slot)); got != want {
			t.Errorf("slot %d: %q, want %q", slot, got, want)
		}
	}
}
