package hiddentest

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/code"
	"github.com/flaskdeck/flaskdeck/codex"
	"github.com/flaskdeck/flaskdeck/flask"
	"github.com/flaskdeck/flaskdeck/internal/golden"
)

// The move feed of one greedy match of each game, as seat 1 and as seat 2 see it, and the reveal
// at the end, against testdata/feed/GAME.txt (-update rewrites them; a difference is written to
// testdata/failed/). They show the wording: forced choices, drawn cards named to their owner only,
// others' secret choices unnamed, plurals.
func TestFeedGolden(t *testing.T) {
	for _, g := range []cards.Game{flask.Game{}, codex.Game{}, code.Game{}} {
		infos := []cards.SeatInfo{{Name: "Ann", Player: "human"}, {Name: "Computer 2", Player: "bot:greedy"}}
		m, err := cards.NewMatch(g, cards.Config{Seats: 2, Seed: 3}, infos, "test")
		if err != nil {
			t.Fatal(err)
		}
		spec, _ := cards.ParseBotSpec("greedy")
		rng := cards.NewRand(5)
		for i := 0; i < 400 && !m.Table.Over(); i++ {
			if err := m.Play(m.Table.BotMove(spec, &rng)); err != nil {
				t.Fatal(err)
			}
		}
		var b strings.Builder
		for i, e := range m.Feed {
			b.WriteString(e.Move + "\n")
			for v := range cards.Seat(2) {
				for _, l := range e.For(v, m.SeatName) {
					b.WriteString("  " + "AB"[v:v+1] + "| " + l + "\n")
				}
			}
			if i > 150 {
				break
			}
		}
		b.WriteString("Reveal:\n")
		for _, l := range cards.Reveal(m.Table) {
			b.WriteString("  " + cards.NameSeats(l, m.SeatName) + "\n")
		}
		path := filepath.Join("testdata", "feed", g.Name()+".txt")
		golden.CheckString(t, path, b.String())
	}
}
