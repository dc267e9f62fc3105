package play

import (
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
)

// The new-match form opens with the settings of the last match started (the app's preferences).
func TestFormRemembersTheLastSettings(t *testing.T) {
	p, _, w := newTestSection(t, flask.Game{}, codex.Game{}, code.Game{})
	f := p.Form
	f.SelectGame("code")
	f.SeatCount.SetSelected("3")
	setSeat(t, f, 0, "Ann", seatPerson, "")
	setSeat(t, f, 1, "Deep", seatComputer, "mcts")
	test.Type(f.Seats[1].Budget, "300")
	setSeat(t, f, 2, "Tin", seatComputer, "greedy")
	test.Type(f.Seed, "42")
	test.Tap(f.Start)
	if p.Match == nil {
		t.Fatalf("the match did not start: %q", f.Error.Text)
	}
	p.closeMatch()

	want := f.settings()
	g := newMatchForm(w, f.Games, matchFormActions{}) // the next start of the app
	got := g.settings()
	if got.Game != "code" || len(got.Seats) != 3 || got.Seed != "42" {
		t.Fatalf("the form reopens with %+v", got)
	}
	for i := range want.Seats {
		if got.Seats[i] != want.Seats[i] {
			t.Errorf("seat %d reopens as %+v, want %+v", i+1, got.Seats[i], want.Seats[i])
		}
	}
	if s, err := g.setup(); err != nil || s.Seats[1].Bot == nil || s.Seats[1].Bot.String() != "mcts:300" {
		t.Errorf("the recalled form sets up %+v (%v)", s.Seats, err)
	}
}

// Settings that no longer fit (an unknown game, a broken preference) leave the form as it was.
func TestFormIgnoresSettingsThatNoLongerFit(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	defer w.Close()
	gs := []cards.Game{flask.Game{}, code.Game{}}
	for _, text := range []string{"{", `{"game":"chess","seats":[{"name":"X"}]}`, `{"game":"flask","seats":[{"name":"A","kind":"Robot","deck":"/no/such.yaml"}]}`} {
		fyne.CurrentApp().Preferences().SetString(settingsKey, text)
		f := newMatchForm(w, gs, matchFormActions{})
		if _, err := f.setup(); err != nil {
			t.Errorf("after the preference %s the form does not set up: %v", text, err)
		}
	}
}

// The Editor's Play this deck starts a Flask match of the deck against a computer, the person
// named as in the form; a deck that cannot be played is refused; an unfinished match is left only
// after asking.
func TestPlayDeckStartsAMatchAgainstAComputer(t *testing.T) {
	p, loop, _ := newTestSection(t, flask.Game{}, codex.Game{})
	f := p.Form
	f.SelectGame("flask")
	setSeat(t, f, 0, "Ann", seatPerson, "")
	deck, _ := flask.Preset("blue")
	path := filepath.Join(t.TempDir(), "mine.yaml")
	if err := flask.SaveDeck(path, deck); err != nil {
		t.Fatal(err)
	}
	s := &Section{p: p}
	if err := s.PlayDeck(path); err != nil {
		t.Fatal(err)
	}
	if p.Match == nil {
		t.Fatal("no match started")
	}
	setup := p.Match.Ctrl.Setup
	if setup.Game.Name() != "flask" || len(setup.Seats) != 2 || setup.Seats[0].Name != "Ann" || !setup.Seats[0].Human() ||
		setup.Seats[1].Human() || setup.Decks[0] != path {
		t.Fatalf("the match is set up as %+v", setup)
	}
	c := p.Match.Ctrl
	loop.RunUntil(t, "Ann's move", func() bool { return c.Match.Table.ToMove() == 0 && c.Thinking == cards.NoSeat }, 10*time.Second)
	if err := c.Play(c.Match.Table.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	first := p.Match
	if err := s.PlayDeck(path); err != nil || p.Leaving == nil || p.Match != first {
		t.Fatalf("a second Play this deck did not ask before leaving the match (%v)", err)
	}
	test.Tap(p.Leaving.Discard)
	if p.Match == nil || p.Match == first {
		t.Fatal("leaving without saving did not start the new match")
	}
	bad := filepath.Join(t.TempDir(), "small.yaml")
	deck.Cards = deck.Cards[:3]
	if err := flask.SaveDeck(bad, deck); err != nil {
		t.Fatal(err)
	}
	if err := s.PlayDeck(bad); err == nil {
		t.Error("a deck of 3 cards was accepted")
	}
}
