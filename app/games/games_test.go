package games

import (
	"testing"

	"github.com/flaskdeck/flaskdeck/app"
	"github.com/flaskdeck/flaskdeck/cards"
)

func TestCodeIsRegistered(t *testing.T) {
	g, err := Builtin().Lookup("CODE")
	if err != nil {
		t.Fatal(err)
	}
	if g.Name() != "code" || g.Title() != "CODE" {
		t.Fatalf("got %s (%s)", g.Name(), g.Title())
	}
	lo, hi := g.SeatRange()
	if lo != 2 || hi != 8 {
		t.Fatalf("seats %d..%d, want 2..8", lo, hi)
	}
	seats := []cards.SeatInfo{{Name: "me", Player: "human"}, {Name: "bot", Player: "bot:random"}}
	m, err := cards.NewMatch(g, cards.Config{Seed: 1}, seats, app.Version)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Table.LegalMoves()) < 2 || m.Table.Describe(m.Table.ToMove()) == "" {
		t.Fatal("a CODE match offers no moves or no description")
	}
}
