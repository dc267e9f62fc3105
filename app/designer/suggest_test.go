package designer

import (
	"context"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"

	"github.com/flaskdeck/flaskdeck/flask"
)

// A fake game: candidate c wins match i against opponent j when a number drawn from the match's
// seed alone (common to all candidates) is below its true rate. Candidate 37 is the best by a
// clear margin, a handful of others close behind; the race must end with 37 first.
func TestRaceFindsTheKnownBestEdit(t *testing.T) {
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
	play := func(_ context.Context, c, from, to int) ([][]outcome, error) {
		out := make([][]outcome, opponents)
		for j := range out {
			for i := from; i < to; i++ {
				u := float64(matchSeed(99, j, i)>>11) / (1 << 53)
				o := outcome{}
				if u < truth(c) {
					o.score = 2
				}
				out[j] = append(out[j], o)
			}
		}
		return out, nil
	}
	p := makePlan(candidates, 5, opponents, 200*candidates)
	order, _, _, stopped, err := race(context.Background(), p, candidates, play, GoalStronger.value)
	if err != nil || stopped {
		t.Fatal(err, stopped)
	}
	if order[0] != best {
		t.Fatalf("the race put candidate %d first (finalists %v), want %d", order[0], order, best)
	}
	if got := p.cost(opponents); got > 260*candidates {
		t.Errorf("the plan plays %d matches for a budget of %d", got, 200*candidates)
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
}
