package designer

import (
	"context"
	"os"
	"testing"

	"github.com/flaskdeck/flaskdeck/flask"
)

// weaken returns the preset with the named card's composition replaced by a bare Reboot (Y2), the
// index of that card and its composition before.
func weaken(t *testing.T, name, card string) (flask.Deck, int, string) {
	t.Helper()
	d := preset(t, name)
	for i, c := range d.Cards {
		if c.Name == card {
			was := flask.Standard.Code(c.Composition)
			d.Cards[i].Composition, _ = flask.Standard.With(flask.Composition{}, flask.Y2, 1)
			return d, i, was
		}
	}
	t.Fatalf("%s has no card %q", name, card)
	return d, 0, ""
}

// The blue preset with its Applied Double Sabotage (B2 R2 R2) weakened to a bare Reboot: at the
// greedy level and the default budget, stronger must list the edit that gives it its B2 R2 R2
// back among its five, with an interval above 0 (docs/designer.md, "Does stronger find the
// restoring edit?"). It is a whole search (about 45,000 greedy matches, some 40 s of CPU), so it
// runs only in the long mode: FLASKDECK_LONG=1 go test -tags ci -run TestStrongerRestoresAWeakenedBlue ./app/designer/
func TestStrongerRestoresAWeakenedBlue(t *testing.T) {
	if os.Getenv("FLASKDECK_LONG") == "" || testing.Short() {
		t.Skip("a whole search at greedy level: set FLASKDECK_LONG=1")
	}
	d, card, was := weaken(t, "blue", "Applied Double Sabotage")
	res, err := Suggest(context.Background(), d, SuggestOptions{Options: Options{Seed: 1}, Goal: GoalStronger})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Confirmed {
		t.Fatal("the search did not measure its finalists again")
	}
	found := false
	for i, s := range res.List {
		restores := s.Edit.Card == card && s.Edit.Kind != EditMove && flask.Standard.Code(s.Deck.Cards[card].Composition) == was
		t.Logf("%d. %+.1f [%+.1f, %+.1f] %s (restores: %v)", i+1, s.Effect, s.Low, s.High, s.Text, restores)
		if restores {
			found = true
			if s.Low <= 0 {
				t.Errorf("the restoring edit gains %+.1f points [%+.1f, %+.1f]: not significant", s.Effect, s.Low, s.High)
			}
		}
	}
	if !found {
		t.Errorf("no suggestion gives the Applied Double Sabotage its %s back", was)
	}
}
