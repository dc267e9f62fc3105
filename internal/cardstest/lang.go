package cardstest

import (
	"reflect"
	"strings"
	"testing"

	"github.com/flaskdeck/flaskdeck/cards"
	"github.com/flaskdeck/flaskdeck/internal/i18n"
)

// CheckDisplayOnlyLanguage plays the same match of g (cfg, greedy computer players, at most
// maxMoves moves) in English and in language l, fails unless both give the same moves and result
// (a language only changes what is written), and returns the match played in l.
func CheckDisplayOnlyLanguage(t *testing.T, g cards.Game, cfg cards.Config, l i18n.Language, maxMoves int) *cards.Match {
	t.Helper()
	play := func(l i18n.Language) *cards.Match {
		seats := make([]cards.SeatInfo, cfg.Seats)
		for i := range seats {
			seats[i] = cards.SeatInfo{Name: string(rune('A' + i))}
		}
		m, err := cards.NewMatch(g, cfg, seats, "test")
		if err != nil {
			t.Fatal(err)
		}
		if !cards.SetLanguage(m.Table, l) {
			t.Fatalf("%s is not a cards.Speaker", g.Title())
		}
		r := cards.NewRand(5)
		for !m.Table.Over() && len(m.Log.Moves) < maxMoves {
			if err := m.Play(m.Table.BotMove(cards.BotSpec{Level: cards.LevelGreedy}, &r)); err != nil {
				t.Fatal(err)
			}
		}
		return m
	}
	en, other := play(i18n.English), play(l)
	if strings.Join(en.Log.Moves, " ") != strings.Join(other.Log.Moves, " ") || !reflect.DeepEqual(en.Log.Result, other.Log.Result) {
		t.Fatalf("the match in %v played differently from the one in English", l)
	}
	return other
}
