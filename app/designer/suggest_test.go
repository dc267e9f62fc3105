package designer

import (
	"context"
	"math"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/cards/sim"

	"github.com/flaskdeck/flaskdeck/flask"
)

// fakeGame is a small fake game for the search: candidate c (-1: the deck) wins match i
// against opponent j when a number below its true rate is drawn. A quarter of the matches draw a number
// common to every candidate (the same deal: common random numbers), the others one of the
// candidate's own (what the edit changes in the match).
func fakeGame(seed uint64, truth func(c int) float64, opponents int) scorer {
	return func(_ context.Context, cands []int, from, to int) ([][][]outcome, error) {
		out := make([][][]outcome, len(cands))
		for k, c := range cands {
			out[k] = make([][]outcome, opponents)
			for j := range opponents {
				for i := from; i < to; i++ {
					s := matchSeed(seed, j, i)
					if s%4 != 0 {
						s = sim.MatchSeed(s, c+1000)
					}
					o := outcome{}
					if float64(s>>11)/(1<<53) < truth(c) {
						o.score = 2
					}
					out[k][j] = append(out[k][j], o)
				}
			}
		}
		return out, nil
	}
}

// Candidate 37 of the fake game is the best by a clear margin, a handful of others close behind;
// the search must end with 37 first.
func TestSearchFindsTheKnownBestEdit(t *testing.T) {
	const candidates, opponents, best = 120, 4, 37
	truth := func(c int) float64 {
		switch {
		case c == best:
			return 0.62
		case c < 0:
			return 0.5
		case c%10 == 7:
			return 0.57
		}
		return 0.35 + float64(c%9)*0.02
	}
	p := makePlan(candidates, 5, opponents, 200*candidates)
	m, err := search(context.Background(), p, candidates, fakeGame(99, truth, opponents), GoalStronger.value)
	if err != nil || m.stopped || !m.confirmed {
		t.Fatal(err, m.stopped, m.confirmed)
	}
	if m.order[0] != best {
		t.Fatalf("the search put candidate %d first (finalists %v), want %d", m.order[0], m.order, best)
	}
	if got := p.cost(opponents); got > 210*candidates {
		t.Errorf("the plan plays %d matches for a budget of %d", got, 200*candidates)
	}
}

// No edit of the fake game changes anything: the race still keeps the luckiest, whose race
// figures lean high (the winner's curse); their fresh figures must not. Over many runs of the
// search, the best race figure of the finalists (what the search reported before it measured
// them again) is well above 0 on average, and the fresh figure of the first finalist is not.
func TestFreshMatchesUndoTheWinnersCurse(t *testing.T) {
	const candidates, opponents, runs = 100, 4, 30
	p := makePlan(candidates, 5, opponents, 60*candidates)
	var raced, fresh float64
	for seed := range uint64(runs) {
		m, err := search(context.Background(), p, candidates, fakeGame(seed, func(int) float64 { return 0.5 }, opponents), GoalStronger.value)
		if err != nil || !m.confirmed {
			t.Fatal(err, m.confirmed)
		}
		best := math.Inf(-1)
		for _, c := range m.order {
			best = max(best, GoalStronger.value(m.base, m.race[c]))
		}
		raced += best / runs
		fresh += GoalStronger.value(m.freshBase, m.fresh[m.order[0]]) / runs
	}
	t.Logf("over %d searches: the best race figure %+.1f points on average, the first finalist's fresh figure %+.1f", runs, raced, fresh)
	if raced < 4 {
		t.Errorf("the race's best gains %+.1f points on average: the fake game shows no winner's curse", raced)
	}
	if fresh > raced/2 || fresh < -raced/2 {
		t.Errorf("the first finalist gains %+.1f points on average on fresh matches, where no edit changes anything", fresh)
	}
}

func TestOneStepEditsKeepTheDeckLegal(t *testing.T) {
	spare := preset(t, "red")
	spare.Cards[0].Amount = 2
	spare.Cards = append(spare.Cards, flask.NewCard("Spare", spare.Cards[1].Composition))
	spare.Cards[len(spare.Cards)-1].Composition, _ = flask.Standard.With(spare.Cards[1].Composition, flask.G1, 1)
	for _, d := range append(DefaultField(), spare) {
		edits := OneStepEdits(d, flask.Standard, DefaultField())
		if len(edits) < 20 {
			t.Errorf("%s: only %d edits", d.Name, len(edits))
		}
		kinds := map[EditKind]int{}
		for _, e := range edits {
			kinds[e.Kind]++
			if p := e.Apply(d).Validate(); len(p) > 0 {
				t.Errorf("%s: %s makes the deck illegal: %v", d.Name, e.Describe(d, flask.Standard), p)
			}
		}
		for _, k := range []EditKind{EditAddBase, EditRemoveBase, EditReplace, EditMove} {
			if kinds[k] == 0 && (k != EditMove || d.Name == "Red" && len(d.Cards) == 6) {
				t.Errorf("%s: no %s edit", d.Name, k)
			}
		}
	}
}

// The red preset with its Triple Attack weakened to a bare Reboot: stronger must propose an edit
// whose gain is significant (its interval above 0). The test plays at random level, which is
// cheap; docs/designer.md shows the same at greedy level from the command line.
func TestStrongerRepairsAWeakenedPreset(t *testing.T) {
	if testing.Short() {
		t.Skip("plays thousands of matches")
	}
	d := preset(t, "red")
	for i, c := range d.Cards {
		if c.Name == "Triple Attack" {
			d.Cards[i].Composition, _ = flask.Standard.With(flask.Composition{}, flask.Y2, 1)
		}
	}
	res, err := Suggest(context.Background(), d, SuggestOptions{Options: Options{Seed: 1, Bot: cards.BotSpec{Level: cards.LevelRandom}}, Goal: GoalStronger, Budget: 40})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.List) == 0 {
		t.Fatal("no suggestion")
	}
	for _, s := range res.List {
		t.Logf("%+.1f [%+.1f, %+.1f] %s", s.Effect, s.Low, s.High, s.Text)
	}
	top := res.List[0]
	t.Logf("%d candidates, %d matches, %v; best: %s %+.1f [%+.1f, %+.1f]", res.Candidates, res.Matches, res.Elapsed, top.Text, top.Effect, top.Low, top.High)
	if top.Low <= 0 {
		t.Fatalf("the best edit %q gains %+.1f points [%+.1f, %+.1f]: not significant", top.Text, top.Effect, top.Low, top.High)
	}
	restored := false
	for _, s := range res.List {
		c := s.Deck.Cards[s.Edit.Card]
		restored = restored || c.Name == "Triple Attack" && flask.Standard.Code(c.Composition) == "R1 - R1 - R1" && s.Effect > 0
	}
	if !restored {
		t.Error("no suggestion gives the Triple Attack its R1 R1 R1 back")
	}
}

// A plan spends about its budget: every round about the same, the re-measure the rest.
func TestThePlanSpendsItsBudget(t *testing.T) {
	for _, c := range []struct{ candidates, opponents, budget int }{{108, 4, 60}, {108, 4, 160}, {30, 2, 40}, {400, 6, 60}} {
		total := c.budget * c.candidates
		p := makePlan(c.candidates, 5, c.opponents, total)
		if got := p.cost(c.opponents); got < total*85/100 || got > total*110/100 {
			t.Errorf("%+v: the plan %+v plays %d matches for a budget of %d", c, p, got, total)
		}
	}
}
