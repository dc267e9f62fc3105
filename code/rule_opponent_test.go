package code

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
)

// In a world dealt from the inference the playout rule takes the other seat's decisions
// (RuleDecision plays one legal move for it and says so) and never the searcher's; a match's own
// state leaves every decision to its players.
func TestTheRuleAnswersForTheOtherSeatOnlyInSampledWorlds(t *testing.T) {
	s := midgame(t, 5, 20)
	if s.Over() {
		t.Fatal("the match ended")
	}
	me := s.ToMove()
	if s.RuleDecision() {
		t.Fatal("the match's own state took a decision by the rule")
	}
	r := cards.NewRand(5)
	deal := s.Belief(me, &r)
	if deal == nil {
		t.Fatal("no belief")
	}
	played := 0
	for range 20 {
		w := s.Copy()
		deal(w, &r)
		if w.RuleDecision() {
			t.Fatalf("the rule took a decision of the searcher, seat %d", me+1)
		}
		for moves := 0; moves < 40 && !w.Over(); moves++ {
			mover, before := w.ToMove(), w.Moves()
			if mover != me {
				if !w.RuleDecision() || w.Moves() != before+1 {
					t.Fatalf("the rule did not answer for seat %d", mover+1)
				}
				played++
				continue
			}
			if w.RuleDecision() {
				t.Fatalf("the rule took a decision of the searcher, seat %d", me+1)
			}
			legal := w.Legal(nil)
			if err := w.Play(legal[r.Intn(len(legal)-1)]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if played == 0 {
		t.Fatal("the rule never answered")
	}
}
